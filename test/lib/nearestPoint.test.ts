/**
 * The nearest-point search (lib/nearestPoint.ts) finds what checking every point finds, with the
 * same distance and the same tie rule, over seeded point sets made to be hard: lattices (many exact
 * ties), co-located points, the antimeridian, the poles, and sets of one size and another.
 */
import { distance as kmBetween } from 'geokdbush';
import { describe, expect, it } from 'vitest';
import { compareIds, nearestIndex, nearestPointIndex, TIE_KM, type IdPoint } from '../../lib/nearestPoint.ts';

function seeded(seed: number) {
  let state = seed;
  return () => (state = (state * 48271) % 2147483647) / 2147483647;
}

/** Every point measured: the smallest id among those within TIE_KM of the nearest, and how many those are. */
function bruteForce(points: readonly IdPoint[], lat: number, lon: number) {
  const km = points.map((p) => kmBetween(lon, lat, p.lon, p.lat));
  const best = Math.min(...km);
  const tied = points.filter((_, i) => km[i]! - best <= TIE_KM).map((p) => p.id).sort(compareIds);
  return { id: tied[0]!, tied: tied.length };
}

const id = (i: number) => `P${String(i).padStart(6, '0')}`;
type Sets = (r: () => number) => { points: IdPoint[]; queries: [number, number][] };
const around = (r: () => number, n: number, lat: [number, number], lon: [number, number]) =>
  Array.from({ length: n }, () => [lat[0] + r() * (lat[1] - lat[0]), lon[0] + r() * (lon[1] - lon[0])] as [number, number]);

const CASES: { name: string; sets: Sets; ties?: boolean }[] = [
  {
    name: 'a lattice of 0.5°, asked at its cells’ centres and corners (four-way ties)',
    sets: () => {
      const points = [];
      for (let lat = 30; lat <= 40; lat += 0.5) for (let lon = -100; lon <= -90; lon += 0.5) points.push({ id: id(points.length), lat, lon });
      const queries: [number, number][] = [];
      for (let lat = 29.75; lat <= 40.25; lat += 0.5) for (let lon = -100.25; lon <= -89.75; lon += 0.5) queries.push([lat, lon], [lat + 0.25, lon]);
      return { points: points.reverse(), queries };
    },
    ties: true,
  },
  {
    name: 'clusters of co-located points among scattered ones',
    sets: (r) => {
      const points = around(r, 3_000, [25, 49], [-124, -67]).map(([lat, lon], i) => ({ id: id(i), lat, lon }));
      for (let i = 0; i < 500; i++) points.push({ ...points[Math.floor(r() * 3_000)]!, id: id(3_000 + i) });
      return { points, queries: around(r, 3_000, [24, 50], [-125, -66]) };
    },
    ties: true,
  },
  {
    name: 'either side of the antimeridian',
    sets: (r) => ({
      points: around(r, 1_000, [50, 60], [170, 180]).concat(around(r, 1_000, [50, 60], [-180, -170])).map(([lat, lon], i) => ({ id: id(i), lat, lon })),
      queries: around(r, 2_000, [48, 62], [-180, 180]).concat(around(r, 1_000, [48, 62], [178, 180]), around(r, 1_000, [48, 62], [-180, -178])),
    }),
  },
  {
    name: 'near the poles',
    sets: (r) => ({
      points: around(r, 500, [80, 90], [-180, 180]).concat(around(r, 500, [-90, -80], [-180, 180])).map(([lat, lon], i) => ({ id: id(i), lat, lon })),
      queries: around(r, 2_000, [-90, 90], [-180, 180]),
    }),
  },
  {
    name: 'every point at one place (each one a candidate)',
    sets: (r) => ({
      points: Array.from({ length: 9 + Math.floor(r() * 200) }, (_, i) => ({ id: id(1_000 - i), lat: 10, lon: 10 })),
      queries: around(r, 200, [-90, 90], [-180, 180]),
    }),
    ties: true,
  },
  {
    name: 'sets of 1 to 40 points over the Earth',
    sets: (r) => ({
      points: around(r, 1 + Math.floor(r() * 40), [-90, 90], [-180, 180]).map(([lat, lon], i) => ({ id: id(i), lat, lon })),
      queries: around(r, 500, [-90, 90], [-180, 180]),
    }),
  },
];

describe('nearestPointIndex against every point measured', () => {
  it.each(CASES.map((c, i) => ({ ...c, seed: 101 + i })))('$name', ({ sets, seed, ties }) => {
    const { points, queries } = sets(seeded(seed));
    const nearest = nearestPointIndex(points);
    const expected = queries.map(([lat, lon]) => bruteForce(points, lat, lon));
    const wrong = queries.filter(([lat, lon], i) => nearest(lat, lon).id !== expected[i]!.id).map(([lat, lon]) => `${lat},${lon}`);
    expect(wrong).toEqual([]);
    // The sets made for ties have them, or the tie rule would go untested.
    if (ties) expect(expected.filter((e) => e.tied > 1).length).toBeGreaterThan(10);
  });
});

describe('nearestIndex over columns in id order', () => {
  // The API's point indexes read a file's columns as they are, rows in id order: the row it gives
  // is the row of the point nearestPointIndex gives, ties included.
  it.each(CASES.map((c, i) => ({ ...c, seed: 101 + i })))('$name', ({ sets, seed }) => {
    const { points, queries } = sets(seeded(seed));
    const byId = [...points].sort((a, b) => compareIds(a.id, b.id));
    const [lats, lons] = [Float64Array.from(byId, (p) => p.lat), Float64Array.from(byId, (p) => p.lon)];
    const row = nearestIndex({ count: byId.length, lat: (i) => lats[i]!, lon: (i) => lons[i]! });
    const nearest = nearestPointIndex(points);
    const wrong = queries.filter(([lat, lon]) => byId[row(lat, lon)]!.id !== nearest(lat, lon).id).map(([lat, lon]) => `${lat},${lon}`);
    expect(wrong).toEqual([]);
  });
});
