import { describe, expect, it } from 'vitest';
import { NO_DAY_COUNTS, NO_QUARTILES } from '../../lib/dayCounts.ts';
import { monthSummary } from '../../lib/weather/summary.ts';
import type { MonthlyNormals } from '../../lib/types.ts';

describe('monthSummary', () => {
  const base: MonthlyNormals = { month: 1, monthName: 'January', avgHighF: 39.5, avgLowF: 27.9, avgMeanF: 33.7, avgPrecipIn: 3.64, avgSnowIn: 8.8, ...NO_DAY_COUNTS, precipQuartilesIn: NO_QUARTILES };
  const station = { name: 'NEW YORK CNTRL PK TWR, NY US', distanceMi: 0.5 };
  const cases: { name: string; normals: MonthlyNormals; address?: string; expected: string }[] = [
    {
      name: 'ZIP, snow',
      normals: base,
      expected:
        'January in ZIP 10024 is typically cold: highs around 40 °F and lows around 28 °F, with 3.6 in of precipitation and 8.8 in of snowfall. ' +
        'Normals 1991–2020 from NEW YORK CNTRL PK TWR, NY US, 0.5 mi away.',
    },
    {
      name: 'address named, snow rounding to 0.0 is a trace',
      normals: { ...base, monthName: 'July', avgHighF: 84.9, avgLowF: 69.8, avgMeanF: 77.4, avgPrecipIn: 4.6, avgSnowIn: 0.04 },
      address: '200 Central Park W, New York, NY',
      expected:
        'July in 200 Central Park W, New York, NY (ZIP 10024) is typically hot: highs around 85 °F and lows around 70 °F, with 4.6 in of precipitation and a trace of snowfall. ' +
        'Normals 1991–2020 from NEW YORK CNTRL PK TWR, NY US, 0.5 mi away.',
    },
    {
      name: 'no precipitation or snowfall normals',
      normals: { ...base, avgPrecipIn: null, avgSnowIn: null },
      expected:
        'January in ZIP 10024 is typically cold: highs around 40 °F and lows around 28 °F; the station has no precipitation normal for this month. ' +
        'Normals 1991–2020 from NEW YORK CNTRL PK TWR, NY US, 0.5 mi away.',
    },
    {
      name: 'precipitation rounding to 0.0 is a trace, no snowfall left out',
      normals: { ...base, avgPrecipIn: 0, avgSnowIn: 0 },
      expected:
        'January in ZIP 10024 is typically cold: highs around 40 °F and lows around 28 °F, with a trace of precipitation. ' +
        'Normals 1991–2020 from NEW YORK CNTRL PK TWR, NY US, 0.5 mi away.',
    },
    {
      name: "Philadelphia's July: wet days and usual 90 °F highs",
      normals: { ...base, monthName: 'July', avgHighF: 87.8, avgLowF: 69.6, avgMeanF: 78.7, avgPrecipIn: 4.38, avgSnowIn: 0, daysHighAtLeast90F: 12.5, daysLowAtMost32F: 0, daysPrecipAtLeast0_01In: 10.1 },
      expected:
        'July in ZIP 10024 is typically hot: highs around 88 °F and lows around 70 °F, with 4.4 in of precipitation on about 10 days; ' +
        'highs reach 90 °F or more on about 13 days. Normals 1991–2020 from NEW YORK CNTRL PK TWR, NY US, 0.5 mi away.',
    },
    {
      name: 'freezing lows after the snowfall; a 90 °F high under once a month is not usual',
      normals: { ...base, daysHighAtLeast90F: 0.9, daysLowAtMost32F: 22.5, daysPrecipAtLeast0_01In: 11 },
      expected:
        'January in ZIP 10024 is typically cold: highs around 40 °F and lows around 28 °F, with 3.6 in of precipitation on about 11 days and 8.8 in of snowfall; ' +
        'lows fall to 32 °F or below on about 23 days. Normals 1991–2020 from NEW YORK CNTRL PK TWR, NY US, 0.5 mi away.',
    },
  ];
  it.each(cases)('$name', ({ normals, address, expected }) =>
    expect(monthSummary({ normals, station, location: { zip: '10024', lat: 40.7855, lon: -73.9712 }, address, period: '1991–2020' })).toBe(expected),
  );

  // One rule in both unit systems, on the published inches: "0.3 mm" and "0.0 in" would disagree.
  const small = [
    { precipIn: 0.01, snowIn: 0, us: 'with a trace of precipitation.', metric: 'with a trace of precipitation.' },
    { precipIn: 0.04, snowIn: 0.01, us: 'with a trace of precipitation and a trace of snowfall.', metric: 'with a trace of precipitation and a trace of snowfall.' },
    { precipIn: 0.05, snowIn: 0.05, us: 'with 0.1 in of precipitation and 0.1 in of snowfall.', metric: 'with 1.3 mm of precipitation and 0.1 cm of snowfall.' },
  ];
  it.each(small)('$precipIn in of precipitation, $snowIn in of snowfall, in both unit systems', ({ precipIn, snowIn, us, metric }) => {
    const normals = { ...base, avgPrecipIn: precipIn, avgSnowIn: snowIn };
    expect(monthSummary({ normals, station, location: { zip: '10024', lat: 40.7855, lon: -73.9712 }, period: '1991–2020' })).toContain(us);
    expect(monthSummary({ normals, station, location: { zip: '10024', lat: 40.7855, lon: -73.9712 }, period: '1991–2020', units: 'metric' })).toContain(metric);
  });
});
