/**
 * The fuzz run: the stall cases started together, the regression table, then each family's cases
 * over a few connections at once (test/fuzz/run.ts); then the server's connections and work slots
 * (test/fuzz/afterChecks.ts). The cases depend on the seed alone; what the server does with them
 * may vary with timing only where its own rules say (a pipeline cut when too many wait).
 */
import { afterRun, connectionFailures, slotsFailure } from './afterChecks.ts';
import { framingCaseAt, systematicFraming } from './framingCases.ts';
import { mcpCase, systematicSpecs } from './mcpCases.ts';
import { caseSeed, rng } from './random.ts';
import { killsTheServer, regressionCases } from './regressions.ts';
import { lastWords, runCases, type Ports } from './run.ts';
import { stallCases } from './stallCases.ts';
import type { Target } from './target.ts';
import type { Failure, Family, FuzzCase } from './types.ts';
import { showBytes } from './wire.ts';

export interface RunOptions {
  seed: number;
  /** Cases per family (framing, mcp). */
  cases: number;
  /** The stall cases (they take the request timeout, 20 s); off in a quick run. */
  stalls?: boolean;
  /** The regression table's cases first (default on). */
  regressions?: boolean;
  /** Connections at once: with the table's 4, within the work limit (20 per kind, a connection takes one at a time), so no case is refused as busy. */
  concurrency?: number;
  /** Run this one case alone (as `--only mcp:12` names it). */
  only?: { family: Family; index: number };
  /** Cases left out (in process: those that would end the test run's process). */
  skip?: (test: FuzzCase) => boolean;
}

export interface FamilyReport {
  family: Family | 'after';
  cases: number;
  ms: number;
  failures: Failure[];
  /** Cases that took SLOW_MS or more (answered by a timeout, most likely), and the slowest: no failure, but worth a look. */
  slow?: number;
  slowest?: { id: string; ms: number };
}

const SLOW_MS = 5000;

/** Restarts of a crashed server per run: enough to get past a known crash, not to loop on a new one. */
const MAX_RESTARTS = 5;
/** The regression table's connections at once, beside a family's. */
const TABLE_WIDTH = 4;

/** The systematic count and the case maker of each family. */
const FAMILIES = {
  framing: { systematic: () => systematicFraming().length, at: framingCaseAt },
  mcp: { systematic: () => systematicSpecs().length, at: mcpCase },
} as const;

/**
 * Which cases of a family run: all systematic ones and random ones after them when `count` is at
 * least their number; else a seeded share of the systematic ones, and random ones for the rest.
 */
