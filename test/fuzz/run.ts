/**
 * Running cases: each over its own connection, checked as it ends (test/fuzz/checks.ts), the
 * server's liveness after each, and a failure made of the case's bytes and what broke.
 */
import { caseFaults } from './checks.ts';
import { exchange } from './exchange.ts';
import { knownAs } from './regressions.ts';
import type { Target } from './target.ts';
import type { Failure, FuzzCase } from './types.ts';

export const sentBytes = (test: FuzzCase) => Buffer.concat(test.steps.flatMap((s) => ('write' in s ? [s.write] : [])));

/** A failure of `test`, tagged with the found regression it is, if any. */
export function failure(test: FuzzCase, seed: number, what: string, received: Buffer): Failure {
  const made: Failure = { family: test.family, index: test.index, seed, name: test.name, what, sent: sentBytes(test), received };
  return { ...made, known: knownAs(made) };
}

/** Each case's connection by its client port (a connection the server keeps names its case), and how long it took. */
export type Ports = Map<number, { test: FuzzCase; ms: number }>;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** What the server printed last, for a failure that it died. */
export const lastWords = (target: Target) => target.output().slice(-1500);

/** A case ended this long before its server was found dead may have been cut by the crash. */
const COLLATERAL_MS = 1000;
/** A crash is seen (the process's exit) a moment after it cut its connections: looked for once more at the end. */
const EXIT_SEEN_MS = 300;

/**
 * Runs cases `concurrency` at a time; stops once the server is gone, and says how many were
 * started. A crash comes a moment after the case that caused it: the cases that ended just before
 * it was seen, or were running, are named as suspects, and what the crash did to them (answers cut)
 * is the crash's failure, not theirs.
 */
export async function runCases(target: Target, seed: number, cases: FuzzCase[], concurrency: number, failures: Failure[], ports: Ports): Promise<number> {
  let next = 0;
  const inFlight = new Set<FuzzCase>();
  const ended: { test: FuzzCase; at: number; failures: Failure[] }[] = [];
  let dead = false;
  const died = (received: Buffer) => {
    dead = true;
    const since = performance.now() - COLLATERAL_MS - EXIT_SEEN_MS;
    const recent = ended.filter((e) => e.at >= since);
    for (const e of recent) e.failures = [];
    const suspects = [...recent.reverse().map((e) => e.test), ...inFlight];
    const named = suspects.map((t) => `${t.family}:${t.index}`).join(', ');
    ended.push({ test: suspects[0]!, at: 0, failures: [failure(suspects[0]!, seed, `the server is gone; one of these cases (just ended, or running) did it: ${named}. Its output ends:\n${lastWords(target)}`, received)] });
  };
  const worker = async () => {
    while (next < cases.length && !dead) {
      const test = cases[next++]!;
      inFlight.add(test);
      const outcome = await exchange(target.port, test);
      inFlight.delete(test);
      ports.set(outcome.port, { test, ms: outcome.ms });
      // Ran while the server died: what it saw is the crash's.
      if (dead) return;
      ended.push({ test, at: performance.now(), failures: caseFaults(test, outcome).map((fault) => failure(test, seed, fault, outcome.received)) });
      if (!target.alive()) died(outcome.received);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, cases.length) }, worker));
  if (!dead && cases.length > 0) {
    await sleep(EXIT_SEEN_MS);
    if (!target.alive()) died(Buffer.alloc(0));
  }
  failures.push(...ended.flatMap((e) => e.failures));
  return next;
}

/**
 * One case alone, and then whether the server let go of its connection within `settleMs` (a
 * regression's check: the run as a whole checks every connection once at its end).
 * @example await runCase(target, regressionCases()[0], 1, 2000) // [] when it holds
 */
export async function runCase(target: Target, test: FuzzCase, seed: number, settleMs: number): Promise<Failure[]> {
  const outcome = await exchange(target.port, test);
  const failures = caseFaults(test, outcome).map((fault) => failure(test, seed, fault, outcome.received));
  if (!target.alive()) failures.push(failure(test, seed, 'the server is gone', outcome.received));
  const held = async () => (await target.sockets()).peers.includes(outcome.port);
  for (const end = performance.now() + settleMs; (await held()) && performance.now() < end; ) await sleep(100);
  if (target.alive() && (await held())) failures.push(failure(test, seed, `the server still holds the connection ${settleMs / 1000} s after it ended`, outcome.received));
  return failures;
}
