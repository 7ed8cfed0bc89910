/**
 * Points laid out for a nearest-point search: a lon/lat grid over their bounding box, and the
 * points in cell order in flat typed arrays, so a search reads a cell's points from one run of
 * memory and the cells of a grid row from one run too. Pure: points in, layout out.
 */
import { unitVector } from './unitVector.ts';

export interface PointGrid {
  /** The grid's south-west corner and cell size, in degrees. */
  west: number;
  south: number;
  cell: number;
  rows: number;
  columns: number;
  /** Cell `r * columns + c` holds positions starts[i] … starts[i + 1] - 1. */
  starts: Int32Array;
  /** Each position's unit vector and its point's index in the input: VECTOR_STRIDE numbers. */
  vectors: Float64Array;
  /** Each position's lon and lat. */
  coords: Float64Array;
}

export const VECTOR_STRIDE = 4;

/** Cells per point: a few points a cell where points are dense, and a bounded grid. */
const CELLS_PER_POINT = 8;

/** At most this many cells along a side, so a thin spread of points makes no huge grid. */
const MAX_SIDE = 4096;

/** @example pointGrid([{ lat: 40.78, lon: -73.97 }]).rows // 1 */
export function pointGrid(points: readonly { lat: number; lon: number }[]): PointGrid {
  const [west, south, east, north] = bounds(points);
  const [width, height] = [east - west, north - south];
  const cell = Math.max(Math.sqrt((width * height) / (CELLS_PER_POINT * points.length)), Math.max(width, height) / MAX_SIDE, 1e-6);
  const columns = Math.max(1, Math.ceil(width / cell));
  const rows = Math.max(1, Math.ceil(height / cell));
  const cellOf = (p: { lat: number; lon: number }) =>
    Math.min(rows - 1, Math.floor((p.lat - south) / cell)) * columns + Math.min(columns - 1, Math.floor((p.lon - west) / cell));
  const cells = Int32Array.from(points, cellOf);
  // Counting sort by cell, stable, so a cell's points keep their input order.
  const starts = new Int32Array(rows * columns + 1);
  for (const c of cells) starts[c + 1]!++;
  for (let i = 0; i < rows * columns; i++) starts[i + 1]! += starts[i]!;
  const next = starts.slice(0, rows * columns);
  const vectors = new Float64Array(VECTOR_STRIDE * points.length);
  const coords = new Float64Array(2 * points.length);
  points.forEach((p, i) => {
    const at = next[cells[i]!]!++;
    unitVector(p.lat, p.lon, vectors, VECTOR_STRIDE * at);
    vectors[VECTOR_STRIDE * at + 3] = i;
    coords[2 * at] = p.lon;
    coords[2 * at + 1] = p.lat;
  });
  return { west, south, cell, rows, columns, starts, vectors, coords };
}

/** [west, south, east, north] of the points. */
function bounds(points: readonly { lat: number; lon: number }[]): [number, number, number, number] {
  let [w, s, e, n] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const p of points) {
    w = Math.min(w, p.lon);
    e = Math.max(e, p.lon);
    s = Math.min(s, p.lat);
    n = Math.max(n, p.lat);
  }
  return [w, s, e, n];
}
