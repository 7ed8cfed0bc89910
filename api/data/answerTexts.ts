/**
 * A records file's prerendered answer texts (lib/serving/answerText.ts) as the API reads them: the
 * file opened once and its record offsets held (4 bytes a record), each region read when a request
 * asks for it, so the texts cost no memory. They only spare work: when there is no text file (the
 * Netlify Function has none; the local server derives them: server/derivedFiles.ts) or it was not
 * made from this records file, answers are made from the records as before.
 */
import { pieceJson, regionIsWhole, textHeader, TEXT_HEADER_BYTES } from '../../lib/serving/answerText.ts';
import { memoiseEach } from './dataErrors.ts';
import type { DataStore } from './dataStore.ts';
import type { RecordFile } from './servingForm.ts';

export interface AnswerTexts {
  /**
   * Record `i`'s region, or null when it has no pieces (a station without months) or is not whole
   * (then logged once, and answered from the record). The region is
   * read into the file's one buffer, so it holds only until the file's next read: use it before
   * any await (a request waiting on the same load as this one reads next).
   */
  region(i: number): Uint8Array | null;
  /** Record `i`'s site (piece 0 as JSON, of a region just read), parsed once and kept; null when it is not JSON. */
  site<T>(i: number, region: Uint8Array): T | null;
}

/** A text file by path, given its records file and its regions' piece count; null when there are none to use. */
export type TextFiles = (path: string, records: Pick<RecordFile, 'count' | 'digest'>, pieces: number) => Promise<AnswerTexts | null>;

/**
 * @example const texts = await answerTexts(store, log)('serve/1991-2020-text.bin', await form.records('serve/1991-2020.bin', part), PIECES.count)
 */
export function answerTexts(store: DataStore, log: (line: string) => void): TextFiles {
  return memoiseEach((path: string, records: Pick<RecordFile, 'count' | 'digest'>, pieces: number) => openTexts(store, path, records, pieces, log));
}

async function openTexts(store: DataStore, path: string, records: Pick<RecordFile, 'count' | 'digest'>, pieces: number, log: (line: string) => void): Promise<AnswerTexts | null> {
  const file = await store.openRanges(path);
  if (file === null) return null;
  try {
    const header = new Uint8Array(TEXT_HEADER_BYTES);
    const { records: count, digest } = textHeader(header.subarray(0, file.read(0, TEXT_HEADER_BYTES, header)));
    if (count !== records.count) throw new Error(`${count} records, its records file ${records.count}`);
    if (!records.digest().equals(digest)) throw new Error('made from another records file');
    const raw = new Uint8Array(4 * (count + 1));
    if (file.read(TEXT_HEADER_BYTES, raw.length, raw) !== raw.length) throw new Error('truncated');
    const view = new DataView(raw.buffer);
    const offsets = Uint32Array.from({ length: count + 1 }, (_, i) => view.getUint32(4 * i, true));
    // Regions are at most 64 KB (their 16-bit boundaries): one buffer, no allocation a request.
    const buffer = new Uint8Array(0x10000);
    // The file never changes once open (it is replaced by a rename): a region found whole stays whole.
    const whole = new Uint8Array(count);
    // A site is a few hundred bytes a station: parsed once, not on every answer.
    const sites = new Array<unknown>(count);
    let logged = false;
    return {
      region(i) {
        const start = offsets[i]!;
        const length = offsets[i + 1]! - start;
        if (!(length > 0)) return null;
        const region = length <= buffer.length && file.read(start, length, buffer) === length ? buffer.subarray(0, length) : null;
        if (region !== null && (whole[i] === 1 || regionIsWhole(region, pieces))) {
          whole[i] = 1;
          return region;
        }
        if (!logged) log(`answer texts: ${path}: record ${i} is not a whole region of ${pieces} pieces; such records are answered from the records file`);
        logged = true;
        return null;
      },
      site<T>(i: number, region: Uint8Array) {
        if (sites[i] === undefined) sites[i] = pieceJson<T>(region, 0);
        return sites[i] as T | null;
      },
    };
  } catch (error) {
    log(`answer texts unused: ${path}: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  }
}
