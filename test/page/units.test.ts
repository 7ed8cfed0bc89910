import { describe, expect, it } from 'vitest';
import { NO_DAY_COUNTS, NO_QUARTILES } from '../../lib/dayCounts.ts';
import { MONTH_NAMES } from '../../lib/constants.ts';
import { inUnits } from '../../lib/metric.ts';
import type { MonthlyNormals, YearSummary } from '../../lib/types.ts';
import { fahrenheitToCelsius, inchesToMillimetres } from '../../lib/units.ts';
import { bestTimeReading } from '../../page/bestTime.ts';
import { changeBars, changeRows, changeWords } from '../../page/change.ts';
import { chartModel } from '../../page/chart.ts';
import { unitLabel, unitsOf, valueOf, wordsFor } from '../../page/units.ts';
import { PARK_CHANGE } from '../support/profileFixtures.ts';

describe('unitsOf: the answer says its units', () => {
  it.each([
    [{ units: 'metric' }, 'metric'],
    [{ units: 'us' }, 'us'],
    [{ units: 'kelvin' }, 'us'],
    [{}, 'us'],
    [null, 'us'],
  ] as const)('%j reads as %s', (body, units) => expect(unitsOf(body)).toBe(units));
});

describe('valueOf: the field that holds a measurement in the answer’s units', () => {
  it.each([
    [{ avgHighF: 85.1 }, 'avgHighF', 'us', 85.1],
    [{ avgHighC: 29.5 }, 'avgHighF', 'metric', 29.5],
    [{ avgHighF: 85.1 }, 'avgHighF', 'metric', null], // never a °F value read as °C
    [{ avgPrecipMm: 116.8 }, 'avgPrecipIn', 'metric', 116.8],
    [{ avgSnowCm: null }, 'avgSnowIn', 'metric', null],
    [{ precipMm: -10.7 }, 'precipIn', 'metric', -10.7],
    [{ heatingDegreeDaysC: 2530 }, 'heatingDegreeDays', 'metric', 2530],
    [{ growingDegreeDaysBase10C: 2149 }, 'growingDegreeDaysBase50', 'metric', 2149],
    [{ distanceKm: 0.8 }, 'distanceMi', 'metric', 0.8],
    [{ elevationM: 40 }, 'elevationFt', 'metric', 40],
  ] as const)('%j %s in %s is %s', (obj, field, units, value) => expect(valueOf(obj, field, units)).toBe(value));
});

describe('unitLabel: the static labels in the answer’s units', () => {
  it.each([
    ['us', 'temp', '°F'], ['metric', 'temp', '°C'],
    ['us', 'precip', 'in'], ['metric', 'precip', 'mm'],
    ['us', 'snow', 'in'], ['metric', 'snow', 'cm'],
    ['us', 'freeze', '32 °F'], ['metric', 'freeze', '0 °C'],
    ['metric', 'nonsense', ''],
  ] as const)('%s %s is %j', (units, which, label) => expect(unitLabel(units, which)).toBe(label));
});

/** Twelve months of °C highs (lows 8 °C below), precipitation in mm, as a metric answer names them. */
function metricYear(highs: number[], precip: number[]): MonthlyNormals[] {
  return highs.map((h, i) => ({ month: i + 1, monthName: MONTH_NAMES[i]!, avgHighC: h, avgLowC: h - 8, avgMeanC: h - 4, avgPrecipMm: precip[i]!, avgSnowCm: null }) as unknown as MonthlyNormals);
}
const summary: YearSummary = { warmestMonth: 'July', coolestMonth: 'January', wettestMonth: 'July', driestMonth: 'February' };

