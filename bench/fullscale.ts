/**
 * Full-scale simulation: synthetic monthly (and daily) files for every station of the real catalog
 * (test/support/syntheticRaw.ts; values derived from each station's seasonal normals, marked
 * SYNTHETIC), built by a checkout's pipeline CLI into a temporary folder, then measured only from
 * outside: over HTTP against that checkout's server (random ZIPs over every ZCTA vs one hot ZIP,
 * the same kinds of request), and through its Netlify Function artifact built over that build. A
 * second synthetic set (variant 1) with a poisoned station is built and loaded the same way: it
 * must quarantine that station and still hold every bound. Loads are windows taken in turn, kind
 * after kind, for several rounds (bench/rounds.ts), so each ratio (random ÷ hot) is taken within a
 * round; with a baseline checkout, each set is measured for both checkouts from the same synthetic
 * raw folder, their builds (and gunzip reading its inputs), load windows and cold starts in turn.
 *
 * `tsx bench/fullscale.ts [--builds 3] [--seconds 60] [--rounds 5] [--connections 32] [--cold-starts 15] [--baseline <checkout>] [--no-daily] [--daily-from <v0 raw folder>]`
 * (`--daily-from`: link an earlier run's synthetic daily archive rather than spend minutes writing it again);
 * `benchFullScale()` returns the figures, bench/fullscaleTable.ts prints them.
 */
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path, { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import type { EditionManifest, Manifest } from '../lib/dataTypes.ts';
import { defaultSection } from '../lib/manifest.ts';
import { REPO_ROOT } from '../pipeline/build.ts';
import type { ZctaPoint } from '../pipeline/census/zcta.ts';
import { resolveRawDir } from '../pipeline/inputs/rawDir.ts';
import { buildInChild, pickPoison, readZctas, seededRandom, wrongAnswers, type BuildRun, type RandomLoad } from '../test/support/fullScale.ts';
import { startServerProcess, type ServerProcess } from '../test/support/serverProcess.ts';
import { readCatalog, writeSyntheticRaw, type SyntheticRaw } from '../test/support/syntheticRaw.ts';
import { measureFunctions, type FunctionFigures } from './artifactMeasure.ts';
import { BARE_KIND, bareServer, DAILY_KINDS, firstAnswers, LOAD_KINDS, loadWindow, type LoadKind } from './fullscaleLoads.ts';
import { fullScaleTable } from './fullscaleTable.ts';
import { readInputsMs } from './inputRead.ts';
import { inTurn } from './rounds.ts';

export interface ScaleRun {
  set: string;
  /** Which checkout: 'this checkout' or 'baseline'. */
  side: string;
  /** Builds, one a round, taken in turn with the other side's. */
  builds: BuildRun[];
  /** gunzip reading the set's raw inputs (bench/inputRead.ts), one a round, in turn with the builds. */
  inputReadMs: number[];
  quarantined: EditionManifest['quarantined'];
  /** The build output by its top-level entries (folders, and the files beside them). */
  output: { entry: string; files: number; bytes: number }[];
  /** From spawning the server to its first 200 on /health. */
  serverReadyMs: number;
  /** Sequential first requests on the fresh server, random ZIPs and kinds. */
  firstAnswers: Awaited<ReturnType<typeof firstAnswers>>;
  /** Each kind's windows, one a round, every kind and side in turn within a round (the poisoned set: random only). */
  loads: Partial<Record<LoadKind, RandomLoad[]>>;
  /** Wrong answers in a sample of ZCTAs (and the poisoned station's ZIPs). */
  sample: number;
  wrong: string[];
  /** The checkout's Netlify Function bundled over this build, its cold starts in turn with the floor's (and the other side's). */
  artifact: FunctionFigures | null;
}

export interface FullScaleOptions {
  builds: number;
  /** Load per kind and side, split into `rounds` windows. */
  seconds: number;
  rounds: number;
  connections: number;
  coldStarts: number;
  /** Another checkout measured the same way, in the same run. */
  baseline?: string;
  /** Synthetic daily files for every station in the plain set (test/support/syntheticDaily.ts). */
  daily: boolean;
  /** A variant-0 synthetic folder whose daily archive is linked instead of written. */
  dailyFrom?: string;
}

interface Side {
  side: string;
  root: string;
}

interface DataSet {
  set: string;
  raw: SyntheticRaw;
  extraChecks: readonly ZctaPoint[];
  /** Every kind of load and the function artifact: measured on the plain set only. */
  full: boolean;
  /** The set has daily files (the daily load is taken). */
  daily: boolean;
}

async function outputByEntry(dir: string): Promise<ScaleRun['output']> {
  const out = new Map<string, { files: number; bytes: number }>();
  for (const e of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!e.isFile()) continue;
    const relative = path.relative(dir, join(e.parentPath, e.name));
    const entry = relative.includes(path.sep) ? `${relative.split(path.sep)[0]}/` : relative;
    const sum = out.get(entry) ?? { files: 0, bytes: 0 };
    out.set(entry, { files: sum.files + 1, bytes: sum.bytes + (await stat(join(dir, relative))).size });
  }
  return [...out].map(([entry, s]) => ({ entry, ...s })).sort((a, b) => b.bytes - a.bytes);
}

/**
 * gunzip reading the set's inputs and every side's builds of them, taken in turn (read, baseline,
 * this, read, …) so that a machine that slows down during the run slows all alike; then both sides'
 * servers at once, their loads in turn window by window (each kind, each side, then the next round); then their functions.
 */
