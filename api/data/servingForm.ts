/**
 * The serving form as the API holds it (lib/serving/layout.ts): each file read whole on first use
 * and kept for the life of the instance, read in place (columns are typed-array views; a record is
 * decoded when a request asks for it). That is the API's one cache policy: the whole serving form
 * of a full build is a few tens of MB, so nothing is evicted and no request waits on a file twice.
 */
import { createHash } from 'node:crypto';
import { openPack, type Pack } from '../../lib/serving/pack.ts';
import { decodeRecord } from '../../lib/serving/recordShapes.ts';
import { SERVING_FILES, ZIP_COLUMNS, type RecordsMeta, type ZipsMeta } from '../../lib/serving/layout.ts';
import { memoise, memoiseEach, readOrUnavailable, unavailable, type DataUnavailableError } from './dataErrors.ts';
import type { DataStore } from './dataStore.ts';

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
  const open = <M, T>(path: string, part: DataUnavailableError['part'], use: (pack: Pack<M>, bytes: Uint8Array) => T) =>
    readOrUnavailable(path, async () => {
      const bytes = await store.readBytes(path);
      return use(openPack<M>(bytes), bytes);
    }, part, log);
  const zips = memoise(() => open(SERVING_FILES.zips, 'ZIP index', zipTable));
  const packs = memoiseEach((path: string, part: DataUnavailableError['part']) => open(path, part, (pack: Pack<unknown>) => pack));
  return {
    zips,
    pack: <M>(path: string, part: DataUnavailableError['part']) => packs(path, part) as Promise<Pack<M>>,
    records: memoiseEach((path: string, part: DataUnavailableError['part']) =>
      open(path, part, (pack: Pack<RecordsMeta>, bytes) => recordFile(pack, bytes, path, part, log)),
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

function recordFile(pack: Pack<RecordsMeta>, bytes: Uint8Array, path: string, part: DataUnavailableError['part'], log: (line: string) => void): RecordFile {
  let digest: Buffer | undefined;
  return {
    count: pack.recordCount,
    digest: () => (digest ??= createHash('sha256').update(bytes).digest()),
    get<T>(i: number) {
      try {
        return decodeRecord<T>(pack.meta.shapes, pack.record(i));
      } catch (error) {
        throw unavailable(path, `record ${i}: ${error instanceof Error ? error.message : String(error)}`, part, log, error);
      }
    },
  };
}
