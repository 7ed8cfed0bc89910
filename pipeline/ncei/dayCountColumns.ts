/**
 * Reads NCEI's day counts and precipitation quartiles (lib/dayCounts.ts) out of a by-station row,
 * with the same flag rules as every normal (normalValue.ts): an absent column, a blank cell or a
 * missing flag is null; X is a real 0.
 */
import { DAY_COUNT_FIELDS, DAY_COUNTS, PRECIP_QUARTILES, type DayCountField, type DayCounts, type PrecipQuartiles } from '../../lib/dayCounts.ts';
import type { ProjectedRow } from './byStationCsv.ts';
import { normalValue } from './normalValue.ts';
import type { Period } from './types.ts';

/** @example dayCountColumn('JJA', 'daysHighAtLeast90F') // 'JJA-TMAX-AVGNDS-GRTH090' */
export const dayCountColumn = (prefix: Period | 'MLY', field: DayCountField) => `${prefix}-${DAY_COUNTS[field].variable}`;

/** @example quartileColumn('p25') // 'MLY-PRCP-25PCTL' */
export const quartileColumn = (quartile: keyof PrecipQuartiles) => `MLY-${PRECIP_QUARTILES[quartile]}`;

const QUARTILES = Object.keys(PRECIP_QUARTILES) as (keyof PrecipQuartiles)[];

/** The quartile columns of a monthly file. */
export const precipQuartileColumns = QUARTILES.map(quartileColumn);

/** Each column and its measurement flag's. */
export const withFlags = (columns: readonly string[]) => columns.flatMap((c) => [c, `meas_flag_${c}`]);

/** The day-count columns of a prefix, with their flags. */
export const dayCountColumns = (prefix: Period | 'MLY') => withFlags(DAY_COUNT_FIELDS.map((field) => dayCountColumn(prefix, field)));

/** The quartile columns of a monthly file, with their flags. */
export const QUARTILE_COLUMNS: readonly string[] = withFlags(QUARTILES.map(quartileColumn));

const cell = (row: ProjectedRow, column: string, where: string) => normalValue(row[column], row[`meas_flag_${column}`], `${where} ${column}`);

/**
 * @example dayCounts(row, 'MLY', 'USW00013739 month 7').daysHighAtLeast90F // 12.5
 */
export function dayCounts(row: ProjectedRow, prefix: Period | 'MLY', where: string): DayCounts {
  return {
    daysHighAtLeast90F: cell(row, dayCountColumn(prefix, 'daysHighAtLeast90F'), where),
    daysHighAtMost32F: cell(row, dayCountColumn(prefix, 'daysHighAtMost32F'), where),
    daysLowAtMost32F: cell(row, dayCountColumn(prefix, 'daysLowAtMost32F'), where),
    daysPrecipAtLeast0_01In: cell(row, dayCountColumn(prefix, 'daysPrecipAtLeast0_01In'), where),
    daysSnowAtLeast1In: cell(row, dayCountColumn(prefix, 'daysSnowAtLeast1In'), where),
  };
}

/** @example precipQuartiles(row, 'USW00013739 month 7') // { p25: 2.46, p50: 3.67, p75: 5.5 } */
export function precipQuartiles(row: ProjectedRow, where: string): PrecipQuartiles {
  return { p25: cell(row, quartileColumn('p25'), where), p50: cell(row, quartileColumn('p50'), where), p75: cell(row, quartileColumn('p75'), where) };
}
