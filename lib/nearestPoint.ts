/**
 * Nearest point to a point, through a grid of the points (lib/pointGrid.ts) searched ring by ring
 * outward from the query's cell, rather than a distance call per point; distances as geokdbush
 * measures them. Ties (equal great-circle distance, e.g. co-located stations) go to the smaller id,
 * so the answer never depends on input order. The build maps ZIPs to stations and places to ZIPs
 * with it; the API finds the ZCTA and the station nearest a point with it, once or more a request,
 * so a search allocates nothing.
 */
import { distance as kmBetween } from 'geokdbush';
import { pointGrid, VECTOR_STRIDE, type Points } from './pointGrid.ts';
import { RAD } from './unitVector.ts';

export interface IdPoint {
  id: string;
  lat: number;
  lon: number;
}

/** Two distances closer than this (km, about a micrometre) are a tie. */
export const TIE_KM = 1e-9;

/**
 * A cell or point is skipped only when it is farther than the best by this much (1e-3 km, far above
 * rounding) plus TIE_KM, as an angle (radians) on the sphere geokdbush's distance uses (6371 km).
 */
const SLACK_ANGLE = (TIE_KM + 1e-3) / 6371;

/**
 * The screen while searching, cos(acos(dot) + SLACK_ANGLE) by the angle-sum rule (no trigonometry a
 * point), lowered by this, far above its rounding, so it never screens out a point the exact one keeps.
 */
const SCREEN_MARGIN = 1e-14;
const [COS_SLACK, SIN_SLACK] = [Math.cos(SLACK_ANGLE), Math.sin(SLACK_ANGLE)];

/** Rings searched before a query far from the points sweeps instead: a ring costs its rows, a sweep the window's. */
const RINGS = 16;

/** The window is widened by this (degrees), far above the rounding of a point's cell. */
const EPS = 1e-9;

/**
 * Builds an index over the points and returns a lookup of the nearest one.
 * @example nearestPointIndex(stations)(40.78, -73.97).id // 'USW00094728'
 */
export function nearestPointIndex<T extends IdPoint>(points: readonly T[]): (lat: number, lon: number) => T {
  const byId = [...points].sort((a, b) => compareIds(a.id, b.id));
  const nearest = nearestIndex({ count: byId.length, lat: (i) => byId[i]!.lat, lon: (i) => byId[i]!.lon });
  return (lat, lon) => byId[nearest(lat, lon)]!;
}

/**
 * The same over points given in their tie-break order (as columns sorted by id are): the lookup
 * returns the nearest's index, the smallest of those tied, and the index keeps no object a point.
 * @example nearestIndex({ count: lats.length, lat: (i) => lats[i], lon: (i) => lons[i] })(40.78, -73.97) // 3
 */
