/**
 * Where a point lies against the outline (lib/outline.ts): inside a state or territory, or outside
 * every polygon but within the coast tolerance of one (then it names that one as the nearest, and
 * claims no state), or neither (null). Inside points cost what they did: the grid answers most, a
 * border cell runs the polygon test once; only a point outside every polygon also runs the
 * tolerance scan. Answers are shared objects, so a lookup allocates nothing.
 */
import { laidGrid, outlineRule, type OutlinePolygon, type PolygonTest } from './outline.ts';
import { gridLookup, type OutlineGrid } from './outlineGrid.ts';

export interface OutlinePlace {
  /** USPS code of the state or territory: the one the point is in, or the nearest within the tolerance. */
  state: string;
  /** False for a point let in by the tolerance (just outside the outline). */
  inside: boolean;
}

/** @example outlinePlace(polygons, await loadPolygonTest())(32.51, -117.04) // { state: 'CA', inside: false } (Tijuana) */
export function outlinePlace(
  polygons: readonly OutlinePolygon[],
  contains: PolygonTest,
  grid: OutlineGrid = laidGrid(polygons, contains),
): (lat: number, lon: number) => OutlinePlace | null {
  const rule = outlineRule(polygons, contains);
  const inside = gridLookup(grid, rule.inside);
  const within = gridLookup(grid, rule.within);
  const answers = new Map<string, readonly [OutlinePlace, OutlinePlace]>();
  const answer = (state: string, isInside: boolean) => {
    let pair = answers.get(state);
    if (!pair) answers.set(state, (pair = [{ state, inside: false }, { state, inside: true }]));
    return pair[isInside ? 1 : 0];
  };
  return (lat, lon) => {
    const state = inside(lat, lon);
    if (state !== null) return answer(state, true);
    const near = within(lat, lon);
    return near === null ? null : answer(near, false);
  };
}
