import { describe, expect, it } from 'vitest';
import { monthName, parseDate, parseMonth } from '../../lib/months.ts';

describe('parseMonth', () => {
  const cases: [string, number | null][] = [
    ['July', 7], ['july', 7], ['JULY', 7], ['jul', 7], ['Jul', 7], [' sep ', 9], ['december', 12],
    ['1', 1], ['01', 1], ['12', 12], [' 7 ', 7],
    ['0', null], ['13', null], ['00', null], ['001', null], ['7.0', null], ['-1', null], ['+7', null],
    ['ju', null], ['juli', null], ['sept', null], ['', null], ['janvier', null], ['7th', null], ['１', null],
  ];
  it.each(cases)('%j → %j', (input, expected) => expect(parseMonth(input)).toBe(expected));
});

describe('parseDate', () => {
  const cases: [string, number | null][] = [
    ['2025-07-04', 7], ['07-04', 7], [' 2025-12-31 ', 12], ['01-01', 1],
    ['2024-02-29', 2], ['2000-02-29', 2], ['02-29', 2],
    ['2023-02-29', null], ['1900-02-29', null], ['2025-02-30', null], ['2025-04-31', null], ['04-31', null],
    ['2025-13-01', null], ['2025-00-10', null], ['2025-01-00', null], ['2025-01-32', null], ['0000-01-01', null],
    ['2025-7-4', null], ['7-4', null], ['2025/07/04', null], ['20250704', null], ['2025-07-04T00:00', null],
    ['July 4', null], ['', null], ['12025-01-01', null], ['07-04-2025', null],
  ];
  it.each(cases)('%j → %j', (input, expected) => expect(parseDate(input)).toBe(expected));
});

describe('monthName', () => {
  it.each([[1, 'January'], [7, 'July'], [12, 'December']] as const)('%i → %s', (n, name) => expect(monthName(n)).toBe(name));
});
