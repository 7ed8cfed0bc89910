/**
 * What the pipeline reads out of NCEI's by-station files, before it becomes a ZIP payload.
 */
import type { FileField } from '../../lib/weather/nullNote.ts';
import type { DayCounts, PrecipQuartiles } from '../../lib/dayCounts.ts';

/** The five normals we use, by our name → NCEI's element code. */
export const ELEMENTS = { high: 'TMAX', low: 'TMIN', mean: 'TAVG', precip: 'PRCP', snow: 'SNOW' } as const;
export type Element = keyof typeof ELEMENTS;

/** One value per element: °F for high/low/mean, inches for precip/snow; null = no normal. */
export type Normals = Record<Element, number | null>;

/** Annual (ANN) and the four seasons of the annual/seasonal product, with their months. */
export const PERIODS = {
  ANN: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
  DJF: [12, 1, 2],
  MAM: [3, 4, 5],
  JJA: [6, 7, 8],
  SON: [9, 10, 11],
} as const;
export type Period = keyof typeof PERIODS;

/** A station of the catalog (the complete annual/seasonal product). */
export interface CatalogStation {
  id: string;
  /** NCEI's name as published, e.g. "NEW YORK CNTRL PK TWR, NY US" (see stationName.ts). */
  name: string;
  state: string | null;
  country: string | null;
  lat: number;
  lon: number;
  /** Metres; null where NCEI gives -999.9 (unknown). */
  elevationM: number | null;
  /** Which normals the station has (annual value present and not flagged missing). */
  has: { temperature: boolean; precipitation: boolean; snowfall: boolean };
  normals: Record<Period, Normals>;
  /** The raw-data path the station was read from (for error messages and the report). */
  source: string;
}

/** One month of a monthly by-station file. */
export interface MonthRow extends Normals {
  month: number;
  days: DayCounts;
  precipQuartiles: PrecipQuartiles;
}

/** A station's monthly by-station file, rows in file order (validation checks there are 12). */
export interface MonthlyStation {
  id: string;
  rows: MonthRow[];
  source: string;
  /** The day counts and quartiles whose columns the build's file lacks (lib/weather/nullNote.ts): their nulls are not NCEI's. */
  notInFile: readonly FileField[];
}
