/**
 * `npm run build:reproduce`: builds the dataset again into a temporary folder, from the same raw
 * data, and compares it with the built one (site/data, or DATA_DIR) byte for byte. Exit code 1,
 * naming the files, when they differ: a release must be rebuildable from its upstream bytes.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { EDITION_REGISTRY } from '../../lib/editions.ts';
import { derivedKinds } from '../../lib/serving/derivedFiles.ts';
import { build, REPO_ROOT } from '../build.ts';
import { treeDifferences, treeDigest } from './sameTree.ts';

const built = resolve(process.env.DATA_DIR ?? join(REPO_ROOT, 'site', 'data'));
/** The files a local server derives beside the serving form (lib/serving/derivedFiles.ts): not the build's. */
const derived = new Set(derivedKinds(EDITION_REGISTRY).map((kind) => kind.target));
const scratch = await mkdtemp(join(tmpdir(), 'typical-weather-reproduce-'));
try {
  const again = join(scratch, 'data');
  await build({ outDir: again, log: () => {} });
  const differences = treeDifferences(await treeDigest(built, derived), await treeDigest(again));
  if (differences.length === 0) {
    console.log(`reproducible: a second build is byte-identical to ${built}`);
  } else {
    console.error(`not reproducible: ${differences.length} file(s) of a second build differ from ${built}:`);
    for (const line of differences.slice(0, 20)) console.error(`  ${line}`);
    process.exitCode = 1;
  }
} catch (error) {
  console.error(`build:reproduce failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await rm(scratch, { recursive: true, force: true });
}
