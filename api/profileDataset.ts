/**
 * The climate profile shards (site/data/profile/<prefix>.json) as the /climate-profile route sees
 * them: read at most once per instance, like the ZIP shards (api/dataset.ts), and only by this
 * route, so /typical-weather requests never load them. The manifest says which prefixes exist.
 */
import type { ProfileShard, ProfileStation, ProfileZip } from '../lib/profileTypes.ts';
import { shardPrefix } from '../lib/zip.ts';
import { memoise, read, unavailable, type Dataset } from './dataset.ts';
import type { DataStore } from './dataStore.ts';

export type ProfileLookup = { kind: 'profile'; zip: ProfileZip; station: ProfileStation } | { kind: 'not-in-dataset' };

export interface ProfileDataset {
  /** Reads one profile shard at most. Rejects with DataUnavailableError when its data cannot be read. */
  lookup(zip: string): Promise<ProfileLookup>;
}

/** @example await createProfileDataset(store, dataset).lookup('10024') */
export function createProfileDataset(store: DataStore, dataset: Dataset, log: (line: string) => void = console.error): ProfileDataset {
  const prefixes = memoise(async () => new Set((await dataset.manifest()).shardPrefixes));
  const shards = new Map<string, () => Promise<ProfileShard>>();
  const shard = (prefix: string) => {
    let load = shards.get(prefix);
    if (!load) {
      load = memoise(async () => {
        const path = `profile/${prefix}.json`;
        const value = await read(store, path, 'shard', log);
        if (!isProfileShard(value, prefix)) throw unavailable(path, 'not a profile shard', 'shard', log);
        return value;
      });
      shards.set(prefix, load);
    }
    return load();
  };
  return {
    async lookup(zip) {
      const prefix = shardPrefix(zip);
      if (!(await prefixes()).has(prefix)) return { kind: 'not-in-dataset' };
      const { zips, stations } = await shard(prefix);
      const entry = Object.hasOwn(zips, zip) ? zips[zip] : undefined;
      const station = entry && Object.hasOwn(stations, entry.stationId) ? stations[entry.stationId] : undefined;
      if (entry && !station) throw unavailable(`profile/${prefix}.json`, `no station ${entry.stationId} for ZIP ${zip}`, 'shard', log);
      return entry && station ? { kind: 'profile', zip: entry, station } : { kind: 'not-in-dataset' };
    },
  };
}

function isProfileShard(value: unknown, prefix: string): value is ProfileShard {
  const v = value as Partial<ProfileShard> | null;
  return typeof v === 'object' && v !== null && v.prefix === prefix && typeof v.zips === 'object' && v.zips !== null &&
    typeof v.stations === 'object' && v.stations !== null;
}
