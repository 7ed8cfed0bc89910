/**
 * The serving form's files under the data folder, their columns and what their records hold: the
 * one description the pipeline writes (pipeline/serving/) and the API reads (api/data/dataset.ts).
 *
 * - `serve/zips.bin`: every ZCTA in ZIP order (columns `zip`, `lat`, `lon`) and, for each kind of
 *   answer, the number of its record (-1: none) and the ZIP's own figures (distance, hints);
 * - `serve/<period>.bin`: an edition's stations, each once (StationPart);
 * - `serve/<period>-text.bin`, `serve/profile-text.bin`, `serve/change-text.bin`: the prerendered
 *   answer texts of those files' records (lib/serving/answerText.ts), read in parts, never whole;
 * - `serve/profile.bin`: the climate profile's stations, each once (ProfileStation);
 * - `serve/change.bin`: the changes since the change base, each distinct one once (ChangeRecord);
 * - `serve/points.bin`: for a place given by its coordinates, each edition's candidate stations
 *   (those with monthly temperature normals in its complete catalog) in station-id order, with the
 *   number of their record in the edition's file, and the default edition's in profile.bin and change.bin;
 * - `serve/outline.bin`: the outline of the states and territories (lib/outline.ts) and its grid (lib/outlineGrid.ts);
 * - `serve/twins-<period>.bin`: an edition's twin candidates in station-id order (TwinsMeta, TWIN_COLUMNS, TwinSite);
 * - `serve/daily.bin`: the daily normals of each station that has them, in station-id order
 *   (DailyMeta; record i is ids[i]'s days, packed: lib/daily/packedDays.ts), read only for a date or /daily-normals;
 * - `serve/daily-unpacked.bin`: daily.bin's stations unpacked (lib/daily/unpackedDays.ts), beside it
 *   when the local server has run, read a quarter at a time, never whole.
 */
import type { Extent } from '../outlineGrid.ts';
import type { MonthlyNormals } from '../types.ts';
import type { FileField } from '../weather/nullNote.ts';
import type { StationSite } from '../zipRecord.ts';
import type { Shape } from './recordShapes.ts';

export const SERVING_FOLDER = 'serve';

export const SERVING_FILES = {
  zips: `${SERVING_FOLDER}/zips.bin`,
  edition: (slug: string) => `${SERVING_FOLDER}/${slug}.bin`,
  answerText: (slug: string) => `${SERVING_FOLDER}/${slug}-text.bin`,
  profile: `${SERVING_FOLDER}/profile.bin`,
  profileText: `${SERVING_FOLDER}/profile-text.bin`,
  change: `${SERVING_FOLDER}/change.bin`,
  changeText: `${SERVING_FOLDER}/change-text.bin`,
  points: `${SERVING_FOLDER}/points.bin`,
  outline: `${SERVING_FOLDER}/outline.bin`,
  twins: (slug: string) => `${SERVING_FOLDER}/twins-${slug}.bin`,
  daily: `${SERVING_FOLDER}/daily.bin`,
  dailyUnpacked: `${SERVING_FOLDER}/daily-unpacked.bin`,
} as const;

/**
 * Columns of points.bin: per edition (its slug), its candidates' points and record numbers; the
 * PROFILE_KIND and CHANGE_KIND record columns follow the default edition's rows (the profile's station is its station).
 */
export const POINT_COLUMNS = {
  lat: (kind: string) => `${kind}:lat`,
  lon: (kind: string) => `${kind}:lon`,
  record: (kind: string) => `${kind}:record`,
} as const;

/**
 * Columns of outline.bin: every ring's points as `lon, lat` pairs (1e-6 degree), where each ring
 * ends (in points), where each polygon's rings end, each polygon's state (an index of
 * `OutlineMeta.states`), and the grid's cells (lib/outlineGrid.ts), a byte each, four to a number.
 */
export const OUTLINE_COLUMNS = { coords: 'coords', ringEnds: 'ringEnds', polygonEnds: 'polygonEnds', polygonState: 'polygonState', grid: 'grid' } as const;

export interface OutlineMeta {
  /** USPS codes of the states and territories, as polygonState and the grid number them. */
  states: string[];
  /** Where the outline comes from. */
  source: string;
  /** The grid's cell size (degrees), its extents, and its number of cells (the grid column's bytes). */
  grid: { cell: number; extents: Extent[]; cells: number };
}

export interface PointsMeta {
  /** The editions whose candidates this file holds, the default first. */
  editions: string[];
}

/** Columns of a twins file: each candidate's 36 stored values (lib/twins/climateVector.ts) in a row, and its station's point. */
export const TWIN_COLUMNS = { values: 'values', lat: 'lat', lon: 'lon' } as const;

export interface DailyMeta {
  /** The stations with daily normals, in id order: record i is ids[i]'s. */
  ids: string[];
  /** The stations whose daily file was quarantined, with the reason. */
  quarantined: Record<string, string>;
}

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
export type StationPart = { site: StationSite; months: MonthlyNormals[]; notInFile?: FileField[] } | { site: StationSite; reason: string } | { site: StationSite };

/** A station's part with its months, and the fields its file lacks only when there are any (a full file's part is as before). */
export function stationMonths(site: StationSite, months: MonthlyNormals[], notInFile: readonly FileField[] = []): StationPart {
  return notInFile.length > 0 ? { site, months, notInFile: [...notInFile] } : { site, months };
}

/** The decimal a stored whole number stands for. */
export const unscale = (stored: number, scale: number) => stored / scale;
