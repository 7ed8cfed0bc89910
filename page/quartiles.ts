/**
 * A month's precipitation quartiles in words, as a person reads them: in 1 year in 4 the month gets
 * less than its 25th percentile, in 1 year in 4 more than its 75th, in half of years less than its median.
 */
import { fixed } from '../lib/fixed.ts';
import type { PrecipQuartiles } from '../lib/dayCounts.ts';
import type { MonthlyNormals, OneMonthResponse, WholeYearResponse } from '../lib/types.ts';
import type { Units } from '../lib/units.ts';
import { unitsOf, wordsFor } from './units.ts';

/**
 * null when the answer has no quartiles for the month (its note says why).
 * @example quartileWords('July', { p25: 2.46, p50: 3.67, p75: 5.5 }, 'us') // 'In 1 year in 4, July gets less than 2.46 in of precipitation, and in 1 year in 4 more than 5.50 in; in half of years less than 3.67 in.'
 */
export function quartileWords(monthName: string, q: PrecipQuartiles, units: Units): string | null {
  if (q.p25 === null || q.p50 === null || q.p75 === null) return null;
  const w = wordsFor(units);
  const amount = (v: number) => `${fixed(v, w.precipDigits)} ${w.precip}`;
  return `In 1 year in 4, ${monthName} gets less than ${amount(q.p25)} of precipitation, and in 1 year in 4 more than ${amount(q.p75)}; in half of years less than ${amount(q.p50)}.`;
}

/** The picked month's quartiles in words, else the wettest and driest months'; '' when the answer has none. */
export function quartileLines(year: WholeYearResponse, month: OneMonthResponse | null): string {
  const units = unitsOf(year);
  const names = month ? [month.normals.monthName] : [year.yearSummary.driestMonth, year.yearSummary.wettestMonth];
  return names
    .map((name) => year.months.find((m) => m.monthName === name))
    .flatMap((m) => (m ? [quartileWords(m.monthName, quartilesOf(m), units)] : []))
    .filter((line): line is string => line !== null)
    .join(' ');
}

/** A month's quartiles in either unit system's field. */
const quartilesOf = (m: MonthlyNormals) => (m as MonthlyNormals & { precipQuartilesMm?: PrecipQuartiles }).precipQuartilesMm ?? m.precipQuartilesIn;
