/**
 * What the one-month summary says of NCEI's day counts (lib/dayCounts.ts): on about how many days
 * precipitation falls, and how often a 90 °F high or a freezing low comes when it is usual, which
 * here means NCEI's average is at least one day that month (half a day rounds to one, so would read
 * as usual when it is not). Whole days, "about": the counts are 30-year averages. Deterministic.
 */
import type { DayCounts } from '../dayCounts.ts';
import type { Units } from '../units.ts';

/** A count is usual from this many days a month. */
export const USUAL_DAYS = 1;

/** The thresholds as each unit system writes them; the counts are NCEI's, at its °F thresholds. */
const THRESHOLDS = {
  us: { hot: '90 °F', freezing: '32 °F' },
  metric: { hot: '32.2 °C', freezing: '0 °C' },
} as const satisfies Record<Units, object>;

/**
 * @example aboutDays(10.1) // 'about 10 days'
 * @example aboutDays(0.4) // 'less than one day'
 */
export function aboutDays(days: number): string {
  const whole = Math.round(days);
  if (whole === 0) return 'less than one day';
  return `about ${whole} ${whole === 1 ? 'day' : 'days'}`;
}

/**
 * The words after the precipitation amount: on how many days it falls, when known.
 * @example wetDays(10.1) // ' on about 10 days'
 * @example wetDays(null) // ''
 */
export const wetDays = (days: number | null): string => (days === null ? '' : ` on ${aboutDays(days)}`);

/**
 * The clause on hot highs and freezing lows, when either is usual that month; '' otherwise.
 * @example extremeDays({ daysHighAtLeast90F: 12.5, daysLowAtMost32F: 0, … }, 'us') // '; highs reach 90 °F or more on about 13 days'
 */
export function extremeDays(days: Pick<DayCounts, 'daysHighAtLeast90F' | 'daysLowAtMost32F'>, units: Units): string {
  const t = THRESHOLDS[units];
  const parts: string[] = [];
  if (usual(days.daysHighAtLeast90F)) parts.push(`highs reach ${t.hot} or more on ${aboutDays(days.daysHighAtLeast90F!)}`);
  if (usual(days.daysLowAtMost32F)) parts.push(`lows fall to ${t.freezing} or below on ${aboutDays(days.daysLowAtMost32F!)}`);
  return parts.length === 0 ? '' : `; ${parts.join(' and ')}`;
}

const usual = (days: number | null) => days !== null && days >= USUAL_DAYS;