export function caseIndexes(systematic: number, count: number, seed: number): number[] {
  if (count >= systematic) return Array.from({ length: count }, (_, i) => i);
  const r = rng(seed);
  const order = Array.from({ length: systematic }, (_, i) => i);
  for (let i = order.length - 1; i > 0; i--) {
    const j = r.int(i + 1);
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  const taken = Math.ceil(count * 0.6);
  return [...order.slice(0, taken).sort((a, b) => a - b), ...Array.from({ length: count - taken }, (_, i) => systematic + i)];
}

/** A family's cases for a run. */
export function familyCases(family: 'framing' | 'mcp', seed: number, count: number, only?: RunOptions['only']): FuzzCase[] {
  const { systematic, at } = FAMILIES[family];
  const indexes = only === undefined ? caseIndexes(systematic(), count, caseSeed(seed, family, -1)) : only.family === family ? [only.index] : [];
  return indexes.map((i) => at(i, (k) => caseSeed(seed, family, k)));
}

/** @example const reports = await runFuzz(target, { seed: 1, cases: 300 }) */
export async function runFuzz(target: Target, { seed, cases, stalls = true, regressions = true, concurrency = 16, only, skip = () => false }: RunOptions): Promise<FamilyReport[]> {
  let before = await target.sockets();
  const ports: Ports = new Map();
  const reports = new Map<FamilyReport['family'], FamilyReport>();
  let restarting: Promise<void> | undefined;
  /** Runs cases into their family's report; after a crash, starts the server again (when the target can) and runs the rest. */
  const run = async (family: FamilyReport['family'], tests: FuzzCase[], width = concurrency) => {
    const report = reports.get(family) ?? { family, cases: 0, ms: 0, failures: [] };
    reports.set(family, report);
    const started = performance.now();
    for (let from = 0, restarts = 0; from < tests.length && restarts <= MAX_RESTARTS; restarts++) {
      if (!target.alive()) {
        if (target.restart === undefined) break;
        // Runs side by side may find it dead together: one restart.
        restarting ??= target.restart().then(async () => void (before = await target.sockets())).finally(() => (restarting = undefined));
        await restarting;
      }
      from += await runCases(target, seed, tests.slice(from), width, report.failures, ports);
    }
    report.cases += tests.length;
    report.ms += performance.now() - started;
    return report.failures;
  };
  const pick = (family: Family, tests: FuzzCase[]) => (only === undefined ? tests : tests.filter((t) => t.family === only.family && t.index === only.index));
  // A found regression that ends the process would spoil what runs beside it: its cases run last.
  const killers: FuzzCase[] = [];
  const sorted = (tests: FuzzCase[]) => tests.filter((t) => !skip(t) && !(killsTheServer(t) && killers.push(t)));
  const stallTests = pick('stall', stalls ? stallCases() : []);
  // The stalls wait on the server's clocks: started first and together, they end while the rest run.
  const stalled = run('stall', stallTests, stallTests.length);
  // The table is a dozen cases, some slow (a timeout's wait): beside the families, four at a time, so
  // that with theirs (16) no more than the work limit (20 per kind) are in the server at once.
  const table = sorted(pick('regression', regressions ? regressionCases() : []));
  const tabled = run('regression', table, TABLE_WIDTH);
  for (const family of ['framing', 'mcp'] as const) await run(family, sorted(familyCases(family, seed, cases, only)));
  await Promise.all([stalled, tabled]);
  const afterStarted = performance.now();
  const after = await run('after', []);
  const gone = () => afterRun(seed, `the server is gone. Its output ends:\n${lastWords(target)}`);
  if (target.alive()) {
    after.push(...(await connectionFailures(target, before, ports, seed)));
    const slots = await slotsFailure(target, seed);
    if (!target.alive()) after.push(gone());
    else if (slots !== undefined) after.push(slots);
  } else if (![...reports.values()].some((r) => r.failures.some((f) => f.what.startsWith('the server is gone')))) after.push(gone());
  reports.get('after')!.ms = performance.now() - afterStarted;
  // Side by side, as the rest: a crash is reported once, and the server started again for the rest.
  for (const family of new Set(killers.map((t) => t.family))) await run(family, killers.filter((t) => t.family === family));
  // The stalls wait on the clocks by design.
  for (const report of [...reports.values()].filter((r) => r.family !== 'stall')) {
    const times = [...ports.values()].filter(({ test }) => test.family === report.family).map(({ test, ms }) => ({ id: `${test.family}:${test.index}`, ms }));
    report.slow = times.filter((t) => t.ms >= SLOW_MS).length;
    report.slowest = times.reduce<(typeof times)[number] | undefined>((a, b) => (a === undefined || b.ms > a.ms ? b : a), undefined);
  }
  return [...reports.values()];
}

/** One line per family, then every failure with its case's bytes. */
export function formatReport(target: string, reports: FamilyReport[]): string[] {
  const lines = reports.map((r) => {
    const known = r.failures.filter((f) => f.known !== undefined).length;
    const slow = r.slow ? `; ${r.slow} cases took ${SLOW_MS / 1000} s or more, the slowest ${r.slowest!.id} ${(r.slowest!.ms / 1000).toFixed(1)} s` : '';
    return `${target} ${r.family.padEnd(10)} ${String(r.cases).padStart(5)} cases ${(r.ms / 1000).toFixed(1).padStart(6)} s ${r.failures.length} failures${known ? ` (${known} known)` : ''}${slow}`;
  });
  for (const f of reports.flatMap((r) => r.failures)) {
    const known = f.known === undefined ? 'NEW' : `known: ${f.known}`;
    lines.push(`FAIL ${target} ${f.family}:${f.index} (seed ${f.seed}) ${f.name} [${known}]\n  ${f.what}\n  sent: ${showBytes(f.sent, 1500)}\n  received: ${showBytes(f.received, 600)}`);
  }
  return lines;
}
