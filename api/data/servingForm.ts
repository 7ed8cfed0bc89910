/**
 * The serving form as the API holds it (lib/serving/layout.ts): each file opened once on first use
 * and read in parts for the life of the instance. A column is read when first asked and kept; a
 * record is read and decoded when a request asks for it. So a cold start reads the few hundred KB
 * its first answer needs rather than megabytes (fresh memory is what a cold start pays for), and
 * the OS's cache, not the process, holds the records. No request waits on a file twice.
 */
import { createHash } from 'node:crypto';
import { openPackSource, type Pack, type PackSource } from '../../lib/serving/pack.ts';
import { decodeRecord } from '../../lib/serving/recordShapes.ts';
import { SERVING_FILES, ZIP_COLUMNS, type RecordsMeta, type ZipsMeta } from '../../lib/serving/layout.ts';
import { memoise, memoiseEach, readOrUnavailable, unavailable, type DataUnavailableError } from './dataErrors.ts';
import type { DataStore, RangeFile } from './dataStore.ts';

export interface ZipTable {
  meta: ZipsMeta;
  /** The ZIP's row, or -1 when no ZCTA has it. */
  row(zip: string): number;
  /** Column `name` (ZIP_COLUMNS), or undefined when this build has none. */
  column(name: string): Int32Array | undefined;
}

export interface RecordFile {
  /** Record `i`, decoded; rejects as DataUnavailableError when the file does not hold it. */
  get<T>(i: number): T;
  /** How many records the file holds. */
  count: number;
  /** The SHA-256 of the file's bytes (what its answer texts were made from), made once. */
  digest(): Buffer;
}

export interface ServingForm {
  zips(): Promise<ZipTable>;
  /** A records file by path (SERVING_FILES), `part` naming it in an outage ("1981–2010 normals"). */
  records(path: string, part: DataUnavailableError['part']): Promise<RecordFile>;
  /** Any other file by path, opened as it is (the point index's). */
  pack<M>(path: string, part: DataUnavailableError['part']): Promise<Pack<M>>;
}

/** @example const form = servingForm(fileDataStore('site/data'), console.error); (await form.zips()).row('10024') */
export function servingForm(store: DataStore, log: (line: string) => void): ServingForm {
  const open = <M, T>(path: string, part: DataUnavailableError['part'], use: (pack: Pack<M>, file: RangeFile) => T) =>
    readOrUnavailable(path, async () => {
      const file = await store.openRanges(path);
      if (file === null) throw new Error(`ENOENT: ${path}`);
      return use(openPackSource<M>(rangeSource(file)), file);
    }, part, log);
  const packs = memoiseEach((path: string, part: DataUnavailableError['part']) => open(path, part, (pack: Pack<unknown>) => pack));
  return {
    zips: memoise(() => open(SERVING_FILES.zips, 'ZIP index', zipTable)),
    pack: <M>(path: string, part: DataUnavailableError['part']) => packs(path, part) as Promise<Pack<M>>,
    records: memoiseEach((path: string, part: DataUnavailableError['part']) =>
      open(path, part, (pack: Pack<RecordsMeta>, file) => recordFile(pack, file, path, part, log)),
    ),
  };
}

function zipTable(pack: Pack<ZipsMeta>): ZipTable {
  const codes = pack.column(ZIP_COLUMNS.zip);
  if (!codes) throw new Error('no zip column');
  return {
    meta: pack.meta,
    row(zip) {
      // Codes are in ZIP order: a binary search, with no index to build at start.
      const code = Number(zip);
      let lo = 0;
      let hi = codes.length - 1;
      while (lo <= hi) {
        const mid = (lo + hi) >>> 1;
        const at = codes[mid]!;
        if (at === code) return mid;
        if (at < code) lo = mid + 1;
        else hi = mid - 1;
      }
      return -1;
    },
    column: (name) => pack.column(name),
  };
}

/** A file read in parts: a kept part into its own bytes, a peeked one into one buffer that grows to the largest record. */
function rangeSource(file: RangeFile): PackSource {
  let buffer = new Uint8Array(0x1000);
  const read = (position: number, length: number, into: Uint8Array) => {
    if (file.read(position, length, into) !== length) throw new Error('serving-form file is truncated');
    return into;
  };
  return {
    size: file.size,
    keep: (position, length) => read(position, length, new Uint8Array(length)),
    peek(position, length) {
      if (length > buffer.length) buffer = new Uint8Array(Math.max(length, 2 * buffer.length));
      return read(position, length, buffer.subarray(0, length));
    },
  };
}

/** The SHA-256 of a file read in parts through one buffer, dropped after. */
export function digestOf(file: RangeFile): Buffer {
  const hash = createHash('sha256');
  const chunk = new Uint8Array(0x40000);
  for (let at = 0; at < file.size; at += chunk.length) {
    const length = Math.min(chunk.length, file.size - at);
    if (file.read(at, length, chunk) !== length) throw new Error('serving-form file is truncated');
    hash.update(chunk.subarray(0, length));
  }
  return hash.digest();
}

function recordFile(pack: Pack<RecordsMeta>, file: RangeFile, path: string, part: DataUnavailableError['part'], log: (line: string) => void): RecordFile {
  let digest: Buffer | undefined;
  return {
    count: pack.recordCount,
    digest: () => (digest ??= digestOf(file)),
    get<T>(i: number) {
      try {
        return decodeRecord<T>(pack.meta.shapes, pack.record(i));
      } catch (error) {
        throw unavailable(path, `record ${i}: ${error instanceof Error ? error.message : String(error)}`, part, log, error);
      }
    },
  };
}
