/**
 * Full-scale simulation: synthetic monthly files for every station of the real catalog
 * (test/support/syntheticRaw.ts; values derived from each station's seasonal normals, marked
 * SYNTHETIC), built by a checkout's pipeline CLI into a temporary folder, then measured only from
 * outside: over HTTP against that checkout's server (random ZIPs over every ZCTA vs one hot ZIP,
 * the same kinds of request), and through its Netlify Function artifact built over that build. A
 * second synthetic set (variant 1) with a poisoned station is built and loaded the same way: it
 * must quarantine that station and still hold every bound. With a baseline checkout, each set is
 * measured for both checkouts in turn from the same synthetic raw folder.
 *
 * `tsx bench/fullscale.ts [--builds 3] [--seconds 60] [--connections 32] [--cold-starts 7] [--baseline <checkout>]`;
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
import {
  buildInChild, pickPoison, randomPath, randomPointPath, randomZipLoad, readZctas, seededRandom, TWINS_ROUTES, wrongAnswers, type BuildRun, type RandomLoad,
} from '../test/support/fullScale.ts';
import { startServerProcess, type ServerProcess } from '../test/support/serverProcess.ts';
import { readCatalog, writeSyntheticRaw, type SyntheticRaw } from '../test/support/syntheticRaw.ts';
import { measureFunction, type FunctionFigures } from './artifactMeasure.ts';
import { fullScaleTable } from './fullscaleTable.ts';
import { quantile } from './quantile.ts';

/** The ZIP asked again and again in the hot load (the docs' example; any covered ZCTA would do). */
const HOT_ZIP = '10024';

export interface ScaleRun {
  set: string;
  /** Which checkout: 'this checkout' or 'baseline'. */
  side: string;
  builds: BuildRun[];
  quarantined: EditionManifest['quarantined'];
  /** The build output by its top-level entries (folders, and the files beside them). */
  output: { entry: string; files: number; bytes: number }[];
  /** From spawning the server to its first 200 on /health. */
  serverReadyMs: number;
  /** Sequential first requests on the fresh server, random ZIPs and kinds. */
  firstAnswers: { requests: number; p50Ms: number; p99Ms: number; maxMs: number };
  random: RandomLoad;
  /** The same kinds of request for one ZIP only, right after `random` on the same server. */
  hot: { zip: string; load: RandomLoad } | null;
  /** The same kinds of request for random points near the ZCTAs (lat/lon), right after `hot`. */
  points: RandomLoad | null;
  /** /climate-twins alone: random ZIPs, then the hot ZIP (the first set only). */
  twins: { random: RandomLoad; hot: RandomLoad } | null;
  /** Wrong answers in a sample of ZCTAs (and the poisoned station's ZIPs). */
  sample: number;
  wrong: string[];
  /** The checkout's Netlify Function bundled over this build. */
  artifact: FunctionFigures | null;
}

export interface FullScaleOptions {
  builds: number;
  seconds: number;
  connections: number;
  coldStarts: number;
  /** Another checkout measured the same way, in the same run. */
  baseline?: string;
}

interface Side {
  side: string;
  root: string;
}

interface DataSet {
  set: string;
  raw: SyntheticRaw;
  extraChecks: readonly ZctaPoint[];
  /** The hot-vs-random comparison and the function artifact: measured on the plain set only. */
  full: boolean;
}

const FIRST_ANSWERS = 200;

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

