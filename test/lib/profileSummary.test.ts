import { describe, expect, it } from 'vitest';
import { profileSummary, shortDate } from '../../lib/profile/summary.ts';
import type { AnnualProfile, FreezeRisk } from '../../lib/profile/types.ts';
import { CENTRAL_PARK_PROFILE } from '../support/profileFixtures.ts';

const annual = (daysHighAtLeast90F: number | null): AnnualProfile => ({ ...CENTRAL_PARK_PROFILE.annual, daysHighAtLeast90F });
const none = { p10: null, p50: null, p90: null };
const risk = (r: Partial<FreezeRisk>): FreezeRisk => ({ ...CENTRAL_PARK_PROFILE.freeze['32F'], ...r });

describe('profileSummary', () => {
  // The hard cases of the real file: Central Park, Phoenix (17.5 %, dates wrap the year), Miami (Y),
  // Donner Memorial SP near Truckee (V), a missing value, and the 90 °F wording.
  const cases: { name: string; freeze: FreezeRisk; hot: number | null; expected: string }[] = [
    {
      name: 'dates given',
      freeze: risk({}),
      hot: 17.4,
      expected:
        'In ZIP 10024 the last spring freeze comes by Mar 30 in half of years (1 year in 10 after Apr 9), the first fall freeze by Nov 20 in half of years, with about 236 days between; 17 days a year reach 90 °F.',
    },
    {
      name: 'a freeze in few years only',
      freeze: risk({ chanceInAYearPct: 17.5, lastSpring: { p10: '01-22', p50: '01-05', p90: '12-19' }, firstFall: { p10: '12-18', p50: '01-03', p90: '01-21' } }),
      hot: 173,
      expected:
        'In ZIP 10024 a freeze (32 °F) comes in only 17.5 % of years; in 1 year in 10 the last spring freeze comes after Jan 22, and in 1 year in 10 the first fall freeze before Dec 18; 173 days a year reach 90 °F.',
    },
    {
      name: 'rare or never (Y), chance 0',
      freeze: risk({ chanceInAYearPct: 0, lastSpring: none, firstFall: none, noDatesReason: 'rare-or-never' }),
      hot: 91.4,
      expected: 'In ZIP 10024 a freeze (32 °F) is too rare for NCEI to date: its chance in a year rounds to 0 %; 91 days a year reach 90 °F.',
    },
    {
      name: 'rare (Y), chance above 0',
      freeze: risk({ chanceInAYearPct: 3.4, lastSpring: none, firstFall: none, noDatesReason: 'rare-or-never' }),
      hot: 1,
      expected: 'In ZIP 10024 a freeze (32 °F) comes in only 3.4 % of years, too seldom for NCEI to date; 1 day a year reaches 90 °F.',
    },
    {
      name: 'any month (V)',
      freeze: risk({ lastSpring: none, firstFall: none, growingSeasonDays: { p10: 103, p50: 81, p90: 53 }, noDatesReason: 'any-month' }),
      hot: 0.2,
      expected: 'In ZIP 10024 a freeze (32 °F) can come in any month; the freeze-free stretch lasts 81 days or more in half of years; fewer than 1 day a year reaches 90 °F.',
    },
    {
      name: 'missing',
      freeze: risk({ chanceInAYearPct: null, lastSpring: none, firstFall: none, growingSeasonDays: none, noDatesReason: 'missing' }),
      hot: null,
      expected: 'In ZIP 10024 NCEI gives no 32 °F freeze dates for this station.',
    },
  ];
  it.each(cases)('$name', ({ freeze, hot, expected }) => {
    expect(profileSummary('in ZIP 10024', freeze, annual(hot))).toBe(expected);
  });

  it.each([['03-09', 'Mar 9'], ['12-31', 'Dec 31'], ['01-01', 'Jan 1']])('shortDate(%s) is %s', (mmdd, text) => {
    expect(shortDate(mmdd)).toBe(text);
  });
});
