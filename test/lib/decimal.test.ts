/**
 * Numbers as JSON Schema's `number` writes them (and `+5`, `5.`, `.5`), nothing else; and their
 * digits without the exponent, for rounding as written.
 */
import { describe, expect, it } from 'vitest';
import { decimalWithin, parseDecimal, plainDecimal } from '../../lib/decimal.ts';

describe('parseDecimal', () => {
  it.each([
    ['1e-7', 1e-7],
    ['4.078e1', 40.78],
    ['-0', 0],
    ['+5', 5],
    ['5.', 5],
    ['.5', 0.5],
    [' 250 ', 250],
    ['007', 7],
    ['2E+3', 2000],
  ])('%j → %d', (raw, expected) => expect(Object.is(parseDecimal(raw), expected)).toBe(true));

  it.each(['', ' ', '.', '+', '-', 'e5', '1e', '1e+', '0x1F', '0b1', 'Infinity', 'NaN', '1e999', '1,5', '1 5', '1_000', '--1', '1.2.3', '١'])(
    '%j is not a number',
    (raw) => expect(parseDecimal(raw)).toBeUndefined(),
  );
});

describe('decimalWithin', () => {
  it.each([
    ['5', 1, 50, true, 5],
    ['5.0', 1, 50, true, 5],
    ['5e0', 1, 50, true, 5],
    ['0.5e1', 1, 50, true, 5],
    ['5.5', 1, 50, true, undefined],
    ['0', 1, 50, true, undefined],
    ['51', 1, 50, true, undefined],
    ['-0', 0, 20000, false, 0],
    ['1e-7', 0, 20000, false, 1e-7],
    ['2e4', 0, 20000, false, 20000],
    ['-1', 0, 20000, false, undefined],
  ])('%j in [%i, %i] (whole: %s) → %s', (raw, min, max, whole, expected) => expect(decimalWithin(raw, min, max, whole)).toBe(expected));
});

describe('plainDecimal', () => {
  it.each([
    ['4.078e1', '40.78'],
    ['-4.078e1', '-40.78'],
    ['40780000000000000000000000e-24', '40.780000000000000000000000'],
    ['1e2', '100'],
    ['1.5e-3', '0.0015'],
    ['1e-4', '0.0001'],
    ['9.9e-5', '0'], // under 10^-4: 0 at 3 decimals, whatever its digits
    ['1e-99999999', '0'], // its zeros are never written out
    ['0e5', '0'],
  ])('%j → %j', (text, expected) => expect(plainDecimal(text, 3)).toBe(expected));
});
