/**
 * `npm start`'s preparation, in a process of its own (server/start.mjs): restores the last good
 * dataset if a build died mid-swap, builds the dataset, the page and the API reference when they
 * are missing, derives the answer texts and the unpacked daily normals from the serving form (server/derivedFiles.ts), and
 * bundles the server (server/bundleServer.ts), which server/start.mjs then runs.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildPage } from '../page/build.ts';
import { restoreLastGood } from '../pipeline/output/atomicDir.ts';
import { buildDocs, BUNDLE, DOCS_DIR } from '../tools/buildDocs.ts';
import { prepareDerivedFiles } from './derivedFiles.ts';
import { bundleServer } from './bundleServer.ts';
import { settings } from './serve.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const config = settings(root);
const { siteDir, dataDir } = config;

// A build that died mid-swap left the last good dataset beside dataDir: serve it rather than rebuild.
await restoreLastGood(dataDir, console.log);
if (!existsSync(path.join(dataDir, 'manifest.json'))) {
  console.log(`No dataset in ${dataDir}: building it first (npm run build:data).`);
  const built = spawnSync(process.execPath, ['--import', 'tsx', path.join(root, 'pipeline', 'cli.ts'), '--out', dataDir], {
    cwd: root,
    stdio: 'inherit',
  });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
if (!existsSync(path.join(siteDir, 'app.js'))) {
  console.log('No page bundle: building it first (npm run build:page).');
  await buildPage();
}
if (!existsSync(path.join(DOCS_DIR, BUNDLE))) {
  console.log('No API reference bundle: copying it first (npm run build:docs).');
  await buildDocs();
}

await prepareDerivedFiles(dataDir);
await bundleServer();
