/**
 * The climate profile shards (site/data/profile/<prefix>.json) as the /climate-profile route sees
 * them: through the instance's bounded cache of data files (api/dataFiles.ts), like the ZIP shards,
 * and only by this route, so /typical-weather requests never load them. The manifest says which
 * prefixes exist.
 */
import type { ProfileShard, ProfileStation, ProfileZip } from '../lib/profileTypes.ts';
import { shardPrefix } from '../lib/zip.ts';
import { memoise, unavailable } from './dataFiles.ts';
import type { Dataset } from './dataset.ts';

export type ProfileLookup = { kind: 'profile'; zip: ProfileZip; station: ProfileStation } | { kind: 'not-in-dataset' };

export interface ProfileDataset {
  /** Reads one profile shard at most. Rejects with DataUnavailableError when its data cannot be read. */
  lookup(zip: string): Promise<ProfileLookup>;
}

/** @example await createProfileDataset(dataset).lookup('10024') */
export function createProfileDataset(dataset: Dataset, log: (line: string) => void = console.error): ProfileDataset {
  const prefixes = memoise(async () => new Set((await dataset.manifest()).shardPrefixes));
  const shard = (prefix: string) =>
    dataset.files.load(`profile/${prefix}.json`, 'shard', (v): v is ProfileShard => isProfileShard(v, prefix), 'a profile shard');
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
