/**
 * The climate profile shards (site/data/profile/<prefix>.json) and the change shards of the
 * previous edition (site/data/1981-2010/change/<prefix>.json) as the /climate-profile route sees
 * them: through the instance's bounded cache of data files (api/dataFiles.ts), like the ZIP shards,
 * and only by this route, so /typical-weather requests never load them. The manifest says which exist.
 */
import type { ChangeRecord, ChangeShard } from '../lib/profile/changeTypes.ts';
import { EDITION_REGISTRY, editionDataPath, type EditionRegistry } from '../lib/editions.ts';
import { defaultSection } from '../lib/manifest.ts';
import { messages } from '../lib/messages.ts';
import type { ProfileShard, ProfileStation, ProfileZip } from '../lib/profile/types.ts';
import { shardPrefix } from '../lib/zip.ts';
import { memoise, unavailable } from './dataFiles.ts';
import type { Dataset } from './dataset.ts';

type WithProfile = Extract<ProfileStation, { profile: unknown }>;
type Quarantined = Extract<ProfileStation, { quarantined: string }>;

export type ProfileLookup =
  /** The station's profile, and the ZIP's change since 1981–2010 at that same station (or null with the reason). */
  | { kind: 'profile'; zip: ProfileZip; station: WithProfile; change: ChangeRecord }
  | { kind: 'quarantined'; zip: ProfileZip; station: Quarantined }
  | { kind: 'not-in-dataset' };

export interface ProfileDataset {
  /** Reads one profile shard and one change shard at most. Rejects with DataUnavailableError when its data cannot be read. */
  lookup(zip: string): Promise<ProfileLookup>;
}

/** @example await createProfileDataset(dataset).lookup('10024') */
export function createProfileDataset(dataset: Dataset, log: (line: string) => void = console.error, editions: EditionRegistry = EDITION_REGISTRY): ProfileDataset {
  const base = editions.changeBase;
  const built = memoise(async () => {
    const manifest = await dataset.manifest();
    return { prefixes: new Set(defaultSection(manifest).shardPrefixes), base: base !== null && Object.hasOwn(manifest.editions, base.slug) ? base : null };
  });
  const profiles = (prefix: string) =>
    dataset.files.load(`profile/${prefix}.json`, 'shard', (v): v is ProfileShard => isProfileShard(v, prefix), 'a profile shard');
  const changes = (path: string, prefix: string) =>
    dataset.files.load(path, 'shard', (v): v is ChangeShard => isPrefixShard(v, prefix), 'a change shard', shareByStation);

  /** The change at the ZIP's own station; a shard without the ZIP, or with another station, is broken data (503), never a null. */
  const changeOf = async (zip: string, prefix: string, stationId: string): Promise<ChangeRecord> => {
    const compared = (await built()).base;
    if (!compared) return { change: null, reason: messages.changeEditionNotInBuild(base?.label ?? '') };
    const path = editionDataPath(compared, `change/${prefix}.json`);
    const { zips } = await changes(path, prefix);
    const record = Object.hasOwn(zips, zip) ? zips[zip] : undefined;
    if (!record) throw unavailable(path, `no change for ZIP ${zip}`, 'shard', log);
    if (record.change !== null && record.change.station.id !== stationId) {
      throw unavailable(path, `the change of ZIP ${zip} is at ${record.change.station.id}, not at its station ${stationId}`, 'shard', log);
    }
    return record;
  };

  return {
    async lookup(zip) {
      const prefix = shardPrefix(zip);
      if (!(await built()).prefixes.has(prefix)) return { kind: 'not-in-dataset' };
      const { zips, stations } = await profiles(prefix);
      const entry = Object.hasOwn(zips, zip) ? zips[zip] : undefined;
      if (!entry) return { kind: 'not-in-dataset' };
      const station = Object.hasOwn(stations, entry.stationId) ? stations[entry.stationId] : undefined;
      if (!station) throw unavailable(`profile/${prefix}.json`, `no station ${entry.stationId} for ZIP ${zip}`, 'shard', log);
      if ('quarantined' in station) return { kind: 'quarantined', zip: entry, station };
      return { kind: 'profile', zip: entry, station, change: await changeOf(zip, prefix, entry.stationId) };
    },
  };
}

/** `{ prefix, zips }` of its own prefix, as the pipeline writes shards by ZIP. */
function isPrefixShard(value: unknown, prefix: string): boolean {
  const v = value as Partial<ChangeShard> | null;
  return typeof v === 'object' && v !== null && v.prefix === prefix && typeof v.zips === 'object' && v.zips !== null;
}

function isProfileShard(value: unknown, prefix: string): value is ProfileShard {
  const v = value as Partial<ProfileShard> | null;
  return isPrefixShard(value, prefix) && typeof v!.stations === 'object' && v!.stations !== null;
}

/**
 * One record per station in memory: the file repeats a station's change for each of its ZIPs (the
 * build computes it once per station). Measured with /climate-profile asked for every ZCTA (all 896
 * shards loaded): server RSS 169–202 MB with this, 211–218 MB without, 171 MB with no change shards.
 */
function shareByStation(shard: ChangeShard): ChangeShard {
  const first = new Map<string, ChangeRecord>();
  for (const [zip, record] of Object.entries(shard.zips)) {
    const key = record.change === null ? record.reason : record.change.station.id;
    const kept = first.get(key);
    if (kept) shard.zips[zip] = kept;
    else first.set(key, record);
  }
  return shard;
}
