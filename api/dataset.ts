/**
 * The built dataset as the handler sees it: the manifest, read once per instance (memoised at
 * module scope by whoever holds the Dataset), and the ZIP shards of each edition through the
 * instance's bounded cache of data files (api/dataFiles.ts), which the other routes' shards share.
 */
import { EDITION_REGISTRY, editionDataPath, type Edition, type EditionRegistry } from '../lib/editions.ts';
import { shardPrefix } from '../lib/zip.ts';
import type { CoveredZip, Manifest, ZipRecord, ZipShard } from '../lib/dataTypes.ts';
import type { MonthlyNormals } from '../lib/types.ts';
import { dataFiles, MAX_CACHED_FILES, memoise, read, unavailable, type DataFiles } from './dataFiles.ts';
import type { DataStore } from './dataStore.ts';

export type ZipLookup =
  | { kind: 'record'; record: ZipRecord }
  /** No ZCTA has this ZIP: the build has no record of it. */
  | { kind: 'not-in-dataset' };

export interface Dataset {
  manifest(): Promise<Manifest>;
  /**
   * Reads one shard at most, of the edition asked (default the registry's default). Rejects with
   * DataUnavailableError when its data cannot be read or the build has no such edition.
   */
  lookup(zip: string, edition?: Edition): Promise<ZipLookup>;
  /** The instance's cache of parsed data files, for the other kinds of shard. */
  files: DataFiles;
}

/**
 * @example const dataset = createDataset(fileDataStore('site/data')); await dataset.lookup('10024')
 */
export function createDataset(
  store: DataStore,
  log: (line: string) => void = console.error,
  maxCachedFiles = MAX_CACHED_FILES,
  editions: EditionRegistry = EDITION_REGISTRY,
): Dataset {
  const manifest = memoise(async () => {
    const value = await read(store, 'manifest.json', 'dataset', log);
    if (!isManifest(value)) throw unavailable('manifest.json', 'not a manifest', 'dataset', log);
    const prefixes = new Map(Object.entries(value.editions).map(([slug, part]) => [slug, new Set(part.shardPrefixes)]));
    return { manifest: value, prefixes };
  });
  const files = dataFiles(store, log, maxCachedFiles);
  const shard = (prefix: string, edition: Edition) =>
    files.load(editionDataPath(edition, `zip/${prefix}.json`), 'shard', (v): v is ZipShard => isShard(v, prefix), 'a ZIP shard', shareStationParts);

  return {
    manifest: async () => (await manifest()).manifest,
    files,
    async lookup(zip, edition = editions.default) {
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

function isManifest(value: unknown): value is Manifest {
  const v = value as Partial<Manifest> | null;
  if (typeof v !== 'object' || v === null || typeof v.defaultEdition !== 'string' || typeof v.editions !== 'object' || v.editions === null) return false;
  const sections = Object.values(v.editions);
  return typeof v.editions[v.defaultEdition]?.counts === 'object' && sections.every((e) => Array.isArray(e?.shardPrefixes));
}

function isShard(value: unknown, prefix: string): value is ZipShard {
  const v = value as Partial<ZipShard> | null;
  return typeof v === 'object' && v !== null && v.prefix === prefix && typeof v.zips === 'object' && v.zips !== null;
}
