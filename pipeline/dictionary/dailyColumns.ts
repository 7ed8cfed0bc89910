/**
 * The daily normals download's columns (pipeline/stages/daily.ts writes them in this order): a
 * station and a day, then each served field of lib/daily/fields.ts in its order.
 */
import { DAY_FIELD_NAMES, DAY_FIELDS, DAY_KIND_UNITS } from '../../lib/daily/fields.ts';
import { NO_NORMAL, type CsvTable } from './column.ts';

export const DAILY_TABLE: CsvTable = {
  file: 'daily-normals-station.csv',
  title: 'Daily normals by station (1991–2020)',
  row: 'station with daily normals and day of the year (366, February 29 included)',
  primaryKey: ['station_id', 'date'],
  columns: [
    { name: 'station_id', type: 'string', description: "The station's GHCN-Daily identifier (e.g. USW00094728): a station some ZIP or point is answered from." },
    { name: 'date', type: 'string', description: 'The day of the year, MM-DD (01-01 to 12-31, 02-29 included).', constraints: { pattern: '^[0-9]{2}-[0-9]{2}$' } },
    ...DAY_FIELD_NAMES.map((name) => {
      const { csv, kind, column, description } = DAY_FIELDS[name];
      return {
        name: csv,
        type: 'number' as const,
        unit: DAY_KIND_UNITS[kind],
        description: `${description} (NCEI ${column}).`,
        empty: `${NO_NORMAL} Flagged missing (M, Y, V, Z or -9999) or a column the station's file does not have (a station without snowfall normals has no snow columns); month- and year-to-date totals are empty on 02-29, as NCEI gives them.`,
      };
    }),
  ],
};
