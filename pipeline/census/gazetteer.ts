/**
 * Reads a Census Gazetteer file (.txt, or the .zip Census publishes it in) into rows keyed by
 * header name. The delimiter is taken from the header line: pipe from 2025 on, tab before.
 * Header names and values are trimmed (older files pad the last header with spaces).
 */
import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import { unzipSync } from 'fflate';

export type GazetteerRow = Record<string, string>;

/**
 * Reads and parses one gazetteer file.
 * @example const rows = await readGazetteer('census/gazetteer/2025_Gaz_zcta_national.txt'); rows[0]!.GEOID // '00601'
 */
export async function readGazetteer(filePath: string): Promise<GazetteerRow[]> {
  const bytes = await readFile(filePath);
  return parseGazetteer(filePath.toLowerCase().endsWith('.zip') ? textFromZip(bytes, filePath) : decode(bytes));
}

/**
 * Parses gazetteer text (pipe- or tab-delimited, header first).
 * @example parseGazetteer('GEOID|INTPTLAT\n00601|18.18\n') // [{ GEOID: '00601', INTPTLAT: '18.18' }]
 */
export function parseGazetteer(text: string): GazetteerRow[] {
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
    columns: (names: string[]) => names.map((name) => name.trim()),
  }) as GazetteerRow[];
}

/** The one .txt inside a Census gazetteer .zip. */
function textFromZip(bytes: Uint8Array, filePath: string): string {
  const entries = Object.entries(unzipSync(bytes)).filter(([name]) => name.toLowerCase().endsWith('.txt'));
  if (entries.length !== 1) {
    throw new Error(`${filePath}: expected exactly one .txt inside the zip, found ${entries.length}`);
  }
  return decode(entries[0]![1]);
}

function decode(bytes: Uint8Array): string {
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}
