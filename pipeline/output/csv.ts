/**
 * CSV for the bulk downloads, written the way csv-stringify's defaults write it (RFC 4180: a field
 * is quoted only when it holds a comma, a quote or a line break; quotes doubled; "\n" after every
 * row; null and undefined empty), at a tenth of its time on the full-scale months CSV
 * (bench/choices.md; test/pipeline/csv.test.ts proves the bytes are the same).
 */

export type CsvField = string | number | null | undefined;

const NEEDS_QUOTES = /[",\n\r]/;

function field(value: CsvField): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'number' ? String(value) : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * One row without its line break. Two rows joined by "," are the row of all their fields, so a
 * part shared by many rows can be written once.
 * @example csvRow([1, 'x, y', null]) // '1,"x, y",'
 */
export function csvRow(fields: readonly CsvField[]): string {
  return fields.map(field).join(',');
}

/**
 * A header row and the rows (from csvRow), each ending in "\n".
 * @example csv(['a', 'b'], [csvRow([1, 'x, y'])]) // 'a,b\n1,"x, y"\n'
 */
export function csv(columns: readonly string[], rows: readonly string[]): string {
  return `${[csvRow(columns), ...rows].join('\n')}\n`;
}
