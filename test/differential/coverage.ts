/**
 * The build's ZCTAs grouped by coverage kind in each edition (the `coverage` of their ZIP shard
 * entries: covered, station-not-in-build, station-quarantined, …), so sampled requests reach
 * every kind, not only the most common one.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

interface Shard {
  zips: Record<string, { coverage?: string }>;
}

/** ZIP → coverage, from every shard of one edition's folder; an unreadable folder gives none. */
async function coverageOf(dir: string): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  const files = await readdir(dir).catch(() => [] as string[]);
  for (const file of files.filter((f) => f.endsWith('.json')).sort()) {
    const shard = JSON.parse(await readFile(path.join(dir, file), 'utf8')) as Shard;
    for (const [zip, entry] of Object.entries(shard.zips ?? {})) out.set(zip, entry.coverage ?? 'unknown');
  }
  return out;
}

/** Kind ("covered / station-not-in-build": the default edition's, then the previous one's) → ZIPs, in the given order. */
export async function coverageKinds(dataDir: string, zips: readonly string[]): Promise<Map<string, string[]>> {
  const [current, previous] = await Promise.all([coverageOf(path.join(dataDir, 'zip')), coverageOf(path.join(dataDir, '1981-2010', 'zip'))]);
  const kinds = new Map<string, string[]>();
  for (const zip of zips) {
    const kind = `${current.get(zip) ?? 'absent'} / ${previous.get(zip) ?? 'absent'}`;
    const list = kinds.get(kind) ?? [];
    list.push(zip);
    kinds.set(kind, list);
  }
  return kinds;
}
