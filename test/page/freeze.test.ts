import { describe, expect, it } from 'vitest';
import type { FreezeRisk } from '../../lib/profile/types.ts';
import { dayOfYear, freezeCells, stripInWords, stripRows } from '../../page/freeze.ts';
import { CENTRAL_PARK_PROFILE } from '../support/profileFixtures.ts';

const nyc = CENTRAL_PARK_PROFILE.freeze['32F'];
const none = { p10: null, p50: null, p90: null };
/** Phoenix Sky Harbor's real 32 °F values: a freeze in 17.5 % of years, dates around New Year. */
const phoenix: FreezeRisk = {
  chanceInAYearPct: 17.5,
  lastSpring: { p10: '01-22', p50: '01-05', p90: '12-19' },
  firstFall: { p10: '12-18', p50: '01-03', p90: '01-21' },
  growingSeasonDays: { p10: 365, p50: 365, p90: 358 },
  noDatesReason: null,
};
const round = (rows: ReturnType<typeof stripRows>) =>
  rows.map((r) => ({ ...r, spans: r.spans.map((s) => ({ from: +s.from.toFixed(3), to: +s.to.toFixed(3) })) }));

describe('the freeze-free year strip', () => {
  it.each([['01-01', 0], ['03-01', 59], ['12-31', 364], ['02-29', 58]])('dayOfYear(%s) is %i', (mmdd, day) => expect(dayOfYear(mmdd)).toBe(day));

  const cases: { name: string; risk: FreezeRisk; expected: { label: string; spans: { from: number; to: number }[]; text: string }[] }[] = [
    {
      name: 'Central Park: NCEI dates and lengths of the same odds',
      risk: nyc,
      expected: [
        { label: '9 years in 10', spans: [{ from: 0.268, to: 0.849 }], text: 'Apr 9 – Nov 6, 217 days or more' },
        { label: 'Half of years', spans: [{ from: 0.241, to: 0.888 }], text: 'Mar 30 – Nov 20, 236 days or more' },
        { label: '1 year in 10', spans: [{ from: 0.197, to: 0.932 }], text: 'Mar 14 – Dec 6, 257 days or more' },
      ],
    },
    {
      name: 'Phoenix: a season of 365 days fills the year; one that ends before it starts wraps past Dec 31',
      risk: phoenix,
      expected: [
        { label: '9 years in 10', spans: [{ from: 0.058, to: 0.964 }], text: 'Jan 22 – Dec 18, 358 days or more' },
        { label: 'Half of years', spans: [{ from: 0, to: 1 }], text: 'the whole year, 365 days or more' },
        { label: '1 year in 10', spans: [{ from: 0, to: 1 }], text: 'the whole year, 365 days or more' },
      ],
    },
    {
      name: 'Truckee (V): no dates, no placement, the length in words',
      risk: { ...nyc, lastSpring: none, firstFall: none, growingSeasonDays: { p10: 103, p50: 81, p90: 53 }, noDatesReason: 'any-month' },
      expected: [
        { label: '9 years in 10', spans: [], text: 'no dates: a freeze can come in any month; 53 days or more between freezes' },
        { label: 'Half of years', spans: [], text: 'no dates: a freeze can come in any month; 81 days or more between freezes' },
        { label: '1 year in 10', spans: [], text: 'no dates: a freeze can come in any month; 103 days or more between freezes' },
      ],
    },
  ];
  it.each(cases)('$name', ({ risk, expected }) => expect(round(stripRows(risk))).toEqual(expected));

  it('wraps a season whose first fall date is before its last spring date', () => {
    const wrapped = stripRows({ ...phoenix, growingSeasonDays: { p10: 300, p50: 300, p90: 300 } })[2]!;
    expect(round([wrapped])[0]!.spans).toEqual([{ from: 0.964, to: 1 }, { from: 0, to: 0.058 }]);
  });
});

describe('stripInWords', () => {
  it.each([
    { name: 'NYC: the strip shows it', risk: nyc, words: null },
    { name: 'Truckee: one sentence instead of three empty bars', risk: { ...nyc, lastSpring: none, firstFall: none, growingSeasonDays: { p10: 103, p50: 81, p90: 53 }, noDatesReason: 'any-month' as const },
      words: 'No freeze-free dates: a freeze can come in any month. The freeze-free stretch lasts 53 days or more in 9 years in 10, 81 in half of years, 103 in 1 year in 10.' },
  ])('$name', ({ risk, words }) => expect(stripInWords(risk)).toBe(words));
});

describe('freeze table words', () => {
  it.each([
    { name: 'dates', risk: nyc, expected: ['100 %', 'by Mar 30 in half of years; after Apr 9 in 1 year in 10', 'by Nov 20 in half of years; before Nov 6 in 1 year in 10', '236 days or more in half of years'] },
    { name: 'Miami (Y)', risk: { ...nyc, chanceInAYearPct: 0, lastSpring: none, firstFall: none, growingSeasonDays: { p10: 365, p50: 365, p90: 365 }, noDatesReason: 'rare-or-never' as const },
      expected: ['0 %', 'too rare for NCEI to date', 'too rare for NCEI to date', '365 days or more in half of years'] },
  ])('$name', ({ risk, expected }) => expect(freezeCells(risk)).toEqual(expected));
});
