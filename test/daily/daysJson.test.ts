/** The days' JSON written straight into bytes from a year of hundredths (lib/daily/daysJson.ts) is JSON.stringify of the day objects, byte for byte. */
import { describe, expect, it } from 'vitest';
import { daysFrom } from '../../lib/daily/calendar.ts';
import { dailyDay } from '../../lib/daily/day.ts';
import { daysJson } from '../../lib/daily/daysJson.ts';
import { DAY_FIELD_NAMES, type StoredDay } from '../../lib/daily/fields.ts';
import { packDays } from '../../lib/daily/packDays.ts';
import { unpackInto, YEAR_VALUES } from '../../lib/daily/packedDays.ts';

const year = (value: (day: number, field: number) => number | null): StoredDay[] =>
  Array.from({ length: 366 }, (_, d) => DAY_FIELD_NAMES.map((_, f) => value(d, f)));
const ALL = daysFrom('01-01', '12-31');
const hundredths = (days: StoredDay[]) => unpackInto(packDays(days), new Int32Array(YEAR_VALUES));
const stringified = (days: StoredDay[], indexes: readonly number[]) => JSON.stringify(indexes.map((i) => dailyDay(i, days[i]!)));

describe('daysJson', () => {
  it.each([
    { name: 'two decimals, negatives, zeros', days: year((d, f) => Math.round((Math.sin(d / 58 + f) * 120 - 20) * 100) / 100) },
    { name: 'nulls between values (02-29 totals, a missing column)', days: year((d, f) => (f % 3 === 0 || d === 59 ? null : d / 4)) },
    { name: 'one decimal that is 0 in the second place, and whole numbers', days: year((d, f) => (f % 2 ? Math.round(d % 10) / 10 : d * 10)) },
    { name: 'hundredths below 1, either sign, and -0', days: year((d, f) => [0.05, -0.05, 0.01, -0.99, -0, 0][(d + f) % 6]!) },
    { name: 'a year-to-date total past 400 in, and large numbers', days: year((d, f) => (f === 0 ? 12345678.01 : Math.round(d * 1.27 * 100) / 100)) },
    { name: 'the largest and smallest values a year holds', days: year((d, f) => [21474836.47, -21474836.47, 0][(d + f) % 3]!) },
  ])('$name', ({ days }) => expect(daysJson(hundredths(days), ALL).toString('latin1')).toBe(stringified(days, ALL)));

  it.each([
    { name: 'across New Year', indexes: daysFrom('12-20', '01-05') },
    { name: 'February 29 alone', indexes: daysFrom('02-29', '02-29') },
    { name: 'no days', indexes: [] },
  ])('$name', ({ indexes }) => {
    const days = year((d, f) => (d * 100 + f) / 100);
    expect(daysJson(hundredths(days), indexes).toString('latin1')).toBe(stringified(days, indexes));
  });
});
