/**
 * The unpacked daily normals (lib/daily/unpackedDays.ts) as the API reads them: the file opened at
 * the first date, its head checked, and a station's quarter read straight into the year the daily
 * lookup keeps for it (api/data/dailyDataset.ts). Only the local server has one (it derives it:
 * server/derivedFiles.ts); without it, or when it was not made from this daily.bin (the SHA-256 in
 * its head, checked once), stations are unpacked from daily.bin as before, the same values.
 */
import { LITTLE_ENDIAN, quarterRange, unpackedHead, UNPACKED_HEAD_BYTES, yearAt } from '../../lib/daily/unpackedDays.ts';
import { SERVING_FILES } from '../../lib/serving/layout.ts';
import { memoiseEach } from './dataErrors.ts';
import type { DataStore } from './dataStore.ts';
import { digestOf } from './servingForm.ts';

export interface UnpackedDays {
  /** Whether daily.bin's record `i` is unpacked here. */
  has(i: number): boolean;
  /** Quarter `q` of record `i` into its place in `year`; throws when the file ends before it. */
  quarter(i: number, q: number, year: Int32Array): void;
}

/** The file for a daily.bin of `count` records, opened once: null when there is none to use. */
export type UnpackedFile = (count: number) => Promise<UnpackedDays | null>;

/** @example const days = await unpackedDays(store, log)(pack.recordCount); days?.quarter(12, 2, year) */
export function unpackedDays(store: DataStore, log: (line: string) => void): UnpackedFile {
  return memoiseEach((count: number) => openUnpacked(store, count, log));
}

async function openUnpacked(store: DataStore, count: number, log: (line: string) => void): Promise<UnpackedDays | null> {
  if (!LITTLE_ENDIAN) return null;
  try {
    const file = await store.openRanges(SERVING_FILES.dailyUnpacked);
    if (file === null) return null;
    const head = new Uint8Array(yearAt(count, 0));
    const read = file.read(0, head.length, head);
    const made = unpackedHead(head.subarray(0, read));
    if (made.count !== count) throw new Error(`${made.count} stations, daily.bin ${count}`);
    if (read !== head.length || file.size !== yearAt(count, count)) throw new Error('truncated');
    const source = await store.openRanges(SERVING_FILES.daily);
    if (source === null || !digestOf(source).equals(made.digest)) throw new Error('made from another daily.bin');
    const unpacked = head.subarray(UNPACKED_HEAD_BYTES, UNPACKED_HEAD_BYTES + count);
    return {
      has: (i) => unpacked[i] === 1,
      quarter(i, q, year) {
        const { at, length } = quarterRange(count, i, q);
        const into = new Uint8Array(year.buffer, year.byteOffset + (at - yearAt(count, i)), length);
        if (file.read(at, length, into) !== length) throw new Error(`${SERVING_FILES.dailyUnpacked} ends before station ${i}'s quarter ${q + 1}`);
      },
    };
  } catch (error) {
    log(`unpacked daily normals unused: ${SERVING_FILES.dailyUnpacked}: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  }
}
