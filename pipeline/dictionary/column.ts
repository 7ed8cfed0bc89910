/**
 * One column of a bulk-download CSV, described once: the writers take their headers from these
 * definitions, and the release README's data dictionary and `datapackage.json` are made from them.
 */
import { CONFIDENCE_LIMITS_MI, CONFIDENCE_TIERS } from '../../lib/constants.ts';

export interface Column {
  name: string;
  /** Table Schema type. */
  type: 'string' | 'integer' | 'number';
  /** The unit of a measure, e.g. "°F", "in", "mi", "days". */
  unit?: string;
  description: string;
  /** What an empty cell means; absent when the column is never empty. */
  empty?: string;
  /** Table Schema constraints (allowed values, a pattern, bounds). */
  constraints?: { enum?: readonly string[]; pattern?: string; minimum?: number; maximum?: number };
}

/** A CSV download: its file name in its edition's download folder, what a row is ("one row per …"), its columns in order. */
export interface CsvTable {
  file: string;
  title: string;
  row: string;
  columns: readonly Column[];
  primaryKey: readonly string[];
}

export const ZIP: Column = {
  name: 'zip',
  type: 'string',
  description: 'The 5-digit ZIP Code Tabulation Area (Census 2025 gazetteer), leading zeros kept: read it as text.',
  constraints: { pattern: '^[0-9]{5}$' },
};

export const STATION_ID: Column = { name: 'station_id', type: 'string', description: "The normals station's GHCN-Daily identifier (e.g. USW00094728), the ZIP's nearest station with temperature normals." };
export const STATION_NAME: Column = { name: 'station_name', type: 'string', description: "The station's name as NCEI publishes it (e.g. NEW YORK CNTRL PK TWR, NY US)." };
export const STATION_DISTANCE: Column = {
  name: 'station_distance_mi',
  type: 'number',
  unit: 'mi',
  description: "Great-circle distance from the ZCTA's internal point to the station, to 0.1 mi.",
  constraints: { minimum: 0 },
};
export const CONFIDENCE: Column = {
  name: 'confidence',
  type: 'string',
  description:
    `How well the station stands for the ZIP, by distance: high under ${CONFIDENCE_LIMITS_MI.high} mi, medium under ` +
    `${CONFIDENCE_LIMITS_MI.medium}, low under ${CONFIDENCE_LIMITS_MI.low}, else very-low.`,
  constraints: { enum: CONFIDENCE_TIERS },
};

/** The ZCTA's internal point, `lat` or `lon`. */
export const zctaPoint = (axis: 'lat' | 'lon'): Column => ({
  name: axis,
  type: 'number',
  unit: 'degrees',
  description: `${axis === 'lat' ? 'Latitude' : 'Longitude'} of the ZCTA's internal point (Census 2025 gazetteer), WGS 84 decimal degrees.`,
});

/** A value NCEI may not publish for a station: empty means just that, never 0. */
export const NO_NORMAL = 'NCEI publishes no such normal for the station (never 0).';
