/**
 * Nearest point to a point, through a spatial index (a kdbush k-d tree, distances as geokdbush
 * measures them) rather than a distance call per point. Ties (equal great-circle distance, e.g.
 * co-located stations) go to the smaller id, so the answer never depends on input order. The build
 * maps ZIPs to stations and places to ZIPs with it; the API finds the ZCTA and the station nearest
 * a point with it, once or more a request, so a search allocates nothing.
 */
import KDBush from 'kdbush';
import { distance as kmBetween } from 'geokdbush';

export interface IdPoint {
  id: string;
  lat: number;
  lon: number;
}

/** Two distances closer than this (km, about a micrometre) are a tie. */
export const TIE_KM = 1e-9;

/** The radius geokdbush's distance uses (km): a box's bound must be on the same sphere. */
const EARTH_KM = 6371;
const RAD = Math.PI / 180;

/** Points per leaf: with kdbush's default 64 a search measured several times as many points. */
const NODE_SIZE = 8;

/** A box or point is skipped only when it is farther than the best by this much (km), far above rounding. */
const SLACK_KM = 1e-3;

/** TIE_KM + SLACK_KM as an angle (radians). */
const SLACK_ANGLE = (TIE_KM + SLACK_KM) / EARTH_KM;

/** Numbers a point: lon, lat, unit vector (3), row. */
const STRIDE = 6;

/**
 * Builds an index over the points and returns a lookup of the nearest one.
 * @example nearestPointIndex(stations)(40.78, -73.97).id // 'USW00094728'
 */
export function nearestPointIndex<T extends IdPoint>(points: readonly T[]): (lat: number, lon: number) => T {
  if (points.length === 0) throw new Error('nearestPointIndex: no points');
  const byId = [...points].sort((a, b) => compareIds(a.id, b.id));
  const index = new KDBush(byId.length, NODE_SIZE);
  for (const s of byId) index.add(s.lon, s.lat);
  index.finish();
  const { ids, coords } = index;
  const n = byId.length;
  /**
   * Each point in the tree's order as one run of STRIDE numbers (lon, lat, its unit vector, its row):
   * a search reads a point from one place in memory, and the unit vector's dot product with the
   * query's screens it without trigonometry.
   */
  const node = new Float64Array(STRIDE * n);
  for (let i = 0; i < n; i++) {
    const at = STRIDE * i;
    node[at] = coords[2 * i]!;
    node[at + 1] = coords[2 * i + 1]!;
    unitVector(node[at + 1]!, node[at]!, node, at + 2);
    node[at + 5] = ids[i]!;
  }
  const [rootW, rootS, rootE, rootN] = bounds(byId);
  // One search's state, reused (lookups are synchronous, so never interleaved).
  let [qLat, qx, qy, qz, boundLon, cosQ] = [0, 0, 0, 0, 0, 1];
  /** The largest dot product with the query so far: the nearest point, as far as dot products tell. */
  let bestDot = -Infinity;
  /** A point whose dot product with the query is below this cannot be the nearest or tie with it. */
  let screen = -Infinity;
  /** The best's angle plus SLACK_ANGLE (radians), and its sine: the boxes' test. */
  let reach = Infinity;
  let sinReach = 1;
  /** The positions that passed the screen when visited (each at most once): the only ones measured in km. */
  const near = new Int32Array(n);
  const nearKm = new Float64Array(n);
  let found = 0;

  /** Dot products order points as great-circle distances do. */
  const visit = (i: number) => {
    const at = STRIDE * i;
    const dot = qx * node[at + 2]! + qy * node[at + 3]! + qz * node[at + 4]!;
    if (dot < screen) return;
    if (dot > bestDot) {
      bestDot = dot;
      reach = Math.acos(Math.min(dot, 1)) + SLACK_ANGLE;
      sinReach = Math.sin(Math.min(reach, Math.PI / 2));
      screen = reach >= Math.PI ? -Infinity : Math.cos(reach);
    }
    near[found++] = i;
  };

  /** Depth first through kdbush's layout (the median of each range splits it, axes alternate), the query's side first. */
  const descend = (left: number, right: number, axis: number, minLon: number, minLat: number, maxLon: number, maxLat: number): void => {
    if (beyond(qLat, boundLon, cosQ, minLon, minLat, maxLon, maxLat, reach, sinReach)) return;
    if (right - left <= NODE_SIZE) {
      for (let i = left; i <= right; i++) visit(i);
      return;
    }
    const m = (left + right) >> 1;
    visit(m);
    const split = node[STRIDE * m + axis]!;
    const next = 1 - axis;
    const lowerFirst = (axis === 0 ? boundLon : qLat) < split;
    for (let side = 0; side < 2; side++) {
      if ((side === 0) === lowerFirst) descend(left, m - 1, next, minLon, minLat, axis === 0 ? split : maxLon, axis === 1 ? split : maxLat);
      else descend(m + 1, right, next, axis === 0 ? split : minLon, axis === 1 ? split : minLat, maxLon, maxLat);
    }
  };

  return (lat, lon) => {
    qLat = lat;
    boundLon = lon - 360 * Math.round(lon / 360);
    cosQ = Math.cos(lat * RAD);
    qx = cosQ * Math.cos(lon * RAD);
    qy = cosQ * Math.sin(lon * RAD);
    qz = Math.sin(lat * RAD);
    bestDot = -Infinity;
    screen = -Infinity;
    reach = Infinity;
    sinReach = 1;
    found = 0;
    descend(0, n - 1, 0, rootW, rootS, rootE, rootN);
    // Measured as geokdbush measures, so ties are decided on the very distances the build used;
    // rows are in id order, so the smallest row among those tied with the best is the smallest id.
    let measured = 0;
    let bestKm = Infinity;
    for (let k = 0; k < found; k++) {
      const at = STRIDE * near[k]!;
      if (qx * node[at + 2]! + qy * node[at + 3]! + qz * node[at + 4]! < screen) continue;
      near[measured] = near[k]!;
      nearKm[measured] = kmBetween(lon, lat, node[at]!, node[at + 1]!);
      bestKm = Math.min(bestKm, nearKm[measured++]!);
    }
    let row = Infinity;
    for (let k = 0; k < measured; k++) if (nearKm[k]! - bestKm <= TIE_KM) row = Math.min(row, node[STRIDE * near[k]! + 5]!);
    return byId[row]!;
  };
}

