/**
 * Parsing the `month` and `date` query values (docs/api.md): a month resolves to 1–12; a date
 * resolves to its day of the year (the day's normals) and its month.
 */
import { closedSetPattern, type Spellings } from './closedSet.ts';
import { MONTH_NAMES, type MonthName, type MonthNumber } from './constants.ts';

/** Every `month` value understood, in lower case: a name, its three-letter abbreviation or 1–12 (one leading zero allowed). */
const MONTH_VALUES = new Map<string, MonthNumber>(
  MONTH_NAMES.flatMap((name, i) => {
    const month = (i + 1) as MonthNumber;
    const numbers = month < 10 ? [String(month), `0${month}`] : [String(month)];
    return [name.toLowerCase(), name.slice(0, 3).toLowerCase(), ...numbers].map((value) => [value, month] as const);
  }),
);

export const MONTH_SPELLINGS: Spellings = { anyCase: true };

/** The parser's own list of `month` values as an ECMA-262 pattern: the OpenAPI `pattern`, which accepts exactly what it does. */
export const MONTH_PATTERN = closedSetPattern([...MONTH_VALUES.keys()], MONTH_SPELLINGS);

/**
 * A month name, its three-letter abbreviation or a number 1–12 (one leading zero allowed),
 * any case, surrounding spaces ignored; null for anything else.
 * @example parseMonth('mar') // 3
 * @example parseMonth(' 07 ') // 7
 * @example parseMonth('13') // null
 */
export function parseMonth(input: string): MonthNumber | null {
  return MONTH_VALUES.get(input.trim().toLowerCase()) ?? null;
}

// The calendar as patterns: a year is never 0000; a leap year is divisible by 4, and by 400 when by 100.
const YEAR = '(?:[1-9]\\d{3}|0[1-9]\\d{2}|00[1-9]\\d|000[1-9])';
const LEAP_YEAR = '(?:\\d{2}(?:0[48]|[2468][048]|[13579][26])|(?:0[48]|[2468][048]|[13579][26])00)';
const MONTH_DAY = '(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|02-(?:0[1-9]|1\\d|2[0-8]))';

/**
 * Every `date` value understood, as an ECMA-262 pattern: the parser's own rule and the OpenAPI
 * `pattern`. A real calendar date, `YYYY-MM-DD` or `MM-DD`, surrounding white space ignored;
 * February 29 in leap years, and without a year (it exists in some years).
 */
export const DATE_PATTERN = `^\\s*(?:(?:${YEAR}-)?${MONTH_DAY}|(?:${LEAP_YEAR}-)?02-29)\\s*$`;
const DATE = new RegExp(DATE_PATTERN);

/** A day of the year as a date gives it: its month, its day of the month and `MM-DD`. */
export interface DayOfYear {
  month: MonthNumber;
  day: number;
  /** `MM-DD`, as NCEI's daily files name the day. */
  date: string;
}

/**
 * The day of the year of a date `DATE_PATTERN` accepts (the year only decides whether 02-29 exists); null otherwise.
 * @example parseDayOfYear('2025-07-04') // { month: 7, day: 4, date: '07-04' }
 * @example parseDayOfYear('2023-02-29') // null
 */
export function parseDayOfYear(input: string): DayOfYear | null {
  if (!DATE.test(input)) return null;
  const date = input.trim().slice(-5);
  return { month: Number(date.slice(0, 2)) as MonthNumber, day: Number(date.slice(3)), date };
}

/**
 * The month of a date `DATE_PATTERN` accepts; null otherwise.
 * @example parseDate('2025-07-04') // 7
 * @example parseDate('02-29') // 2
 * @example parseDate('2023-02-29') // null
 */
export const parseDate = (input: string): MonthNumber | null => parseDayOfYear(input)?.month ?? null;

/** @example monthName(3) // 'March' */
export function monthName(month: MonthNumber): MonthName {
  return MONTH_NAMES[month - 1]!;
}
