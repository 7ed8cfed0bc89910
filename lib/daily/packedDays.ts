/**
 * A station's 366 stored days as a few bytes, the record of serve/daily.bin. The year is cut into its
 * four quarters, each deflated alone, so a date inflates its quarter (about 2 KB), not the year: half
 * the time a day took from one stream of the year. In a quarter, field after field, each day's value
 * in whole hundredths (NCEI publishes at most two decimals) is the difference from the field's last
 * value in the quarter (the first from 0: daily normals change little from day to day), zigzag-coded
 * with 0 for none, as a base-128 varint. The record: the quarters' lengths (uint16, little-endian),
 * then the quarters. Central Park's 366 × 21 values are 32.7 KB as JSON, about 1.9 KB this way, which
 * is what keeps every station's days within the function's size at full coverage (months deflated
 * alone would take 1.3 times the bytes).
 * The build packs them (lib/daily/packDays.ts); the API and the build read them back here, as a
 * year of hundredths: day after day, each day's fields in order (day d's field f at d × FIELDS + f),
 * NULL where there is no value.
 */
import { inflateRawSync } from 'node:zlib';
import { dayIndex } from './calendar.ts';
import type { StoredDay } from './fields.ts';
import { DAY_FIELD_NAMES } from './fields.ts';

/** A null: no hundredths of any published value come near it. */
export const NULL = -(2 ** 31);
export const FIELDS = DAY_FIELD_NAMES.length;
export const DAYS = 366;
/** The values of a year of hundredths. */
export const YEAR_VALUES = DAYS * FIELDS;
/** The first day of each quarter, then the end of the year. */
export const QUARTER_STARTS: readonly number[] = [...['01-01', '04-01', '07-01', '10-01'].map(dayIndex), DAYS];
/** The record's head: each quarter's length in bytes, two bytes a quarter. */
export const QUARTERS_HEAD = 2 * (QUARTER_STARTS.length - 1);
/** A quarter inflates to about 2 KB: one chunk of this size, not Node's default of 16 KB (a larger quarter still inflates, in more chunks). */
const INFLATE_CHUNK = 4096;

/** A day's value as its code: 0 none, odd a difference ≥ 0, even one below. @example zigzag(-3) // 6 */
export const zigzag = (difference: number | null) => (difference === null ? 0 : difference >= 0 ? 2 * difference + 1 : -2 * difference);

/**
 * Unpacks a station into `year` (YEAR_VALUES long), overwriting all of it: the API keeps a few
 * such years in arrays it reuses, so reading a station makes no garbage but the inflated bytes.
 * @example unpackInto(packDays(days), new Int32Array(YEAR_VALUES))[185 * FIELDS] // 8430: July 4's high, 84.3 °F
 */
export function unpackInto(packed: Uint8Array, year: Int32Array): Int32Array {
  for (let q = 0; q + 1 < QUARTER_STARTS.length; q++) unpackQuarter(packed, q, year);
  return year;
}

/**
 * Day `index` of a year of hundredths as its values.
 * @example dayOf(year, 185)[0] // 84.3
 */
export function dayOf(year: Int32Array, index: number): StoredDay {
  checkDay(index);
  const day: StoredDay = new Array<number | null>(FIELDS);
  for (let f = 0; f < FIELDS; f++) {
    const hundredths = year[index * FIELDS + f]!;
    day[f] = hundredths === NULL ? null : hundredths / 100;
  }
  return day;
}

/**
 * The quarter of the year day `index` is in: a date unpacks that quarter (unpackQuarter), not the year.
 * @example quarterOf(185) // 2: July 4 is in the third quarter
 */
export function quarterOf(index: number): number {
  checkDay(index);
  let q = 0;
  while (index >= QUARTER_STARTS[q + 1]!) q++;
  return q;
}

/**
 * A packed station's 366 days, every field (the build's CSV, a metric /daily-normals).
 * @example unpackDays(packDays(days)) // days, value for value
 */
export function unpackDays(packed: Uint8Array): StoredDay[] {
  const year = unpackInto(packed, new Int32Array(YEAR_VALUES));
  return Array.from({ length: DAYS }, (_, d) => dayOf(year, d));
}

function checkDay(index: number): void {
  if (!Number.isInteger(index) || index < 0 || index >= DAYS) throw new RangeError(`day ${index} is not one of 0…${DAYS - 1}`);
}

/**
 * Quarter `q`'s days into their place in `year` (the rest of it untouched), inflated with Node's
 * own zlib, which its runtime has loaded already, rather than fflate's, whose module and tables a
 * cold start would load for every request (only dates read days). A record whose lengths do not add
 * up, or a quarter with values missing or left over, is an error, never a value.
 * @example dayOf(unpackQuarter(packDays(days), 2, new Int32Array(YEAR_VALUES)), 185) // days[185]
 */
export function unpackQuarter(packed: Uint8Array, q: number, year: Int32Array): Int32Array {
  if (year.length !== YEAR_VALUES) throw new RangeError(`a year holds ${YEAR_VALUES} values, not ${year.length}`);
  const bytes = inflateRawSync(quarterBytes(packed, q), { chunkSize: INFLATE_CHUNK });
  const end = bytes.length;
  const [first, stop] = [QUARTER_STARTS[q]! * FIELDS, QUARTER_STARTS[q + 1]! * FIELDS];
  const short = () => new Error(`quarter ${q + 1} of a packed station ends before its last value`);
  let p = 0;
  for (let f = 0; f < FIELDS; f++) {
    let last = 0;
    for (let at = first + f; at < stop; at += FIELDS) {
      if (p >= end) throw short();
      let byte = bytes[p++]!;
      let code = byte;
      // Most differences take one byte: the loop of a longer varint only when its first byte says so.
      if (byte >= 128) {
        code &= 127;
        for (let scale = 128; byte >= 128; scale *= 128) {
          if (p >= end) throw short();
          byte = bytes[p++]!;
          code += (byte & 127) * scale;
        }
      }
      year[at] = code === 0 ? NULL : (last += code % 2 === 1 ? (code - 1) / 2 : -code / 2);
    }
  }
  if (p !== end) throw new Error(`quarter ${q + 1} of a packed station holds ${end - p} bytes past its last value`);
  return year;
}

/** Quarter `q`'s deflated bytes, from the lengths at the head of the record. */
function quarterBytes(packed: Uint8Array, q: number): Uint8Array {
  const length = (k: number) => packed[k * 2]! | (packed[k * 2 + 1]! << 8);
  let at = QUARTERS_HEAD;
  let size = QUARTERS_HEAD;
  for (let k = 0; k * 2 < QUARTERS_HEAD; k++) {
    if (k < q) at += length(k);
    size += length(k);
  }
  if (packed.length < QUARTERS_HEAD || size !== packed.length) throw new Error(`a packed station's quarters add up to ${size} bytes, not its ${packed.length}`);
  return packed.subarray(at, at + length(q));
}
