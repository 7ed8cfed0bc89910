import { describe, expect, it } from 'vitest';
import {
  degreeDaysToCelsius,
  fahrenheitDeltaToCelsius,
  fahrenheitToCelsius,
  feetToMetres,
  inchesToCentimetres,
  inchesToMillimetres,
  milesToKilometres,
} from '../../lib/units.ts';

describe('unit conversion: exact, rounded half away from zero', () => {
  it.each([
    { convert: fahrenheitToCelsius, value: 32, expected: 0 },
    { convert: fahrenheitToCelsius, value: 70.1, expected: 21.2 },
    { convert: fahrenheitToCelsius, value: -40, expected: -40 },
    { convert: fahrenheitToCelsius, value: 31.9, expected: -0.1 },
    { convert: fahrenheitToCelsius, value: 90, expected: 32.2 },
    { convert: fahrenheitDeltaToCelsius, value: 1.8, expected: 1 },
    { convert: fahrenheitDeltaToCelsius, value: -0.9, expected: -0.5 },
    { convert: degreeDaysToCelsius, value: 4554, expected: 2530 },
    // 0.25 in is exactly 6.35 mm: half away from zero, not binary floating point's 6.3
    { convert: inchesToMillimetres, value: 0.25, expected: 6.4 },
    { convert: inchesToMillimetres, value: -0.25, expected: -6.4 },
    { convert: inchesToMillimetres, value: 4.6, expected: 116.8 },
    { convert: inchesToCentimetres, value: 29.8, expected: 75.7 },
    // 0.05 in is exactly 0.127 cm
    { convert: inchesToCentimetres, value: 0.05, expected: 0.1 },
    { convert: milesToKilometres, value: 0.5, expected: 0.8 },
    { convert: milesToKilometres, value: 12, expected: 19.3 },
    { convert: feetToMetres, value: 130, expected: 40 },
    { convert: feetToMetres, value: -5, expected: -2 },
  ])('$convert.name($value) = $expected', ({ convert, value, expected }) => {
    expect(convert(value)).toBe(expected);
  });

  it('whole degrees for the summary', () => {
    expect(fahrenheitToCelsius(84.9, 0)).toBe(29);
  });
});