async function setRuns(data: DataSet, sides: readonly Side[], scratch: string, zctas: readonly ZctaPoint[], o: FullScaleOptions): Promise<ScaleRun[]> {
  const outDirs = await Promise.all(sides.map(() => mkdtemp(join(scratch, 'data-'))));
  const servers: ServerProcess[] = [];
  try {
    const readOrBuild = (t: number) => (t === 0 ? readInputsMs(data.raw.dir) : buildInChild(data.raw.dir, outDirs[t - 1]!, sides[t - 1]!.root));
    const [reads, ...builds] = await inTurn<number | BuildRun>(sides.length + 1, o.builds, readOrBuild);
    const readyMs: number[] = [];
    for (const [s, { root }] of sides.entries()) {
      const t0 = performance.now();
      servers.push(await startServerProcess({ DATA_DIR: outDirs[s]! }, { root }));
      readyMs.push(performance.now() - t0);
    }
    const zips = zctas.map((z) => z.zip);
    const first: ScaleRun['firstAnswers'][] = [];
    for (const server of servers) first.push(await firstAnswers(server, zips));
    const kinds: readonly LoadKind[] = data.full ? LOAD_KINDS.filter((kind) => data.daily || !DAILY_KINDS.includes(kind)) : ['random'];
    const bare = kinds.includes(BARE_KIND) ? await bareServer(servers.at(-1)!, scratch) : null;
    if (bare) servers.push(bare);
    // The bare server's window is every side's (s -1), once a round.
    const windows = kinds.flatMap((kind) => (kind === BARE_KIND ? [{ kind, server: bare!, s: -1 }] : servers.slice(0, sides.length).map((server, s) => ({ kind, server, s }))));
    const window = { seconds: Math.max(1, Math.round(o.seconds / o.rounds)), connections: o.connections };
    const loads = await inTurn(windows.length, o.rounds, (w, round) => loadWindow(windows[w]!.kind, windows[w]!.server, zctas, { ...window, round }));
    const pick = seededRandom(7);
    const sample = [...Array.from({ length: 1_000 }, () => zctas[Math.floor(pick() * zctas.length)]!), ...data.extraChecks];
    const wrong = await Promise.all(servers.slice(0, sides.length).map((server) => wrongAnswers(server.url, sample, data.raw)));
    await Promise.all(servers.splice(0).map((server) => server.stop()));
    const subjects = sides.map(({ root }, s) => ({ checkout: root, dataDir: outDirs[s]!, probe: 'typical-weather' as const }));
    const artifacts = data.full ? await measureFunctions(subjects, { coldStarts: o.coldStarts, warmCalls: 0 }) : [];
    return await Promise.all(
      sides.map(async ({ side }, s) => ({
        set: data.set,
        side,
        builds: builds[s]! as BuildRun[],
        inputReadMs: reads as number[],
        quarantined: defaultSection(JSON.parse(await readFile(join(outDirs[s]!, 'manifest.json'), 'utf8')) as Manifest).quarantined,
        output: await outputByEntry(outDirs[s]!),
        serverReadyMs: readyMs[s]!,
        firstAnswers: first[s]!,
        loads: Object.fromEntries(kinds.map((kind) => [kind, windows.flatMap((w, i) => (w.kind === kind && (w.s === s || w.s === -1) ? loads[i]! : []))])),
        sample: sample.length,
        wrong: wrong[s]!,
        artifact: artifacts[s] ?? null,
      })),
    );
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    await Promise.all(outDirs.map((dir) => rm(dir, { recursive: true, force: true })));
  }
}

/** Each data set, for the baseline (if any) then this checkout. */
export async function benchFullScale(o: FullScaleOptions): Promise<ScaleRun[]> {
  const sides: Side[] = [...(o.baseline ? [{ side: 'baseline', root: path.resolve(o.baseline) }] : []), { side: 'this checkout', root: REPO_ROOT }];
  const { dir: source } = await resolveRawDir({ repoRoot: REPO_ROOT });
  const scratch = await mkdtemp(join(tmpdir(), 'typical-weather-synthetic-bench-'));
  try {
    const [catalog, zctas] = await Promise.all([readCatalog(source), readZctas(source)]);
    const poison = pickPoison(catalog, zctas, 4);
    const sets = [
      async (): Promise<DataSet> => ({
        set: 'synthetic v0',
        raw: await writeSyntheticRaw({ sourceRawDir: source, variant: 0, catalog, dir: join(scratch, 'raw-v0'), daily: o.daily, dailyFrom: o.dailyFrom }),
        extraChecks: [],
        full: true,
        daily: o.daily,
      }),
      async (): Promise<DataSet> => ({
        set: `synthetic v1, ${poison.id} poisoned (nearest of ${poison.zips.length} ZIPs)`,
        raw: await writeSyntheticRaw({ sourceRawDir: source, variant: 1, poison: [poison.id], catalog, dir: join(scratch, 'raw-v1') }),
        extraChecks: poison.zips,
        full: false,
        daily: false,
      }),
    ];
    const runs: ScaleRun[] = [];
    for (const makeSet of sets) runs.push(...(await setRuns(await makeSet(), sides, scratch, zctas, o)));
    return runs;
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

const OPTIONS = {
  builds: { type: 'string', default: '3' },
  seconds: { type: 'string', default: '60' },
  rounds: { type: 'string', default: '5' },
  connections: { type: 'string', default: '32' },
  'cold-starts': { type: 'string', default: '15' },
  baseline: { type: 'string' },
  'no-daily': { type: 'boolean', default: false },
  'daily-from': { type: 'string' },
} as const;

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values: v } = parseArgs({ options: OPTIONS });
  const o = { builds: Number(v.builds), seconds: Number(v.seconds), rounds: Number(v.rounds), connections: Number(v.connections), coldStarts: Number(v['cold-starts']), baseline: v.baseline, daily: !v['no-daily'], dailyFrom: v['daily-from'] };
  console.log(fullScaleTable(await benchFullScale(o), o));
}
