import { describe, expect, it } from 'vitest';
import { changeBars, changeRows, changeWords, signed } from '../../page/change.ts';
import { PARK_CHANGE } from '../support/profileFixtures.ts';

describe('the change since 1981–2010 in words', () => {
  it.each([
    [0.8, 1, '°F', '+0.8 °F'],
    [-0.42, 2, 'in', '−0.42 in'],
    [0, 1, '°F', '±0.0 °F'],
    [1, 1, '°F', '+1.0 °F'],
    [null, 2, 'in', 'no value in both editions'],
  ] as const)('signed(%s) is %j', (value, digits, unit, text) => expect(signed(value, digits, unit)).toBe(text));

  it('says each season and the year, highs first', () => {
    expect(changeRows(PARK_CHANGE).map((r) => changeWords(r.label, r.values))).toEqual([
      'Annual highs: +0.7 °F, lows: +1.0 °F, precipitation: −0.42 in since 1981–2010',
      'Winter highs: +1.0 °F, lows: +1.1 °F, precipitation: +0.47 in since 1981–2010',
      'Spring highs: +0.4 °F, lows: +0.7 °F, precipitation: −0.71 in since 1981–2010',
      'Summer highs: +0.6 °F, lows: +1.1 °F, precipitation: +0.25 in since 1981–2010',
      'Fall highs: +0.6 °F, lows: +1.1 °F, precipitation: −0.43 in since 1981–2010',
    ]);
  });
});

describe('the bars of the change chart', () => {
  it('puts highs and lows either side of zero (0.5) on a scale of at least ±1 °F', () => {
    const { bars, maxAbs } = changeBars(PARK_CHANGE);
    expect(maxAbs).toBe(2);
    expect(bars).toHaveLength(10);
    expect(bars[0]).toEqual({ row: 0, kind: 'high', from: 0.5, to: 0.675, text: '+0.7 °F' });
  });

  it('draws a drop to the left of zero and no bar for a missing value', () => {
    const change = { ...PARK_CHANGE, annual: { avgHighF: -0.5, avgLowF: null, avgMeanF: null, precipIn: null } };
    const { bars, maxAbs } = changeBars(change);
    expect(maxAbs).toBe(2);
    expect(bars.filter((b) => b.row === 0)).toEqual([{ row: 0, kind: 'high', from: 0.375, to: 0.5, text: '−0.5 °F' }]);
  });

  it('keeps ±1 °F when every change is small', () => {
    const tiny = { avgHighF: 0.1, avgLowF: -0.2, avgMeanF: 0, precipIn: 0 };
    const change = { ...PARK_CHANGE, annual: tiny, seasons: { winter: tiny, spring: tiny, summer: tiny, fall: tiny } };
    expect(changeBars(change).maxAbs).toBe(1);
  });
});
