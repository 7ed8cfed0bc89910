/**
 * The shapes of the built data files under site/data/, written by the pipeline and read by the API
 * and the page (the API's answers are lib/types.ts).
 */
import type { ConfidenceTier, PlacePoint } from './constants.ts';
import type { ProfileManifest } from './profile/types.ts';
import type { FileField } from './weather/nullNote.ts';
import type { MonthlyNormals, PointLocation, ResolvedLocation, StationInfo, YearSummary } from './types.ts';


/**
 * A ZIP whose nearest station has monthly normals in the build: everything of the
 * whole-year response that depends on the ZIP (the constant fields come from constants.ts).
 */
export interface CoveredZip<L = ResolvedLocation> {
  coverage: 'covered';
  location: L;
  station: StationInfo;
  confidence: ConfidenceTier;
  confidenceNote: string;
  months: MonthlyNormals[];
  yearSummary: YearSummary;
  /** The day counts and quartiles whose columns the build's file for the station lacks; absent when it has them all. */
  notInFile?: FileField[];
}

/**
 * A real ZCTA whose true nearest temperature-normals station has no monthly values in
 * this build. The API answers 422 naming the station; never another station's values.
 */
export interface UncoveredZip<L = ResolvedLocation> {
  coverage: 'station-not-in-build';
  location: L;
  station: StationInfo;
  confidence: ConfidenceTier;
  /**
   * The other editions (period slugs) whose own nearest station answers this ZIP, for the 422's hint;
   * absent when the build has no other edition. Never used to answer: a hint, not a substitute.
   */
  coveredBy?: string[];
}

/**
 * A real ZCTA whose true nearest temperature-normals station's monthly values failed validation
 * and were quarantined. The API answers 422 naming the station and the reason; never another station.
 */
export interface QuarantinedZip<L = ResolvedLocation> {
  coverage: 'station-quarantined';
  location: L;
  station: StationInfo;
  confidence: ConfidenceTier;
  /** Why the station's monthly values were left out (their first validation problem). */
  reason: string;
}

export type ZipRecord = CoveredZip | UncoveredZip | QuarantinedZip;

/** A place's record by its coordinates: a ZIP's record, at the point (lib/types.ts PointLocation). */
export type PointRecord = CoveredZip<PointLocation> | UncoveredZip<PointLocation> | QuarantinedZip<PointLocation>;

/** site/data/zip/<first 3 digits>.json */
export interface ZipShard {
  prefix: string;
  zips: Record<string, ZipRecord>;
}

/** One place of the city index: the ZIP that answers for it. */
export interface CityEntry {
  /** The ZCTA of the place's own state whose internal point is nearest the place's point. */
  zip: string;
  /** The gazetteer entry it came from, as written there, e.g. "St. Louis city" (in the island areas, GeoNames' name). */
  name: string;
  /** The place's point: GeoNames' centre, or the Census internal point where GeoNames has none near it. */
  point: PlacePoint;
}

/**
 * site/data/cities/<USPS code>.json: every name a place of that state answers to (normalised by
 * lib/placeName.ts, keys sorted), after duplicates were settled at build time.
 */
export interface CityIndexFile {
  state: string;
  cities: Record<string, CityEntry>;
}

export interface InputFile {
  /** Path relative to the raw data folder, as laid out upstream. */
  path: string;
  bytes: number;
  sha256: string;
}

export type InputsFrom = { kind: 'locked-download'; lock: string; absentUpstream: string[] } | { kind: 'raw-folder' };

export interface DownloadFile {
  /** Path relative to site/, e.g. "data/download/typical-weather-zip-months.csv.gz". */
  path: string;
  bytes: number;
  sha256: string;
  description: string;
}

/**
 * site/data/manifest.json: what the build read and made. No timestamps (builds are reproducible).
 * Every edition, the default too, is one section under `editions`.
 */
export interface Manifest {
  schemaVersion: 2;
  /** The `period` slug answered when none is given: its section is `editions[defaultEdition]`. */
  defaultEdition: string;
  inputs: InputFile[];
  /**
   * How the build got its inputs: downloaded and verified against the upstream lock (naming the
   * files upstream answered 404 for, built without), or read from a raw data folder.
   */
  inputsFrom?: InputsFrom;
  /** ZIP Code Tabulation Areas read from the Census gazetteer: every edition maps each of them. */
  zctas: number;
  /**
   * True only for a scale simulation built from the synthetic raw data of test/support (its raw
   * folder holds SYNTHETIC.txt): its values are not NOAA's, and /health says so.
   */
  synthetic: boolean;
  /** Bulk downloads of no one edition (the climate profile's); each edition lists its own. */
  downloads: DownloadFile[];
  profile: ProfileManifest;
  /** The daily normals served (absent from a build older than them). */
  daily?: DailyManifest;
  /** Every normals edition of this build, by `period` slug (lib/editions.ts). */
  editions: Record<string, EditionManifest>;
}

/** How many stations have daily normals in the build, and the station files quarantined with the reason. */
export interface DailyManifest {
  stations: number;
  quarantined: { id: string; reason: string }[];
}

/**
 * site/data/zcta-points.json: every ZCTA's internal point, so the API can answer an address whose
 * own ZIP is not a ZCTA with the ZCTA nearest the geocoder's point (lib/zctaPoints.ts reads it).
 */
export interface ZctaPointsFile {
  /** Every ZCTA, 5 digits each, run together in ZIP order. */
  zips: string;
  /** Each ZCTA's latitude and longitude in units of 1e-4 degree (about 11 m), interleaved. */
  points: number[];
}

/** A station whose values failed the build's cross-check: left out, its ZIPs answered 422 naming it. */
export interface QuarantinedStation {
  id: string;
  /** The station's name, when its catalog has it (a by-station edition's monthly file may have no catalog entry). */
  name?: string;
  reason: string;
}

/** An edition's counts, the same fields for every edition. */
export interface EditionCounts {
  zipsMapped: number;
  zipsWithNormals: number;
  zipsStationNotInBuild: number;
  zipsStationQuarantined: number;
  stationsInCatalog: number;
  stationsWithTemperatureNormals: number;
  stationsWithMonthlyValues: number;
  /** Distinct stations that answer at least one covered ZIP. */
  stationsServingZips: number;
  /** Covered ZIPs with at least one of NCEI's monthly day counts (lib/dayCounts.ts); the others' are all null. */
  zipsWithDayCounts: number;
  /** Stations whose values failed validation and were left out (see `quarantined`). */
  stationsQuarantined: number;
  shards: number;
}

/** One edition in the manifest: its files live under site/data/<its data folder>/. */
export interface EditionManifest {
  normalsPeriod: string;
  counts: EditionCounts;
  /**
   * Every shard the edition wrote (<data folder>/zip/<prefix>.json), sorted. A ZIP whose prefix is
   * not here is not in the dataset; a listed shard that cannot be read is an outage, not a 422.
   */
  shardPrefixes: string[];
  /** Stations whose values failed validation, by id, and why; their ZIPs are answered 422. */
  quarantined: QuarantinedStation[];
  /** Whether monthly snowfall is in the build, and if not, why every `avgSnowIn` is null. */
  snowfall: { available: boolean; note: string };
  downloads: DownloadFile[];
}
