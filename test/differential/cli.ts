/**
 * Differential testing of the whole API: record a large generated request set's answers, then
 * replay it against another version and report every difference (docs/testing.md).
 *
 *   npx tsx test/differential/cli.ts record --out /tmp/before.ndjson.gz [--repo DIR] [--data DIR] [--scale full|slice] [--seed N]
 *   npx tsx test/differential/cli.ts compare --baseline /tmp/before.ndjson.gz [--repo DIR] [--data DIR] [--out FILE] [--report FILE] [--bytes]
 *   npx tsx test/differential/cli.ts served [--scale slice]   # the served HTTP server against the in-process handler
 *
 * --repo is the checkout whose api/createApi.ts answers (default this one); --data its built
 * dataset (default <repo>/site/data). Addresses go to the fake Census geocoder (test/support).
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { repoRoot } from '../support/serverProcess.ts';
import { compareRecording, recordRequests, servedAgainstHandler } from './commands.ts';
import { SCALES, type Scale } from './generate.ts';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    out: { type: 'string' },
    baseline: { type: 'string' },
    repo: { type: 'string' },
    data: { type: 'string' },
    scale: { type: 'string', default: 'full' },
    seed: { type: 'string', default: '18' },
    report: { type: 'string' },
    /** Every body must be the same text, not only the same JSON. */
    bytes: { type: 'boolean', default: false },
  },
});

const repo = path.resolve(values.repo ?? repoRoot);
const dataDir = path.resolve(values.data ?? path.join(repo, 'site', 'data'));
const scale = values.scale as Scale;
if (!(scale in SCALES)) fail(`--scale must be one of ${Object.keys(SCALES).join(', ')}`);

const command = positionals[0];
if (command === 'record') {
  if (!values.out) fail('record needs --out FILE (e.g. /work/baseline/main.ndjson.gz)');
  const summary = await recordRequests({ repo, dataDir, scale, seed: Number(values.seed), out: path.resolve(values.out) });
  console.log(summary);
} else if (command === 'compare') {
  if (!values.baseline) fail('compare needs --baseline FILE');
  const report = await compareRecording({ repo, dataDir, baseline: path.resolve(values.baseline), bytes: values.bytes, ...(values.out ? { out: path.resolve(values.out) } : {}) });
  await finish(report.text(), report.counts().failing);
} else if (command === 'served') {
  const report = await servedAgainstHandler({ repo, dataDir, scale: values.scale === 'full' && !process.argv.includes('--scale') ? 'slice' : scale, seed: Number(values.seed) });
  await finish(report.text(), report.counts().failing);
} else {
  fail('usage: cli.ts record|compare|served [options] (see the comment at the top of test/differential/cli.ts)');
}

async function finish(text: string, failing: number): Promise<void> {
  if (values.report) await writeFile(values.report, `${text}\n`);
  console.log(values.report ? text.split('\n')[0] : text);
  process.exit(failing === 0 ? 0 : 1);
}

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}
