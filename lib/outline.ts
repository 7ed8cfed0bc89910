/**
 * Inside or outside the area U.S. Climate Normals cover: the states and territories as the Census
 * cartographic boundaries draw them (simplified), with a tolerance for the coasts and islands the
 * simplification leaves out. Pure: the polygons in, the state or territory of a point out.
 */
import type { booleanPointInPolygon } from '@turf/boolean-point-in-polygon';
import { gridLookup, outlineGrid, type OutlineGrid } from './outlineGrid.ts';

/**
 * How far outside the outline (km) a point still counts as inside. Every ZCTA's internal point of
 * the gazetteer is at most about 10 km outside it (small islands, spits); Victoria BC is 19 km from it.
 */
export const OUTLINE_TOLERANCE_KM = 12;

/** A polygon of the outline: rings of `[lon, lat]` points, the outer ring first. */
export interface OutlinePolygon {
  state: string;
  rings: [number, number][][];
}

/** The polygon test: turf's, a point on the boundary counted inside. */
export type PolygonTest = typeof booleanPointInPolygon;

/**
 * Loads the polygon test: a dozen module files that only a point needs, so the API loads them when
 * a first point asks and a cold start answering a ZIP never does; the build loads them at once.
 */
export const loadPolygonTest = async (): Promise<PolygonTest> => (await import('@turf/boolean-point-in-polygon')).booleanPointInPolygon;

const KM_PER_DEGREE = 6371.0088 * (Math.PI / 180);

interface Indexed extends OutlinePolygon {
  /** [west, south, east, north], planar. */
  box: Box;
  /** Every ring's runs of edges with their boxes, for the tolerance's scan. */
  runs: Run[];
  /** The polygon as GeoJSON, made once. */
  geometry: { type: 'Polygon'; coordinates: [number, number][][] };
}

type Box = [number, number, number, number];

/** Edges `from`…`to` - 1 of a ring (edge i joins points i and i + 1), and the box of their points. */
interface Run {
  ring: readonly [number, number][];
  from: number;
  to: number;
  box: Box;
}

/** Edges a run: a coast of thousands of points is measured only along its runs near the point. */
const RUN_EDGES = 32;

function runsOf(ring: readonly [number, number][]): Run[] {
  const runs: Run[] = [];
  for (let from = 0; from < ring.length - 1; from += RUN_EDGES) {
    const to = Math.min(from + RUN_EDGES, ring.length - 1);
    runs.push({ ring, from, to, box: boxOf(ring.slice(from, to + 1)) });
  }
  return runs;
}

/**
 * The rule, answered through its grid (lib/outlineGrid.ts): the one the build laid into
 * serve/outline.bin, or one laid now.
 * @example const within = outlineIndex(polygons, await loadPolygonTest()); within(40.78, -73.97) // 'NY'; within(43.65, -79.38) // null
 */
export function outlineIndex(polygons: readonly OutlinePolygon[], contains: PolygonTest, grid?: OutlineGrid, toleranceKm = OUTLINE_TOLERANCE_KM): (lat: number, lon: number) => string | null {
  const rule = outlineRule(polygons, contains, toleranceKm);
  return gridLookup(grid ?? laidGrid(polygons, contains, toleranceKm), rule.within);
}

/** The outline's grid, its states numbered as outlineStates numbers them. */
export function laidGrid(polygons: readonly OutlinePolygon[], contains: PolygonTest, toleranceKm = OUTLINE_TOLERANCE_KM): OutlineGrid {
  return outlineGrid({ ...outlineRule(polygons, contains, toleranceKm), rings: polygons.flatMap((p) => p.rings), toleranceKm }, outlineStates(polygons));
}

/** The states and territories of the outline, in code order (the numbering outline.bin uses). */
export const outlineStates = (polygons: readonly OutlinePolygon[]) => [...new Set(polygons.map((p) => p.state))].sort();

/**
 * The rule itself, polygon by polygon: `inside`, the state of the first polygon holding the point;
 * `within`, that or, near a coast, the state of the nearest ring within the tolerance.
 * @example outlineRule(polygons, await loadPolygonTest()).within(43.7674, -69.3101) // 'ME' (Monhegan, off the simplified coast)
 */
export function outlineRule(polygons: readonly OutlinePolygon[], contains: PolygonTest, toleranceKm = OUTLINE_TOLERANCE_KM) {
  const indexed: Indexed[] = polygons.map((p) => ({ ...p, box: boxOf(p.rings[0]!), runs: p.rings.flatMap(runsOf), geometry: { type: 'Polygon', coordinates: p.rings } }));
  const margin = toleranceKm / KM_PER_DEGREE;
  const inside = (lat: number, lon: number): string | null => {
    for (const p of indexed) {
      if (inBox(p.box, lat, lon, 0) && contains([lon, lat], p.geometry)) return p.state;
    }
    return null;
  };
  const within = (lat: number, lon: number): string | null => {
    const state = inside(lat, lon);
    if (state !== null) return state;
    // Near a coast: the state of the nearest ring within the tolerance (longitude margin widened by latitude).
    const lonMargin = margin / Math.max(Math.cos((Math.abs(lat) * Math.PI) / 180), 0.05);
    let best: { state: string; km: number } | null = null;
    for (const p of indexed) {
      if (!inBox(p.box, lat, lon, margin, lonMargin)) continue;
      // A run of edges whose box is beyond the margins has no edge within the tolerance.
      let km = Infinity;
      for (const run of p.runs) if (inBox(run.box, lat, lon, margin, lonMargin)) km = Math.min(km, ringKm(run.ring, lat, lon, run.from, run.to));
      if (km <= toleranceKm && (best === null || km < best.km)) best = { state: p.state, km };
    }
    return best?.state ?? null;
  };
  return { inside, within };
}

function boxOf(ring: readonly [number, number][]): Box {
  let [w, s, e, n] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const [x, y] of ring) {
    w = Math.min(w, x);
    e = Math.max(e, x);
    s = Math.min(s, y);
    n = Math.max(n, y);
  }
  return [w, s, e, n];
}

const inBox = ([w, s, e, n]: Box, lat: number, lon: number, latMargin: number, lonMargin = latMargin) =>
  lat >= s - latMargin && lat <= n + latMargin && lon >= w - lonMargin && lon <= e + lonMargin;

/** The distance (km) from a point to edges `from`…`to` - 1 of a ring, on a plane tangent at the point (exact enough within the tolerance). */
function ringKm(ring: readonly [number, number][], lat: number, lon: number, from: number, to: number): number {
  const kx = KM_PER_DEGREE * Math.cos((lat * Math.PI) / 180);
  let best = Infinity;
  for (let i = from + 1; i <= to; i++) {
    const [ax, ay] = [(ring[i - 1]![0] - lon) * kx, (ring[i - 1]![1] - lat) * KM_PER_DEGREE];
    const [bx, by] = [(ring[i]![0] - lon) * kx, (ring[i]![1] - lat) * KM_PER_DEGREE];
    const [dx, dy] = [bx - ax, by - ay];
    const length2 = dx * dx + dy * dy;
    const t = length2 === 0 ? 0 : Math.max(0, Math.min(1, -(ax * dx + ay * dy) / length2));
    best = Math.min(best, Math.hypot(ax + t * dx, ay + t * dy));
  }
  return best;
}
