/**
 * The server under attack, on both starts (`npm start` and the production bundle): each attack of
 * bench/attackClients.ts runs for a few seconds while the server's RSS is sampled and /health is
 * asked from another connection; then a stop with twelve requests in flight, and one with fifteen
 * twins calls running and queued behind the work limit. Targets (docs/design.md, "Limits"): the
 * process stays up, RSS ≤ 200 MB, /health within 2 s; the stop answers all twelve and exits within
 * 10 s; the queued calls are 503 with Retry-After, none cut.
 */
import { spawnSync } from 'node:child_process';
import { request } from 'node:http';
import { repoRoot, startServerProcess, type ServerProcess } from '../test/support/serverProcess.ts';
import { ATTACKS, type Attack } from './attackClients.ts';

export interface AttackRow {
  start: string;
  attack: string;
  survived: boolean;
  peakRssMb: number;
  worstHealthMs: number;
}

export interface StopRow {
  start: string;
  answered: number;
  /** Why the others failed: a status or an error code each. */
  failures: string;
  exitMs: number;
  /** Fifteen twins calls to /mcp, SIGTERM as they run and wait behind the work limit: how each ended. */
  queued: string;
}

const STARTS = [
  { name: 'npm start', script: undefined, tsx: undefined },
  { name: 'production start', script: 'server/bundle.mjs', tsx: false },
];

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** One GET on a fresh connection: its time in ms, or Infinity when it is no whole 200 within 10 s (`failed` hears why). */
function timedGet(port: number, path: string, failed: (why: string) => void = () => undefined): Promise<number> {
  const t0 = performance.now();
  return new Promise((resolve) => {
    const fail = (why: string) => (failed(why), resolve(Infinity));
    const req = request({ host: '127.0.0.1', port, path, agent: false, timeout: 10_000 }, (res) => {
      res.resume();
      res.on('end', () => (res.statusCode === 200 ? resolve(performance.now() - t0) : fail(String(res.statusCode))));
      res.on('error', (error: NodeJS.ErrnoException) => fail(error.code ?? error.message));
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', (error: NodeJS.ErrnoException) => fail(error.code ?? error.message));
    req.end();
  });
}

async function underAttack(server: ServerProcess, attack: Attack, seconds: number): Promise<Omit<AttackRow, 'start' | 'attack'>> {
  const port = Number(new URL(server.url).port);
  let stopped = false;
  let peakRssMb = server.rssMb();
  const sampler = setInterval(() => server.alive() && (peakRssMb = Math.max(peakRssMb, server.rssMb())), 100);
  const running = attack.run(port, () => stopped);
  let worstHealthMs = 0;
  const until = performance.now() + seconds * 1000;
  while (performance.now() < until && server.alive()) {
    worstHealthMs = Math.max(worstHealthMs, await timedGet(port, '/health'));
    await sleep(200);
  }
  stopped = true;
  await running;
  clearInterval(sampler);
  const survived = server.alive() && Number.isFinite(await timedGet(port, '/health'));
  return { survived, peakRssMb: Math.round(peakRssMb), worstHealthMs: Math.round(worstHealthMs) };
}

/** Twelve requests for /openapi.json (150 KB) sent under load, SIGTERM 300 ms later: how many got a whole 200, and how long the exit took. */
async function stopInFlight(server: ServerProcess, pid: number): Promise<Omit<StopRow, 'start' | 'queued'>> {
  const port = Number(new URL(server.url).port);
  let loadStopped = false;
  const load = ATTACKS[3]!.run(port, () => loadStopped);
  await sleep(1000);
  const failures: string[] = [];
  const answers = Array.from({ length: 12 }, () => timedGet(port, '/openapi.json', (why) => failures.push(why)));
  await sleep(300);
  const t0 = performance.now();
  process.kill(pid, 'SIGTERM');
  const answered = (await Promise.all(answers)).filter(Number.isFinite).length;
  loadStopped = true;
  while (server.alive() && performance.now() - t0 < 20_000) await sleep(20);
  await load;
  return { answered, failures: failures.join(', '), exitMs: Math.round(performance.now() - t0) };
}

const TWINS_CALL = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'climate-twins', arguments: { zip: '10024', limit: 50, minDistance: 0 } } });