async function firstAnswers(server: ServerProcess, zips: readonly string[]): Promise<ScaleRun['firstAnswers']> {
  const random = seededRandom(3);
  const times: number[] = [];
  for (let i = 0; i < FIRST_ANSWERS; i++) {
    const t0 = performance.now();
    await (await fetch(server.url + randomPath(random, zips))).arrayBuffer();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return { requests: times.length, p50Ms: quantile(times, 0.5), p99Ms: quantile(times, 0.99), maxMs: times[times.length - 1]! };
}

/** One side's server and function over its own build of the set (`outDir`). */
async function scaleRun(data: DataSet, { side, root }: Side, outDir: string, builds: BuildRun[], zctas: readonly ZctaPoint[], o: FullScaleOptions): Promise<ScaleRun> {
  const manifest = JSON.parse(await readFile(join(outDir, 'manifest.json'), 'utf8')) as Manifest;
  const zips = zctas.map((z) => z.zip);
  const t0 = performance.now();
  const server = await startServerProcess({ DATA_DIR: outDir }, { root });
  const serverReadyMs = performance.now() - t0;
  const load = { seconds: o.seconds, connections: o.connections, seed: 42 };
  const measured = await (async () => {
    try {
      const first = await firstAnswers(server, zips);
      const random = await randomZipLoad(server, zips, load);
      const hot = data.full ? { zip: HOT_ZIP, load: await randomZipLoad(server, [HOT_ZIP], load) } : null;
      const points = data.full ? await randomZipLoad(server, zips, { ...load, path: (r) => randomPointPath(r, zctas) }) : null;
      const twinsLoad = { ...load, routes: TWINS_ROUTES };
      const twins = data.full ? { random: await randomZipLoad(server, zips, twinsLoad), hot: await randomZipLoad(server, [HOT_ZIP], twinsLoad) } : null;
      const pick = seededRandom(7);
      const sample = [...Array.from({ length: 1_000 }, () => zctas[Math.floor(pick() * zctas.length)]!), ...data.extraChecks];
      return { firstAnswers: first, random, hot, points, twins, sample: sample.length, wrong: await wrongAnswers(server.url, sample, data.raw) };
    } finally {
      await server.stop();
    }
  })();
  const artifact = data.full ? await measureFunction(root, outDir, { coldStarts: o.coldStarts, warmCalls: 0 }) : null;
  return {
    set: data.set, side, builds, quarantined: defaultSection(manifest).quarantined, output: await outputByEntry(outDir), serverReadyMs, ...measured, artifact,
  };
}

/**
 * Every side's builds of a set, taken in turn (baseline, this, baseline, this, …) so that a machine
 * that slows down during the run slows both sides alike; then each side's server and function.
 */
async function setRuns(data: DataSet, sides: readonly Side[], scratch: string, zctas: readonly ZctaPoint[], o: FullScaleOptions): Promise<ScaleRun[]> {
  const outDirs = await Promise.all(sides.map(() => mkdtemp(join(scratch, 'data-'))));
  try {
    const builds = sides.map((): BuildRun[] => []);
    for (let i = 0; i < o.builds; i++) {
      for (const [s, side] of sides.entries()) builds[s]!.push(await buildInChild(data.raw.dir, outDirs[s]!, side.root));
    }
    const runs: ScaleRun[] = [];
    for (const [s, side] of sides.entries()) runs.push(await scaleRun(data, side, outDirs[s]!, builds[s]!, zctas, o));
    return runs;
  } finally {
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
        raw: await writeSyntheticRaw({ sourceRawDir: source, variant: 0, catalog, dir: join(scratch, 'raw-v0') }),
        extraChecks: [],
        full: true,
      }),
      async (): Promise<DataSet> => ({
        set: `synthetic v1, ${poison.id} poisoned (nearest of ${poison.zips.length} ZIPs)`,
        raw: await writeSyntheticRaw({ sourceRawDir: source, variant: 1, poison: [poison.id], catalog, dir: join(scratch, 'raw-v1') }),
        extraChecks: poison.zips,
        full: false,
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
  connections: { type: 'string', default: '32' },
  'cold-starts': { type: 'string', default: '7' },
  baseline: { type: 'string' },
} as const;

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values: v } = parseArgs({ options: OPTIONS });
  const o = { builds: Number(v.builds), seconds: Number(v.seconds), connections: Number(v.connections), coldStarts: Number(v['cold-starts']), baseline: v.baseline };
  console.log(fullScaleTable(await benchFullScale(o), o));
}
