/**
 * The year at a glance for best-time-to-visit use: the `yearSummary` of a whole-year answer (docs/api.md).
 */
import type { MonthlyNormals, YearSummary } from '../types.ts';

/**
 * Warmest and coolest month by mean temperature, wettest and driest by precipitation; ties go
 * to the earlier month. Wettest and driest are null unless all 12 months have a precipitation
 * normal, because a month without one cannot be ranked and must not be guessed.
 * @example yearSummary(months) // { warmestMonth: 'July', coolestMonth: 'January', wettestMonth: 'May', driestMonth: 'February' }
 */
export function yearSummary(months: readonly MonthlyNormals[]): YearSummary {
  const first = months[0];
  if (months.length !== 12 || !first) throw new Error(`yearSummary needs 12 months, got ${months.length}`);
  const hasPrecip = months.every((m) => m.avgPrecipIn !== null);
  return {
    warmestMonth: pick(months, (m) => m.avgMeanF, (a, b) => a > b).monthName,
    coolestMonth: pick(months, (m) => m.avgMeanF, (a, b) => a < b).monthName,
    wettestMonth: hasPrecip ? pick(months, (m) => m.avgPrecipIn!, (a, b) => a > b).monthName : null,
    driestMonth: hasPrecip ? pick(months, (m) => m.avgPrecipIn!, (a, b) => a < b).monthName : null,
  };
}

/** The first month whose value beats every earlier one (strictly, so ties keep the earlier month). */
function pick(
  months: readonly MonthlyNormals[],
  value: (m: MonthlyNormals) => number,
  beats: (a: number, b: number) => boolean,
): MonthlyNormals {
  let best = months[0]!;
  for (const m of months) if (beats(value(m), value(best))) best = m;
  return best;
}
