/**
 * The API's server against the runtime's own limit: a bare Node `http` server (same memory flags
 * as `npm start`) sending the exact bytes the API sends for one hot ZIP, against `npm start` for
 * that ZIP and for random covered ZIPs over every kind of request (test/support/fullScale.ts's
 * LOAD_ROUTES). With `--baseline <checkout>`, that checkout's server too, on that checkout's own
 * build of the same raw data (built first, in a child process). Targets run in turn, round after
 * round (bench/rounds.ts), so a slow patch of the shared machine hits each alike; figures are
 * medians with their spread. A guard: hot ≥ 0.6× and random ≥ 0.5× the bare server in every run,
 * also with the page cache dropped before every window (`--cold-cache`).
 * `tsx bench/bareServer.ts [seconds] [connections] [rounds] [--baseline <checkout>] [--cold-cache]`.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import type { ZipShard } from '../lib/dataTypes.ts';
import { REPO_ROOT } from '../pipeline/build.ts';
import { resolveRawDir } from '../pipeline/inputs/rawDir.ts';
import { buildInChild, randomPath, seededRandom } from '../test/support/fullScale.ts';
import { startServerProcess, type ServerProcess } from '../test/support/serverProcess.ts';
import { readShards } from '../test/support/shards.ts';
import { dropPageCache } from './pageCache.ts';
import { median } from './quantile.ts';
import { inTurn, perRound, showRatio, showSpread, spread } from './rounds.ts';

const HOT = '/typical-weather?zip=10024';

/** The guard's targets, ÷ the bare server in every run (bench/README.md). */
export const BARE_TARGETS = { hot: 0.6, random: 0.5 } as const;

export interface BareRow {
  name: string;
  /** Each round's figures, in the order taken. */
  rps: number[];
  p99Ms: number[];
  /** This target's req/s ÷ the bare server's in the same round. */
  ofBare: number[];
  target: number | undefined;
  /** The server's CPU time per request (µs, median over the rounds), user and system. */
  userUs: number;
  systemUs: number;
  /** The bare server's CPU time a request ÷ this target's, in each round: steadier than req/s when the load generator limits the bare server. */
  cpuOfBare: number[];
  non2xx: number;
  errors: number;
}

export interface BareBench {
  rows: BareRow[];
  /** Whether the page cache was dropped before every window, or why it could not be. */
  coldCache: { asked: boolean; failed: string | null };
}

/** The ZIPs the build answers with values (its shards' covered records). */
async function coveredZips(dataDir: string): Promise<string[]> {
  const shards = await readShards<ZipShard>(path.join(dataDir, 'zip'));
  return shards.flatMap((shard) => Object.entries(shard.zips).filter(([, record]) => record.coverage === 'covered').map(([zip]) => zip)).sort();
}

/** The status, headers and body a server sends for a path, as the bare server will send them. */
export async function answerOf(url: string) {
  const res = await fetch(url);
  const headers: Record<string, string> = {};
  res.headers.forEach((value, key) => {
    if (key !== 'date' && key !== 'connection' && key !== 'keep-alive') headers[key] = value;
  });
  return { status: res.status, headers, body: await res.text() };
}

function load(url: string, seconds: number, connections: number, next?: () => string) {
  const requests = next ? [{ method: 'GET' as const, setupRequest: (req: object) => ({ ...req, path: next() }) }] : undefined;
  return autocannon({ url, duration: seconds, connections, pipelining: 1, ...(requests ? { requests } : {}) });
}

interface Target {
  name: string;
  server: ServerProcess;
  url: string;
  next?: () => string;
  target?: number;
}

/** Our server's two targets (and the baseline's), after the bare server's: the hot ZIP and random covered ZIPs. */
function sideTargets(label: string, server: ServerProcess, zips: readonly string[]): Target[] {
  const random = seededRandom(29);
  return [
    { name: `${label}: one hot ZIP`, server, url: server.url + HOT, target: BARE_TARGETS.hot },
    { name: `${label}: random covered ZIPs, every kind`, server, url: server.url, next: () => randomPath(random, zips), target: BARE_TARGETS.random },
  ];
}

