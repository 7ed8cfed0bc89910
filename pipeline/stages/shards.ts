/**
 * Stage "shards": site/data/zip/<first 3 digits>.json, one small file per USPS sectional
 * center, so an API request reads one shard. Keys in ZIP order; compact JSON.
 */
import { writeFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { shardPrefix } from '../../lib/zip.ts';
import type { ZipRecord } from '../../lib/dataTypes.ts';
import type { BuildContext, Stage } from '../context.ts';

export const shardStage: Stage = {
  name: 'shards',
  async run(ctx) {
    const { count, bytes } = await writeShards(ctx, ctx.get('records'), 'zip');
    ctx.addReport('Shards', [`${count} files under zip/, ${(bytes / 1e6).toFixed(1)} MB in all`]);
  },
};

/**
 * Writes records by ZIP as shards `{ prefix, zips }` (ZipShard, ChangeShard) under a folder of the
 * output (`zip`, or an edition's `1981-2010/zip`).
 * @example await writeShards(ctx, records, '1981-2010/zip') // { count: 896, bytes: 41_000_000 }
 */
export async function writeShards<T = ZipRecord>(ctx: BuildContext, records: ReadonlyMap<string, T>, folder: string): Promise<{ count: number; bytes: number }> {
  const shards = new Map<string, Record<string, T>>();
  for (const [zip, record] of records) {
    const prefix = shardPrefix(zip);
    const zips = shards.get(prefix) ?? {};
    zips[zip] = record;
    shards.set(prefix, zips);
  }
  await mkdir(ctx.outPath(folder), { recursive: true });
  let bytes = 0;
  for (const [prefix, zips] of [...shards].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const shard: { prefix: string; zips: Record<string, T> } = { prefix, zips };
    const json = JSON.stringify(shard);
    bytes += Buffer.byteLength(json);
    writeFileSync(ctx.outPath(`${folder}/${prefix}.json`), json);
  }
  return { count: shards.size, bytes };
}