export function nearestIndex(points: Points): (lat: number, lon: number) => number {
  if (points.count === 0) throw new Error('nearestIndex: no points');
  const { west, south, cell, rows, columns, starts, vectors, coords } = pointGrid(points);
  // One search's state, reused (lookups are synchronous, so never interleaved).
  let [qLat, qx, qy, qz, boundLon, cosQ] = [0, 0, 0, 0, 0, 1];
  /** The largest dot product with the query so far: the nearest point, as far as dot products tell. */
  let bestDot = -Infinity;
  /** A point whose dot product with the query is below this cannot be the nearest or tie with it. */
  let screen = -Infinity;
  /** The best's angle plus SLACK_ANGLE (radians), and its sine: the window's bounds, made again after a ring when the best changed. */
  let reach = Infinity;
  let sinReach = 1;
  let stale = false;
  /** The positions that passed the screen when visited (each at most once): the only ones measured in km. */
  const near = new Int32Array(points.count);
  const nearKm = new Float64Array(points.count);
  let found = 0;
  /**
   * The window of cells that can hold the nearest or a tie, from the best so far: rows and, as up to
   * three column ranges (the window's longitudes as they are, and one turn east and west), columns.
   * Outside it a point is too far by its latitude gap (no path between two latitudes is shorter than
   * the meridian's) or by the distance to its meridian, asin(cos φ · sin Δλ) (the pole's beyond 90°).
   */
  const window = new Float64Array(8);
  const setWindow = () => {
    if (stale) {
      reach = Math.acos(Math.min(bestDot, 1)) + SLACK_ANGLE;
      sinReach = Math.sin(Math.min(reach, Math.PI / 2));
      stale = false;
    }
    const reachDeg = reach / RAD + EPS;
    const lonReach = sinReach < cosQ ? Math.asin(sinReach / cosQ) / RAD + EPS : 360;
    window[0] = Math.floor((qLat - reachDeg - south) / cell);
    window[1] = Math.floor((qLat + reachDeg - south) / cell);
    // Ranges a cell or less apart could share a column, and a point must be visited once.
    const whole = 2 * (lonReach + cell) >= 360;
    for (let turn = -1; turn <= 1; turn++) {
      window[4 + turn * 2] = whole ? (turn === 0 ? -Infinity : Infinity) : Math.floor((boundLon - lonReach + 360 * turn - west) / cell);
      window[5 + turn * 2] = whole ? (turn === 0 ? Infinity : -Infinity) : Math.floor((boundLon + lonReach + 360 * turn - west) / cell);
    }
  };

  const dotAt = (i: number) => qx * vectors[VECTOR_STRIDE * i]! + qy * vectors[VECTOR_STRIDE * i + 1]! + qz * vectors[VECTOR_STRIDE * i + 2]!;

  /** Visits positions from…to - 1: dot products order points as great-circle distances do. */
  const visit = (from: number, to: number) => {
    for (let i = from; i < to; i++) {
      const at = VECTOR_STRIDE * i;
      const dot = qx * vectors[at]! + qy * vectors[at + 1]! + qz * vectors[at + 2]!;
      if (dot < screen) continue;
      if (dot > bestDot) {
        bestDot = dot;
        screen = dot < -0.99 ? -Infinity : dot * COS_SLACK - Math.sqrt(Math.max(0, 1 - dot * dot)) * SIN_SLACK - SCREEN_MARGIN;
        stale = true;
      }
      near[found++] = i;
    }
  };

  /** Cells from…to of row r within the window: each range's cells are one run of positions. */
  const visitRow = (r: number, from: number, to: number) => {
    if (r < window[0]! || r > window[1]!) return;
    for (let w = 2; w < 8; w += 2) {
      const lo = Math.max(from, window[w]!);
      const hi = Math.min(to, window[w + 1]!);
      if (lo <= hi) visit(starts[r * columns + lo]!, starts[r * columns + hi + 1]!);
    }
  };

  /** Cells from…to of column c within the window. */
  const visitColumn = (c: number, from: number, to: number) => {
    if (!inColumns(c, c)) return;
    for (let r = Math.max(from, window[0]!), end = Math.min(to, window[1]!); r <= end; r++) visit(starts[r * columns + c]!, starts[r * columns + c + 1]!);
  };

  /** Whether some column lo…hi (none when lo > hi) is in the window. */
  const inColumns = (lo: number, hi: number) => lo <= hi && ((window[2]! <= hi && window[3]! >= lo) || (window[4]! <= hi && window[5]! >= lo) || (window[6]! <= hi && window[7]! >= lo));

  /** Whether rows rLo…rHi and columns cLo…cHi (visited) hold every cell of the grid in the window. */
  const covered = (rLo: number, rHi: number, cLo: number, cHi: number) => {
    const top = Math.min(window[1]!, rows - 1);
    const bottom = Math.max(window[0]!, 0);
    if (bottom > top) return true;
    if (bottom < rLo || top > rHi) return false;
    return !inColumns(0, cLo - 1) && !inColumns(cHi + 1, columns - 1);
  };

  /**
   * Ring by ring outward from the query's cell, each ring's cells within the window, until the
   * window is covered; a query far from the points sweeps the window's rows instead, once.
   */
  const search = (r0: number, c0: number) => {
    visitRow(r0, c0, c0);
    setWindow();
    for (let k = 1; !covered(Math.max(r0 - k + 1, 0), Math.min(r0 + k - 1, rows - 1), Math.max(c0 - k + 1, 0), Math.min(c0 + k - 1, columns - 1)); k++) {
      if (k > RINGS) return sweep(r0 - k + 1, r0 + k - 1, c0 - k + 1, c0 + k - 1);
      if (r0 - k >= 0) visitRow(r0 - k, Math.max(c0 - k, 0), Math.min(c0 + k, columns - 1));
      if (r0 + k < rows) visitRow(r0 + k, Math.max(c0 - k, 0), Math.min(c0 + k, columns - 1));
      if (c0 - k >= 0) visitColumn(c0 - k, Math.max(r0 - k + 1, 0), Math.min(r0 + k - 1, rows - 1));
      if (c0 + k < columns) visitColumn(c0 + k, Math.max(r0 - k + 1, 0), Math.min(r0 + k - 1, rows - 1));
      if (stale) setWindow();
    }
  };

  /** Every cell of the window outside rows rLo…rHi × columns cLo…cHi (visited), row by row. */
  const sweep = (rLo: number, rHi: number, cLo: number, cHi: number) => {
    for (let r = Math.max(window[0]!, 0); r <= Math.min(window[1]!, rows - 1); r++) {
      visitRow(r, 0, r < rLo || r > rHi ? columns - 1 : cLo - 1);
      if (r >= rLo && r <= rHi) visitRow(r, cHi + 1, columns - 1);
      if (stale) setWindow();
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
    stale = false;
    found = 0;
    setWindow();
    search(Math.min(Math.max(Math.floor((lat - south) / cell), 0), rows - 1), Math.min(Math.max(Math.floor((boundLon - west) / cell), 0), columns - 1));
    // Measured as geokdbush measures, so ties are decided on the very distances the build used;
    // points are in tie-break order, so the smallest index among those tied with the best is the answer.
    // Most searches keep one point, the answer, and need neither.
    let kept = 0;
    for (let k = 0; k < found; k++) if (dotAt(near[k]!) >= screen) near[kept++] = near[k]!;
    if (kept === 1) return vectors[VECTOR_STRIDE * near[0]! + 3]!;
    const exactReach = Math.acos(Math.min(bestDot, 1)) + SLACK_ANGLE;
    const exact = exactReach >= Math.PI ? -Infinity : Math.cos(exactReach);
    let measured = 0;
    let bestKm = Infinity;
    for (let k = 0; k < kept; k++) {
      if (dotAt(near[k]!) < exact) continue;
      near[measured] = near[k]!;
      nearKm[measured] = kmBetween(lon, lat, coords[2 * near[k]!]!, coords[2 * near[k]! + 1]!);
      bestKm = Math.min(bestKm, nearKm[measured++]!);
    }
    let row = Infinity;
    for (let k = 0; k < measured; k++) if (nearKm[k]! - bestKm <= TIE_KM) row = Math.min(row, vectors[VECTOR_STRIDE * near[k]! + 3]!);
    return row;
  };
}

/** Ids in code-unit order (the tie-break). */
export function compareIds(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
