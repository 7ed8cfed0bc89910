/**
 * A small, readable dataset for handler tests, held in memory: a manifest and ZIP shards in the
 * pipeline's shapes, plus a DataStore over them that counts reads and can be broken on purpose.
 * The serving form the API reads is derived from the shards when read (test/support/servingFixture.ts),
 * unless a test sets a serving-form file itself (bytes, or null for a missing file).
 */
import { MONTH_NAMES } from '../../lib/constants.ts';
import { NO_DAY_COUNTS, NO_QUARTILES } from '../../lib/dayCounts.ts';
import type { CoveredZip, EditionManifest, Manifest, QuarantinedZip, UncoveredZip, ZipShard } from '../../lib/dataTypes.ts';
import type { MonthlyNormals } from '../../lib/types.ts';
import type { DataStore } from '../../api/data/dataStore.ts';
import { ANCHORAGE_REASON, profileFiles } from './profileFixtures.ts';
import { fixtureDaily } from './dailyFixture.ts';
import { servingFromShards } from './servingFixture.ts';

/** [high, low, mean, precip, snow] for January … December. */
type MonthRow = [number, number, number, number | null, number | null];

const months = (rows: MonthRow[]): MonthlyNormals[] =>
  rows.map(([avgHighF, avgLowF, avgMeanF, avgPrecipIn, avgSnowIn], i) => ({
    month: i + 1,
    monthName: MONTH_NAMES[i]!,
    avgHighF,
    avgLowF,
    avgMeanF,
    avgPrecipIn,
    avgSnowIn,
    ...NO_DAY_COUNTS,
    precipQuartilesIn: NO_QUARTILES,
  }));

export const CENTRAL_PARK: CoveredZip = {
  coverage: 'covered',
  location: { zip: '10024', lat: 40.78566, lon: -73.971269 },
  station: { id: 'USW00094728', name: 'NEW YORK CNTRL PK TWR, NY US', lat: 40.7789, lon: -73.9692, distanceMi: 0.5, elevationFt: 130 },
  confidence: 'high',
  confidenceNote: 'The station is 0.5 miles away: its normals should closely match this ZIP, though local terrain, elevation and water can still make a difference.',
  months: months([
    [39.5, 27.9, 33.7, 3.64, 8.8],
    [42.2, 29.5, 35.9, 3.19, 10.1],
    [49.9, 35.8, 42.8, 4.29, 5.0],
    [61.8, 45.5, 53.7, 4.09, 0.4],
    [71.4, 54.7, 63.1, 3.96, 0.0],
    [79.7, 64.2, 72.0, 4.54, 0.0],
    [84.9, 69.8, 77.4, 4.6, 0.0],
    [83.3, 68.8, 76.1, 4.56, 0.0],
    [76.2, 62.0, 69.1, 4.31, 0.0],
    [64.5, 50.9, 57.7, 4.38, 0.0],
    [54.0, 41.9, 47.9, 3.58, 0.5],
    [44.3, 33.1, 38.7, 4.38, 4.9],
  ]),
  yearSummary: { warmestMonth: 'July', coolestMonth: 'January', wettestMonth: 'July', driestMonth: 'February' },
};

/** A covered ZIP whose station has temperature normals only. */
export const DRY_STATION: CoveredZip = {
  ...CENTRAL_PARK,
  location: { zip: '10025', lat: 40.7985, lon: -73.9684 },
  months: CENTRAL_PARK.months.map((m) => ({ ...m, avgPrecipIn: null, avgSnowIn: null })),
  yearSummary: { warmestMonth: 'July', coolestMonth: 'January', wettestMonth: null, driestMonth: null },
};

export const ANCHORAGE: UncoveredZip = {
  coverage: 'station-not-in-build',
  location: { zip: '99501', lat: 61.2225, lon: -149.8563 },
  station: { id: 'USW00026451', name: 'ANCHORAGE TED STEVENS INTL AP, AK US', lat: 61.1689, lon: -150.0278, distanceMi: 6.4, elevationFt: 131 },
  confidence: 'high',
};

