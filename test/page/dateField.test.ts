import { describe, expect, it } from 'vitest';
import { dateFieldValue, fieldDate } from '../../page/dateField.ts';

describe('dateFieldValue (the URL’s date into the date field)', () => {
  const cases = [
    { date: '07-04', year: 2026, expected: '2026-07-04' },
    { date: ' 2027-10-12 ', year: 2026, expected: '2027-10-12' },
    // The field holds real dates: February 29 without a year goes to the next leap year.
    { date: '02-29', year: 2026, expected: '2028-02-29' },
    { date: '02-29', year: 2028, expected: '2028-02-29' },
    { date: '02-29', year: 2099, expected: '2104-02-29' },
    { date: '2024-02-29', year: 2026, expected: '2024-02-29' },
    { date: '2026-02-29', year: 2026, expected: '' },
    { date: 'July 4', year: 2026, expected: '' },
    { date: undefined, year: 2026, expected: '' },
  ];
  it.each(cases)('$date in $year', ({ date, year, expected }) => expect(dateFieldValue(date, year)).toBe(expected));
});

describe('fieldDate (the field into a lookup’s date and month)', () => {
  const cases = [
    { value: '2026-07-04', expected: { date: '2026-07-04', month: 7 } },
    { value: '2028-02-29', expected: { date: '2028-02-29', month: 2 } },
    { value: '', expected: null },
    { value: '2026-13-01', expected: null },
  ];
  it.each(cases)('"$value"', ({ value, expected }) => expect(fieldDate(value)).toEqual(expected));
});
