/**
 * The API's server against the runtime's own limit: a bare Node `http` server (same memory flags
 * as `npm start`) sending the exact bytes the API sends for one hot ZIP, against `npm start` for
 * that ZIP and for random covered ZIPs over every kind of request (test/support/fullScale.ts's
 * LOAD_ROUTES). With `--baseline <checkout>`, that checkout's server too, on that checkout's own
 * build of the same raw data (built first, in a child process). Targets run alternating,
 * round after round, so a slow patch of the shared machine hits each alike; figures are medians.
 * `tsx bench/bareServer.ts [seconds] [connections] [rounds] [--baseline <checkout>]`.
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
import { median } from './quantile.ts';

const HOT = '/typical-weather?zip=10024';

export interface BareRow {
  name: string;
  rps: number;
  p99Ms: number;
  /** Median over the rounds of this target's req/s ÷ the bare server's in the same round. */
  ofBare: number;
  /** The server's CPU time per request (µs, median over the rounds), user and system. */
  userUs: number;
  systemUs: number;
  non2xx: number;
  errors: number;
}

/** The ZIPs the build answers with values (its shards' covered records). */
async function coveredZips(dataDir: string): Promise<string[]> {
  const shards = await readShards<ZipShard>(path.join(dataDir, 'zip'));
  return shards.flatMap((shard) => Object.entries(shard.zips).filter(([, record]) => record.coverage === 'covered').map(([zip]) => zip)).sort();
}

/** The status, headers and body a server sends for a path, as the bare server will send them. */
async function answerOf(url: string) {
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

export async function benchBareServer(options: { seconds?: number; connections?: number; rounds?: number; baseline?: string } = {}): Promise<BareRow[]> {
  const { seconds = 8, connections = 32, rounds = 3, baseline } = options;
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
    const sides = [{ label: 'npm start', server: ours }];
    if (baseline) {
      // On its own build of the same raw data: its answer texts (if any) are its own, as its users would have them.
      const { dir: rawDir } = await resolveRawDir({ repoRoot: REPO_ROOT });
      const baselineData = path.join(temp, 'baseline-data');
      await buildInChild(rawDir, baselineData, path.resolve(baseline));
      const before = await startServerProcess({ DATA_DIR: baselineData }, { root: path.resolve(baseline) });
      servers.push(before);
      sides.push({ label: `baseline (${path.basename(baseline)})`, server: before });
    }
    const random = seededRandom(29);
    const targets: { name: string; server: ServerProcess; url: string; next?: () => string }[] = [
      { name: 'bare Node server, the same bytes', server: bare, url: bare.url + HOT },
      ...sides.flatMap(({ label, server }) => [
        { name: `${label}: one hot ZIP`, server, url: server.url + HOT },
        { name: `${label}: random covered ZIPs, every kind`, server, url: server.url, next: () => randomPath(random, zips) },
      ]),
    ];
    for (const t of targets) await load(t.url, 2, connections, t.next); // warm up
    const runs = targets.map(() => [] as { result: autocannon.Result; userUs: number; systemUs: number }[]);
    for (let round = 0; round < rounds; round++) {
      for (const [i, t] of targets.entries()) {
        const before = t.server.cpuUs();
        const result = await load(t.url, seconds, connections, t.next);
        const after = t.server.cpuUs();
        const requests = Math.max(result.requests.total, 1);
        runs[i]!.push({ result, userUs: (after.user - before.user) / requests, systemUs: (after.system - before.system) / requests });
      }
    }
    return targets.map((t, i) => ({
      name: t.name,
      rps: Math.round(median(runs[i]!.map(({ result }) => result.requests.average))),
      p99Ms: median(runs[i]!.map(({ result }) => result.latency.p99)),
      ofBare: median(runs[i]!.map(({ result }, round) => result.requests.average / runs[0]![round]!.result.requests.average)),
      userUs: median(runs[i]!.map((r) => r.userUs)),
      systemUs: median(runs[i]!.map((r) => r.systemUs)),
      non2xx: runs[i]!.reduce((sum, { result }) => sum + result.non2xx, 0),
      errors: runs[i]!.reduce((sum, { result }) => sum + result.errors + result.timeouts, 0),
    }));
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
    await rm(temp, { recursive: true, force: true });
  }
}

export function bareServerTable(rows: BareRow[], rounds: number): string {
  return [
    '| server | req/s | ÷ bare | CPU µs a request, user + system | p99 ms | non-2xx | errors |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows.map((r) => `| ${r.name} | ${r.rps} | ${r.ofBare.toFixed(2)}× | ${Math.round(r.userUs)} + ${Math.round(r.systemUs)} | ${r.p99Ms} | ${r.non2xx} | ${r.errors} |`),
    '',
    `Medians of ${rounds} alternating rounds; ÷ bare is the median of each round's ratio; CPU time is the server process's own (/proc), over its loads.`,
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values, positionals } = parseArgs({ allowPositionals: true, options: { baseline: { type: 'string' } } });
  const [seconds, connections, rounds] = [positionals[0] ?? 8, positionals[1] ?? 32, positionals[2] ?? 3].map(Number);
  console.log(bareServerTable(await benchBareServer({ seconds, connections, rounds, baseline: values.baseline }), rounds!));
}
