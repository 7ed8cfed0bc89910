import { describe, expect, it } from 'vitest';
import type { DailyDay } from '../../lib/daily/day.ts';
import { dayRows } from '../../page/dateCard.ts';

/** A day with every value null but the ones given. */
const day = (values: Partial<DailyDay> & Record<string, unknown>): DailyDay => ({
  date: '07-04', dateName: 'July 4', avgHighF: null, avgLowF: null, avgMeanF: null, stdDevHighF: null, stdDevLowF: null,
  chancePrecipAtLeast0_01In: null, chancePrecipAtLeast0_10In: null, chancePrecipAtLeast0_50In: null, chancePrecipAtLeast1_00In: null,
  precipQuartilesIn: { p25: null, p50: null, p75: null }, precipMonthToDateIn: null, precipYearToDateIn: null,
  chanceSnowAtLeast0_1In: null, chanceSnowAtLeast1In: null, chanceSnowDepthAtLeast1In: null, snowMonthToDateIn: null, snowYearToDateIn: null,
  heatingDegreeDays: null, coolingDegreeDays: null, ...values,
});

describe('dayRows', () => {
  const cases = [
    {
      name: 'a summer day: high, low, chance of precipitation; no snow (0 %) said',
      day: day({ avgHighF: 84.3, avgLowF: 69.3, chancePrecipAtLeast0_01In: 34.7, chanceSnowAtLeast0_1In: 0, chanceSnowDepthAtLeast1In: 0 }),
      units: 'us' as const,
      expected: [['High', '84.3 °F'], ['Low', '69.3 °F'], ['Chance of precipitation (≥ 0.01 in)', '35 %']],
    },
    {
      name: 'a winter day: snowfall and snow on the ground where their chance is above 0',
      day: day({ date: '12-25', avgHighF: 41.9, avgLowF: 31.5, chancePrecipAtLeast0_01In: 35.8, chanceSnowAtLeast0_1In: 7.6, chanceSnowDepthAtLeast1In: 12.9 }),
      units: 'us' as const,
      expected: [['High', '41.9 °F'], ['Low', '31.5 °F'], ['Chance of precipitation (≥ 0.01 in)', '36 %'], ['Chance of snow (≥ 0.1 in)', '8 %'], ['Snow on the ground (≥ 1 in)', '13 %']],
    },
    {
      name: 'metric: the API’s °C under its names, NCEI’s thresholds in mm and cm with the inches',
      day: day({ avgHighC: 5.5, avgLowC: -0.3, chancePrecipAtLeast0_01In: 35.8, chanceSnowAtLeast0_1In: 7.6, chanceSnowDepthAtLeast1In: 12.9 }),
      units: 'metric' as const,
      expected: [['High', '5.5 °C'], ['Low', '-0.3 °C'], ['Chance of precipitation (≥ 0.25 mm (0.01 in))', '36 %'], ['Chance of snow (≥ 0.25 cm (0.1 in))', '8 %'], ['Snow on the ground (≥ 2.5 cm (1 in))', '13 %']],
    },
    {
      name: 'no temperature or precipitation normals: a dash, never 0; no snow columns: nothing of snow',
      day: day({}),
      units: 'us' as const,
      expected: [['High', '—'], ['Low', '—'], ['Chance of precipitation (≥ 0.01 in)', '—']],
    },
  ];
  it.each(cases)('$name', ({ day: d, units, expected }) => {
    // The threshold wraps as one piece: its spaces are no-break spaces.
    expect(dayRows(d, units).map(({ term, value }) => [term.replace(/\u00a0/g, ' '), value])).toEqual(expected);
  });
});

it('keeps a threshold in one piece and the words before it free to wrap', () => {
  expect(dayRows(day({}), 'metric')[2]!.term).toBe('Chance of precipitation (≥\u00a00.25\u00a0mm\u00a0(0.01\u00a0in))');
});
