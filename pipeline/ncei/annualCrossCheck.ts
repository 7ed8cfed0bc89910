/**
 * Cross-check of an edition's monthly values against its own published annual values (1981–2010:
 * ann-tavg-normal.txt and ann-prcp-normal.txt). A station that fails is quarantined by the build's
 * one rule (pipeline/quarantine.ts).
 */
import { crossCheckTolerance } from '../validate.ts';
import { periodNormal } from './byVariableEdition.ts';
import type { MonthlyStation } from './types.ts';

export interface AnnualValues {
  mean: number | null | undefined;
  precip: number | null | undefined;
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/**
 * The year's mean temperature the way 1981–2010's ann-tavg-normal.txt was computed: from the daily
 * normals, i.e. the monthly means weighted by their days. (The plain mean of the 12 months misses the
 * published value by more than the rounding at 2,188 of 7,501 stations; the day-weighted mean at none.)
 * @example dayWeightedMean([30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30]) // 30
 */
export function dayWeightedMean(months: readonly (number | null)[]): number | null {
  if (months.length !== 12 || months.some((v) => v === null)) return null;
  return (months as number[]).reduce((sum, v, i) => sum + v * DAYS_IN_MONTH[i]!, 0) / 365;
}

/**
 * Problems of one station: the day-weighted mean of its 12 monthly means against the annual mean,
 * the sum of its 12 monthly precipitation values against the annual total, each within NCEI's
 * rounding. A check is skipped where either side has no value (an absent annual line is not a
 * disagreement).
 * @example annualProblems(station, { mean: 55.8, precip: 49.5 }) // [] when they agree
 */
export function annualProblems(m: MonthlyStation, annual: AnnualValues): string[] {
  const problems: string[] = [];
  for (const element of ['mean', 'precip'] as const) {
    const expected = annual[element];
    const values = m.rows.map((r) => r[element]);
    const derived = element === 'mean' ? dayWeightedMean(values) : periodNormal(values, element);
    if (expected === null || expected === undefined || derived === null) continue;
    if (Math.abs(derived - expected) > crossCheckTolerance(element, 12)) {
      const how = element === 'mean' ? 'day-weighted mean of the monthly means' : 'sum of the monthly precipitation';
      problems.push(`${how} ${+derived.toFixed(3)} differs from the annual value ${expected}`);
    }
  }
  return problems;
}
