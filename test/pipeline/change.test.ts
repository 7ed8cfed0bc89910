/**
 * changeSince1981_2010 as a pure function: 1991–2020 minus 1981–2010 at the same station, °F to
 * 0.1 and inches to 0.01, 1981–2010 periods derived from its months (temperature mean, precipitation
 * sum), and null with the reason when the id has no usable 1981–2010 record.
 */
import { describe, expect, it } from 'vitest';
import { changeSince, difference } from '../../pipeline/change/changeSince.ts';
import { periodNormal } from '../../pipeline/ncei/byVariableEdition.ts';
import type { CatalogStation, Normals, Period } from '../../pipeline/ncei/types.ts';

describe('difference', () => {
  const cases = [
    { a: 84.9, b: 84.1, digits: 1, expected: 0.8 },
    { a: 62.6, b: 61.95, digits: 1, expected: 0.7 }, // a true .05 rounds away from zero
    { a: 61.95, b: 62.6, digits: 1, expected: -0.7 },
    { a: 49.5, b: 49.94, digits: 2, expected: -0.44 },
    { a: 3.1, b: 3.1, digits: 2, expected: 0 },
    { a: 40.0, b: 40.04, digits: 1, expected: 0 }, // never -0
    { a: null, b: 1, digits: 1, expected: null },
    { a: 1, b: null, digits: 2, expected: null },
  ];
  it.each(cases)('$a − $b to $digits → $expected', ({ a, b, digits, expected }) => {
    expect(Object.is(difference(a, b, digits), expected)).toBe(true);
  });
});

describe('periodNormal (1981–2010 seasons and year, as NCEI defines them)', () => {
  it.each([
    { values: [30, 32, 40], element: 'high' as const, expected: 34 },
    { values: [1.5, 2.25, 3], element: 'precip' as const, expected: 6.75 },
    { values: [1.5, null, 3], element: 'precip' as const, expected: null },
  ])('$element of $values → $expected', ({ values, element, expected }) => expect(periodNormal(values, element)).toBe(expected));
});

const normals = (n: Partial<Normals>): Normals => ({ high: 60, low: 40, mean: 50, precip: 10, snow: null, ...n });
const station = (id: string, by: Partial<Record<Period, Partial<Normals>>>, has = { temperature: true, precipitation: true, snowfall: false }): CatalogStation => ({
  id, name: `STATION ${id}, KS US`, state: 'KS', country: 'US', lat: 38, lon: -98, elevationM: 400, has, source: 'x',
  normals: { ANN: normals(by.ANN ?? {}), DJF: normals(by.DJF ?? {}), MAM: normals(by.MAM ?? {}), JJA: normals(by.JJA ?? {}), SON: normals(by.SON ?? {}) },
});

describe('changeSince', () => {
  const now = station('USC00000001', { ANN: { high: 61.2, precip: 31.5 }, JJA: { high: 88.9, low: 66, mean: 77.5, precip: 12.04 } });
  const before = station('USC00000001', { ANN: { high: 60.55, precip: 30.77 }, JJA: { high: 88.1, low: 66.03, mean: 77.1, precip: null } });

  it('is 1991–2020 minus 1981–2010 for the year and each season, rounded', () => {
    expect(changeSince(now, before, undefined, '1981–2010')).toEqual({
      change: {
        station: { id: 'USC00000001', name: 'STATION USC00000001, KS US' },
        annual: { avgHighF: 0.7, avgLowF: 0, avgMeanF: 0, precipIn: 0.73 },
        seasons: {
          winter: { avgHighF: 0, avgLowF: 0, avgMeanF: 0, precipIn: 0 },
          spring: { avgHighF: 0, avgLowF: 0, avgMeanF: 0, precipIn: 0 },
          summer: { avgHighF: 0.8, avgLowF: 0, avgMeanF: 0.4, precipIn: null },
          fall: { avgHighF: 0, avgLowF: 0, avgMeanF: 0, precipIn: 0 },
        },
      },
    });
  });

  it.each([
    { name: 'no 1981–2010 station with the id', previous: undefined, quarantined: undefined, reason: /has no 1981–2010 normals: NCEI's 1981–2010 edition has no station with this id/ },
    { name: 'quarantined', previous: before, quarantined: 'sum off', reason: /failed the build's cross-check \(sum off\)/ },
    {
      name: 'neither temperature nor precipitation',
      previous: station('USC00000001', {}, { temperature: false, precipitation: false, snowfall: true }),
      quarantined: undefined,
      reason: /no 1981–2010 monthly temperature or precipitation normals/,
    },
  ])('is null with the reason: $name', ({ previous, quarantined, reason }) => {
    const record = changeSince(now, previous, quarantined, '1981–2010');
    expect(record.change).toBeNull();
    expect(record.change === null && record.reason).toMatch(reason);
    expect(record.change === null && record.reason).toContain('STATION USC00000001, KS US (USC00000001)');
  });
});
