/**
 * The OpenAPI `pattern`s of `zip` and `date` against their parsers, both ways: every value the
 * parser accepts matches the document's pattern and every value it refuses does not, on listed
 * edge cases and on generated ones (dates checked against the JavaScript calendar).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseDate } from '../../lib/months.ts';
import { QUERY_PARAMS } from '../../lib/queryParams.ts';
import { parseZip } from '../../lib/zip.ts';

const patternOf = (name: 'zip' | 'date') => new RegExp((QUERY_PARAMS[name].doc.schema as { pattern: string }).pattern);

/** A date's month by the JavaScript calendar (a year-less date exists when it exists in a leap year). */
function calendarMonth(value: string): number | null {
  const m = /^(?:(\d{4})-)?(\d{2})-(\d{2})$/.exec(value.trim());
  if (!m || m[1] === '0000') return null;
  const [year, month, day] = [Number(m[1] ?? 2000), Number(m[2]), Number(m[3])];
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? month : null;
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');
const space = fc.constantFrom('', ' ', '\t', '\n', '\u00a0', '\ufeff', '\u3000');
const dateLike = fc
  .tuple(fc.option(fc.integer({ min: 0, max: 9999 })), fc.integer({ min: 0, max: 13 }), fc.integer({ min: 0, max: 32 }), space, space)
  .map(([y, m, d, before, after]) => `${before}${y === null ? '' : `${pad(y, 4)}-`}${pad(m, 2)}-${pad(d, 2)}${after}`);
const zipLike = fc
  .tuple(fc.stringMatching(/^\d{3,6}$/), fc.constantFrom('', '-', ' ', '+'), fc.stringMatching(/^\d{0,5}$/), space, space)
  .map(([head, sep, tail, before, after]) => `${before}${head}${sep}${tail}${after}`);

describe.each([
  { name: 'zip', parse: parseZip, generated: zipLike, edges: ['10024', ' 10024 ', '10024-1234', '100241234', '1002', '10024-', '10024-123', '10024 1234', '１００２４', 'abcde', ''] },
  { name: 'date', parse: parseDate, generated: dateLike, edges: ['2024-02-29', '02-29', '2000-02-29', '1900-02-29', '0000-01-01', '0004-02-29', '0400-02-29', '2025-04-31', ' 07-04 ', '7-4', '2025-07-04T00:00'] },
] as const)('the $name pattern', ({ name, parse, generated, edges }) => {
  const pattern = patternOf(name);
  const agrees = (value: string) => {
    expect(pattern.test(value), JSON.stringify(value)).toBe(parse(value) !== null);
  };

  it.each(edges)('%j: matches exactly when the parser accepts it', agrees);
  it('generated values: matches exactly when the parser accepts them', () => fc.assert(fc.property(generated, agrees), { numRuns: 3000 }));
  it('any string: matches exactly when the parser accepts it', () => fc.assert(fc.property(fc.string({ maxLength: 14 }), agrees), { numRuns: 2000 }));
  it('every value the pattern generates is accepted', () => fc.assert(fc.property(fc.stringMatching(pattern), (value) => {
    expect(parse(value)).not.toBeNull();
  }), { numRuns: 1000 }));
});

describe('the date pattern is the calendar', () => {
  it('a generated date is accepted exactly when the calendar has it, for its month', () =>
    fc.assert(fc.property(dateLike, (value) => {
      expect(parseDate(value)).toBe(calendarMonth(value));
    }), { numRuns: 5000 }));
  it('every day of a leap and a common year, and none past them', () => {
    for (const year of [2023, 2024, 1900, 2000]) {
      for (let month = 1; month <= 12; month++) {
        for (let day = 1; day <= 32; day++) {
          const value = `${year}-${pad(month, 2)}-${pad(day, 2)}`;
          expect(parseDate(value), value).toBe(calendarMonth(value));
        }
      }
    }
  });
});
