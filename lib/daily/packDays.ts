/**
 * Packs a station's days for serve/daily.bin in the format lib/daily/packedDays.ts describes and
 * reads. fflate deflates: its level 9 writes the same bytes on every Node, so a build does not
 * change with the zlib a Node ships.
 */
import { deflateSync } from 'fflate';
import type { StoredDay } from './fields.ts';
import { DAYS, FIELDS, NULL } from './packedDays.ts';

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

function littleEndian(values: Int32Array): Uint8Array {
  const bytes = new Uint8Array(values.length * 4);
  const view = new DataView(bytes.buffer);
  values.forEach((v, i) => view.setInt32(i * 4, v, true));
  return bytes;
}
