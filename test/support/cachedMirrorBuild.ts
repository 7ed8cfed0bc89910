/**
 * `npx tsx test/support/cachedMirrorBuild.ts [rawDir]` prints the data folder of the mirror build
 * `npm test` made from these raw files with this pipeline (sharedMirror.ts), unchanged since, or
 * exits 1 when there is none: .ci/run copies it to site/data rather than build the same again.
 */
import { RAW_DIR } from '../pipeline/rawData.ts';
import { reusable } from './folderCache.ts';
import { MIRROR_BUILD, mirrorBuildDigest } from './sharedMirror.ts';

const rawDir = process.argv[2] || RAW_DIR;
const cached = await reusable(MIRROR_BUILD, await mirrorBuildDigest(rawDir), (line) => console.error(line));
if (cached) {
  console.log(cached.dir);
} else {
  console.error(`No mirror build of ${rawDir} with this pipeline in .cache/test-mirror/ (npm test makes it)`);
  process.exitCode = 1;
}
