/**
 * The serving form's files under the data folder, their columns and what their records hold: the
 * one description the pipeline writes (pipeline/serving/) and the API reads (api/data/dataset.ts).
 *
 * - `serve/zips.bin`: every ZCTA in ZIP order (columns `zip`, `lat`, `lon`) and, for each kind of
 *   answer, the number of its record (-1: none) and the ZIP's own figures (distance, hints);
 * - `serve/<period>.bin`: an edition's stations, each once (StationPart);
 * - `serve/profile.bin`: the climate profile's stations, each once (ProfileStation);
 * - `serve/change.bin`: the changes since the change base, each distinct one once (ChangeRecord);
 * - `serve/twins-<period>.bin`: an edition's twin candidates in station-id order (TwinsMeta, TWIN_COLUMNS, TwinSite).
 */
import type { MonthlyNormals } from '../types.ts';
import type { StationSite } from '../zipRecord.ts';
import type { Shape } from './recordShapes.ts';

export const SERVING_FOLDER = 'serve';

export const SERVING_FILES = {
  zips: `${SERVING_FOLDER}/zips.bin`,
  edition: (slug: string) => `${SERVING_FOLDER}/${slug}.bin`,
  profile: `${SERVING_FOLDER}/profile.bin`,
  change: `${SERVING_FOLDER}/change.bin`,
  twins: (slug: string) => `${SERVING_FOLDER}/twins-${slug}.bin`,
} as const;

/** Columns of a twins file: each candidate's 36 stored values (lib/twins/climateVector.ts) in a row, and its station's point. */
export const TWIN_COLUMNS = { values: 'values', lat: 'lat', lon: 'lon' } as const;

export interface TwinsMeta extends RecordsMeta {
  /** The candidates' station ids, in order. */
  ids: string[];
}

/** Columns of zips.bin. */
export const ZIP_COLUMNS = {
  zip: 'zip',
  lat: 'lat',
  lon: 'lon',
  record: (kind: string) => `${kind}:record`,
  distance: (kind: string) => `${kind}:distance`,
  /** The other editions that answer a ZIP without normals: a bit per `ZipsMeta.hintEditions` entry, -1 when not marked. */
  hints: (kind: string) => `${kind}:hints`,
} as const;

/** The kinds of answer in zips.bin besides the editions (whose kind is their period slug). */
export const PROFILE_KIND = 'profile';
export const CHANGE_KIND = 'change';

/** Whole numbers stored for decimals: `value × scale`, exact both ways (the writer checks). */
export const SCALE = { latLon: 1e6, distanceMi: 10 } as const;

export interface ZipsMeta {
  /** The editions in this build, the default first. */
  editions: string[];
  /** The editions a hint bit stands for, bit 0 first. */
  hintEditions: string[];
}

export interface RecordsMeta {
  shapes: Shape[];
}

/** An edition's record of a station: its site, and its months, the reason it was left out, or neither (no values in the build). */
export type StationPart = { site: StationSite; months: MonthlyNormals[] } | { site: StationSite; reason: string } | { site: StationSite };

/** The decimal a stored whole number stands for. */
export const unscale = (stored: number, scale: number) => stored / scale;