/** A ZIP whose nearest station's monthly file failed validation and was quarantined. */
export const QUARANTINED: QuarantinedZip = {
  coverage: 'station-quarantined',
  location: { zip: '99567', lat: 61.4227, lon: -149.3632 },
  station: { id: 'USC00505733', name: 'MATANUSKA AES, AK US', lat: 61.5658, lon: -149.2536, distanceMi: 12.8, elevationFt: 150 },
  confidence: 'medium',
  reason: 'USC00505733 MLY-TMAX-NORMAL: the mean of months 6, 7, 8 is 88.4, but JJA-TMAX-NORMAL is 66.4 (tolerance 0.1)',
};

export const FIXTURE_MANIFEST: Manifest = {
  schemaVersion: 2,
  defaultEdition: '1991-2020',
  inputs: [],
  zctas: 3,
  synthetic: false,
  downloads: [],
  profile: { zips: 2, stations: 1, zipsQuarantined: 1, quarantined: [{ id: 'USW00026451', reason: ANCHORAGE_REASON }] },
  daily: { stations: 1, quarantined: [] },
  editions: {
    '1991-2020': {
      normalsPeriod: '1991–2020',
      counts: {
        zipsMapped: 3,
        zipsWithNormals: 2,
        zipsStationNotInBuild: 1,
        zipsStationQuarantined: 1,
        stationsInCatalog: 2,
        stationsWithTemperatureNormals: 2,
        stationsWithMonthlyValues: 1,
        stationsServingZips: 1,
        zipsWithDayCounts: 0,
        stationsQuarantined: 1,
        shards: 2,
      },
      shardPrefixes: ['100', '995'],
      quarantined: [{ id: QUARANTINED.station.id, reason: QUARANTINED.reason }],
      snowfall: { available: true, note: 'monthly snowfall from the by-station files' },
      downloads: [],
    },
  },
};

/**
 * The fixture manifest with more editions beside the default, or other default shard prefixes.
 * @example fixtureManifest({ prefixes: ['100'], editions: { '1981-2010': section } })
 */
export function fixtureManifest({ prefixes, editions = {} }: { prefixes?: string[]; editions?: Record<string, EditionManifest> }): Manifest {
  const current = FIXTURE_MANIFEST.editions['1991-2020']!;
  return { ...FIXTURE_MANIFEST, editions: { '1991-2020': { ...current, shardPrefixes: prefixes ?? current.shardPrefixes }, ...editions } };
}

const shard = (prefix: string, records: (CoveredZip | UncoveredZip | QuarantinedZip)[]): ZipShard => ({
  prefix,
  zips: Object.fromEntries(records.map((r) => [r.location.zip, r])),
});

/** The files of the fixture dataset, by path under site/data. */
export function fixtureFiles(): Map<string, unknown> {
  return new Map<string, unknown>([
    ['manifest.json', FIXTURE_MANIFEST],
    ['zip/100.json', shard('100', [CENTRAL_PARK, DRY_STATION])],
    ['zip/995.json', shard('995', [ANCHORAGE, QUARANTINED])],
    ...profileFiles(CENTRAL_PARK, DRY_STATION, ANCHORAGE),
    fixtureDaily(CENTRAL_PARK.station.id, CENTRAL_PARK.months),
  ]);
}

export interface MemoryStore extends DataStore {
  files: Map<string, unknown>;
  /** Every path read, in order. */
  reads: string[];
}

/** A file's bytes: set as bytes, or the serving form made from the shards (null: deleted on purpose). */
function bytesOf(files: Map<string, unknown>, path: string): Uint8Array | undefined {
  const set = files.get(path);
  if (set instanceof Uint8Array) return set;
  return set === null ? undefined : servingFromShards(files).get(path);
}

/** @example const store = memoryStore(); store.files.delete('manifest.json') */
export function memoryStore(files = fixtureFiles()): MemoryStore {
  const reads: string[] = [];
  return {
    files,
    reads,
    async readJson(path) {
      reads.push(path);
      if (!files.has(path)) throw new Error(`ENOENT: ${path}`);
      return structuredClone(files.get(path));
    },
    async openRanges(path) {
      reads.push(path);
      const bytes = bytesOf(files, path);
      if (!bytes) return null;
      return {
        size: bytes.length,
        read(position, length, into) {
          const part = bytes.subarray(position, position + length);
          into.set(part);
          return part.length;
        },
      };
    },
  };
}
