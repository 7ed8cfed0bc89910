/**
 * Stage "shards": site/data/zip/<first 3 digits>.json, one small file per USPS sectional
 * center, so an API request reads one shard. Keys in ZIP order; compact JSON.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { shardPrefix } from '../../lib/zip.ts';
import type { ZipRecord, ZipShard } from '../../lib/types.ts';
import type { Stage } from '../context.ts';

export const shardStage: Stage = {
  name: 'shards',
  async run(ctx) {
    const shards = new Map<string, Record<string, ZipRecord>>();
    for (const [zip, record] of ctx.get('records')) {
      const prefix = shardPrefix(zip);
      const zips = shards.get(prefix) ?? {};
      zips[zip] = record;
      shards.set(prefix, zips);
    }
    await mkdir(ctx.outPath('zip'), { recursive: true });
    let bytes = 0;
    for (const [prefix, zips] of [...shards].sort(([a], [b]) => (a < b ? -1 : 1))) {
      const shard: ZipShard = { prefix, zips };
      const json = JSON.stringify(shard);
      bytes += Buffer.byteLength(json);
      await writeFile(ctx.outPath(`zip/${prefix}.json`), json);
    }
    ctx.addReport('Shards', [`${shards.size} files under zip/, ${(bytes / 1e6).toFixed(1)} MB in all`]);
  },
};
