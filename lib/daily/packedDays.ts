/**
 * A station's 366 stored days as a few bytes, the record of serve/daily.bin: each field's values
 * through the year as whole hundredths (NCEI publishes at most two decimals), each the difference
 * from the field's previous value (daily normals change little from day to day), deflated.
 * Central Park's 366 × 21 values are 32.7 KB as JSON, about 1.8 KB this way, which is what keeps
 * every station's days within the function's size at full coverage.
 * The build packs them (lib/daily/packDays.ts); the API and the build read them back here, as a
 * year of hundredths: day after day, each day's fields in order (day d's field f at d × FIELDS + f),
 * NULL where there is no value.
 */
import { inflateRawSync } from 'node:zlib';
import type { StoredDay } from './fields.ts';
import { DAY_FIELD_NAMES } from './fields.ts';

/** A null: no hundredths of any published value come near it. */
export const NULL = -(2 ** 31);
export const FIELDS = DAY_FIELD_NAMES.length;
export const DAYS = 366;
/** The values of a year of hundredths. */
export const YEAR_VALUES = DAYS * FIELDS;

/**
 * Unpacks a station into `year` (YEAR_VALUES long), overwriting all of it: the API keeps a few
 * such years in arrays it reuses, so reading a station makes no garbage but the inflated bytes.
 * @example unpackInto(packDays(days), new Int32Array(YEAR_VALUES))[185 * FIELDS] // 8430: July 4's high, 84.3 °F
 */
export function unpackInto(packed: Uint8Array, year: Int32Array): Int32Array {
  if (year.length !== YEAR_VALUES) throw new RangeError(`a year holds ${YEAR_VALUES} values, not ${year.length}`);
  const view = inflated(packed);
  for (let f = 0; f < FIELDS; f++) {
    let previous = 0;
    for (let d = 0; d < DAYS; d++) {
      const stored = view.getInt32((f * DAYS + d) * 4, true);
      year[d * FIELDS + f] = stored === NULL ? NULL : (previous += stored);
    }
  }
  return year;
}

/**
 * Day `index` of a year of hundredths as its values.
 * @example dayOf(year, 185)[0] // 84.3
 */
export function dayOf(year: Int32Array, index: number): StoredDay {
  if (!Number.isInteger(index) || index < 0 || index >= DAYS) throw new RangeError(`day ${index} is not one of 0…${DAYS - 1}`);
  const day: StoredDay = new Array<number | null>(FIELDS);
  for (let f = 0; f < FIELDS; f++) {
    const hundredths = year[index * FIELDS + f]!;
    day[f] = hundredths === NULL ? null : hundredths / 100;
  }
  return day;
}

/**
 * One day of a packed station: its fields' differences summed up to that day, without writing the
 * year out (a date at a station not kept reads one day; writing the year cost it ~15 % of its rate).
 * @example unpackDay(packDays(days), 185) // days[185], value for value
 */
export function unpackDay(packed: Uint8Array, index: number): StoredDay {
  if (!Number.isInteger(index) || index < 0 || index >= DAYS) throw new RangeError(`day ${index} is not one of 0…${DAYS - 1}`);
  const view = inflated(packed);
  const day: StoredDay = new Array<number | null>(FIELDS);
  for (let f = 0; f < FIELDS; f++) {
    let sum = 0;
    let stored = 0;
    for (let d = 0; d <= index; d++) {
      stored = view.getInt32((f * DAYS + d) * 4, true);
      if (stored !== NULL) sum += stored;
    }
    day[f] = stored === NULL ? null : sum / 100;
  }
  return day;
}

/**
 * A packed station's 366 days, every field (the build's CSV, a metric /daily-normals).
 * @example unpackDays(packDays(days)) // days, value for value
 */
export function unpackDays(packed: Uint8Array): StoredDay[] {
  const year = unpackInto(packed, new Int32Array(YEAR_VALUES));
  return Array.from({ length: DAYS }, (_, d) => dayOf(year, d));
}

/**
 * The station's values as stored: 366 × FIELDS little-endian differences, field after field.
 * Any inflater gives back the same bytes: Node's own, which its runtime has loaded already, rather
 * than fflate's, whose module and tables a cold start would load for every request (only dates read days).
 */
function inflated(packed: Uint8Array): DataView {
  const bytes = inflateRawSync(packed);
  if (bytes.length !== YEAR_VALUES * 4) throw new Error(`a packed station holds ${bytes.length} bytes, not ${YEAR_VALUES * 4}`);
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
