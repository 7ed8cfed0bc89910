/**
 * Bundles the page (page/app.ts and what it imports from lib/) into site/app.js.
 * Deterministic: same sources, same bytes.
 */
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Writes site/app.js from page/app.ts. */
export async function buildPage(): Promise<void> {
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
  console.log('page: site/app.js');
}