/** Fifteen heavy twins calls at once and SIGTERM 10 ms later, as they run and queue: each a 200, a 503 with Retry-After (queued, never started) or cut. */
async function stopWithQueued(server: ServerProcess, pid: number): Promise<string> {
  const headers = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' };
  const ended = Array.from({ length: 15 }, () =>
    fetch(`${server.url}/mcp`, { method: 'POST', headers, body: TWINS_CALL }).then(
      async (res) => (await res.arrayBuffer(), res.status === 503 && res.headers.get('retry-after') ? '503 with Retry-After' : String(res.status)),
      () => 'cut',
    ),
  );
  await sleep(10);
  process.kill(pid, 'SIGTERM');
  const counts = new Map<string, number>();
  for (const end of await Promise.all(ended)) counts.set(end, (counts.get(end) ?? 0) + 1);
  while (server.alive()) await sleep(20);
  return [...counts].map(([end, count]) => `${count} ${end}`).join(', ');
}

/** @example await benchAttacks({ seconds: 5 }) */
export async function benchAttacks({ seconds, attacks: which = ATTACKS }: { seconds: number; attacks?: Attack[] }): Promise<{ attacks: AttackRow[]; stops: StopRow[] }> {
  const built = spawnSync('npm', ['run', 'build:server'], { cwd: repoRoot, encoding: 'utf8' });
  if (built.status !== 0) throw new Error(`npm run build:server failed: ${built.stderr}`);
  const attacks: AttackRow[] = [];
  const stops: StopRow[] = [];
  for (const start of STARTS) {
    for (const attack of which) {
      const server = await startServerProcess({}, { script: start.script, tsx: start.tsx });
      try {
        attacks.push({ start: start.name, attack: attack.name, ...(await underAttack(server, attack, Math.max(seconds, attack.minSeconds ?? 0))) });
      } finally {
        await server.stop();
      }
    }
    const server = await startServerProcess({}, { script: start.script, tsx: start.tsx });
    const again = await startServerProcess({}, { script: start.script, tsx: start.tsx });
    try {
      stops.push({ start: start.name, ...(await stopInFlight(server, server.pid)), queued: await stopWithQueued(again, again.pid) });
    } finally {
      await Promise.all([server.stop(), again.stop()]);
    }
  }
  return { attacks, stops };
}

export function attacksTable({ attacks, stops }: { attacks: AttackRow[]; stops: StopRow[] }): string {
  const rows = attacks.map((r) => `| ${r.start} | ${r.attack} | ${r.survived ? 'yes' : '**no**'} | ${r.peakRssMb} | ${r.worstHealthMs === Infinity ? 'no answer' : r.worstHealthMs} |`);
  const stopRows = stops.map((r) => `| ${r.start} | ${r.answered} of 12${r.failures && ` (others: ${r.failures})`} | ${r.exitMs} | ${r.queued} |`);
  return [
    '| start | attack | survived | peak RSS (MB) | worst /health (ms) |',
    '| --- | --- | --- | ---: | ---: |',
    ...rows,
    '',
    '| start | stop with 12 requests in flight: answered in full | exit after SIGTERM (ms) | stop with 15 twins calls running and queued |',
    '| --- | --- | ---: | --- |',
    ...stopRows,
  ].join('\n');
}

if (process.argv[1]?.endsWith('attacks.ts')) {
  // `npx tsx bench/attacks.ts [seconds] [--stop-only]`
  const seconds = Number(process.argv[2] ?? 5);
  console.log(attacksTable(await benchAttacks({ seconds, attacks: process.argv.includes('--stop-only') ? [] : ATTACKS })));
}
