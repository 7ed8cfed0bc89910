import { describe, expect, it } from 'vitest';
import { aboutDays, extremeDays, wetDays } from '../../lib/weather/dayWords.ts';

describe('day words', () => {
  it.each([
    [10.1, 'about 10 days'], [1.4, 'about 1 day'], [0.5, 'about 1 day'], [0.4, 'less than one day'], [0, 'less than one day'],
  ])('aboutDays(%j) is %j', (days, words) => expect(aboutDays(days)).toBe(words));

  it.each([[10.1, ' on about 10 days'], [null, '']])('wetDays(%j) is %j', (days, words) => expect(wetDays(days)).toBe(words));

  const cases = [
    { name: 'hot, US', hot: 12.5, cold: 0, units: 'us', words: '; highs reach 90 °F or more on about 13 days' },
    { name: 'hot, metric: the threshold NCEI counts, in °C', hot: 12.5, cold: 0, units: 'metric', words: '; highs reach 32.2 °C or more on about 13 days' },
    { name: 'freezing, metric', hot: 0, cold: 27.6, units: 'metric', words: '; lows fall to 0 °C or below on about 28 days' },
    { name: 'both', hot: 1, cold: 3, units: 'us', words: '; highs reach 90 °F or more on about 1 day and lows fall to 32 °F or below on about 3 days' },
    { name: 'under once a month is not usual', hot: 0.9, cold: 0.2, units: 'us', words: '' },
    { name: 'unknown says nothing', hot: null, cold: null, units: 'us', words: '' },
  ] as const;
  it.each(cases)('$name', ({ hot, cold, units, words }) =>
    expect(extremeDays({ daysHighAtLeast90F: hot, daysLowAtMost32F: cold }, units)).toBe(words));
});
