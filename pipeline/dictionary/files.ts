/**
 * Every kind of bulk download, described: a CSV by its table (tables.ts), anything else by a
 * document entry here. A download is written only as one of these (pipeline/stages/downloads.ts
 * writeDownload asks), so the release's package and README describe every file it ships.
 */
import type { CsvTable } from './column.ts';
import { csvRow } from '../output/csv.ts';
import { columnNames, isFileOf, tableOf } from './tables.ts';

/** A download that is not a table: one JSON value per line. */
export interface DocumentFile {
  file: string;
  title: string;
  format: 'ndjson';
  mediatype: 'application/x-ndjson';
  /** What a line is ("one line per …"). */
  row: string;
  /** What each line holds, and where its fields are described. */
  contents: string;
}

export const YEAR_DOCUMENT: DocumentFile = {
  file: 'typical-weather-zip-year.ndjson',
  title: 'Whole-year answers by ZIP',
  format: 'ndjson',
  mediatype: 'application/x-ndjson',
  row: 'ZIP with normals',
  contents:
    'Each line is the JSON object `/typical-weather?zip=…` answers for that ZIP without `month` (the whole year), byte for byte; ' +
    'its fields are described by the API reference (`/openapi.json`, schema `WholeYearResponse`, and `docs/api.md`).',
};

export const DOCUMENT_FILES: readonly DocumentFile[] = [YEAR_DOCUMENT];

export type Described = { kind: 'table'; table: CsvTable } | { kind: 'document'; document: DocumentFile };

/**
 * How a download file is described; throws for a file nothing describes, so it cannot be written or shipped.
 * @example describedFile('1981-2010-climate-twins.csv.gz').kind // 'table'
 */
export function describedFile(fileName: string): Described {
  const table = tableOf(fileName);
  if (table) return { kind: 'table', table };
  const document = DOCUMENT_FILES.find((d) => isFileOf(fileName, d.file));
  if (document) return { kind: 'document', document };
  throw new Error(`${fileName} is described nowhere: add its table or document to pipeline/dictionary before writing it`);
}

/**
 * A download's text as written, checked against its description: a CSV's first line must be its
 * table's header, so a column written is a column described.
 * @example [...describedText('zip-to-station.csv.gz', parts)] // the parts, or throws at the first
 */
export function* describedText(fileName: string, text: string | Iterable<string>): Generator<string> {
  const described = describedFile(fileName);
  let first = true;
  for (const part of typeof text === 'string' ? [text] : text) {
    if (first && described.kind === 'table') {
      const header = `${csvRow(columnNames(described.table))}\n`;
      if (!part.startsWith(header)) throw new Error(`${fileName}: its header is not its table's (pipeline/dictionary): ${part.slice(0, part.indexOf('\n'))}`);
    }
    first = false;
    yield part;
  }
}
