/**
 * `npm run dataset:pack -- <dir>`: packs the built dataset (site/data, or DATA_DIR, or --data)
 * into <dir> as a release. Prints its name and files; under GitHub Actions also writes the name
 * to the step's outputs (`name`), for the release tag.
 */
import { appendFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { REPO_ROOT } from '../build.ts';
import { LOCK_PATH } from '../inputs/rawDir.ts';
import { packRelease } from './pack.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { data: { type: 'string' }, lock: { type: 'string' } },
});
const [outDir] = positionals;
if (!outDir || positionals.length > 1) {
  console.error('usage: npm run dataset:pack -- <empty or new folder> [--data site/data] [--lock pipeline/upstream.lock.json]');
  process.exit(2);
}

try {
  const packed = await packRelease({
    dataDir: resolve(values.data ?? process.env.DATA_DIR ?? join(REPO_ROOT, 'site', 'data')),
    lockPath: resolve(values.lock ?? join(REPO_ROOT, LOCK_PATH)),
    outDir: resolve(outDir),
  });
  for (const f of packed.files) console.log(`${String(f.bytes).padStart(10)}  ${f.name}`);
  console.log(`release ${packed.identity.name}: ${packed.files.length} files, ${(packed.bytes / 1e6).toFixed(1)} MB in ${outDir}` +
    ` (digest of the ${packed.identity.from === 'lock' ? 'upstream lock' : "manifest's input hashes: no lock describes this build"})`);
  if (process.env.GITHUB_OUTPUT) await appendFile(process.env.GITHUB_OUTPUT, `name=${packed.identity.name}\n`);
} catch (error) {
  console.error(`dataset:pack failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
