import { describe, expect, it } from 'vitest';
import { NO_DAY_COUNTS, NO_QUARTILES } from '../../lib/dayCounts.ts';
import { MONTH_NAMES } from '../../lib/constants.ts';
import type { MonthlyNormals } from '../../lib/types.ts';
import { yearSummary } from '../../lib/weather/yearSummary.ts';

function months(means: number[], precip: (number | null)[]): MonthlyNormals[] {
  return MONTH_NAMES.map((monthName, i) => ({
    month: i + 1,
    monthName,
    avgHighF: means[i]! + 10,
    avgLowF: means[i]! - 10,
    avgMeanF: means[i]!,
    avgPrecipIn: precip[i]!,
    avgSnowIn: null,
    ...NO_DAY_COUNTS,
    precipQuartilesIn: NO_QUARTILES,
  }));
}

const seasonal = [30, 33, 42, 53, 63, 72, 77, 76, 68, 57, 47, 36];
const rain = [3.64, 3.19, 4.29, 4.09, 3.96, 4.54, 4.6, 4.56, 4.31, 4.38, 3.58, 4.38];

describe('yearSummary', () => {
  const cases = [
    {
      name: 'New York-like year',
      input: months(seasonal, rain),
      expected: { warmestMonth: 'July', coolestMonth: 'January', wettestMonth: 'July', driestMonth: 'February' },
    },
    {
      name: 'ties go to the earlier month',
      input: months([50, 60, 60, 40, 40, 50, 50, 50, 50, 50, 50, 50], [1, 2, 2, 1, 1, 1, 1, 1, 1, 1, 1, 1]),
      expected: { warmestMonth: 'February', coolestMonth: 'April', wettestMonth: 'February', driestMonth: 'January' },
    },
    {
      name: 'no precipitation normals: wettest and driest are null',
      input: months(seasonal, Array(12).fill(null)),
      expected: { warmestMonth: 'July', coolestMonth: 'January', wettestMonth: null, driestMonth: null },
    },
    {
      name: 'one month without precipitation: not ranked',
      input: months(seasonal, [...rain.slice(0, 11), null]),
      expected: { warmestMonth: 'July', coolestMonth: 'January', wettestMonth: null, driestMonth: null },
    },
    {
      name: 'zero precipitation is a real value',
      input: months(seasonal, [0, 0, 0, 0, 0, 0, 0.01, 0, 0, 0, 0, 0]),
      expected: { warmestMonth: 'July', coolestMonth: 'January', wettestMonth: 'July', driestMonth: 'January' },
    },
  ];
  it.each(cases)('$name', ({ input, expected }) => {
    expect(yearSummary(input)).toEqual(expected);
  });

  it('refuses anything but 12 months', () => {
    expect(() => yearSummary(months(seasonal, rain).slice(0, 11))).toThrow(/12 months/);
  });
});