/** [west, south, east, north] of the points. */
function bounds(points: readonly IdPoint[]): [number, number, number, number] {
  let [w, s, e, n] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const p of points) {
    w = Math.min(w, p.lon);
    e = Math.max(e, p.lon);
    s = Math.min(s, p.lat);
    n = Math.max(n, p.lat);
  }
  return [w, s, e, n];
}

/**
 * Whether every point of a lon/lat box is farther than `reach` (radians of arc) from the point: by
 * the latitude gap (no path between two latitudes is shorter than the meridian's), or by the
 * distance to the nearest meridian at the longitude gap, asin(cos φ · sin Δλ) (the pole's beyond 90°),
 * compared as sines so no arcsine is taken.
 */
function beyond(lat: number, lon: number, cosLat: number, minLon: number, minLat: number, maxLon: number, maxLat: number, reach: number, sinReach: number): boolean {
  const latGap = lat < minLat ? minLat - lat : lat > maxLat ? lat - maxLat : 0;
  if (latGap * RAD > reach) return true;
  if (reach >= Math.PI / 2 || (lon >= minLon && lon <= maxLon)) return false;
  const lonGap = Math.min(arc(lon - minLon), arc(lon - maxLon));
  return cosLat * Math.sin(Math.min(lonGap, 90) * RAD) > sinReach;
}

/** A longitude difference as an angle on the circle, 0 to 180 degrees (across the antimeridian too). */
function arc(degrees: number): number {
  const d = Math.abs(degrees) % 360;
  return d > 180 ? 360 - d : d;
}

/** The unit vector of a latitude and longitude (degrees), written at `at`. */
function unitVector(lat: number, lon: number, out: Float64Array, at: number): void {
  const cos = Math.cos(lat * RAD);
  out[at] = cos * Math.cos(lon * RAD);
  out[at + 1] = cos * Math.sin(lon * RAD);
  out[at + 2] = Math.sin(lat * RAD);
}

/** Ids in code-unit order (the tie-break). */
export function compareIds(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
