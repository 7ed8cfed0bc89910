/**
 * Global setup of vitest.config.ts's `mirror-build` project: the dataset built from the raw data
 * mirror once per run, not once per test file, or reused from .cache/test-mirror/ when nothing it
 * is made of changed (buildDigest.ts: the raw files, the pipeline's sources, the dependencies), and
 * handed to the test files through provide/inject (mirrorBuild.ts). After the run it must be as it
 * was built: a test that wrote into it fails the run, and the cached build is dropped.
 */
import type { TestProject } from 'vitest/node';
import { RAW_DIR } from '../pipeline/rawData.ts';
import { buildDigest } from './buildDigest.ts';
import { cachedFolder, failIfWritten } from './folderCache.ts';
import { buildInChild } from './mirrorBuildChild.ts';
import type { StoredBuildResult } from './mirrorBuild.ts';

/** The cache entry's name (cachedMirrorBuild.ts finds it for .ci/run). */
export const MIRROR_BUILD = 'build';
/** What the build is made of, with the script that runs it. */
export const mirrorBuildDigest = (rawDir: string) => buildDigest(rawDir, ['test/support/mirrorBuildChild.ts']);
const log = (line: string) => console.log(`[mirror build] ${line}`);

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const started = performance.now();
  const digest = await mirrorBuildDigest(RAW_DIR);
  const shared = await cachedFolder(MIRROR_BUILD, digest, async (outDir): Promise<StoredBuildResult> => {
    log(`building the dataset from ${RAW_DIR} for this run's mirror tests (a minute or more; a later run reuses it while the inputs are the same)`);
    return buildInChild(RAW_DIR, outDir, (line) => log(`  ${line}`));
  }, log);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  log(`${shared.reused ? 'reusing' : 'built'} ${shared.dir} (${seconds} s)`);
  project.provide('mirrorBuild', { dir: shared.dir, result: shared.made });
  return failIfWritten(shared, 'the shared mirror build (copyOfMirrorBuild makes a copy)');
}
