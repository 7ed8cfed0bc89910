/**
 * A station's daily normals as public static JSON (site/data/daily/<station id>.json, beside the
 * other shards): the stored fields by name once, then one row per day in NCEI's order, US units.
 */
import { DAYS_OF_YEAR } from './calendar.ts';
import { DAY_FIELD_NAMES, type DayFieldName, type StationDaily } from './fields.ts';

export const DAILY_FOLDER = 'daily';

export interface DailyStaticFile {
  stationId: string;
  normalsPeriod: string;
  units: 'us';
  /** `date` (MM-DD), then the stored fields (lib/daily/fields.ts) in order. */
  fields: ['date', ...DayFieldName[]];
  /** The 366 days, 01-01 to 12-31 with 02-29: a row of `fields`' values, null where NCEI has none. */
  days: (string | number | null)[][];
}

/** @example dailyStaticFile('USW00094728', '1991–2020', daily).days[185] // ['07-04', 84.2, …] */
export const dailyStaticFile = (stationId: string, normalsPeriod: string, { days }: StationDaily): DailyStaticFile => ({
  stationId,
  normalsPeriod,
  units: 'us',
  fields: ['date', ...DAY_FIELD_NAMES],
  days: days.map((values, i) => [DAYS_OF_YEAR[i]!, ...values]),
});
