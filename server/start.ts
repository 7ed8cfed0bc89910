/**
 * `npm start`: builds the dataset and the page first when they are missing, derives the answer
 * texts from the dataset's records (server/answerTexts.ts), then serves site/ and the API on one
 * port (server/serve.ts, which lists the environment; RAW_DATA_DIR is for the build).
 * `npm start` gives V8 a 160 MB old-space budget and 2 MB semi-spaces (package.json): without them
 * V8 lets the heap grow far past the live data under load before collecting (bench/choices.md).
 * It runs `exec node --import tsx`, one process under npm: npm forwards SIGTERM and SIGINT to its
 * script's shell, and sh (dash) without `exec` would die of them and leave the server running.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildPage } from '../page/build.ts';
import { restoreLastGood } from '../pipeline/output/atomicDir.ts';
import { buildDocs, BUNDLE, DOCS_DIR } from '../tools/buildDocs.ts';
import { serve, settings } from './serve.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const config = settings(root);
const { siteDir, dataDir } = config;

// A build that died mid-swap left the last good dataset beside dataDir: serve it rather than rebuild.
await restoreLastGood(dataDir, console.log);
if (!existsSync(path.join(dataDir, 'manifest.json'))) {
  console.log(`No dataset in ${dataDir}: building it first (npm run build:data).`);
  // In a process of its own: a full build needs far more memory than the server's heap budget.
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

// In a process of its own too: what deriving the answer texts allocates never stays in the server's heap.
const texts = spawnSync(process.execPath, ['--import', 'tsx', path.join(root, 'server', 'answerTextsCli.ts'), dataDir], { cwd: root, stdio: 'inherit' });
if (texts.status !== 0) console.log('Answer texts not derived: answers are made from the records.');
serve(config);
