import { describe, expect, it } from 'vitest';
import { NO_DAY_COUNTS, NO_QUARTILES } from '../../lib/dayCounts.ts';
import { MONTH_NAMES } from '../../lib/constants.ts';
import { DAYS_OF_YEAR } from '../../lib/daily/calendar.ts';
import type { DailyDay } from '../../lib/daily/day.ts';
import type { MonthlyNormals } from '../../lib/types.ts';
import { chartModel, niceStep } from '../../page/chart.ts';

const months: MonthlyNormals[] = MONTH_NAMES.map((monthName, i) => ({
  month: i + 1, monthName, avgHighF: 40 + i * 4, avgLowF: 25 + i * 4, avgMeanF: 32.5 + i * 4,
  avgPrecipIn: 3 + (i % 3), avgSnowIn: i < 3 ? 8 - i : null, ...NO_DAY_COUNTS, precipQuartilesIn: NO_QUARTILES,
}));

describe('niceStep', () => {
  const cases = [
    { span: 60, count: 5, expected: 20 },
    { span: 10, count: 5, expected: 2 },
    { span: 4.6, count: 3, expected: 2 },
    { span: 0.3, count: 3, expected: 0.1 },
  ];
  it.each(cases)('$span / $count', ({ span, count, expected }) => expect(niceStep(span, count)).toBeCloseTo(expected));
});

describe('chartModel', () => {
  const m = chartModel(months);
  it('has one point per month, highs above lows and the mean between', () => {
    expect(m.highs).toHaveLength(12);
    m.highs.forEach(([, yHigh], i) => {
      const [, yLow] = m.lows[i]!;
      const [, yMean] = m.means[i]!;
      expect(yHigh).toBeLessThan(yMean);
      expect(yMean).toBeLessThan(yLow);
    });
  });
  it('draws a bar per precipitation value and only the snowfall the station has', () => {
    expect(m.precipBars).toHaveLength(12);
    expect(m.snowBars.map((b) => b.value)).toEqual([8, 7, 6]);
  });
  it('makes bar heights proportional to the values', () => {
    const [a, b] = [m.precipBars[0]!, m.precipBars[2]!];
    expect(a.height / b.height).toBeCloseTo(a.value / b.value, 1);
  });
  it('labels the months in order', () => {
    expect(m.xLabels.map((x) => x.label)).toEqual(MONTH_NAMES.map((n) => n.slice(0, 3)));
  });
});

describe('chartModel at a width in pixels', () => {
  it.each([
    { width: 288, label: 'J', lastX: 288 - 8 },
    { width: 358, label: 'J', lastX: 358 - 8 },
    { width: 720, label: 'Jan', lastX: 720 - 48 },
  ])('$width px: months as "$label", the plot inside the width', ({ width, label, lastX }) => {
    const m = chartModel(months, width);
    expect(m.xLabels[0]!.label).toBe(label);
    const right = Math.max(...m.precipBars.map((b) => b.x + b.width), ...m.snowBars.map((b) => b.x + b.width));
    expect(right).toBeLessThanOrEqual(lastX);
  });
});

describe('wet days under the months', () => {
  const counted = months.map((m, i) => ({ ...m, daysPrecipAtLeast0_01In: i === 3 ? null : 9.5 + i / 10 }));
  it.each([
    { name: 'none counted: no row, no extra height', rows: months, labels: [] as string[], extra: 0 },
    { name: 'whole days, "–" where unknown, never 0', rows: counted, labels: ['10', '10', '10', '–', '10', '10', '10', '10', '10', '10', '11', '11'], extra: 18 },
  ])('$name', ({ rows, labels, extra }) => {
    const model = chartModel(rows, 390);
    expect(model.wetDays.map((d) => d.label)).toEqual(labels);
    expect(model.height - chartModel(months, 390).height).toBe(extra);
  });
});

describe('the daily normals’ lines', () => {
  // A year of days from 30/20 °F in January to about 90/70 °F in July; Feb 29 has no high.
  const days = DAYS_OF_YEAR.map((date, i) => {
    const warm = Math.sin((Math.PI * i) / 365);
    return { date, avgHighF: date === '02-29' ? null : 30 + 60 * warm, avgLowF: 20 + 50 * warm, avgMeanF: 25 + 55 * warm } as unknown as DailyDay;
  });
  const cases = [
    { name: 'no days: the 12 monthly points', daily: {}, points: 12, isDaily: false, mark: null },
    { name: 'days without temperatures: the 12 monthly points', daily: { days: days.map((d) => ({ ...d, avgHighF: null })) }, points: 12, isDaily: false, mark: null },
    { name: 'the 366 days (a missing high left out)', daily: { days }, points: 365, isDaily: true, mark: null },
    { name: 'a date: its mark in its month', daily: { days, date: '07-04' }, points: 365, isDaily: true, mark: 'Jul' },
  ];
  it.each(cases)('$name', ({ daily, points, isDaily, mark }) => {
    const m = chartModel(months, 720, 'us', daily);
    expect(m.highs).toHaveLength(points);
    expect(m.daily).toBe(isDaily);
    if (mark === null) expect(m.dayMark).toBeNull();
    else {
      const july = m.xLabels.findIndex((x) => x.label === mark);
      const slot = m.xLabels[1]!.x - m.xLabels[0]!.x;
      expect(Math.abs(m.dayMark! - m.xLabels[july]!.x)).toBeLessThan(slot / 2);
    }
  });
  it('scales the temperatures to the days’ own range, lines inside the plot', () => {
    const m = chartModel(months, 390, 'us', { days });
    expect(m.tempTicks.at(-1)!.label).toBe('100 °F');
    const ys = [...m.highs, ...m.lows].map(([, y]) => y);
    expect(Math.min(...ys)).toBeGreaterThanOrEqual(m.tempTicks.at(-1)!.y);
    expect(Math.max(...ys)).toBeLessThanOrEqual(m.tempTicks[0]!.y);
    const xs = m.highs.map(([x]) => x);
    expect(xs).toEqual([...xs].sort((a, b) => a - b));
  });
});
