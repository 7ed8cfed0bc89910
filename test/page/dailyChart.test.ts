import { describe, expect, it } from 'vitest';
import { DAYS_OF_YEAR } from '../../lib/daily/calendar.ts';
import type { DailyDay } from '../../lib/daily/day.ts';
import { dailyLine, dayPosition, hasDailyTemps } from '../../page/dailyChart.ts';

const day = (date: string, high: number | null, low: number | null) => ({ date, avgHighF: high, avgLowF: low, avgHighC: high, avgLowC: low }) as unknown as DailyDay;

describe('dayPosition (months from January 1 to the middle of the day)', () => {
  const cases = [
    { date: '01-01', expected: 0.5 / 31 },
    { date: '01-31', expected: 1 - 0.5 / 31 },
    { date: '02-29', expected: 1 + 28.5 / 29 },
    { date: '07-16', expected: 6.5 },
    { date: '12-31', expected: 12 - 0.5 / 31 },
  ];
  it.each(cases)('$date', ({ date, expected }) => expect(dayPosition(date)).toBeCloseTo(expected, 10));
  it('puts the 366 days in order, each inside its month', () => {
    const positions = DAYS_OF_YEAR.map(dayPosition);
    positions.forEach((p, i) => {
      expect(Math.floor(p)).toBe(Number(DAYS_OF_YEAR[i]!.slice(0, 2)) - 1);
      if (i > 0) expect(p).toBeGreaterThan(positions[i - 1]!);
    });
  });
});

describe('hasDailyTemps', () => {
  const cases = [
    { name: 'no answer', days: null, expected: false },
    { name: 'no days', days: [], expected: false },
    { name: 'days without temperatures (a precipitation-only station)', days: [day('01-01', null, null)], expected: false },
    { name: 'a day with a high and a low', days: [day('01-01', null, null), day('01-02', 40, 30)], expected: true },
  ];
  it.each(cases)('$name', ({ days, expected }) => {
    expect(hasDailyTemps(days, 'us')).toBe(expected);
    expect(hasDailyTemps(days, 'metric')).toBe(expected);
  });
});

describe('dailyLine', () => {
  it('maps each day with the value through x and y, leaving a missing day out', () => {
    const days = [day('01-01', 40, 30), day('01-02', null, 31), day('01-03', 42, 32)];
    expect(dailyLine(days, 'avgHighF', 'us', (m) => m * 31, (v) => -v)).toEqual([[0.5, -40], [2.5, -42]]);
    expect(dailyLine(days, 'avgLowF', 'metric', (m) => m * 31, (v) => v)).toEqual([[0.5, 30], [1.5, 31], [2.5, 32]]);
  });
});
