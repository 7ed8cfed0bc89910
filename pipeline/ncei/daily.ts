/**
 * A station's daily normals out of its NCEI daily file (1991–2020): only the served columns
 * (lib/daily/fields.ts), read by header name. A value flagged M, Y, V or Z, given as -9999, or in a
 * column the file does not have (a station without snowfall normals has no snow columns) is null,
 * never 0; X is a real 0. A file that is not 366 days from 01-01 to 12-31 of its own station throws,
 * naming it, and the stage quarantines the station.
 */
import { DAYS_OF_YEAR } from '../../lib/daily/calendar.ts';
import { DAY_COLUMNS, type StationDaily } from '../../lib/daily/fields.ts';
import type { ByStationReader } from './byStationCsv.ts';
import { withFlags } from './dayCountColumns.ts';
import { normalValue } from './normalValue.ts';

/** What the reader projects: the day and station, then each value with its measurement flag. */
export const DAILY_READ_COLUMNS: readonly string[] = ['STATION', 'DATE', ...withFlags(DAY_COLUMNS)];

/** NCEI's missing value in the daily files, whatever its flag. */
const MISSING = -9999;

/** Each served column's flag column, named once (15,000 files × 366 days × 21 values at full coverage). */
const FLAG_COLUMNS = DAY_COLUMNS.map((column) => `meas_flag_${column}`);

/** A cell that normalValue reads as Number(cell) (./normalValue.ts): a decimal, maybe padded with spaces. */
const PLAIN = /^ *-?\d+(\.\d+)? *$/;

/**
 * @example dailyValue(' -9999.0', 'M', 'USW00094728 02-29 MTD-SNOW-NORMAL') // null
 * @example dailyValue('     0.0', 'X', 'USW00094728 07-04 DLY-HTDD-NORMAL') // 0
 */
export function dailyValue(value: string | undefined, flag: string | undefined, where: string): number | null {
  const number = normalValue(value, flag, where);
  return number === MISSING ? null : number;
}

/**
 * @example stationDaily(read(text), 'USW00094728').days[185][0] // 84.2 (July 4's normal high)
 */
export function stationDaily(rows: ReturnType<ByStationReader>['rows'], id: string): StationDaily {
  if (rows.length !== DAYS_OF_YEAR.length) throw new Error(`${id}: ${rows.length} days, not ${DAYS_OF_YEAR.length}`);
  const days = rows.map((row, i) => {
    const date = DAYS_OF_YEAR[i]!;
    if (row.STATION !== id) throw new Error(`${id} ${date}: the row is of station ${JSON.stringify(row.STATION ?? '')}`);
    if (row.DATE !== date) throw new Error(`${id}: day ${i + 1} is ${JSON.stringify(row.DATE ?? '')}, not ${date}`);
    return DAY_COLUMNS.map((column, c) => {
      const value = row[column];
      const flag = row[FLAG_COLUMNS[c]!];
      // The common case, a plain number with no flag, read without making the error's words.
      if ((flag === undefined || flag === '') && value !== undefined && PLAIN.test(value)) return Number(value) === MISSING ? null : Number(value);
      return dailyValue(value, flag, `${id} ${date} ${column}`);
    });
  });
  return { days };
}
