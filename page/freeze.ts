/**
 * The freeze risk on the page, pure (tested): the words for each threshold, and the year strip of
 * the freeze-free season: for 1 year in 10, half of years and 9 years in 10, the
 * stretch between the last spring and first fall 32 °F freeze, placed on a Jan–Dec axis. Pure
 * geometry (tested); page/profile.ts draws it.
 *
 * Each row pairs NCEI's dates and length of the same odds: in 9 years of 10 the last spring freeze
 * is before lastSpring.p10 and the first fall freeze after firstFall.p10, and the season lasts
 * growingSeasonDays.p90 or more. A season of 365 days or more fills the year (Miami; Phoenix in
 * most years, whose "last spring" freeze can fall in December and "first fall" in January); one
 * whose first fall date is before its last spring date wraps past Dec 31.
 */
import { shortDate } from '../lib/profile/summary.ts';
import type { FreezeRisk } from '../lib/profile/types.ts';

const DAYS_BEFORE_MONTH = [0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334];
const YEAR = 365;

/** Day of the year, 0-based, of an "MM-DD" (Feb 29 counts as Feb 28). @example dayOfYear('03-01') // 59 */
export function dayOfYear(mmdd: string): number {
  const [month, day] = mmdd.split('-').map(Number) as [number, number];
  return DAYS_BEFORE_MONTH[month - 1]! + Math.min(day, month === 2 ? 28 : 31) - 1;
}

/** A stretch of the year as fractions of it, 0 = Jan 1, 1 = end of Dec 31. */
export interface Span { from: number; to: number }

export interface StripRow {
  /** Which years the row speaks for. */
  label: string;
  /** One span, two when the season wraps past Dec 31, none when it cannot be placed. */
  spans: Span[];
  /** The season in words: NCEI's dates and length. */
  text: string;
}

/** Why a strip row has no dates, as a clause. */
const STRIP_REASONS = {
  'rare-or-never': 'a freeze is too rare for NCEI to date',
  'any-month': 'a freeze can come in any month',
  missing: 'NCEI gives none',
} as const;

const ROWS = [
  { label: '9 years in 10', dates: 'p10', days: 'p90' },
  { label: 'Half of years', dates: 'p50', days: 'p50' },
  { label: '1 year in 10', dates: 'p90', days: 'p10' },
] as const;

/**
 * @example stripRows(nyc32F)[1] // { label: 'Half of years', spans: [{ from: 0.241, to: 0.888 }], text: 'Mar 30 – Nov 20, 236 days or more' }
 */
export function stripRows(f: FreezeRisk): StripRow[] {
  return ROWS.map(({ label, dates, days: daysAt }) => {
    const days = f.growingSeasonDays[daysAt];
    const start = f.lastSpring[dates];
    const end = f.firstFall[dates];
    const length = days === null ? '' : `${days} days or more`;
    if (days !== null && days >= YEAR) return { label, spans: [{ from: 0, to: 1 }], text: `the whole year, ${length}` };
    if (start === null || end === null) {
      const why = `no dates: ${STRIP_REASONS[f.noDatesReason ?? 'missing']}`;
      return { label, spans: [], text: days === null ? why : `${why}; ${days} days or more between freezes` };
    }
    const from = dayOfYear(start) / YEAR;
    const to = (dayOfYear(end) + 1) / YEAR;
    const text = `${shortDate(start)} – ${shortDate(end)}${length && `, ${length}`}`;
    return { label, spans: to > from ? [{ from, to }] : [{ from, to: 1 }, { from: 0, to }], text };
  });
}

/**
 * The season in one sentence when no row can be placed on the strip (Truckee: a freeze can come in
 * any month), since a strip of three empty bars says nothing; null when the strip has something to show.
 * @example stripInWords(truckee32F) // 'No freeze-free dates: a freeze can come in any month. The freeze-free stretch lasts 53 days or more in 9 years in 10, 81 in half of years, 103 in 1 year in 10.'
 */
export function stripInWords(f: FreezeRisk): string | null {
  if (stripRows(f).some((r) => r.spans.length > 0)) return null;
  const lengths = ROWS.flatMap(({ label, days }) => {
    const d = f.growingSeasonDays[days];
    return d === null ? [] : [`${d}${days === 'p90' ? ' days or more' : ''} in ${label.toLowerCase()}`];
  });
  const stretch = lengths.length ? ` The freeze-free stretch lasts ${lengths.join(', ')}.` : '';
  return `No freeze-free dates: ${STRIP_REASONS[f.noDatesReason ?? 'missing']}.${stretch}`;
}

const REASON_WORDS = {
  'rare-or-never': 'too rare for NCEI to date',
  'any-month': 'can come in any month: no freeze-free season to date',
  missing: 'no value from NCEI',
} as const;

/**
 * A threshold's row of the freeze table, in NCEI's sense: [chance in a year, last spring, first fall, season].
 * @example freezeCells(nyc32F) // ['100 %', 'by Mar 30 in half of years; after Apr 9 in 1 in 10', 'by Nov 20 in half of years; before Nov 6 in 1 in 10', '236 days in half of years']
 */
export function freezeCells(f: FreezeRisk): [string, string, string, string] {
  const chance = f.chanceInAYearPct === null ? '—' : `${f.chanceInAYearPct} %`;
  const gs = f.growingSeasonDays.p50;
  const season = gs === null ? '—' : `${gs} days or more in half of years`;
  if (f.noDatesReason !== null) return [chance, REASON_WORDS[f.noDatesReason], REASON_WORDS[f.noDatesReason], season];
  const { lastSpring: ls, firstFall: ff } = f;
  return [
    chance,
    `by ${shortDate(ls.p50!)} in half of years; after ${shortDate(ls.p10!)} in 1 year in 10`,
    `by ${shortDate(ff.p50!)} in half of years; before ${shortDate(ff.p10!)} in 1 year in 10`,
    season,
  ];
}
