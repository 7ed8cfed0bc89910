/**
 * Decimals rounded half away from zero from the digits as published, not from the binary double
 * `toFixed` rounds (4.35 is 4.34999… in binary), wherever an answer or the page writes one.
 */
import { describe, expect, it } from 'vitest';
import { fixed } from '../../lib/fixed.ts';
import { distanceWords } from '../../lib/distanceWords.ts';
import { stationWords } from '../../lib/weather/summary.ts';
import { withUnit } from '../../page/format.ts';
import { dayCell } from '../../page/dayColumns.ts';
import { NO_DAY_COUNTS, NO_QUARTILES } from '../../lib/dayCounts.ts';
import type { MonthlyNormals } from '../../lib/types.ts';

describe('fixed', () => {
  it.each([
    [4.35, 1, '4.4'], // 1981–2010 Philadelphia July; toFixed writes 4.3
    [2.675, 2, '2.68'], // toFixed writes 2.67
    [0.125, 2, '0.13'],
    [1.005, 2, '1.01'],
    [9.95, 1, '10.0'],
    [0.05, 1, '0.1'],
    [0.04, 1, '0.0'],
    [84.9, 0, '85'],
    [-2.5, 0, '-3'], // Math.round gives -2
    [-0.04, 1, '0.0'], // no "-0.0"
    [-4.35, 1, '-4.4'],
    [1e-7, 1, '0.0'],
    [12, 2, '12.00'],
    // No more decimals than asked: only zeros added, the sign kept unless all digits are zeros.
    [0.5, 1, '0.5'],
    [3, 1, '3.0'],
    [-12.5, 2, '-12.50'],
    [-0, 1, '0.0'],
    [1e21, 0, '1000000000000000000000'], // String(1e21) is '1e+21'
  ])('%d to %d decimals is %s', (value, decimals, text) => expect(fixed(value, decimals)).toBe(text));
});

const july = (avgPrecipIn: number): MonthlyNormals => ({
  month: 7, monthName: 'July', avgHighF: 87.1, avgLowF: 70.6, avgMeanF: 78.9, avgPrecipIn, avgSnowIn: 0, ...NO_DAY_COUNTS, precipQuartilesIn: NO_QUARTILES,
});

describe('where answers and the page write decimals', () => {
  it.each([
    ['the month summary', () => stationWords(july(4.35), 'PHILADELPHIA INTL AP, PA US', '1981–2010'), 'with 4.4 in of precipitation'],
    ['a distance', () => distanceWords(2.675, 'us'), '2.7 mi'],
    ['a page value', () => withUnit(2.675, ' in', 2), '2.68 in'],
    ['a page day count', () => dayCell(0.125), '0.1'],
  ])('%s', (_what, text, expected) => expect(text()).toContain(expected));
});
