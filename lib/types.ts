/**
 * The shapes of everything the service writes or answers: API payloads (SPEC.md) and the
 * built data files under site/data/. One definition, imported by pipeline, API and page.
 */
import type { ConfidenceTier, MonthName } from './constants.ts';

/** One month of normals (SPEC.md "Monthly normals object"). */
export interface MonthlyNormals {
  month: number;
  monthName: MonthName;
  avgHighF: number;
  avgLowF: number;
  avgMeanF: number;
  /** null when the station has no precipitation normal for this month. */
  avgPrecipIn: number | null;
  /** null when the station has no snowfall normal for this month. */
  avgSnowIn: number | null;
}

export interface ResolvedLocation {
  zip: string;
  lat: number;
  lon: number;
}

/** The station a ZIP is answered from. `id`, `lat`, `lon` go beyond SPEC.md for transparency. */
export interface StationInfo {
  id: string;
  name: string;
  lat: number;
  lon: number;
  distanceMi: number;
  elevationFt: number;
}

export interface YearSummary {
  warmestMonth: MonthName;
  coolestMonth: MonthName;
  /** null when the station has no precipitation normals. */
  wettestMonth: MonthName | null;
  driestMonth: MonthName | null;
}

export interface QueryEcho {
  zip: string;
  month: number | null;
  monthName?: MonthName;
  address?: string;
}

export interface Sources {
  normals: string;
  geocoding: string;
  license: string;
}

/** Fields both weather shapes carry (SPEC.md "Common fields"). */
export interface CommonFields {
  query: QueryEcho;
  location: ResolvedLocation;
  station: StationInfo;
  confidence: ConfidenceTier;
  confidenceNote: string;
  source: string;
  normalsPeriod: string;
  disclaimer: string;
  sources: Sources;
}

export interface OneMonthResponse extends CommonFields {
  normals: MonthlyNormals;
  summary: string;
}

export interface WholeYearResponse extends CommonFields {
  months: MonthlyNormals[];
  yearSummary: YearSummary;
}

export interface ErrorBody {
  error: string;
}

export interface HealthResponse {
  status: 'ok';
  service: string;
  description: string;
  dataset: {
    source: string;
    license: string;
    normalsPeriod: string;
    coverage: {
      /** ZIPs answered with normals. */
      zips: number;
      /** Stations those ZIPs are answered from. */
      stations: number;
      zipsMapped: number;
      zipsStationNotInBuild: number;
      stationsInCatalog: number;
      /** ZIPs whose nearest station's monthly file was quarantined (answered 422). */
      zipsStationQuarantined: number;
    };
    /** True for a scale simulation on synthetic values (never real normals). */
    synthetic: boolean;
  };
  endpoints: Record<string, string>;
}

// ---------------------------------------------------------------------------
// Built data files (site/data/…), written by the pipeline, read by the API.
// ---------------------------------------------------------------------------

/**
 * A ZIP whose nearest station has monthly normals in the build: everything of the
 * whole-year response that depends on the ZIP (the constant fields come from constants.ts).
 */
export interface CoveredZip {
  coverage: 'covered';
  location: ResolvedLocation;
  station: StationInfo;
  confidence: ConfidenceTier;
  confidenceNote: string;
  months: MonthlyNormals[];
  yearSummary: YearSummary;
}

/**
 * A real ZCTA whose true nearest temperature-normals station has no monthly values in
 * this build. The API answers 422 naming the station; never another station's values.
 */
export interface UncoveredZip {
  coverage: 'station-not-in-build';
  location: ResolvedLocation;
  station: StationInfo;
  confidence: ConfidenceTier;
}

/**
 * A real ZCTA whose true nearest temperature-normals station's monthly file failed validation
 * and was quarantined. The API answers 422 naming the station and the reason; never another station.
 */
export interface QuarantinedZip {
  coverage: 'station-quarantined';
  location: ResolvedLocation;
  station: StationInfo;
  confidence: ConfidenceTier;
  /** Why the station's monthly file was left out (its first validation problem). */
  reason: string;
}

export type ZipRecord = CoveredZip | UncoveredZip | QuarantinedZip;

/** site/data/zip/<first 3 digits>.json */
export interface ZipShard {
  prefix: string;
  zips: Record<string, ZipRecord>;
}

/** One place of the city index: the ZIP that answers for it. */
export interface CityEntry {
  /** The ZCTA of the place's own state whose internal point is nearest the place's internal point. */
  zip: string;
  /** The gazetteer entry it came from, as written there, e.g. "St. Louis city". */
  name: string;
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

export interface DownloadFile {
  /** Path relative to site/, e.g. "data/download/typical-weather-zip-months.csv.gz". */
  path: string;
  bytes: number;
  sha256: string;
  description: string;
}

/** site/data/manifest.json: what the build read and made. No timestamps (builds are reproducible). */
export interface Manifest {
  schemaVersion: 1;
  normalsPeriod: string;
  inputs: InputFile[];
  counts: {
    zctas: number;
    zipsMapped: number;
    zipsWithNormals: number;
    zipsStationNotInBuild: number;
    stationsInCatalog: number;
    stationsWithTemperatureNormals: number;
    stationsWithMonthlyValues: number;
    /** Distinct stations that answer at least one covered ZIP. */
    stationsServingZips: number;
    shards: number;
    /** Monthly files that failed validation and were left out (see `quarantined`). */
    stationsQuarantined: number;
    zipsStationQuarantined: number;
  };
  /**
   * True only for a scale simulation built from the synthetic raw data of test/support (its raw
   * folder holds SYNTHETIC.txt): its values are not NOAA's, and /health says so.
   */
  synthetic: boolean;
  /** Stations whose monthly file failed validation, by id, and why; their ZIPs are answered 422. */
  quarantined: { id: string; reason: string }[];
  /**
   * Every shard the build wrote (site/data/zip/<prefix>.json), sorted. A ZIP whose prefix is not
   * here is not in the dataset; a listed shard that cannot be read is an outage, not a 422.
   */
  shardPrefixes: string[];
  downloads: DownloadFile[];
}
