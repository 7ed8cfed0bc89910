/**
 * `lat` and `lon` as the table reads them: decimal numbers (an exponent too) within range, rounded from the text as
 * written, half away from zero, to 3 decimals (one cache entry per 100 m cell).
 */
import { describe, expect, it } from 'vitest';
import { parseCoordinate } from '../../lib/coordinates.ts';

describe('parseCoordinate', () => {
  it.each([
    ['40.7794', 90, 40.779],
    ['-73.9695', 180, -73.97],
    ['1.0005', 90, 1.001], // 1.000499… in binary: rounded as written
    ['2.6745', 90, 2.675],
    ['-0.0005', 90, -0.001],
    ['-0.0004', 90, 0], // never -0
    ['-0.000', 90, 0],
    ['-0', 180, 0],
    ['+40.70', 90, 40.7],
    ['-73.97', 180, -73.97],
    ['0.0000001', 90, 0],
    [' +.5 ', 90, 0.5],
    ['5.', 90, 5],
    ['89.9996', 90, 90],
    ['-180', 180, -180],
    ['90', 90, 90],
    // Exponent forms, as a generated client writes numbers: rounded from their digits too.
    ['4.078e1', 90, 40.78],
    ['4.07795E+1', 90, 40.78],
    ['1.0005e0', 90, 1.001],
    ['-5e-4', 90, -0.001],
    ['-4e-4', 90, 0],
    ['1e-7', 90, 0],
    ['1e-999999', 90, 0],
    ['0e999999', 90, 0],
    ['1e1', 90, 10],
    ['9e1', 90, 90],
  ])('%j (±%i) → %d', (raw, limit, expected) => expect(Object.is(parseCoordinate(raw, limit), expected)).toBe(true));

  it.each(['90.0004', '-90.5', 'NaN', 'Infinity', '-Infinity', '9.1e1', '1e999', 'e1', '1e', '1e1.5', '0x10', '', '.', '-', '4O.7', '40,7', '1.2.3'])('%j is not a latitude', (raw) =>
    expect(parseCoordinate(raw, 90)).toBeUndefined(),
  );

  it('reads 3 decimals or fewer to the same number as the digits rounded one by one', () => {
    // Seeded decimals of 0 to 6 places: the shortcut for short ones against the longest way round.
    let state = 17;
    const next = () => (state = (state * 48271) % 2147483647) / 2147483647;
    const wrong: string[] = [];
    for (let i = 0; i < 20_000; i++) {
      const places = Math.floor(next() * 7);
      const text = ((next() - 0.5) * 360).toFixed(places);
      // The same value written with 4 decimals, which takes the digit-by-digit way.
      const padded = places > 3 ? text : `${text}${places === 0 ? '.' : ''}${'0'.repeat(4 - places)}`;
      if (!Object.is(parseCoordinate(text, 180), parseCoordinate(padded, 180))) wrong.push(text);
    }
    expect(wrong).toEqual([]);
  });
});
