/**
 * The serving form against the shards of one build: every ZIP of every shard, in every edition, for
 * the profile and the change, must come back from the API's dataset module (api/data/dataset.ts) as the
 * same JSON text as the shard holds. Used on the mirror build (test/pipeline) and on the full-scale
 * simulation (test/e2e/fullscale.test.ts).
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createDataset } from '../../api/data/dataset.ts';
import { fileDataStore } from '../../api/data/dataStore.ts';
import type { Manifest, ZipShard } from '../../lib/dataTypes.ts';
import { EDITION_REGISTRY, editionDataPath } from '../../lib/editions.ts';
import type { ChangeShard } from '../../lib/profile/changeTypes.ts';
import type { ProfileShard } from '../../lib/profile/types.ts';
import { readShards } from './shards.ts';

export interface Equality {
  /** ZIP answers compared, by kind ("1991-2020", "1981-2010", "profile"). */
  checked: Record<string, number>;
  /** The first differences found, as "kind ZIP: served … shard …". */
  mismatches: string[];
}

/** @example const { mismatches } = await servingEqualsShards('site/data') */
export async function servingEqualsShards(dataDir: string, editions = EDITION_REGISTRY): Promise<Equality> {
  const dataset = createDataset(fileDataStore(dataDir), () => {}, editions);
  const manifest = JSON.parse(await readFile(join(dataDir, 'manifest.json'), 'utf8')) as Manifest;
  const checked: Record<string, number> = {};
  const mismatches: string[] = [];
  const compare = (kind: string, zip: string, served: unknown, written: unknown) => {
    checked[kind] = (checked[kind] ?? 0) + 1;
    const [a, b] = [JSON.stringify(served), JSON.stringify(written)];
    if (a !== b && mismatches.length < 20) mismatches.push(`${kind} ${zip}: served ${a?.slice(0, 300)} shard ${b?.slice(0, 300)}`);
  };

  for (const edition of editions.all.filter((e) => Object.hasOwn(manifest.editions, e.slug))) {
    for (const shard of await readShards<ZipShard>(join(dataDir, editionDataPath(edition, 'zip')))) {
      for (const [zip, record] of Object.entries(shard.zips)) compare(edition.slug, zip, await dataset.lookup(zip, edition), { kind: 'record', record });
    }
  }
  const base = editions.changeBase && Object.hasOwn(manifest.editions, editions.changeBase.slug) ? editions.changeBase : null;
  const changes = new Map<string, unknown>();
  if (base) for (const shard of await readShards<ChangeShard>(join(dataDir, editionDataPath(base, 'change')))) for (const [zip, c] of Object.entries(shard.zips)) changes.set(zip, c);
  for (const shard of await readShards<ProfileShard>(join(dataDir, 'profile'))) {
    for (const [zip, entry] of Object.entries(shard.zips)) {
      const station = shard.stations[entry.stationId]!;
      const written = 'quarantined' in station
        ? { kind: 'quarantined', zip: entry, station }
        : { kind: 'profile', zip: entry, station, change: changes.get(zip) ?? null };
      compare('profile', zip, await dataset.profile(zip), written);
    }
  }
  return { checked, mismatches };
}
