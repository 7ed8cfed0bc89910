/**
 * `npm run data:lock`: downloads the upstream files (a verified cached one costs a conditional
 * request), rewrites pipeline/upstream.lock.json and prints the drift report, also written to
 * --report (default .cache/upstream-drift.md) for a workflow to post.
 * Environment: UPSTREAM_URL_PREFIX (a stand-in upstream, e.g. test/support/testUpstream.ts).
 */
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { DownloadError } from '../inputs/downloadError.ts';
import { whatToTry } from '../inputs/noRawData.ts';
import { LOCK_PATH } from '../inputs/rawDir.ts';
import { UPSTREAM_FILES } from '../inputs/upstream.ts';
import { relock } from './relock.ts';

const REPO_ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const { values } = parseArgs({ options: { report: { type: 'string' }, lock: { type: 'string' }, cache: { type: 'string' } } });
const reportPath = resolve(values.report ?? join(REPO_ROOT, '.cache', 'upstream-drift.md'));
const lockPath = resolve(values.lock ?? join(REPO_ROOT, LOCK_PATH));

try {
  const { report } = await relock({
    files: UPSTREAM_FILES,
    cacheDir: resolve(values.cache ?? join(REPO_ROOT, '.cache', 'raw')),
    lockPath,
    reportPath,
    urlPrefix: process.env.UPSTREAM_URL_PREFIX,
    log: (line) => console.log(line),
  });
  console.log(`\n${report}\nwrote ${lockPath} and ${reportPath}`);
} catch (error) {
  const message = error instanceof Error ? error.message : String(error);
  const help = error instanceof DownloadError ? whatToTry(error) : [];
  console.error(['data:lock failed; the lock is untouched.', message, ...help].join('\n'));
  process.exitCode = 1;
}
