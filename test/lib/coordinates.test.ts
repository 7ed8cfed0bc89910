/**
 * `lat` and `lon` as the table reads them: plain decimals within range, rounded from the text as
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
    ['0.0000001', 90, 0],
    [' +.5 ', 90, 0.5],
    ['5.', 90, 5],
    ['89.9996', 90, 90],
    ['-180', 180, -180],
    ['90', 90, 90],
  ])('%j (±%i) → %d', (raw, limit, expected) => expect(Object.is(parseCoordinate(raw, limit), expected)).toBe(true));

  it.each(['90.0004', '-90.5', 'NaN', 'Infinity', '-Infinity', '1e1', '0x10', '', '.', '-', '4O.7', '40,7', '1.2.3'])('%j is not a latitude', (raw) =>
    expect(parseCoordinate(raw, 90)).toBeUndefined(),
  );
});
