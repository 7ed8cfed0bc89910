/**
 * Packs a station's days for serve/daily.bin in the format lib/daily/packedDays.ts describes and
 * reads. fflate deflates: its level 9 writes the same bytes on every Node, so a build does not
 * change with the zlib a Node ships.
 */
import { deflateSync } from 'fflate';
import type { StoredDay } from './fields.ts';
import { DAYS, FIELDS, QUARTER_STARTS, QUARTERS_HEAD, zigzag } from './packedDays.ts';

/** @example unpackDays(packDays(days)) // days, value for value */
export function packDays(days: readonly StoredDay[]): Uint8Array {
  if (days.length !== DAYS || days.some((d) => d.length !== FIELDS)) throw new Error(`not ${DAYS} days of ${FIELDS} values`);
  const quarters = QUARTER_STARTS.slice(1).map((end, q) => deflateSync(quarterCodes(days, QUARTER_STARTS[q]!, end), { level: 9 }));
  const packed = new Uint8Array(QUARTERS_HEAD + quarters.reduce((sum, quarter) => sum + quarter.length, 0));
  let at = QUARTERS_HEAD;
  quarters.forEach((quarter, q) => {
    if (quarter.length > 0xffff) throw new Error(`quarter ${q + 1} packs to ${quarter.length} bytes, more than its length can say`);
    packed[q * 2] = quarter.length & 0xff;
    packed[q * 2 + 1] = quarter.length >> 8;
    packed.set(quarter, at);
    at += quarter.length;
  });
  return packed;
}

/** The days from `first` to before `end`, field after field, each value's code as a base-128 varint. */
function quarterCodes(days: readonly StoredDay[], first: number, end: number): Uint8Array {
  const bytes: number[] = [];
  for (let f = 0; f < FIELDS; f++) {
    let last = 0;
    for (let d = first; d < end; d++) {
      const value = days[d]![f]!;
      let difference: number | null = null;
      if (value !== null) {
        const hundredths = Math.round(value * 100);
        if (hundredths / 100 !== value) throw new Error(`${value} has more than two decimals`);
        difference = hundredths - last;
        last = hundredths;
      }
      let code = zigzag(difference);
      for (; code >= 128; code = Math.floor(code / 128)) bytes.push((code % 128) | 128);
      bytes.push(code);
    }
  }
  return Uint8Array.from(bytes);
}
