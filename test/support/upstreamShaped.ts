/**
 * Upstream-shaped files made from the raw data mirror, for the test upstream: what NCEI and
 * Census publish at each URL of UPSTREAM_FILES, as far as the mirror holds it. A file the mirror
 * has verbatim is served as it is; a gazetteer the mirror keeps unzipped is zipped as Census zips
 * it; a by-station archive whose stations the mirror keeps in `access/` is packed from them; the
 * mirror's one repacked archive of a product is served under upstream's name. What the mirror
 * lacks (1981–2010 monthly snowfall) is not made: the test upstream answers 404 for it.
 */
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { zipSync } from 'fflate';
import { pack } from 'tar-stream';
import type { RemoteFile } from '../../pipeline/inputs/download.ts';

/** One fixed time for every entry, so the same mirror always makes the same bytes. */
const ENTRY_TIME = new Date('2023-04-04T00:00:00Z');

/**
 * The URL path a file is served at under the test upstream's prefix: `/<host><path>`.
 * @example urlPathOf('https://www2.census.gov/geo/x.zip') // '/www2.census.gov/geo/x.zip'
 */
export function urlPathOf(url: string): string {
  const { host, pathname } = new URL(url);
  return `/${host}${pathname}`;
}

/**
 * Makes (into dir) or finds (in the mirror) every file the mirror can stand in for.
 * @returns URL path → absolute file path; a file missing from it is a 404
 */
export async function makeUpstreamFiles(files: readonly RemoteFile[], mirror: string, dir: string): Promise<Map<string, string>> {
  const served = new Map<string, string>();
  for (const file of files) {
    const made = await shape(file.path, mirror, join(dir, file.path.replaceAll('/', '__')));
    if (made) served.set(urlPathOf(file.url), made);
  }
  return served;
}

async function shape(path: string, mirror: string, out: string): Promise<string | null> {
  const verbatim = join(mirror, path);
  if (await isFile(verbatim)) return verbatim;
  if (path.endsWith('.zip') && (await isFile(verbatim.replace(/\.zip$/, '.txt')))) {
    const txt = verbatim.replace(/\.zip$/, '.txt');
    await writeFile(out, zipSync({ [basename(txt)]: [await readFile(txt), { mtime: ENTRY_TIME }] }, { level: 6 }));
    return out;
  }
  const product = dirname(dirname(path));
  if (path.endsWith('.tar.gz') && basename(dirname(path)) === 'archive') {
    const access = join(mirror, product, 'access');
    if (await isDir(access)) {
      await writeFile(out, await packStations(await readStations(access), entryFolder(product)));
      return out;
    }
    const archives = (await readdir(join(mirror, product, 'archive')).catch(() => [])).filter((n) => n.endsWith('.tar.gz'));
    if (archives.length === 1) return join(mirror, product, 'archive', archives[0]!);
  }
  return null;
}

/** `ncei/normals-monthly/1991-2020` → `normals-monthly-1991-2020`, as the annual/seasonal archive names its entries. */
function entryFolder(product: string): string {
  return product.split('/').slice(1).join('-');
}

/** The station CSVs of an `access/` folder, by file name. */
export async function readStations(folder: string): Promise<Map<string, string>> {
  const names = (await readdir(folder)).filter((n) => n.endsWith('.csv')).sort();
  return new Map(await Promise.all(names.map(async (n) => [n, await readFile(join(folder, n), 'utf8')] as const)));
}

/** A tar.gz of station CSVs under one folder, in name order, with fixed times (same input, same bytes). */
export async function packStations(stations: ReadonlyMap<string, string>, folder: string): Promise<Buffer> {
  const tar = pack();
  const chunks: Buffer[] = [];
  tar.on('data', (chunk: unknown) => chunks.push(chunk as Buffer));
  const done = new Promise<void>((resolve, reject) => {
    tar.on('end', resolve);
    tar.on('error', reject);
  });
  for (const name of [...stations.keys()].sort()) tar.entry({ name: `${folder}/${name}`, mtime: ENTRY_TIME }, stations.get(name)!);
  tar.finalize();
  await done;
  return gzipSync(Buffer.concat(chunks));
}

async function isFile(path: string): Promise<boolean> {
  return (await stat(path).catch(() => null))?.isFile() ?? false;
}

async function isDir(path: string): Promise<boolean> {
  return (await stat(path).catch(() => null))?.isDirectory() ?? false;
}
