/**
 * Where each input sits inside the raw data folder: the upstream path layout, so a mirror, a
 * download cache and NCEI/Census themselves all share one set of relative paths. Each edition's
 * own folders are in its descriptor (lib/editions.ts).
 */
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';

/** Gazetteer files by name without extension (each may be .txt or the .zip Census publishes). */
export const GAZETTEERS = {
  zcta: 'census/gazetteer/2025_Gaz_zcta_national',
  place: 'census/gazetteer/2025_Gaz_place_national',
  cousub: 'census/gazetteer/2025_Gaz_cousubs_national',
} as const;

/** A product's per-station CSVs: an `access/` folder of them and/or `archive/*.tar.gz` of them. */
export interface ProductSources {
  /** Relative path of the `access/` folder, or null when there is none. */
  folder: string | null;
  /** Relative paths of the tar.gz archives, sorted. */
  archives: string[];
}

/**
 * Finds a product's station files under rawDir.
 * @example await productSources('/work/shared/data', DEFAULT_EDITION.products.monthly) // { folder: 'ncei/normals-monthly/1991-2020/access', archives: [] }
 */
export async function productSources(rawDir: string, product: string): Promise<ProductSources> {
  const folder = `${product}/access`;
  const archiveDir = `${product}/archive`;
  const archives = (await listDir(join(rawDir, archiveDir)))
    .filter((name) => name.endsWith('.tar.gz') || name.endsWith('.tgz'))
    .sort()
    .map((name) => `${archiveDir}/${name}`);
  const hasFolder = await isDir(join(rawDir, folder));
  if (!hasFolder && archives.length === 0) {
    throw new Error(`No station files for ${product} under ${rawDir}: expected ${folder}/*.csv or ${archiveDir}/*.tar.gz`);
  }
  return { folder: hasFolder ? folder : null, archives };
}

/**
 * The relative path of a gazetteer under rawDir: the .txt when present, else the .zip.
 * @example await gazetteerPath('/work/shared/data', GAZETTEERS.zcta) // 'census/gazetteer/2025_Gaz_zcta_national.txt'
 */
export async function gazetteerPath(rawDir: string, base: string): Promise<string> {
  for (const candidate of [`${base}.txt`, `${base}.zip`]) {
    if (await isFile(join(rawDir, candidate))) return candidate;
  }
  throw new Error(`Gazetteer ${base}.txt or .zip not found under ${rawDir}`);
}

async function listDir(path: string): Promise<string[]> {
  try {
    return await readdir(path);
  } catch {
    return [];
  }
}

async function isDir(path: string): Promise<boolean> {
  return (await stat(path).catch(() => null))?.isDirectory() ?? false;
}

async function isFile(path: string): Promise<boolean> {
  return (await stat(path).catch(() => null))?.isFile() ?? false;
}
