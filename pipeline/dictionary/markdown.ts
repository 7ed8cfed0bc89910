/**
 * The data dictionary as Markdown, for a release's README: per CSV table, which files hold it,
 * what a row is, and every column with its type, unit, meaning and what an empty cell means.
 */
import type { CsvTable } from './column.ts';

/** A table cell: pipes escaped, so a description never breaks the row. */
const cell = (text: string) => text.replaceAll('|', '\\|');

/**
 * @example dictionaryMarkdown([{ table: MAPPING_TABLE, files: ['1991-2020-zip-to-station.csv.gz'] }])[0] // '### Every ZCTA and its nearest normals station'
 */
export function dictionaryMarkdown(tables: readonly { table: CsvTable; files: readonly string[] }[]): string[] {
  return tables.flatMap(({ table, files }) => [
    `### ${table.title}`,
    '',
    `${files.map((f) => `\`${f}\``).join(', ')}: one row per ${table.row}; key ${table.primaryKey.map((k) => `\`${k}\``).join(' + ')}.`,
    '',
    '| column | type | unit | meaning | empty means |',
    '| --- | --- | --- | --- | --- |',
    ...table.columns.map((c) => `| \`${c.name}\` | ${c.type} | ${c.unit ?? ''} | ${cell(c.description)} | ${cell(c.empty ?? 'never empty')} |`),
    '',
  ]);
}
