/**
 * Local-server throughput: the API against a static file of similar size through the same server
 * (serve-handler over site/), so the figure is a ratio that survives a noisy shared machine.
 * The static file is the data shard whose size is nearest the API answer's.
 * `tsx bench/server.ts [seconds] [connections] [rounds]`; `benchServer()` returns the figures.
 */
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { REPO_ROOT } from '../pipeline/build.ts';
import { startServerProcess } from '../test/support/serverProcess.ts';
import { median } from './quantile.ts';
import { inTurn, MIN_ROUNDS, perRound, showRatio, spread } from './rounds.ts';
import { hammer } from './load.ts';

export interface ThroughputRow {
  name: string;
  path: string;
  bytes: number;
  rps: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
}

export interface ServerBench {
  /** Medians over the rounds. */
  rows: ThroughputRow[];
  rounds: number;
  /** API req/s over static req/s in each round, for the whole-year ZIP answer and the one-month answer. */
  ratios: { zipYear: number[]; zipMonth: number[] };
}

const API = [
  { name: 'API: zip (whole year)', path: '/typical-weather?zip=10024' },
  { name: 'API: zip+month', path: '/typical-weather?zip=10024&month=jul' },
];

/** The site/data file whose size is nearest `bytes`. */
async function staticOfSize(bytes: number): Promise<{ path: string; bytes: number }> {
  const dir = path.join(REPO_ROOT, 'site', 'data', 'zip');
  const sizes = await Promise.all((await readdir(dir)).map(async (name) => ({ name, bytes: (await stat(path.join(dir, name))).size })));
  const best = sizes.sort((a, b) => Math.abs(a.bytes - bytes) - Math.abs(b.bytes - bytes) || (a.name < b.name ? -1 : 1))[0]!;
  return { path: `/data/zip/${best.name}`, bytes: best.bytes };
}

/**
 * The targets run in turn, round after round (API, API, static; API, API, static; …: bench/rounds.ts),
 * so a slow patch of the shared machine hits every target alike; each figure is the median over
 * rounds, each ratio taken within each round.
 */
export async function benchServer(options: { seconds?: number; connections?: number; rounds?: number } = {}): Promise<ServerBench> {
  const seconds = options.seconds ?? 8;
  const connections = options.connections ?? 32;
  const rounds = options.rounds ?? MIN_ROUNDS;
  const server = await startServerProcess();
  try {
    const targets: { name: string; path: string; bytes: number }[] = [];
    for (const api of API) {
      const body = await (await fetch(server.url + api.path)).arrayBuffer();
      targets.push({ ...api, bytes: body.byteLength });
    }
    const file = await staticOfSize(targets[0]!.bytes);
    targets.push({ name: 'static file, similar size', ...file });

    for (const t of targets) await hammer(server.url + t.path, 2, connections); // warm up
    const runs = await inTurn(targets.length, rounds, (i) => hammer(server.url + targets[i]!.path, seconds, connections));
    const rows: ThroughputRow[] = targets.map((t, i) => {
      const r = runs[i]!;
      return {
        name: t.name,
        path: t.path,
        bytes: t.bytes,
        rps: Math.round(median(r.map((x) => x.requests.average))),
        p50Ms: median(r.map((x) => x.latency.p50)),
        p99Ms: median(r.map((x) => x.latency.p99)),
        non2xx: r.reduce((sum, x) => sum + x.non2xx, 0),
        errors: r.reduce((sum, x) => sum + x.errors + x.timeouts, 0),
      };
    });
    const rps = (i: number) => runs[i]!.map((x) => x.requests.average);
    const ratio = (api: number) => perRound(rps(api), rps(2), (a, b) => a / b);
    return { rows, rounds, ratios: { zipYear: ratio(0), zipMonth: ratio(1) } };
  } finally {
    await server.stop();
  }
}

export function serverTable(b: ServerBench): string {
  return [
    '| target | body bytes | req/s | p50 ms | p99 ms | non-2xx | errors |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...b.rows.map((r) => `| ${r.name} (\`${r.path}\`) | ${r.bytes} | ${r.rps} | ${r.p50Ms} | ${r.p99Ms} | ${r.non2xx} | ${r.errors} |`),
    '',
    `API ÷ static throughput, median of ${b.rounds} rounds taken in turn (min–max): whole year ${showRatio(spread(b.ratios.zipYear), 1)}, ` +
      `one month ${showRatio(spread(b.ratios.zipMonth), 1)}.`,
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(
    serverTable(await benchServer({ seconds: Number(process.argv[2] ?? 8), connections: Number(process.argv[3] ?? 32), rounds: Number(process.argv[4] ?? MIN_ROUNDS) })),
  );
}
