/**
 * The server as it runs: server/bundleServer.ts bundles this file with esbuild into
 * server/bundle.mjs (git-ignored), which plain `node` runs with no TypeScript loader in the process:
 * `npm start` after its preparation (server/start.mjs), and the production start alone. It builds
 * nothing (it only derives the answer texts and the unpacked daily normals if they are stale,
 * caches of the serving form: server/derivedFiles.ts), so it imports no build code (page/build.ts and tools/buildDocs.ts would
 * take the bundle for their own script and run). The bundle sits in server/, as this file does, so
 * the repository root is `..` from either.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { restoreLastGood } from '../pipeline/output/atomicDir.ts';
import { prepareDerivedFiles } from './derivedFiles.ts';
import { serve, settings } from './serve.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const config = settings(root);
// A build that died mid-swap left the last good dataset beside dataDir: serve it rather than refuse.
await restoreLastGood(config.dataDir, console.log);
const missing = [path.join(config.dataDir, 'manifest.json'), path.join(config.siteDir, 'app.js')].filter((file) => !existsSync(file));
if (missing.length > 0) {
  console.error(`Not built: ${missing.join(', ')} missing. Run \`npm run build\` first (the production start builds nothing).`);
  process.exit(1);
}
await prepareDerivedFiles(config.dataDir);
serve(config);
