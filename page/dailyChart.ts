/**
 * Where the year's chart puts a day of the daily normals, pure (tested): each month keeps its equal
 * slot, as the monthly bars and labels have it, and its days share the slot evenly (February's 29),
 * so a daily line passes through the month it belongs to.
 */
import type { DailyDay } from '../lib/daily/day.ts';
import { DAYS_OF_YEAR } from '../lib/daily/calendar.ts';
import type { Units } from '../lib/units.ts';
import { valueOf } from './units.ts';

/** Each month's days in NCEI's 366-day year. */
const MONTH_LENGTHS = Array.from({ length: 12 }, (_, m) => DAYS_OF_YEAR.filter((d) => Number(d.slice(0, 2)) === m + 1).length);

/**
 * A day (`MM-DD`) as a fraction of the months from January 1: the middle of its share of its month.
 * @example dayPosition('01-01') // 0.0161… (half of one 31st)
 * @example dayPosition('07-16') // 6.5 (July's middle)
 */
export function dayPosition(date: string): number {
  const month = Number(date.slice(0, 2)) - 1;
  return month + (Number(date.slice(3)) - 0.5) / MONTH_LENGTHS[month]!;
}

/** The station has daily temperature normals to draw: at least one day with a high and a low. */
export const hasDailyTemps = (days: readonly DailyDay[] | null | undefined, units: Units): days is readonly DailyDay[] =>
  days?.some((d) => valueOf(d, 'avgHighF', units) !== null && valueOf(d, 'avgLowF', units) !== null) ?? false;

/**
 * The points of one daily measure, `x` taking a position in months and `y` a value; a day without
 * the value (NCEI's missing) is left out, so the line joins its neighbours.
 */
export function dailyLine(days: readonly DailyDay[], field: 'avgHighF' | 'avgLowF' | 'avgMeanF', units: Units, x: (months: number) => number, y: (value: number) => number): Array<[number, number]> {
  return days.flatMap((d) => {
    const value = valueOf(d, field, units);
    return value === null ? [] : [[round(x(dayPosition(d.date))), round(y(value))] as [number, number]];
  });
}

const round = (v: number) => Math.round(v * 10) / 10;
