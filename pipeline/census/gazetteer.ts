/**
 * Reads a Census Gazetteer file (.txt, or the .zip Census publishes it in) into rows keyed by
 * header name. The delimiter is taken from the header line: pipe from 2025 on, tab before.
 * Header names and values are trimmed (older files pad the last header with spaces).
 */
import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import { unzipSync } from 'fflate';
import { readingRawFile } from '../inputs/rawFileError.ts';

export type GazetteerRow = Record<string, string>;

export interface GazetteerOptions {
  /** The file as errors name it (its path relative to the raw folder); default filePath. */
  name?: string;
  /** Columns the caller reads: the file fails naming those its header lacks. */
  columns?: readonly string[];
}

/**
 * Reads and parses one gazetteer file; an empty file, a file with no rows or one missing a
 * column fails naming the file, since every later stage would fail on it less clearly.
 * @example const rows = await readGazetteer('/raw/census/gazetteer/2025_Gaz_zcta_national.txt', { columns: ['GEOID'] }); rows[0]!.GEOID // '00601'
 */
export function readGazetteer(filePath: string, { name = filePath, columns = [] }: GazetteerOptions = {}): Promise<GazetteerRow[]> {
  return readingRawFile(name, async () => {
    const bytes = await readFile(filePath);
    const text = filePath.toLowerCase().endsWith('.zip') ? textFromZip(bytes) : decode(bytes);
    if (text.trim() === '') throw new Error('empty file: no header, no rows');
    const rows = parseGazetteer(text, columns);
    if (rows.length === 0) throw new Error('no rows: only the header');
    return rows;
  });
}

/**
 * Parses gazetteer text (pipe- or tab-delimited, header first); fails when the header lacks one
 * of `columns`.
 * @example parseGazetteer('GEOID|INTPTLAT\n00601|18.18\n') // [{ GEOID: '00601', INTPTLAT: '18.18' }]
 */
export function parseGazetteer(text: string, columns: readonly string[] = []): GazetteerRow[] {
  const headerEnd = text.indexOf('\n');
  const header = headerEnd === -1 ? text : text.slice(0, headerEnd);
  const delimiter = header.includes('|') ? '|' : '\t';
  return parse(text, {
    delimiter,
    bom: true,
    // Census gazetteers are never quoted; a stray " in a name must stay part of the name.
    quote: false,
    trim: true,
    skip_empty_lines: true,
    columns: (names: string[]) => {
      const trimmed = names.map((name) => name.trim());
      const missing = columns.filter((column) => !trimmed.includes(column));
      if (missing.length > 0) throw new Error(`missing column ${missing.join(', ')} (the header has ${trimmed.join(', ')})`);
      return trimmed;
    },
  }) as GazetteerRow[];
}

/** The one .txt inside a Census gazetteer .zip. */
function textFromZip(bytes: Uint8Array): string {
  const entries = Object.entries(unzipSync(bytes)).filter(([name]) => name.toLowerCase().endsWith('.txt'));
  if (entries.length !== 1) throw new Error(`expected exactly one .txt inside the zip, found ${entries.length}`);
  return decode(entries[0]![1]);
}

function decode(bytes: Uint8Array): string {
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}
