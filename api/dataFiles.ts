/**
 * Reading the built data files (site/data) for the API: one bounded cache of parsed files per
 * instance, shared by every kind of shard (ZIP shards of each edition, climate profiles, changes),
 * least recently used out. A failed read is not kept, so a file that comes back is served again
 * without a restart; it is logged and rejected as DataUnavailableError, keeping its cause.
 */
import type { DataStore } from './dataStore.ts';

/** A shard or the manifest could not be read or is not what the pipeline writes. */
export class DataUnavailableError extends Error {
  override name = 'DataUnavailableError';
  constructor(
    message: string,
    /** Whether the whole dataset is unavailable (its manifest) or only one shard's ZIPs. */
    readonly scope: 'dataset' | 'shard',
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

type Scope = DataUnavailableError['scope'];

/**
 * Parsed files kept per instance. At full scale there are 896 shards per kind (64 MB of ZIP-shard
 * JSON, up to 182 KB each): a cache of 128 missed 86 % of random ZIPs, each miss a whole-shard parse
 * (950 req/s, p99 144 ms), while all 896 ZIP shards, with each station's months shared, hold about
 * 40 MB of heap. Three kinds now share the bound (ZIP shards of 1991–2020 and 1981–2010, climate
 * profiles: 2,688 files): under 60 s of random load over every ZCTA (60 % whole-year, 20 % 1981–2010,
 * 20 % climate profile, `npm start`'s flags) the server's RSS peaked at 208 MB keeping 1,024 files,
 * 191 MB keeping 768 and 170 MB keeping 512 (bench/fullscale.ts). 512 holds 200 MB with room for a
 * busier mix; a miss costs one shard parse (under 10 ms cold).
 */
export const MAX_CACHED_FILES = 512;

export interface DataFiles {
  /**
   * A parsed data file, checked by `isValid` and passed through `prepare` once.
   * @example await files.load('zip/100.json', 'shard', isZipShard, 'a ZIP shard')
   */
  load<T>(path: string, scope: Scope, isValid: (value: unknown) => value is T, what: string, prepare?: (value: T) => T): Promise<T>;
}

/** @example const files = dataFiles(fileDataStore('site/data'), console.error) */
export function dataFiles(store: DataStore, log: (line: string) => void, maxFiles = MAX_CACHED_FILES): DataFiles {
  // A Map iterates in insertion order: re-inserting on use keeps the least recently used first.
  const cached = new Map<string, () => Promise<unknown>>();
  return {
    load<T>(path: string, scope: Scope, isValid: (value: unknown) => value is T, what: string, prepare = (value: T) => value) {
      let entry = cached.get(path);
      if (entry) cached.delete(path);
      else {
        entry = memoise(async () => {
          const value = await read(store, path, scope, log);
          if (!isValid(value)) throw unavailable(path, `not ${what}`, scope, log);
          return prepare(value);
        });
      }
      cached.set(path, entry);
      if (cached.size > maxFiles) cached.delete(cached.keys().next().value!);
      return entry() as Promise<T>;
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

/** Reads one data file, or rejects with DataUnavailableError keeping the cause. */
export async function read(store: DataStore, path: string, scope: Scope, log: (line: string) => void): Promise<unknown> {
  try {
    return await store.readJson(path);
  } catch (error) {
    throw unavailable(path, error instanceof Error ? error.message : String(error), scope, log, error);
  }
}

/** Logs and makes the error for a data file that cannot be used. */
export function unavailable(path: string, why: string, scope: Scope, log: (line: string) => void, cause?: unknown): DataUnavailableError {
  log(`data unavailable: ${path}: ${why}`);
  return new DataUnavailableError(`${path}: ${why}`, scope, cause === undefined ? undefined : { cause });
}
