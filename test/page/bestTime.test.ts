import { describe, expect, it } from 'vitest';
import { NO_DAY_COUNTS, NO_QUARTILES } from '../../lib/dayCounts.ts';
import { MONTH_NAMES } from '../../lib/constants.ts';
import type { MonthlyNormals, YearSummary } from '../../lib/types.ts';
import { bestTimeReading, listMonths } from '../../page/bestTime.ts';

/** Twelve months from highs; lows 15 °F below, precipitation as given. */
function year(highs: number[], precip: Array<number | null>): MonthlyNormals[] {
  return highs.map((h, i) => ({
    month: i + 1, monthName: MONTH_NAMES[i]!, avgHighF: h, avgLowF: h - 15, avgMeanF: h - 7.5,
    avgPrecipIn: precip[i] ?? null, avgSnowIn: null, ...NO_DAY_COUNTS, precipQuartilesIn: NO_QUARTILES,
  }));
}

const seasonal = year([40, 43, 50, 61, 71, 80, 85, 83, 76, 65, 54, 44], [3.6, 3.2, 4.3, 4.1, 4.0, 4.5, 4.6, 4.6, 4.3, 4.4, 3.6, 4.4]);
const seasonalSummary: YearSummary = { warmestMonth: 'July', coolestMonth: 'January', wettestMonth: 'July', driestMonth: 'February' };

describe('listMonths', () => {
  const cases = [
    { input: [], expected: '' },
    { input: ['May'], expected: 'May' },
    { input: ['May', 'June'], expected: 'May and June' },
    { input: ['May', 'June', 'October'], expected: 'May, June and October' },
  ];
  it.each(cases)('$input', ({ input, expected }) => expect(listMonths(input)).toBe(expected));
});

describe('bestTimeReading', () => {
  it('names the extremes with rounded numbers and the mild months', () => {
    expect(bestTimeReading(seasonal, seasonalSummary)).toEqual([
      'Warmest month: July (normal high 85 °F, low 70 °F).',
      'Coolest month: January (normal high 40 °F, low 25 °F).',
      'Wettest month: July (4.6 in of precipitation); driest: February (3.2 in).',
      'For mild days (normal highs 60–80 °F), visit in April, May, June, September and October.',
    ]);
  });

  it('says so when the station has no precipitation normals, and never invents wet or dry months', () => {
    const lines = bestTimeReading(year(Array(12).fill(70), Array(12).fill(null)), { ...seasonalSummary, wettestMonth: null, driestMonth: null });
    expect(lines).toContain('This station has no precipitation normals, so wet and dry months are not known.');
    expect(lines).toContain('Every month has normal highs between 60 °F and 80 °F.');
  });

  it('says when no month is mild', () => {
    expect(bestTimeReading(year(Array(12).fill(95), Array(12).fill(1)), seasonalSummary)).toContain('No month has normal highs between 60 °F and 80 °F.');
  });

  it('mentions the driest month when it is also mild', () => {
    const months = year([40, 43, 50, 61, 71, 80, 85, 83, 76, 65, 54, 44], [3, 3, 3, 3, 1, 3, 3, 3, 3, 3, 3, 3]);
    expect(bestTimeReading(months, { ...seasonalSummary, driestMonth: 'May' }).at(-1)).toMatch(/May is also the driest month\.$/);
  });
});
