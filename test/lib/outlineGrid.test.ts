/**
 * The outline's grid answers every point exactly as the rule it stands in for (lib/outline.ts):
 * seeded random points over and around the grid's extents, on its cell lines, and near every
 * vertex of the outline (borders, coasts, islands), through the grid laid now and through the one
 * outline.bin carries. The grid must also answer most points itself, and a wrong cell is caught.
 */
import { describe, expect, it } from 'vitest';
import { outlineGridOf, outlinePolygons } from '../../api/data/pointIndex.ts';
import { laidGrid, loadPolygonTest, outlineRule } from '../../lib/outline.ts';
import { CELL_DEGREES, GRID_EXTENTS, gridLookup, type OutlineGrid } from '../../lib/outlineGrid.ts';
import { openPack } from '../../lib/serving/pack.ts';
import type { OutlineMeta } from '../../lib/serving/layout.ts';
import { outlineFile, usOutline } from '../../pipeline/serving/usOutline.ts';

const polygons = usOutline();
const contains = await loadPolygonTest();
const rule = outlineRule(polygons, contains);
const grid = laidGrid(polygons, contains);

/** A seeded generator (Park–Miller), so a failure names points that fail again. */
function seeded(seed: number) {
  let state = seed;
  return () => (state = (state * 48271) % 2147483647) / 2147483647;
}
/** To 3 decimals, as the API rounds a point before anything else. */
const cellOfApi = (x: number) => Math.round(x * 1000) / 1000;
const vertices = polygons.flatMap((p) => p.rings.flat());

type Points = (random: () => number) => [number, number][];
const times = (n: number, point: () => [number, number]) => Array.from({ length: n }, point);
const POINT_SETS: { name: string; points: Points }[] = [
  {
    name: 'uniform over each extent and a degree around it',
    points: (r) => GRID_EXTENTS.flatMap(([w, s, e, n]) => times(8_000, () => [cellOfApi(s - 1 + r() * (n - s + 2)), cellOfApi(w - 1 + r() * (e - w + 2))])),
  },
  { name: 'within 0.3° of a vertex of the outline (borders, coasts, islands)', points: (r) => times(25_000, () => near(r, 0.3)) },
  { name: 'within 0.02° of a vertex, unrounded', points: (r) => times(10_000, () => near(r, 0.02, false)) },
  {
    name: 'on the cell lines near a vertex',
    points: (r) =>
      times(10_000, () => {
        const [lon, lat] = vertices[Math.floor(r() * vertices.length)]!;
        const line = (x: number) => Math.round(x / CELL_DEGREES) * CELL_DEGREES;
        return r() < 0.5 ? [line(lat), cellOfApi(lon + (r() - 0.5) * 0.2)] : [cellOfApi(lat + (r() - 0.5) * 0.2), line(lon)];
      }),
  },
  { name: 'anywhere on Earth', points: (r) => times(5_000, () => [cellOfApi(r() * 180 - 90), cellOfApi(r() * 360 - 180)]) },
  {
    name: 'the corners and edges of the extents',
    points: () => GRID_EXTENTS.flatMap(([w, s, e, n]) => [[s, w], [s, e], [n, w], [n, e], [(s + n) / 2, w], [(s + n) / 2, e], [s, (w + e) / 2], [n, (w + e) / 2]] as [number, number][]),
  },
];

function near(r: () => number, degrees: number, rounded = true): [number, number] {
  const [lon, lat] = vertices[Math.floor(r() * vertices.length)]!;
  const [y, x] = [lat + (r() - 0.5) * 2 * degrees, lon + (r() - 0.5) * 2 * degrees];
  return rounded ? [cellOfApi(y), cellOfApi(x)] : [y, x];
}

/** The points where the grid and the rule disagree, and how many the grid answered without the rule. */
function compare(g: OutlineGrid, points: [number, number][]) {
  let asked = 0;
  const lookup = gridLookup(g, (lat, lon) => (asked++, rule.within(lat, lon)));
  const disagree = points.filter(([lat, lon]) => lookup(lat, lon) !== rule.within(lat, lon)).map(([lat, lon]) => `${lat},${lon}`);
  return { disagree, byGrid: 1 - asked / points.length };
}

describe('the outline grid', () => {
  const file = openPack<OutlineMeta>(outlineFile(polygons, contains));
  const grids = [
    { name: 'laid now', grid },
    { name: 'as outline.bin carries it', grid: outlineGridOf(file) },
  ];
  describe.each(grids)('$name', ({ grid: g }) => {
    it.each(POINT_SETS.map((set, i) => ({ ...set, seed: 11 + i })))('agrees with the rule: $name', ({ points, seed }) => {
      expect(compare(g, points(seeded(seed))).disagree).toEqual([]);
    });
  });

  it('is read back from outline.bin cell for cell, over the polygons written with it', () => {
    expect(Buffer.from(outlineGridOf(file).values).equals(grid.values)).toBe(true);
    expect(outlinePolygons(file)).toEqual(polygons);
  });

  it('answers most points of the lower 48 itself', () => {
    const r = seeded(5);
    const [w, s, e, n] = GRID_EXTENTS[0]!;
    expect(compare(grid, times(20_000, () => [s + r() * (n - s), w + r() * (e - w)])).byGrid).toBeGreaterThan(0.85);
  });

  it('would be caught with one wrong cell', () => {
    // A cell inside Kansas, said to be in Nebraska: the comparison above finds the points in it.
    const [w, s] = GRID_EXTENTS[0]!;
    const [lat, lon] = [38.5, -98.5];
    const at = Math.floor((lat - s) / CELL_DEGREES) * Math.ceil((GRID_EXTENTS[0]![2] - w) / CELL_DEGREES) + Math.floor((lon - w) / CELL_DEGREES);
    expect(grid.states[grid.values[at]! - 1]).toBe('KS');
    const values = Uint8Array.from(grid.values);
    values[at] = grid.states.indexOf('NE') + 1;
    expect(compare({ ...grid, values }, [[lat, lon]]).disagree).toEqual([`${lat},${lon}`]);
  });
});
