/**
 * Monthly by-station files: 12 rows (month 01..12) of MLY-* normals.
 */
import type { ProjectedRow } from './byStationCsv.ts';
import { normalColumn, normalsOf } from './catalog.ts';
import { FILE_FIELDS, type FileField } from '../../lib/weather/nullNote.ts';
import { dayCountColumn, dayCounts, precipQuartileColumns, precipQuartiles } from './dayCountColumns.ts';
import type { MonthlyStation } from './types.ts';

/**
 * The rows of one monthly file (validation checks there are exactly months 1–12).
 * The month comes from the `month` column, or from `DATE` (`01`…`12`) when a file has no `month`.
 * @example monthlyStation(rows, 'USW00094728', 'access/USW00094728.csv').rows[0] // { month: 1, high: 39.5, low: 27.9, mean: 33.7, precip: 3.64, snow: 8.8, days: {…}, precipQuartiles: {…} }
 */
export function monthlyStation(rows: ProjectedRow[], fileId: string, source: string): MonthlyStation {
  return {
    id: fileId,
    source,
    notInFile: FILE_FIELDS.filter((field) => fileColumns(field).some((column) => rows[0]?.[column] === undefined)),
    rows: rows.map((row, i) => {
      const where = `${fileId} row ${i + 1}`;
      if (row.STATION !== fileId) {
        throw new Error(`${source} row ${i + 1}: STATION ${JSON.stringify(row.STATION)} does not match the file name ${fileId}`);
      }
      const monthText = row.month ?? row.DATE ?? '';
      if (!/^\d{1,2}$/.test(monthText)) throw new Error(`${source} row ${i + 1}: month ${JSON.stringify(monthText)} is not 1–12`);
      return { month: Number(monthText), ...normalsOf(row, 'MLY', where), days: dayCounts(row, 'MLY', where), precipQuartiles: precipQuartiles(row, where) };
    }),
  };
}

/** The columns a field is read from: a normal's or day count's one, the quartiles' three. */
function fileColumns(field: FileField): string[] {
  if (field === 'precipQuartilesIn') return precipQuartileColumns;
  if (field === 'avgPrecipIn' || field === 'avgSnowIn') return [normalColumn('MLY', field === 'avgPrecipIn' ? 'precip' : 'snow')];
  return [dayCountColumn('MLY', field)];
}
