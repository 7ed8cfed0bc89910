/** The JSON shards of one build folder (a ZIP, profile or change folder of site/data), in name order. */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** @example for (const shard of await readShards<ZipShard>('site/data/zip')) … */
export async function readShards<T>(dir: string): Promise<T[]> {
  const names = (await readdir(dir)).filter((n) => n.endsWith('.json')).sort();
  return Promise.all(names.map(async (n) => JSON.parse(await readFile(join(dir, n), 'utf8')) as T));
}
