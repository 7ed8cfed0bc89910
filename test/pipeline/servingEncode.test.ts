/**
 * The serving form's writer refuses what it could not give back exactly: a decimal finer than its
 * stored unit, a ZIP two editions place apart, hints out of edition order. A build stops on these
 * rather than serve a rounded or reordered answer.
 */
import { describe, expect, it } from 'vitest';
import type { ZipRecord } from '../../lib/dataTypes.ts';
import { servingFiles } from '../../pipeline/serving/encode.ts';
import { ANCHORAGE, CENTRAL_PARK } from '../support/memoryStore.ts';

const records = (...list: ZipRecord[]) => new Map(list.map((r) => [r.location.zip, r]));
const edition = (slug: string, ...list: ZipRecord[]) => ({ slug, records: records(...list) });

describe('servingFiles', () => {
  it('writes a ZIP index and, per edition, its records (no answer texts: the local server derives them)', () => {
    const files = servingFiles({ editions: [edition('1991-2020', CENTRAL_PARK, ANCHORAGE), edition('1981-2010', CENTRAL_PARK)] });
    expect([...files.keys()]).toEqual(['serve/1981-2010.bin', 'serve/1991-2020.bin', 'serve/zips.bin']);
  });

  it.each([
    {
      name: 'a latitude finer than 1e-6 degree',
      editions: [edition('1991-2020', { ...CENTRAL_PARK, location: { ...CENTRAL_PARK.location, lat: 40.7856612 } })],
      error: /latitude 40.7856612 cannot be stored exactly/,
    },
    {
      name: 'a distance finer than 0.1 mile',
      editions: [edition('1991-2020', { ...CENTRAL_PARK, station: { ...CENTRAL_PARK.station, distanceMi: 0.55 } })],
      error: /distance 0.55 cannot be stored exactly/,
    },
    {
      name: 'a ZIP two editions place apart',
      editions: [edition('1991-2020', CENTRAL_PARK), edition('1981-2010', { ...CENTRAL_PARK, location: { ...CENTRAL_PARK.location, lat: 40 } })],
      error: /ZIP 10024 is at another point in 1981-2010/,
    },
    {
      name: 'hints out of edition order',
      editions: [edition('1991-2020', { ...ANCHORAGE, coveredBy: ['2001-2030', '1981-2010'] }), edition('1981-2010'), edition('2001-2030')],
      error: /hints .* are not in edition order/,
    },
  ])('refuses $name', ({ editions, error }) => {
    expect(() => servingFiles({ editions })).toThrow(error);
  });
});
