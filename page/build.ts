/**
 * Bundles the page (page/app.ts and what it imports from lib/) into site/app.js.
 * Deterministic: same sources, same bytes.
 */
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { writeFileSync } from 'node:fs';
import { MAP_OUTLINE_FILE, mapOutline } from './mapOutline.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Writes site/app.js from page/app.ts, and the map's outline beside it. */
export async function buildPage(): Promise<void> {
  writeFileSync(path.join(root, 'site', MAP_OUTLINE_FILE), JSON.stringify(mapOutline()));
  await build({
    entryPoints: [path.join(root, 'page/app.ts')],
    outfile: path.join(root, 'site/app.js'),
    bundle: true,
    minify: true,
    format: 'esm',
    target: ['es2022'],
    legalComments: 'none',
    logLevel: 'warning',
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await buildPage();
  console.log(`page: site/app.js, site/${MAP_OUTLINE_FILE}`);
}
