/**
 * `npm run build:server`, and the last step of `npm start`'s preparation: server/production.ts
 * bundled with esbuild into server/bundle.mjs, which plain `node` runs with no TypeScript loader.
 * Written to a temporary file and renamed, so a server starting beside a bundling one never
 * imports half a file.
 */
import { rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SERVER_BUNDLE = path.join(root, 'server', 'bundle.mjs');

export async function bundleServer(): Promise<void> {
  const { outputFiles } = await build({
    entryPoints: [path.join(root, 'server', 'production.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    logLevel: 'warning',
    outfile: SERVER_BUNDLE,
    write: false,
  });
  const temp = `${SERVER_BUNDLE}.${process.pid}.tmp`;
  await writeFile(temp, outputFiles[0]!.contents);
  await rename(temp, SERVER_BUNDLE);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await bundleServer();