describe('bestTimeReading in °C: °C thresholds on °C values', () => {
  it('names the extremes in °C and mm and the mild months by 15.6–26.7 °C, ends included', () => {
    const highs = [4.2, 5.7, 15.5, 15.6, 21.9, 26.7, 29.4, 26.8, 24.6, 18.1, 12.2, 6.8];
    const precip = [92.5, 81, 109, 103.9, 100.6, 115.3, 116.8, 115.8, 109.5, 111.3, 90.9, 111.3];
    expect(bestTimeReading(metricYear(highs, precip), summary, 'metric')).toEqual([
      'Warmest month: July (normal high 29 °C, low 21 °C).',
      'Coolest month: January (normal high 4 °C, low -4 °C).',
      'Wettest month: July (117 mm of precipitation); driest: February (81 mm).',
      'For mild days (normal highs 15.6–26.7 °C), visit in April, May, June, September and October.',
    ]);
  });

  it('picks the same mild months as in °F for the same normals (the API’s conversion)', () => {
    const highsF = [40, 43, 50, 61, 71, 80, 85, 83, 76, 65, 54, 44];
    const us = highsF.map((h, i) => ({ month: i + 1, monthName: MONTH_NAMES[i]!, avgHighF: h, avgLowF: h - 15, avgMeanF: h - 7.5, avgPrecipIn: 4, avgSnowIn: null, ...NO_DAY_COUNTS, precipQuartilesIn: NO_QUARTILES }));
    const metric = us.map((m) => inUnits({ ...m, units: 'us', station: { distanceMi: 1 }, location: {}, confidence: 'high' as const }, 'metric') as unknown as MonthlyNormals);
    const mild = (lines: string[]) => lines.at(-1)!.replace(/.*visit in /, '');
    expect(mild(bestTimeReading(metric, summary, 'metric'))).toBe(mild(bestTimeReading(us, summary, 'us')));
    expect(valueOf(metric[5]!, 'avgHighF', 'metric')).toBe(fahrenheitToCelsius(80));
  });

  it('says so when no month or every month is mild, in °C', () => {
    expect(bestTimeReading(metricYear(Array(12).fill(30), Array(12).fill(50)), summary, 'metric').at(-1)).toBe('No month has normal highs between 15.6 °C and 26.7 °C.');
    expect(bestTimeReading(metricYear(Array(12).fill(20), Array(12).fill(50)), summary, 'metric').at(-1)).toBe('Every month has normal highs between 15.6 °C and 26.7 °C.');
  });
});

describe('the change since 1981–2010 in °C and mm', () => {
  const answer = { units: 'us' as const, location: {}, station: { distanceMi: 1 }, confidence: 'high' as const, changeSince1981_2010: PARK_CHANGE };
  // The metric block has unit-named fields; the page reads it through the US type, as it reads the answer.
  const metric = (inUnits(answer, 'metric') as unknown as typeof answer).changeSince1981_2010;
  it('reads the metric deltas and names °C and mm', () => {
    expect(changeWords('Annual', changeRows(metric).at(0)!.values, 'metric')).toBe(
      `Annual highs: +0.4 °C, lows: +0.6 °C, precipitation: −${inchesToMillimetres(0.42).toFixed(1)} mm since 1981–2010`,
    );
    expect(changeBars(metric, 'metric').bars[0]!.text).toBe('+0.4 °C');
  });
});

describe('the year chart in °C', () => {
  const months = metricYear([4.2, 5.7, 9.9, 16.6, 21.9, 26.5, 29.4, 28.5, 24.6, 18.1, 12.2, 6.8], [92.5, 81, 109, 103.9, 100.6, 115.3, 116.8, 115.8, 109.5, 111.3, 90.9, 111.3]);
  it('labels the temperature axis in °C and leaves the shared mm/cm axis to the legend', () => {
    const m = chartModel(months, 720, 'metric');
    expect(m.tempTicks.every((t) => t.label.endsWith(' °C'))).toBe(true);
    expect(m.barTicks.map((t) => t.label)).toEqual(['0', '50', '100', '150']);
    expect(m.precipBars.map((b) => b.value)).toEqual(months.map((x) => valueOf(x, 'avgPrecipIn', 'metric')));
  });
  it('keeps "in" on the axis in US units', () => expect(wordsFor('us').precip).toBe('in'));
});
