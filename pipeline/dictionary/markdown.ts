/**
 * The data dictionary as Markdown, for a release's README: per CSV table, which files hold it,
 * what a row is, and every column with its type, unit, meaning and what an empty cell means.
 */
import type { CsvTable } from './column.ts';
import type { DocumentFile } from './files.ts';

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

/**
 * The same for the downloads that are not tables: format, media type, what a line is and holds.
 * @example documentsMarkdown([{ document: YEAR_DOCUMENT, files: ['1991-2020-typical-weather-zip-year.ndjson.gz'] }])[0] // '### Whole-year answers by ZIP'
 */
export function documentsMarkdown(documents: readonly { document: DocumentFile; files: readonly string[] }[]): string[] {
  return documents.flatMap(({ document: d, files }) => [
    `### ${d.title}`,
    '',
    `${files.map((f) => `\`${f}\``).join(', ')}: ${d.format.toUpperCase()} (\`${d.mediatype}\`, gzip), one line per ${d.row}. ${d.contents}`,
    '',
  ]);
}