export async function benchBareServer(
  options: { seconds?: number; connections?: number; rounds?: number; baseline?: string; coldCache?: boolean } = {},
): Promise<BareBench> {
  const { seconds = 5, connections = 32, rounds = 7, baseline, coldCache = false } = options;
  const zips = await coveredZips(path.join(REPO_ROOT, 'site', 'data'));
  const temp = await mkdtemp(path.join(tmpdir(), 'tw-bare-'));
  const servers: ServerProcess[] = [];
  try {
    const ours = await startServerProcess();
    servers.push(ours);
    const answerFile = path.join(temp, 'answer.json');
    await writeFile(answerFile, JSON.stringify(await answerOf(ours.url + HOT)));
    const bare = await startServerProcess({ BARE_ANSWER: answerFile }, { script: 'bench/bareServerChild.ts', readyPath: HOT });
    servers.push(bare);
    const targets: Target[] = [{ name: 'bare Node server, the same bytes', server: bare, url: bare.url + HOT }, ...sideTargets('npm start', ours, zips)];
    if (baseline) {
      // On its own build of the same raw data: its answer texts (if any) are its own, as its users would have them.
      const { dir: rawDir } = await resolveRawDir({ repoRoot: REPO_ROOT });
      const baselineData = path.join(temp, 'baseline-data');
      await buildInChild(rawDir, baselineData, path.resolve(baseline));
      const before = await startServerProcess({ DATA_DIR: baselineData }, { root: path.resolve(baseline) });
      servers.push(before);
      targets.push(...sideTargets(`baseline (${path.basename(baseline)})`, before, zips));
    }
    for (const t of targets) await load(t.url, 2, connections, t.next); // warm up
    let failed: string | null = null;
    const runs = await inTurn(targets.length, rounds, async (i) => {
      if (coldCache) failed ??= dropPageCache();
      const t = targets[i]!;
      const before = t.server.cpuUs();
      const result = await load(t.url, seconds, connections, t.next);
      const after = t.server.cpuUs();
      const requests = Math.max(result.requests.total, 1);
      return { result, userUs: (after.user - before.user) / requests, systemUs: (after.system - before.system) / requests };
    });
    const rps = (i: number) => runs[i]!.map(({ result }) => result.requests.average);
    const cpu = (i: number) => runs[i]!.map((r) => r.userUs + r.systemUs);
    const rows = targets.map((t, i) => ({
      name: t.name,
      rps: rps(i),
      p99Ms: runs[i]!.map(({ result }) => result.latency.p99),
      ofBare: perRound(rps(i), rps(0), (a, b) => a / b),
      target: t.target,
      userUs: median(runs[i]!.map((r) => r.userUs)),
      systemUs: median(runs[i]!.map((r) => r.systemUs)),
      cpuOfBare: perRound(cpu(0), cpu(i), (a, b) => a / b),
      non2xx: runs[i]!.reduce((sum, { result }) => sum + result.non2xx, 0),
      errors: runs[i]!.reduce((sum, { result }) => sum + result.errors + result.timeouts, 0),
    }));
    return { rows, coldCache: { asked: coldCache, failed } };
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
    await rm(temp, { recursive: true, force: true });
  }
}

export function bareServerTable({ rows, coldCache }: BareBench): string {
  const cache = !coldCache.asked
    ? 'the page cache as the machine had it'
    : coldCache.failed === null
      ? 'the page cache dropped before every window (`sync; echo 3 > /proc/sys/vm/drop_caches`)'
      : `the page cache NOT dropped: ${coldCache.failed}`;
  return [
    '| server | req/s | ÷ bare | target | CPU µs a request, user + system | ÷ bare by CPU | p99 ms | non-2xx | errors |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows.map(
      (r, i) =>
        `| ${r.name} | ${showSpread(spread(r.rps), 0)} | ${i === 0 ? '1' : showRatio(spread(r.ofBare))} | ${r.target === undefined ? '' : `≥ ${r.target}: ${median(r.ofBare) >= r.target ? 'met' : '**NOT met**'}`} | ` +
        `${Math.round(r.userUs)} + ${Math.round(r.systemUs)} | ${i === 0 ? '1' : showRatio(spread(r.cpuOfBare))} | ${median(r.p99Ms)} | ${r.non2xx} | ${r.errors} |`,
    ),
    '',
    `Median (min–max) of ${rows[0]?.rps.length ?? 0} rounds, the targets taken in turn, ${cache}; ÷ bare is each round's req/s ÷ the bare server's, ` +
      "the targets' measure. CPU time is the server process's own (/proc) over its window; ÷ bare by CPU, the bare server's CPU a request ÷ this one's " +
      'in the same round, is the steadier measure when the load generator (on the same cores) or other work limits the rate.',
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values, positionals } = parseArgs({ allowPositionals: true, options: { baseline: { type: 'string' }, 'cold-cache': { type: 'boolean', default: false } } });
  const [seconds, connections, rounds] = [positionals[0] ?? 5, positionals[1] ?? 32, positionals[2] ?? 7].map(Number);
  console.log(bareServerTable(await benchBareServer({ seconds, connections, rounds, baseline: values.baseline, coldCache: values['cold-cache'] })));
}
