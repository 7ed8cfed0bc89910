/**
 * A station's 366 stored days as a few bytes, the record of serve/daily.bin: each field's values
 * through the year as whole hundredths (NCEI publishes at most two decimals), each the difference
 * from the field's previous value (daily normals change little from day to day), deflated.
 * Central Park's 366 × 21 values are 32.7 KB as JSON, about 1.8 KB this way, which is what keeps
 * every station's days within the function's size at full coverage.
 */
import { deflateSync, inflateSync } from 'fflate';
import { DAY_FIELD_NAMES, type StoredDay } from './fields.ts';

/** A null: no hundredths of any published value come near it. */
const NULL = -(2 ** 31);
const FIELDS = DAY_FIELD_NAMES.length;
const DAYS = 366;

/** @example unpackDays(packDays(days)) // days, value for value */
export function packDays(days: readonly StoredDay[]): Uint8Array {
  if (days.length !== DAYS || days.some((d) => d.length !== FIELDS)) throw new Error(`not ${DAYS} days of ${FIELDS} values`);
  const out = new Int32Array(DAYS * FIELDS);
  for (let f = 0; f < FIELDS; f++) {
    let previous = 0;
    for (let d = 0; d < DAYS; d++) {
      const value = days[d]![f]!;
      if (value === null) {
        out[f * DAYS + d] = NULL;
        continue;
      }
      const hundredths = Math.round(value * 100);
      if (hundredths / 100 !== value) throw new Error(`${value} has more than two decimals`);
      out[f * DAYS + d] = hundredths - previous;
      previous = hundredths;
    }
  }
  return deflateSync(littleEndian(out), { level: 9 });
}

export function unpackDays(packed: Uint8Array): StoredDay[] {
  const bytes = inflateSync(packed);
  if (bytes.length !== DAYS * FIELDS * 4) throw new Error(`a packed station holds ${bytes.length} bytes, not ${DAYS * FIELDS * 4}`);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
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

function littleEndian(values: Int32Array): Uint8Array {
  const bytes = new Uint8Array(values.length * 4);
  const view = new DataView(bytes.buffer);
  values.forEach((v, i) => view.setInt32(i * 4, v, true));
  return bytes;
}
