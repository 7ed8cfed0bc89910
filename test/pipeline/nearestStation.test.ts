import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ZctaPoint } from '../../pipeline/census/zcta.ts';
import { BuildContext } from '../../pipeline/context.ts';
import { distanceMi, reportedMi } from '../../lib/distance.ts';
import { bruteForceNearest, nearestStationIndex, type StationPoint } from '../../pipeline/mapping/nearestStation.ts';
import type { CatalogStation } from '../../pipeline/ncei/types.ts';
import { DEFAULT_EDITION } from '../../lib/editions.ts';
import { catalogStage } from '../../pipeline/stages/catalog.ts';
import { zctaStage } from '../../pipeline/stages/zctas.ts';
import { RAW_DIR } from './rawData.ts';

describe('nearestStationIndex', () => {
  const colocated = ['USC00000005', 'USC00000003', 'USW00000009', 'USC00000001'].map((id) => ({ id, lat: 40, lon: -75 }));
  const cases: { name: string; stations: StationPoint[]; at: [number, number]; expected: string }[] = [
    { name: 'plain nearest', stations: [{ id: 'A', lat: 40, lon: -75 }, { id: 'B', lat: 41, lon: -75 }], at: [40.9, -75], expected: 'B' },
    { name: 'co-located tie goes to the smaller id', stations: colocated, at: [40.2, -75.1], expected: 'USC00000001' },
    { name: 'same tie, input reversed', stations: [...colocated].reverse(), at: [40.2, -75.1], expected: 'USC00000001' },
    {
      name: 'more tied stations than the first candidate batch',
      stations: Array.from({ length: 11 }, (_, i) => ({ id: `S${String(20 - i).padStart(2, '0')}`, lat: 10, lon: 10 })),
      at: [10.5, 10.5],
      expected: 'S10',
    },
    {
      name: 'equidistant on either side: smaller id',
      stations: [{ id: 'EAST', lat: 0, lon: 1 }, { id: 'WEST', lat: 0, lon: -1 }],
      at: [0, 0],
      expected: 'EAST',
    },
    {
      name: 'across the antimeridian',
      stations: [{ id: 'FAR', lat: 52, lon: -175 }, { id: 'NEAR', lat: 52, lon: 179.9 }],
      at: [52, -179.9],
      expected: 'NEAR',
    },
    { name: 'one station only', stations: [{ id: 'ONLY', lat: -14, lon: -170 }], at: [13.45, 144.75], expected: 'ONLY' },
  ];
  it.each(cases)('$name', ({ stations, at, expected }) => {
    expect(nearestStationIndex(stations)(at[0], at[1]).id).toBe(expected);
    expect(bruteForceNearest(stations, at[0], at[1]).id).toBe(expected);
  });

  it('refuses an empty station list', () => {
    expect(() => nearestStationIndex([])).toThrow(/no points/);
  });
});

describe('distance', () => {
  const cases = [
    { miles: 4.249, expected: 4.2 },
    { miles: 4.25, expected: 4.3 },
    { miles: 11.949, expected: 11.9 },
    { miles: 11.95, expected: 12 },
    { miles: 0.04, expected: 0 },
  ];
  it.each(cases)('reportedMi($miles) = $expected', ({ miles, expected }) => {
    expect(reportedMi(miles)).toBe(expected);
  });

  it('is great-circle miles', () => {
    // One degree of latitude is 69.09 mi on turf's sphere (radius 6,371,008.8 m).
    expect(distanceMi({ lat: 0, lon: 0 }, { lat: 1, lon: 0 })).toBeCloseTo(69.09, 2);
    expect(distanceMi({ lat: 40.750649, lon: -73.997298 }, { lat: 40.7789, lon: -73.9692 })).toBeCloseTo(2.4, 1);
  });
});

describe('nearest station on the real mirror equals brute force', () => {
  let candidates: CatalogStation[] = [];
  let zctas: ZctaPoint[] = [];
  beforeAll(async () => {
    const ctx = new BuildContext(RAW_DIR, await mkdtemp(join(tmpdir(), 'nearest-')), () => {});
    await catalogStage(DEFAULT_EDITION).run(ctx);
    await zctaStage.run(ctx);
    candidates = [...ctx.get('catalog').values()].filter((s) => s.has.temperature);
    zctas = ctx.get('zctas');
  });

  it('for 2,000 random ZCTAs (fixed seed)', () => {
    expect(candidates).toHaveLength(7306);
    expect(zctas).toHaveLength(33_791);
    let state = 7;
    const next = () => (state = (state * 48271) % 2147483647) / 2147483647;
    const sample = Array.from({ length: 2000 }, () => zctas[Math.floor(next() * zctas.length)]!);
    const nearest = nearestStationIndex(candidates);
    const mismatches = sample.filter((z) => nearest(z.lat, z.lon).id !== bruteForceNearest(candidates, z.lat, z.lon).id);
    expect(mismatches).toEqual([]);
  });
});
