/**
 * The date field (`<input type="date">`, whose value is `YYYY-MM-DD`) and the page URL's `date`
 * (`YYYY-MM-DD` or `MM-DD`, as the API reads it), pure (tested).
 */
import { QUERY_PARAMS } from '../lib/queryParams.ts';

const isLeap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/**
 * The field's value for a URL's date: a date without a year in `year`, or for February 29 in the
 * first leap year from it (the field holds real dates only); '' for none or a malformed one.
 * @example dateFieldValue('07-04', 2026) // '2026-07-04'
 * @example dateFieldValue('02-29', 2026) // '2028-02-29'
 */
export function dateFieldValue(date: string | undefined, year: number): string {
  const day = QUERY_PARAMS.date.read(date ?? '');
  if (!day) return '';
  if (date!.trim().length > day.date.length) return date!.trim();
  let y = year;
  while (day.date === '02-29' && !isLeap(y)) y += 1;
  return `${y}-${day.date}`;
}

/**
 * The field's date and its month, or null when it is empty or not a date the API reads.
 * @example fieldDate('2026-07-04') // { date: '2026-07-04', month: 7 }
 */
export function fieldDate(value: string): { date: string; month: number } | null {
  const day = QUERY_PARAMS.date.read(value);
  return day ? { date: value.trim(), month: day.month } : null;
}
