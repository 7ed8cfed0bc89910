/**
 * Global setup of vitest.config.ts's `small-upstream` project: the cut-down mirror its test
 * upstreams serve (smallMirror.ts), made once and kept in .cache/test-mirror/ while the mirror and
 * the code that makes it are the same (buildDigest.ts), handed to the test files as `smallMirror`
 * (inject). It must be unchanged after the run, as the shared mirror build (sharedMirror.ts).
 */
import type { TestProject } from 'vitest/node';
import { RAW_DIR } from '../pipeline/rawData.ts';
import { buildDigest } from './buildDigest.ts';
import { cachedFolder, failIfWritten } from './folderCache.ts';
import { makeSmallMirror } from './smallMirror.ts';

const log = (line: string) => console.log(`[small mirror] ${line}`);

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const digest = await buildDigest(RAW_DIR, ['test/support/smallMirror.ts', 'test/support/upstreamShaped.ts']);
  const small = await cachedFolder('small-mirror', digest, (out) => makeSmallMirror(RAW_DIR, out), log);
  log(`${small.reused ? 'reusing' : 'made'} ${small.dir}: ${Object.entries(small.made).map(([what, n]) => `${n} ${what}`).join(', ')}`);
  project.provide('smallMirror', small.dir);
  return failIfWritten(small, 'the small mirror');
}
