/**
 * Reads only the columns we need from NCEI by-station normals CSVs.
 *
 * Why not csv-parse for everything: the annual/seasonal archive is 15,616 files, each a header of
 * up to ~2,140 quoted columns and one data row, and csv-parse over all of it costs most of the
 * build (bench/choices.md). The archive holds only 12 distinct headers, so each header is
 * split and indexed once (cached by its text) and only the data row is split per file.
 *
 * The fast path relies on NCEI's strict layout: every field double-quoted, no quote and no line
 * break inside a field, every row as long as the header. Any file that breaks one of these is
 * read by csv-parse instead, so the result is always what csv-parse gives (test/pipeline proves
 * it on real files).
 */
import { parse } from 'csv-parse/sync';

/** Rows keyed by the requested column names; a column the file does not have is absent from the row. */
export type ProjectedRow = Partial<Record<string, string>>;

export interface ProjectedCsv {
  /** All header names of the file, trimmed. */
  header: string[];
  rows: ProjectedRow[];
  /** false when the file broke the strict layout and csv-parse read it. */
  strict: boolean;
}

export type ByStationReader = (text: string) => ProjectedCsv;

interface HeaderPlan {
  header: string[];
  /** [requested column, its index in the header] for the columns the file has. */
  wanted: [string, number][];
}

/** Distinct headers kept per reader; NCEI products have a few dozen at most. */
const MAX_CACHED_HEADERS = 256;

/**
 * A reader that projects the named columns out of by-station CSVs; names and values are trimmed.
 * @example byStationReader(['NAME'])('"STATION","NAME"\n"USW00094728","NEW YORK CNTRL PK TWR, NY US"\n')
 * // { header: ['STATION', 'NAME'], rows: [{ NAME: 'NEW YORK CNTRL PK TWR, NY US' }], strict: true }
 */
export function byStationReader(columns: readonly string[]): ByStationReader {
  const plans = new Map<string, HeaderPlan | null>();
  const planFor = (headerLine: string): HeaderPlan | null => {
    let plan = plans.get(headerLine);
    if (plan === undefined) {
      const names = splitStrictLine(headerLine);
      plan = names ? makePlan(names.map((name) => name.trim()), columns) : null;
      if (plans.size >= MAX_CACHED_HEADERS) plans.clear();
      plans.set(headerLine, plan);
    }
    return plan;
  };
  return (text) => readStrict(text, planFor) ?? readWithCsvParse(text, columns);
}

/**
 * The csv-parse path: right for any RFC 4180 file, slow on 2,000-column headers.
 * @example readWithCsvParse('"A","B"\n" 1","2 "\n', ['B']).rows // [{ B: '2' }]
 */
export function readWithCsvParse(text: string, columns: readonly string[]): ProjectedCsv {
  const records = parse(text, { bom: true, skip_empty_lines: true }) as string[][];
  const plan = makePlan((records[0] ?? []).map((name) => name.trim()), columns);
  return { header: plan.header, rows: records.slice(1).map((record) => projectRow(record, plan)), strict: false };
}

/** The fast path, or null when the text is not in the strict layout. */
function readStrict(text: string, planFor: (headerLine: string) => HeaderPlan | null): ProjectedCsv | null {
  const lines = (text.charCodeAt(0) === 0xfeff ? text.slice(1) : text).split('\n');
  let plan: HeaderPlan | null | undefined;
  const rows: ProjectedRow[] = [];
  for (const rawLine of lines) {
    const line = rawLine.endsWith('\r') ? rawLine.slice(0, -1) : rawLine;
    if (line === '') continue;
    if (plan === undefined) {
      plan = planFor(line);
      if (!plan) return null;
      continue;
    }
    if (strictBounds(line) !== plan!.header.length) return null;
    const row: ProjectedRow = {};
    for (const [column, index] of plan!.wanted) row[column] = line.slice(FIELD_STARTS[index], FIELD_ENDS[index]).trim();
    rows.push(row);
  }
  return plan ? { header: plan.header, rows, strict: true } : null;
}

/** Where field i of the last line strictBounds read starts and ends; reused from line to line. */
const FIELD_STARTS: number[] = [];
const FIELD_ENDS: number[] = [];

/**
 * The fields of a data row, found without splitting it (a row has up to ~2,140 fields, of which
 * the catalog wants 55, and splitting them all costs time and garbage at full scale): their
 * count, or -1 when the line breaks the strict layout, exactly where splitStrictLine returns null.
 */
function strictBounds(line: string): number {
  const last = line.length - 1;
  if (last < 1 || line.charCodeAt(0) !== 34 || line.charCodeAt(last) !== 34) return -1;
  let count = 0;
  for (let start = 1; ; count++) {
    const quote = line.indexOf('"', start);
    FIELD_STARTS[count] = start;
    FIELD_ENDS[count] = quote;
    if (quote === last) return count + 1;
    // Any quote but the last must open a `","` separator inside the line.
    if (quote + 2 >= last || line.charCodeAt(quote + 1) !== 44 || line.charCodeAt(quote + 2) !== 34) return -1;
    start = quote + 3;
  }
}

/** `"a","b"` → ['a', 'b'], or null when the line is not fully quoted or a field holds a quote. */
function splitStrictLine(line: string): string[] | null {
  if (line.length < 2 || line.charCodeAt(0) !== 34 || line.charCodeAt(line.length - 1) !== 34) return null;
  const parts = line.slice(1, -1).split('","');
  for (const part of parts) if (part.includes('"')) return null;
  return parts;
}

function makePlan(header: string[], columns: readonly string[]): HeaderPlan {
  const indexOf = new Map<string, number>();
  // The first of two same-named columns wins, in both paths.
  header.forEach((name, i) => indexOf.has(name) || indexOf.set(name, i));
  const wanted: [string, number][] = [];
  for (const column of columns) {
    const index = indexOf.get(column);
    if (index !== undefined) wanted.push([column, index]);
  }
  return { header, wanted };
}

function projectRow(record: readonly string[], plan: HeaderPlan): ProjectedRow {
  const row: ProjectedRow = {};
  for (const [column, index] of plan.wanted) row[column] = (record[index] ?? '').trim();
  return row;
}
