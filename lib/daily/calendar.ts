/**
 * The days of the daily normals: NCEI's 366 (01-01 to 12-31, February 29 included), their names,
 * and the days from one date to another, across New Year when the second comes first.
 */
import { MONTH_NAMES } from '../constants.ts';

const MONTH_LENGTHS = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;
const two = (n: number) => String(n).padStart(2, '0');

/** The 366 days as `MM-DD`, in NCEI's order. */
export const DAYS_OF_YEAR: readonly string[] = MONTH_LENGTHS.flatMap((length, m) => Array.from({ length }, (_, d) => `${two(m + 1)}-${two(d + 1)}`));

const INDEX = new Map(DAYS_OF_YEAR.map((date, i) => [date, i]));

/** A day's place in DAYS_OF_YEAR. @example dayIndex('01-02') // 1 */
export function dayIndex(date: string): number {
  const i = INDEX.get(date);
  if (i === undefined) throw new Error(`${date} is no day of the year`);
  return i;
}

/** @example dateName('07-04') // 'July 4' */
export const dateName = (date: string): string => `${MONTH_NAMES[Number(date.slice(0, 2)) - 1]} ${Number(date.slice(3))}`;

/**
 * The days from `from` to `to`, both included, in calendar order; across New Year when `to` comes before `from`.
 * @example daysFrom('12-30', '01-02') // [364, 365, 0, 1]
 * @example daysFrom('01-01', '12-31').length // 366
 */
export function daysFrom(from: string, to: string): number[] {
  const start = dayIndex(from);
  const end = dayIndex(to);
  const count = (end - start + DAYS_OF_YEAR.length) % DAYS_OF_YEAR.length + 1;
  return Array.from({ length: count }, (_, i) => (start + i) % DAYS_OF_YEAR.length);
}
