/** A station's days packed for serve/daily.bin (lib/daily/packDays.ts) come back value for value, nulls as nulls: the year, and each day alone from its quarter; a record that does not add up is an error. */
import { deflateSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { DAY_FIELD_NAMES, type StoredDay } from '../../lib/daily/fields.ts';
import { packDays } from '../../lib/daily/packDays.ts';
import { dayOf, QUARTER_STARTS, QUARTERS_HEAD, quarterOf, unpackDays, unpackInto, unpackQuarter, YEAR_VALUES } from '../../lib/daily/packedDays.ts';

/** Day `d` as a date reads it: its quarter alone unpacked. */
const oneDay = (packed: Uint8Array, d: number) => dayOf(unpackQuarter(packed, quarterOf(d), new Int32Array(YEAR_VALUES)), d);

const year = (value: (day: number, field: number) => number | null): StoredDay[] =>
  Array.from({ length: 366 }, (_, d) => DAY_FIELD_NAMES.map((_, f) => value(d, f)));

describe('packed days', () => {
  it.each([
    { name: 'two decimals, negatives, zeros', days: year((d, f) => Math.round((Math.sin(d / 58 + f) * 120 - 20) * 100) / 100) },
    { name: 'nulls between values (02-29 totals, a missing column)', days: year((d, f) => (f % 3 === 0 || d === 59 ? null : d / 4)) },
    { name: 'a year-to-date total past 400 in', days: year((d) => Math.round(d * 1.27 * 100) / 100) },
  ])('$name', ({ days }) => {
    const packed = packDays(days);
    expect(unpackDays(packed)).toEqual(days);
    const hundredths = unpackInto(packed, new Int32Array(YEAR_VALUES));
    expect(days.map((_, d) => dayOf(hundredths, d))).toEqual(days);
    expect(days.map((_, d) => oneDay(packed, d))).toEqual(days);
  });

  it('unpacks into a year already used, every value written over', () => {
    const used = unpackInto(packDays(year((d, f) => d + f)), new Int32Array(YEAR_VALUES));
    const days = year((d, f) => (f % 2 ? null : -(d + 1) / 100));
    const again = unpackInto(packDays(days), used);
    expect(again).toBe(used);
    expect(days.map((_, d) => dayOf(again, d))).toEqual(days);
  });

  it('reads no day outside the year, and into no array but a year', () => {
    const hundredths = unpackInto(packDays(year(() => 1)), new Int32Array(YEAR_VALUES));
    for (const index of [-1, 366, 1.5]) {
      expect(() => dayOf(hundredths, index)).toThrow(RangeError);
      expect(() => oneDay(packDays(year(() => 1)), index)).toThrow(RangeError);
    }
    expect(() => unpackInto(packDays(year(() => 1)), new Int32Array(YEAR_VALUES - 1))).toThrow(RangeError);
  });

  it('unpacks a quarter into its place alone, the rest of the year as it was', () => {
    const days = year((d, f) => (d * 100 + f) / 100);
    const before = Int32Array.from({ length: YEAR_VALUES }, (_, i) => -i);
    const after = unpackQuarter(packDays(days), 2, before.slice());
    const [from, to] = [QUARTER_STARTS[2]! * DAY_FIELD_NAMES.length, QUARTER_STARTS[3]! * DAY_FIELD_NAMES.length];
    expect([...after.subarray(0, from), ...after.subarray(to)]).toEqual([...before.subarray(0, from), ...before.subarray(to)]);
    expect(Array.from({ length: 92 }, (_, k) => dayOf(after, 182 + k))).toEqual(days.slice(182, 274));
    expect([0, 90, 91, 181, 182, 273, 274, 365].map(quarterOf)).toEqual([0, 0, 1, 1, 2, 2, 3, 3]);
  });

  it('reads a day from its quarter, and refuses a record whose quarters do not add up', () => {
    const days = year((d, f) => d * 10 + f);
    const packed = packDays(days);
    expect(QUARTER_STARTS).toEqual([0, 91, 182, 274, 366]);
    expect([0, 90, 91, 181, 182, 273, 274, 365].map((d) => oneDay(packed, d))).toEqual([0, 90, 91, 181, 182, 273, 274, 365].map((d) => days[d]));
    const longer = new Uint8Array(packed.length + 1);
    longer.set(packed);
    expect(() => oneDay(longer, 0)).toThrow(/add up to/);
    expect(() => oneDay(packed.subarray(0, 3), 0)).toThrow(/add up to/);
  });

  it('refuses a quarter with values missing or left over', () => {
    const quarter = (codes: number[]) => {
      const deflated = deflateSync(Uint8Array.from(codes));
      const packed = new Uint8Array(QUARTERS_HEAD + deflated.length);
      packed.set([deflated.length & 0xff, deflated.length >> 8], 0);
      packed.set(deflated, QUARTERS_HEAD);
      return packed;
    };
    const values = 91 * DAY_FIELD_NAMES.length;
    expect(oneDay(quarter(Array.from({ length: values }, () => 0)), 0)).toEqual(DAY_FIELD_NAMES.map(() => null));
    expect(() => oneDay(quarter(Array.from({ length: values - 1 }, () => 0)), 0)).toThrow(/ends before its last value/);
    expect(() => oneDay(quarter(Array.from({ length: values + 1 }, () => 0)), 0)).toThrow(/past its last value/);
    expect(() => oneDay(quarter([...Array.from({ length: values - 1 }, () => 0), 0x80]), 0)).toThrow(/ends before its last value/);
  });

  it('refuses a value of more than two decimals, or not 366 days', () => {
    expect(() => packDays(year(() => 0.125))).toThrow(/more than two decimals/);
    expect(() => packDays(year(() => 1).slice(1))).toThrow(/not 366 days/);
  });
});
