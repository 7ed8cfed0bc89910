/**
 * The climate profile's plain-English summary: the 32 °F freeze season as NCEI dates it, and the
 * days that reach 90 °F. Deterministic; says only what the numbers back, in NCEI's own sense:
 * lastSpring.p50 is the date after which a freeze still comes in half of years, firstFall.p50 the
 * date before which one comes in half of years.
 */
import { MONTH_NAMES } from '../constants.ts';
import { fixed } from '../fixed.ts';
import type { AnnualProfile, FreezeRisk } from './types.ts';
import type { Units } from '../units.ts';

/** The two thresholds the summary names, as each unit system writes them. */
const THRESHOLD = {
  us: { freeze: '32 °F', hot: '90 °F' },
  metric: { freeze: '0 °C', hot: '32.2 °C' },
} as const satisfies Record<Units, { freeze: string; hot: string }>;

/**
 * "MM-DD" as "Mon D".
 * @example shortDate('03-09') // 'Mar 9'
 */
export function shortDate(mmdd: string): string {
  const [month, day] = mmdd.split('-').map(Number) as [number, number];
  return `${MONTH_NAMES[month - 1]!.slice(0, 3)} ${day}`;
}

/** A percentage as NCEI publishes it (to 0.1). */
const percent = (pct: number) => `${Number.isInteger(pct) ? pct : fixed(pct, 1)} %`;

function freezeClause(f: FreezeRisk, units: Units): string {
  const freeze = THRESHOLD[units].freeze;
  const { lastSpring: ls, firstFall: ff, growingSeasonDays: gs } = f;
  switch (f.noDatesReason) {
    case 'any-month':
      return `a freeze (${freeze}) can come in any month` + (gs.p50 === null ? '' : `; the freeze-free stretch lasts ${gs.p50} days or more in half of years`);
    case 'rare-or-never':
      if (f.chanceInAYearPct === null) return `a freeze (${freeze}) is too rare for NCEI to date`;
      return f.chanceInAYearPct === 0
        ? `a freeze (${freeze}) is too rare for NCEI to date: its chance in a year rounds to 0 %`
        : `a freeze (${freeze}) comes in only ${percent(f.chanceInAYearPct)} of years, too seldom for NCEI to date`;
    case 'missing':
      return `NCEI gives no ${freeze} freeze dates for this station`;
    case null: {
      // Where most years have no freeze, the medians mean little: say how often, and the 1-in-10 dates.
      if (f.chanceInAYearPct !== null && f.chanceInAYearPct < 50) {
        return (
          `a freeze (${freeze}) comes in only ${percent(f.chanceInAYearPct)} of years; in 1 year in 10 the last spring freeze ` +
          `comes after ${shortDate(ls.p10!)}, and in 1 year in 10 the first fall freeze before ${shortDate(ff.p10!)}`
        );
      }
      const days = gs.p50 === null ? '' : `, with about ${gs.p50} days between`;
      return (
        `the last spring freeze comes by ${shortDate(ls.p50!)} in half of years (1 year in 10 after ${shortDate(ls.p10!)}), ` +
        `the first fall freeze by ${shortDate(ff.p50!)} in half of years${days}`
      );
    }
  }
}

/**
 * `place` is lib/placeEcho.ts's phrase, with its preposition ("in ZIP 10024", "at 40.78, -73.97 (NY)").
 * @example profileSummary('in ZIP 10024', freeze32, annual)
 * // 'In ZIP 10024 the last spring freeze comes by Mar 30 in half of years (1 year in 10 after Apr 9), the first fall freeze by Nov 20 in half of years, with about 236 days between; 17 days a year reach 90 °F.'
 */
export function profileSummary(place: string, freeze32: FreezeRisk, annual: AnnualProfile, units: Units = 'us'): string {
  return `${profileSummaryLead(place)}${profileWords(freeze32, annual, units)}`;
}

/** How the summary starts: the place, capitalized. @example profileSummaryLead('in ZIP 10024') // 'In ZIP 10024' */
export const profileSummaryLead = (place: string) => `${place.charAt(0).toUpperCase()}${place.slice(1)}`;

/**
 * The rest of the summary, which depends on the station alone: the build writes it once for every
 * place the station answers (lib/serving/answerText.ts).
 * @example profileWords(freeze32, annual) // ' the last spring freeze comes by Mar 30 … reach 90 °F.'
 */
export function profileWords(freeze32: FreezeRisk, annual: AnnualProfile, units: Units = 'us'): string {
  const hot = annual.daysHighAtLeast90F === null ? null : Math.round(annual.daysHighAtLeast90F);
  const degrees = THRESHOLD[units].hot;
  const heat =
    hot === null ? '' : hot === 0 ? `; fewer than 1 day a year reaches ${degrees}` : `; ${hot} day${hot === 1 ? '' : 's'} a year reach${hot === 1 ? 'es' : ''} ${degrees}`;
  return ` ${freezeClause(freeze32, units)}${heat}.`;
}
