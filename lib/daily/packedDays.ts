/**
 * A station's 366 stored days as a few bytes, the record of serve/daily.bin: each field's values
 * through the year as whole hundredths (NCEI publishes at most two decimals), each the difference
 * from the field's previous value (daily normals change little from day to day), deflated.
 * Central Park's 366 × 21 values are 32.7 KB as JSON, about 1.8 KB this way, which is what keeps
 * every station's days within the function's size at full coverage.
 * The build packs them (lib/daily/packDays.ts); the API and the build read them back here.
 */
import { inflateRawSync } from 'node:zlib';
import { DAY_FIELD_NAMES, type StoredDay } from './fields.ts';

/** A null: no hundredths of any published value come near it. */
export const NULL = -(2 ** 31);
export const FIELDS = DAY_FIELD_NAMES.length;
export const DAYS = 366;

/**
 * A packed station's 366 days, every field (/daily-normals reads the year).
 * @example unpackDays(packDays(days)) // days, value for value
 */
export function unpackDays(packed: Uint8Array): StoredDay[] {
  const view = inflated(packed);
  const days: StoredDay[] = Array.from({ length: DAYS }, () => new Array<number | null>(FIELDS));
  for (let f = 0; f < FIELDS; f++) {
    let previous = 0;
    for (let d = 0; d < DAYS; d++) {
      const stored = view.getInt32((f * DAYS + d) * 4, true);
      if (stored === NULL) days[d]![f] = null;
      else days[d]![f] = (previous += stored) / 100;
    }
  }
  return days;
}

/**
 * One day of a packed station: its fields' differences summed up to that day, without making the
 * other 365 (a date reads one day; the year's arrays cost it more than the inflating).
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
 * The station's values as stored: 366 × FIELDS little-endian differences, field after field.
 * Any inflater gives back the same bytes: Node's own, which its runtime has loaded already, rather
 * than fflate's, whose module and tables a cold start would load for every request (only dates read days).
 */
function inflated(packed: Uint8Array): DataView {
  const bytes = inflateRawSync(packed);
  if (bytes.length !== DAYS * FIELDS * 4) throw new Error(`a packed station holds ${bytes.length} bytes, not ${DAYS * FIELDS * 4}`);
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
