/**
 * The API reference at /docs: copies Redoc's standalone bundle (and its licence notice) from
 * node_modules into site/docs/, beside the committed index.html and init.js, so the site serves
 * it itself. Run by `npm run build`; `npm start` runs it when the bundle is missing.
 *
 * The bundle's one outside request, the Redocly logo beside its "API docs by Redocly" credit, is
 * pointed at an empty data: URL, so the page makes no request elsewhere; the credit and its link
 * stay, and the image hides itself on error as it does offline.
 */
import { copyFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const DOCS_DIR = path.join(root, 'site', 'docs');
export const BUNDLE = 'redoc.standalone.js';
const OUTSIDE_LOGO = 'https://cdn.redoc.ly/redoc/logo-mini.svg';

/** The bundle with its outside logo replaced; throws if a new Redoc moved it (check /docs offline again). */
export function withoutOutsideRequests(bundle: string): string {
  const count = bundle.split(OUTSIDE_LOGO).length - 1;
  if (count !== 1) throw new Error(`expected the Redocly logo URL once in ${BUNDLE}, found it ${count} times`);
  return bundle.replace(OUTSIDE_LOGO, 'data:,');
}

export async function buildDocs(): Promise<void> {
  const bundles = path.join(path.dirname(createRequire(import.meta.url).resolve('redoc/package.json')), 'bundles');
  await mkdir(DOCS_DIR, { recursive: true });
  const bundle = await readFile(path.join(bundles, BUNDLE), 'utf8');
  await writeFile(path.join(DOCS_DIR, BUNDLE), withoutOutsideRequests(bundle));
  await copyFile(path.join(bundles, `${BUNDLE}.LICENSE.txt`), path.join(DOCS_DIR, `${BUNDLE}.LICENSE.txt`));
  console.log(`docs: ${BUNDLE} and its licence notice → ${path.relative(root, DOCS_DIR)}/`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await buildDocs();
