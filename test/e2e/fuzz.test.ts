/**
 * The fuzz harness (test/fuzz/harness.ts) against the server as `npm start` runs it: the stall
 * cases (the request and headers timeouts), the regression table and a seeded run of each family.
 * No failure but the found regressions (test/fuzz/regressions.ts), which the server's fix is due
 * for: the server up through every case, its connections and work slots back to none after them.
 * The full form, on both starts, is `npx tsx test/fuzz/cli.ts --start both`.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { formatReport, runFuzz } from '../fuzz/harness.ts';
import { processTarget, type ProcessTarget } from '../fuzz/target.ts';
import { npmStart } from '../support/e2eTargets.ts';

const SEED = 7;
const CASES = 800;

let target: ProcessTarget;
beforeAll(async () => {
  target = await processTarget('npm start', () => npmStart());
});
afterAll(() => target?.stop());

it(`npm start: ${CASES} cases of each family, the stalls and the regressions: no new failure`, async () => {
  const reports = await runFuzz(target, { seed: SEED, cases: CASES });
  const fresh = reports.map((r) => ({ ...r, failures: r.failures.filter((f) => f.known === undefined) }));
  // A crash is a failure of its own (the known ones run last: the server may be down after them).
  expect(formatReport('npm start', fresh).filter((line) => line.startsWith('FAIL'))).toEqual([]);
});
