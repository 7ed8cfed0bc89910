/**
 * Stage "serving": the serving form under serve/ (lib/serving/layout.ts), which the API and the
 * Netlify Function answer from, from the same records as the shards: every edition's ZIP records,
 * the climate profiles and the changes. The shards and downloads stay for clients and data users.
 */
import { writeFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import type { EditionRegistry } from '../../lib/editions.ts';
import { loadPolygonTest } from '../../lib/outline.ts';
import type { ProfileStation, ProfileZip } from '../../lib/profile/types.ts';
import { SERVING_FILES, SERVING_FOLDER } from '../../lib/serving/layout.ts';
import type { Stage } from '../context.ts';
import { servingFiles } from '../serving/encode.ts';
import { outlineFile, usOutline } from '../serving/usOutline.ts';

export function servingStage(editions: EditionRegistry): Stage {
  return {
    name: 'serving',
    async run(ctx) {
      const profileZips = new Map<string, ProfileZip>();
      const profileStations = new Map<string, ProfileStation>();
      for (const shard of ctx.find('profileShards') ?? []) {
        for (const [zip, entry] of Object.entries(shard.zips)) profileZips.set(zip, entry);
        for (const [id, station] of Object.entries(shard.stations)) profileStations.set(id, station);
      }
      const files = servingFiles({
        editions: [
          { slug: editions.default.slug, records: ctx.get('records') },
          ...[...(ctx.find('editionRecords') ?? [])].map(([slug, records]) => ({ slug, records })),
        ],
        profile: profileZips.size > 0 ? { zips: profileZips, stations: profileStations } : undefined,
        changes: ctx.find('changes'),
        points: ctx.find('pointCandidates'),
        daily: ctx.find('daily'),
      });
      files.set(SERVING_FILES.outline, outlineFile(usOutline(), await loadPolygonTest()));
      await mkdir(ctx.outPath(SERVING_FOLDER), { recursive: true });
      for (const [path, bytes] of files) writeFileSync(ctx.outPath(path), bytes);
      ctx.addReport('Serving form (what the API answers from)', [
        ...[...files].map(([path, bytes]) => `${path}: ${(bytes.length / 1e6).toFixed(2)} MB`),
        `${([...files.values()].reduce((n, b) => n + b.length, 0) / 1e6).toFixed(1)} MB in all`,
      ]);
    },
  };
}
