/**
 * The built dataset as the handler sees it: the manifest and the ZIP shards, each read at most
 * once per instance (memoised at module scope by whoever holds the Dataset). A failed read is not
 * memoised, so a shard that comes back is served again without a restart.
 */
import { DEFAULT_EDITION, editionDataPath, type Edition } from '../lib/editions.ts';
import { shardPrefix } from '../lib/zip.ts';
import type { Manifest, ZipRecord, ZipShard } from '../lib/dataTypes.ts';
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

export type ZipLookup =
  | { kind: 'record'; record: ZipRecord }
  /** No ZCTA has this ZIP: the build has no record of it. */
  | { kind: 'not-in-dataset' };

export interface Dataset {
  manifest(): Promise<Manifest>;
  /**
   * Reads one shard at most, of the edition asked (default 1991–2020). Rejects with
   * DataUnavailableError when its data cannot be read or the build has no such edition.
   */
  lookup(zip: string, edition?: Edition): Promise<ZipLookup>;
}

/**
 * @example const dataset = createDataset(fileDataStore('site/data')); await dataset.lookup('10024')
 */
export function createDataset(store: DataStore, log: (line: string) => void = console.error): Dataset {
  const manifest = memoise(async () => {
    const value = await read(store, 'manifest.json', 'dataset', log);
    if (!isManifest(value)) throw unavailable('manifest.json', 'not a manifest', 'dataset', log);
    const prefixes = new Map([[DEFAULT_EDITION.slug, new Set(value.shardPrefixes)]]);
    for (const [slug, part] of Object.entries(value.editions ?? {})) prefixes.set(slug, new Set(part.shardPrefixes));
    return { manifest: value, prefixes };
  });
  const shards = shardReader<ZipShard>(store, 'a ZIP shard', isShard, log);
  const shard = (prefix: string, edition: Edition) => shards(editionDataPath(edition, `zip/${prefix}.json`), prefix);

  return {
    manifest: async () => (await manifest()).manifest,
    async lookup(zip, edition = DEFAULT_EDITION) {
      const prefix = shardPrefix(zip);
      const prefixes = (await manifest()).prefixes.get(edition.slug);
      if (!prefixes) throw unavailable('manifest.json', `no ${edition.label} edition in this build`, 'dataset', log);
      if (!prefixes.has(prefix)) return { kind: 'not-in-dataset' };
      const { zips } = await shard(prefix, edition);
      const record = Object.hasOwn(zips, zip) ? zips[zip] : undefined;
      return record ? { kind: 'record', record } : { kind: 'not-in-dataset' };
    },
  };
}

/** Caches a successful result; a rejection is forgotten so the next call tries again. */
export function memoise<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}

/**
 * Shards by path, each read and checked at most once per instance (memoised; a failed read is
 * retried): the one place every shard of the API is loaded, so how many stay in memory is decided here.
 * @example const zipShard = shardReader<ZipShard>(store, 'a ZIP shard', isShard, log); await zipShard('zip/100.json', '100')
 */
export function shardReader<T>(
  store: DataStore,
  what: string,
  isValid: (value: unknown, prefix: string) => value is T,
  log: (line: string) => void,
  /** What is kept of a valid shard (e.g. a leaner form of it); the shard itself by default. */
  keep: (shard: T) => T = (shard) => shard,
): (path: string, prefix: string) => Promise<T> {
  const loads = new Map<string, () => Promise<T>>();
  return (path, prefix) => {
    let load = loads.get(path);
    if (!load) {
      load = memoise(async () => {
        const value = await read(store, path, 'shard', log);
        if (!isValid(value, prefix)) throw unavailable(path, `not ${what}`, 'shard', log);
        return keep(value);
      });
      loads.set(path, load);
    }
    return load();
  };
}

type Scope = DataUnavailableError['scope'];

export async function read(store: DataStore, path: string, scope: Scope, log: (line: string) => void): Promise<unknown> {
  try {
    return await store.readJson(path);
  } catch (error) {
    throw unavailable(path, error instanceof Error ? error.message : String(error), scope, log);
  }
}

export function unavailable(path: string, why: string, scope: Scope, log: (line: string) => void): DataUnavailableError {
  log(`data unavailable: ${path}: ${why}`);
  return new DataUnavailableError(`${path}: ${why}`, scope);
}

function isManifest(value: unknown): value is Manifest {
  const v = value as Partial<Manifest> | null;
  return typeof v === 'object' && v !== null && Array.isArray(v.shardPrefixes) && typeof v.counts === 'object';
}

/** A shard by ZIP as the pipeline writes it (ZipShard, ChangeShard): `{ prefix, zips }` of its own prefix. */
export function isShard<S extends { prefix: string; zips: object } = ZipShard>(value: unknown, prefix: string): value is S {
  const v = value as Partial<ZipShard> | null;
  return typeof v === 'object' && v !== null && v.prefix === prefix && typeof v.zips === 'object' && v.zips !== null;
}
