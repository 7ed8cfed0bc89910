/**
 * The built dataset as the handler sees it: the manifest, read once per instance (memoised at
 * module scope by whoever holds the Dataset), and the ZIP shards, kept parsed in a cache of the
 * MAX_CACHED_SHARDS most recently used. A failed read is not memoised, so a shard that comes back
 * is served again without a restart.
 */
import { shardPrefix } from '../lib/zip.ts';
import type { CoveredZip, Manifest, MonthlyNormals, ZipRecord, ZipShard } from '../lib/types.ts';
import type { DataStore } from './dataStore.ts';

/** A shard or the manifest could not be read or is not what the pipeline writes. */
export class DataUnavailableError extends Error {
  override name = 'DataUnavailableError';
  constructor(
    message: string,
    /** Whether the whole dataset is unavailable (its manifest) or only one shard's ZIPs. */
    readonly scope: 'dataset' | 'shard',
  ) {
    super(message);
  }
}

/**
 * Parsed shards kept per instance, least recently used out. At full scale there are 896 shards
 * (64 MB of JSON, up to 182 KB each): a cache of 128 missed 86 % of random ZIPs, each miss a
 * whole-shard parse (950 req/s, p99 144 ms), while all of them, with each station's months shared
 * (shareStationParts), hold about 40 MB of heap. So the bound keeps the whole country and only
 * caps a larger dataset (bench/fullscale.ts).
 */
export const MAX_CACHED_SHARDS = 1024;

export type ZipLookup =
  | { kind: 'record'; record: ZipRecord }
  /** No ZCTA has this ZIP: the build has no record of it. */
  | { kind: 'not-in-dataset' };

export interface Dataset {
  manifest(): Promise<Manifest>;
  /** Reads one shard at most. Rejects with DataUnavailableError when its data cannot be read. */
  lookup(zip: string): Promise<ZipLookup>;
}

/**
 * @example const dataset = createDataset(fileDataStore('site/data')); await dataset.lookup('10024')
 */
export function createDataset(
  store: DataStore,
  log: (line: string) => void = console.error,
  maxCachedShards = MAX_CACHED_SHARDS,
): Dataset {
  const manifest = memoise(async () => {
    const value = await read(store, 'manifest.json', 'dataset', log);
    if (!isManifest(value)) throw unavailable('manifest.json', 'not a manifest', 'dataset', log);
    return { manifest: value, prefixes: new Set(value.shardPrefixes) };
  });
  // A Map iterates in insertion order: re-inserting on use keeps the least recently used first.
  const shards = new Map<string, () => Promise<ZipShard>>();
  const shard = (prefix: string) => {
    let load = shards.get(prefix);
    if (load) {
      shards.delete(prefix);
    } else {
      load = memoise(async () => {
        const path = `zip/${prefix}.json`;
        const value = await read(store, path, 'shard', log);
        if (!isShard(value, prefix)) throw unavailable(path, 'not a ZIP shard', 'shard', log);
        return shareStationParts(value);
      });
    }
    shards.set(prefix, load);
    if (shards.size > maxCachedShards) shards.delete(shards.keys().next().value!);
    return load();
  };

  return {
    manifest: async () => (await manifest()).manifest,
    async lookup(zip) {
      const prefix = shardPrefix(zip);
      if (!(await manifest()).prefixes.has(prefix)) return { kind: 'not-in-dataset' };
      const { zips } = await shard(prefix);
      const record = Object.hasOwn(zips, zip) ? zips[zip] : undefined;
      return record ? { kind: 'record', record } : { kind: 'not-in-dataset' };
    },
  };
}

/**
 * The ZIPs of one station carry the same months and year summary; one copy per station and shard
 * instead of one per ZIP keeps a parsed shard at about half its size (at full scale 33,791 ZIPs
 * share 6,722 stations). Shared only when the months are equal value for value, so a shard that
 * broke the pipeline's rule is still answered exactly as written. Records are never mutated (the
 * handler builds new response objects), so sharing is safe.
 */
function shareStationParts(shard: ZipShard): ZipShard {
  const first = new Map<string, CoveredZip>();
  for (const record of Object.values(shard.zips)) {
    if (record.coverage !== 'covered') continue;
    const earlier = first.get(record.station.id);
    if (!earlier) first.set(record.station.id, record);
    else if (sameMonths(earlier.months, record.months)) Object.assign(record, { months: earlier.months, yearSummary: earlier.yearSummary });
  }
  return shard;
}

function sameMonths(a: readonly MonthlyNormals[], b: readonly MonthlyNormals[]): boolean {
  if (a.length !== b.length) return false;
  return a.every((m, i) => {
    const n = b[i]!;
    return m.month === n.month && m.avgHighF === n.avgHighF && m.avgLowF === n.avgLowF && m.avgMeanF === n.avgMeanF &&
      m.avgPrecipIn === n.avgPrecipIn && m.avgSnowIn === n.avgSnowIn;
  });
}

/** Caches a successful result; a rejection is forgotten so the next call tries again. */
function memoise<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}

type Scope = DataUnavailableError['scope'];

async function read(store: DataStore, path: string, scope: Scope, log: (line: string) => void): Promise<unknown> {
  try {
    return await store.readJson(path);
  } catch (error) {
    throw unavailable(path, error instanceof Error ? error.message : String(error), scope, log);
  }
}

function unavailable(path: string, why: string, scope: Scope, log: (line: string) => void): DataUnavailableError {
  log(`data unavailable: ${path}: ${why}`);
  return new DataUnavailableError(`${path}: ${why}`, scope);
}

function isManifest(value: unknown): value is Manifest {
  const v = value as Partial<Manifest> | null;
  return typeof v === 'object' && v !== null && Array.isArray(v.shardPrefixes) && typeof v.counts === 'object';
}

function isShard(value: unknown, prefix: string): value is ZipShard {
  const v = value as Partial<ZipShard> | null;
  return typeof v === 'object' && v !== null && v.prefix === prefix && typeof v.zips === 'object' && v.zips !== null;
}
