/**
 * The shapes of what the API answers: one definition, imported by pipeline, API and
 * page. The built data files are lib/dataTypes.ts; the climate profile's lib/profile/types.ts.
 */
import type { DailyDay } from './daily/day.ts';
import type { ConfidenceTier, MATCHED_BY, MonthName, PlacePoint } from './constants.ts';
import type { DayCounts, PrecipQuartiles } from './dayCounts.ts';
import type { Units } from './units.ts';

/** One month of normals, and NCEI's counts of its days past a threshold (between the snowfall and the quartiles). */
export interface MonthlyNormals extends DayCounts {
  month: number;
  monthName: MonthName;
  avgHighF: number;
  avgLowF: number;
  avgMeanF: number;
  /** null when the station has no precipitation normal for this month. */
  avgPrecipIn: number | null;
  /** null when the station has no snowfall normal for this month. */
  avgSnowIn: number | null;
  /** The quartiles of the month's precipitation totals over the 30 years, inches. */
  precipQuartilesIn: PrecipQuartiles;
}

export interface ResolvedLocation {
  zip: string;
  lat: number;
  lon: number;
}

/**
 * A place given by its coordinates, as answered: the point rounded to 3 decimals, the state or
 * territory it is in, and the ZCTA whose internal point is nearest, for context.
 */
export interface PointLocation {
  lat: number;
  lon: number;
  /** The state or territory the point is in; null when it lies just outside the outline (lib/pointLocation.ts). */
  state: string | null;
  /** Only for a point outside the outline but within its tolerance: the state or territory it is nearest. */
  justOutside?: string;
  nearestZcta: { zip: string; distanceMi: number };
}

/** How an address became the ZIP answered (`location.matchedBy` of address answers). */
export type MatchedBy = (typeof MATCHED_BY)[number];

/** What an address answer adds to its location: how the address was matched, and to what. */
export interface AddressMatch {
  matchedBy: MatchedBy;
  /** census-geocoder, nearest-zcta: the address as the Census geocoder matched it. */
  matchedAddress?: string;
  /** city-index: the gazetteer place the address's city part named, e.g. "Boise City city". */
  matchedPlace?: string;
  /** city-index: the place's point the ZIP is nearest (pipeline/cities/centres.ts). */
  placePoint?: PlacePoint;
  /** nearest-zcta: the address's own ZIP, which is not a ZCTA (a unique, PO-box or military ZIP). */
  addressZip?: string;
  /** nearest-zcta: the geocoder's point for the address, to which the answered ZCTA is nearest. */
  matchedPoint?: { lat: number; lon: number };
}

/** The station a ZIP is answered from. `id`, `lat`, `lon` are there for transparency. */
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

/** A ZIP request echoes its ZIP; a point request its rounded `lat` and `lon`. */
export interface QueryEcho {
  zip?: string;
  lat?: number;
  lon?: number;
  month: number | null;
  monthName?: MonthName;
  /** The date asked, `MM-DD` (a one-month answer given `date`). */
  date?: string;
  address?: string;
}

export interface Sources {
  normals: string;
  geocoding: string;
  license: string;
}

/** Fields every place answer carries (both weather shapes and the climate profile). */
export interface CommonFields {
  query: QueryEcho;
  /** With the AddressMatch fields on answers to `address` requests only. */
  location: (ResolvedLocation & Partial<AddressMatch>) | PointLocation;
  station: StationInfo;
  confidence: ConfidenceTier;
  confidenceNote: string;
  source: string;
  /** The edition as a label, with an en dash: "1991–2020". */
  normalsPeriod: string;
  /** The edition as the `period` parameter takes it: "1991-2020". */
  period: string;
  /** The unit system of the measures: `us` (NCEI's) or `metric` (lib/metric.ts). */
  units: Units;
  disclaimer: string;
  sources: Sources;
}

export interface OneMonthResponse extends CommonFields {
  shape: 'one-month';
  normals: MonthlyNormals;
  summary: string;
  /** Which of the month's values are null and why (lib/weather/nullNote.ts); absent when none is. */
  nullNote?: string;
}

/** A one-month answer given `date`: the day's daily normals too, or null with the reason (lib/daily/oneDay.ts). */
export interface OneDayResponse extends OneMonthResponse {
  day: DailyDay | null;
  dayNote: string | null;
}

export interface WholeYearResponse extends CommonFields {
  shape: 'whole-year';
  months: MonthlyNormals[];
  yearSummary: YearSummary;
  /** Which values are null in some month and why (lib/weather/nullNote.ts); absent when none is. */
  nullNote?: string;
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
    period: string;
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
    /** Every edition in this build, the default first: its `period` value, label and ZIPs answered with normals. */
    editions: { period: string; normalsPeriod: string; coverage: { zips: number; zipsWithDayCounts: number } }[];
  };
  endpoints: Record<string, string>;
}
