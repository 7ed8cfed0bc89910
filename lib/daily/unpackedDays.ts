/**
 * serve/daily-unpacked.bin: every station of serve/daily.bin unpacked, a year of hundredths each
 * (lib/daily/packedDays.ts), as 4-byte little-endian integers, so a date at a station read for the
 * first time reads its quarter in one small read rather than inflating and decoding it (about 30 µs).
 * 30 KB a station, about 220 MB at full coverage: only the local server derives it, when it starts
 * (lib/serving/derivedFiles.ts); the function, the build and the bulk download have none. Laid out
 * as the derived head (lib/serving/derivedHead.ts: MAGIC, the station count, the SHA-256 of the
 * daily.bin it was made from), a byte a
 * station (1: unpacked here; 0: its record did not unpack, so the packed path reads it and says
 * why), then each station's year in daily.bin's record order (zeros for one not unpacked).
 */
import { DERIVED_HEAD_BYTES, derivedHead, readDerivedHead } from '../serving/derivedHead.ts';
import type { Pack } from '../serving/pack.ts';
import { QUARTER_STARTS, unpackInto, YEAR_VALUES, FIELDS } from './packedDays.ts';

const MAGIC = 'TWDAYS01';
export const UNPACKED_HEAD_BYTES = DERIVED_HEAD_BYTES;
const YEAR_BYTES = 4 * YEAR_VALUES;

/** Whether this machine's typed arrays are little-endian, as the file is (every platform Node serves from). */
export const LITTLE_ENDIAN = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;

/** Where station record `i`'s year starts in a file of `count` stations (after the head and a byte a station, 4-aligned). */
export const yearAt = (count: number, i: number) => Math.ceil((UNPACKED_HEAD_BYTES + count) / 4) * 4 + i * YEAR_BYTES;

/** Where quarter `q` of record `i`'s year is in the file, and its length in bytes (the year is day after day, so a quarter is one range). */
export function quarterRange(count: number, i: number, q: number): { at: number; length: number } {
  const [first, stop] = [QUARTER_STARTS[q]! * FIELDS * 4, QUARTER_STARTS[q + 1]! * FIELDS * 4];
  return { at: yearAt(count, i) + first, length: stop - first };
}

/**
 * Writes the unpacked file of daily.bin's pack, `digest` its SHA-256, a station at a time (a
 * record that does not unpack is marked so, its year zeros); throws on a big-endian machine.
 * @example unpackedDaysFile(openPack(dailyBytes), digest, (bytes, at) => writeSync(fd, bytes, 0, bytes.length, at))
 */
export function unpackedDaysFile(pack: Pack<unknown>, digest: Uint8Array, write: (bytes: Uint8Array, at: number) => void): void {
  if (!LITTLE_ENDIAN) throw new Error('a big-endian machine reads the packed days');
  const count = pack.recordCount;
  const unpacked = new Uint8Array(count);
  const year = new Int32Array(YEAR_VALUES);
  for (let i = 0; i < count; i++) {
    try {
      unpackInto(pack.recordBytes(i), year);
      unpacked[i] = 1;
    } catch {
      year.fill(0);
    }
    write(new Uint8Array(year.buffer), yearAt(count, i));
  }
  const head = new Uint8Array(yearAt(count, 0));
  head.set(derivedHead(MAGIC, count, digest), 0);
  head.set(unpacked, UNPACKED_HEAD_BYTES);
  write(head, 0);
}

/** The station count and daily.bin digest of an unpacked file's first UNPACKED_HEAD_BYTES; throws when they are not an unpacked file's. */
export function unpackedHead(head: Uint8Array): { count: number; digest: Uint8Array } {
  return readDerivedHead(MAGIC, head, 'an unpacked-days file');
}
