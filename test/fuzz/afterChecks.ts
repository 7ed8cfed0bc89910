/**
 * What must hold once every case has ended: the server's connections are back to none (a leak
 * holds one open), and its work slots are all free, which 20 expensive requests of each kind at
 * once show: the limit takes 4 running and 16 waiting, so a slot leaked makes one of them a 503.
 */
import { WORK_LIMITS } from '../../api/workLimit.ts';
import { exchange } from './exchange.ts';
import { readAnswers } from './answers.ts';
import { failure, sentBytes, type Ports } from './run.ts';
import type { Sockets, Target } from './target.ts';
import type { Failure, FuzzCase } from './types.ts';
import { request } from './wire.ts';

const SETTLE_MS = 8000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The after-run failure that belongs to no case. */
export const afterRun = (seed: number, what: string): Failure => ({ family: 'after', index: -1, seed, name: 'after the run', what, sent: Buffer.alloc(0), received: Buffer.alloc(0) });

/**
 * Waits (up to SETTLE_MS) until no client connection is left and no more sockets are held than
 * before the run; then a failure for each connection still held, named by its case.
 */
export async function connectionFailures(target: Target, before: Sockets, ports: Ports, seed: number): Promise<Failure[]> {
  const limit = before.sockets - before.connections;
  let now = await target.sockets();
  const settled = () => now.peers.every((port) => before.peers.includes(port)) && now.sockets - now.connections <= limit;
  for (const end = performance.now() + SETTLE_MS; !settled() && performance.now() < end; ) {
    await sleep(200);
    now = await target.sockets();
  }
  const held = `${SETTLE_MS / 1000} s after the run, the server still holds this case's connection`;
  // A connection held since before the run is not this run's.
  const failures = now.peers.filter((port) => !before.peers.includes(port)).map((port) => {
    const test = ports.get(port)?.test;
    return test === undefined ? afterRun(seed, `${held.replace("this case's", 'a')} (from port ${port}, no case's)`) : failure(test, seed, held, Buffer.alloc(0));
  });
  const extra = now.sockets - now.connections - limit;
  if (extra <= 0) return failures;
  // Sockets whose TCP connection is gone (reset) but which the server never closed: named by the
  // cases that could have left them, a CONNECT with a long body after it (test/fuzz/regressions.ts).
  const connects = [...ports.values()].map(({ test }) => test).filter((test) => test.family !== 'stall' && /CONNECT \S+ HTTP\//.test(sentBytes(test).toString('latin1')) && sentBytes(test).length > 65_536);
  const what = `${extra} sockets more than before the run, no client connection left on them (before: ${before.sockets} sockets)`;
  if (connects.length < extra) failures.push(afterRun(seed, what));
  else failures.push(failure(connects[0]!, seed, `${what}: the server still holds sockets of cases that sent a CONNECT and 64 KB or more (${connects.map((t) => `${t.family}:${t.index}`).join(', ')})`, Buffer.alloc(0)));
  return failures;
}

const probe = (index: number, bytes: Buffer, method: string): FuzzCase => ({ family: 'regression', index, name: 'slot probe', steps: [{ write: bytes }], methods: [method], deadlineMs: 30_000 });

/** The probes' requests: 20 twins tool calls on /mcp and 20 GETs of /climate-twins, all at once. */
function probes(): FuzzCase[] {
  const count = WORK_LIMITS.running + WORK_LIMITS.waiting;
  const call = Buffer.from(JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'climate-twins', arguments: { zip: '10024' } } }));
  const mcp = request({ method: 'POST', target: '/mcp', headers: [['Host', 'a'], ['Content-Type', 'application/json'], ['Accept', 'application/json, text/event-stream'], ['Content-Length', String(call.length)]], body: call });
  const get = request({ method: 'GET', target: '/climate-twins?zip=10024', headers: [['Host', 'a']] });
  return Array.from({ length: count }, (_, i) => [probe(i, mcp, 'POST'), probe(count + i, get, 'GET')]).flat();
}

/** What is wrong with the work slots after the run, or undefined. */
export async function slotsFailure(target: Target, seed: number): Promise<Failure | undefined> {
  const what = await slotsFault(target);
  return what === undefined ? undefined : afterRun(seed, what);
}

async function slotsFault(target: Target): Promise<string | undefined> {
  const load = target.load?.() ?? [];
  if (load.some((l) => l.running + l.waiting > 0)) return `work slots still taken after the run: ${JSON.stringify(load)}`;
  const outcomes = await Promise.all(probes().map((p) => exchange(target.port, p)));
  const statuses = outcomes.map((o, i) => readAnswers(o.received, [i % 2 ? 'GET' : 'POST']).answers.at(-1)?.status ?? 0);
  const bad = statuses.map((s, i) => [s, i % 2 ? 'GET /climate-twins' : 'POST /mcp climate-twins'] as const).filter(([s]) => s !== 200);
  if (bad.length > 0) return `of 20 twins tool calls and 20 twins GETs at once, ${bad.length} were not 200: ${bad.map(([s, what]) => `${what} ${s || 'no answer'}`).slice(0, 6).join(', ')}`;
  const after = target.load?.() ?? [];
  if (after.some((l) => l.running + l.waiting > 0)) return `work slots still taken after the probe: ${JSON.stringify(after)}`;
  return undefined;
}
