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

/** A box is skipped only when its bound exceeds the best by this much (km), far above rounding. */
const SLACK_KM = 1e-3;

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
  const lons = byId.map((p) => p.lon);
  const lats = byId.map((p) => p.lat);
  /** Each point as a unit vector, in the tree's order: its dot product with the query's screens it without trigonometry. */
  const unit = new Float64Array(3 * byId.length);
  for (let i = 0; i < byId.length; i++) unitVector(coords[2 * i + 1]!, coords[2 * i]!, unit, 3 * i);
  const q = new Float64Array(3);

  // One search's state, reset by each lookup (lookups are synchronous, so never interleaved).
  let qLat = 0;
  let qLon = 0;
  /** The query's longitude in -180..180, for the boxes' bounds only (distances take it as given). */
  let boundLon = 0;
  let cosQ = 1;
  let bestKm = Infinity;
  /** The cosine of bestKm + TIE_KM + SLACK_KM as an angle: a point whose dot product with the query is below it cannot be the nearest or tie with it. */
  let screen = -Infinity;
  /** bestKm + TIE_KM + SLACK_KM as an angle (radians), and its sine: the boxes' test. */
  let reach = Infinity;
  let sinReach = 1;
  const near: number[] = [];
  const nearKm: number[] = [];

  const visit = (i: number) => {
    if (q[0]! * unit[3 * i]! + q[1]! * unit[3 * i + 1]! + q[2]! * unit[3 * i + 2]! < screen) return;
    // Measured as geokdbush measures, so ties are decided on the very distances the build used.
    const km = kmBetween(qLon, qLat, coords[2 * i]!, coords[2 * i + 1]!);
    if (km > bestKm + TIE_KM) return;
    if (km < bestKm) {
      bestKm = km;
      reach = (bestKm + TIE_KM + SLACK_KM) / EARTH_KM;
      sinReach = Math.sin(Math.min(reach, Math.PI / 2));
      screen = reach >= Math.PI ? -Infinity : Math.cos(reach);
    }
    near.push(ids[i]!);
    nearKm.push(km);
  };

  /** Depth first through kdbush's layout (median of each range splits it, axes alternate), the query's side first. */
  const descend = (left: number, right: number, axis: number, minLon: number, minLat: number, maxLon: number, maxLat: number): void => {
    if (beyond(qLat, boundLon, cosQ, minLon, minLat, maxLon, maxLat, reach, sinReach)) return;
    if (right - left <= NODE_SIZE) {
      for (let i = left; i <= right; i++) visit(i);
      return;
    }
    const m = (left + right) >> 1;
    visit(m);
    const split = coords[2 * m + axis]!;
    const next = 1 - axis;
    const lowerFirst = (axis === 0 ? boundLon : qLat) < split;
    for (let side = 0; side < 2; side++) {
      if ((side === 0) === lowerFirst) descend(left, m - 1, next, minLon, minLat, axis === 0 ? split : maxLon, axis === 1 ? split : maxLat);
      else descend(m + 1, right, next, axis === 0 ? split : minLon, axis === 1 ? split : minLat, maxLon, maxLat);
    }
  };
  const [rootW, rootS, rootE, rootN] = [Math.min(...lons), Math.min(...lats), Math.max(...lons), Math.max(...lats)];

  return (lat, lon) => {
    qLat = lat;
    qLon = lon;
    boundLon = lon - 360 * Math.round(lon / 360);
    cosQ = Math.cos(lat * RAD);
    unitVector(lat, lon, q, 0);
    bestKm = Infinity;
    screen = -Infinity;
    reach = Infinity;
    sinReach = 1;
    near.length = 0;
    nearKm.length = 0;
    descend(0, byId.length - 1, 0, rootW, rootS, rootE, rootN);
    // Rows are in id order: the smallest row among those tied with the best is the smallest id.
    let row = Infinity;
    for (let k = 0; k < near.length; k++) if (nearKm[k]! - bestKm <= TIE_KM && near[k]! < row) row = near[k]!;
    return byId[row]!;
  };
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
