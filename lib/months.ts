/**
 * Parsing the `month` and `date` query values (docs/api.md): a month resolves to 1–12; a date
 * resolves to its month, because the normals are monthly.
 */
import { MONTH_NAMES, type MonthName, type MonthNumber } from './constants.ts';

const BY_NAME = new Map<string, MonthNumber>(
  MONTH_NAMES.flatMap((name, i) => [
    [name.toLowerCase(), (i + 1) as MonthNumber],
    [name.slice(0, 3).toLowerCase(), (i + 1) as MonthNumber],
  ]),
);

/**
 * A month name, its three-letter abbreviation or a number 1–12 (one leading zero allowed),
 * any case, surrounding spaces ignored; null for anything else.
 * @example parseMonth('mar') // 3
 * @example parseMonth(' 07 ') // 7
 * @example parseMonth('13') // null
 */
export function parseMonth(input: string): MonthNumber | null {
  const value = input.trim().toLowerCase();
  if (/^\d{1,2}$/.test(value)) {
    const n = Number(value);
    return n >= 1 && n <= 12 ? (n as MonthNumber) : null;
  }
  return BY_NAME.get(value) ?? null;
}

/**
 * The month of a real calendar date given as `YYYY-MM-DD` or `MM-DD`; null otherwise.
 * February 29 is accepted in leap years, and without a year (it exists in some years).
 * @example parseDate('2025-07-04') // 7
 * @example parseDate('02-29') // 2
 * @example parseDate('2023-02-29') // null
 */
export function parseDate(input: string): MonthNumber | null {
  const m = /^(?:(\d{4})-)?(\d{2})-(\d{2})$/.exec(input.trim());
  if (!m) return null;
  const year = m[1] === undefined ? null : Number(m[1]);
  const month = Number(m[2]);
  const day = Number(m[3]);
  if (year === 0 || month < 1 || month > 12 || day < 1) return null;
  return day <= daysInMonth(month, year) ? (month as MonthNumber) : null;
}

/** Days in a month; February has 29 when the year is a leap year or unknown. */
function daysInMonth(month: number, year: number | null): number {
  if (month === 2) return year === null || isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** @example monthName(3) // 'March' */
export function monthName(month: MonthNumber): MonthName {
  return MONTH_NAMES[month - 1]!;
}
