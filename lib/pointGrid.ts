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

/** Points `0 … count - 1`, each given by its latitude and longitude, read through functions so a caller holding columns makes no object a point. */
export interface Points {
  count: number;
  lat(i: number): number;
  lon(i: number): number;
}

/** @example pointGrid({ count: 1, lat: () => 40.78, lon: () => -73.97 }).rows // 1 */
export function pointGrid(points: Points): PointGrid {
  const [west, south, east, north] = bounds(points);
  const [width, height] = [east - west, north - south];
  const cell = Math.max(Math.sqrt((width * height) / (CELLS_PER_POINT * points.count)), Math.max(width, height) / MAX_SIDE, 1e-6);
  const columns = Math.max(1, Math.ceil(width / cell));
  const rows = Math.max(1, Math.ceil(height / cell));
  const cells = new Int32Array(points.count);
  for (let i = 0; i < points.count; i++) {
    cells[i] = Math.min(rows - 1, Math.floor((points.lat(i) - south) / cell)) * columns + Math.min(columns - 1, Math.floor((points.lon(i) - west) / cell));
  }
  // Counting sort by cell, stable, so a cell's points keep their input order.
  const starts = new Int32Array(rows * columns + 1);
  for (const c of cells) starts[c + 1]!++;
  for (let i = 0; i < rows * columns; i++) starts[i + 1]! += starts[i]!;
  const next = starts.slice(0, rows * columns);
  const vectors = new Float64Array(VECTOR_STRIDE * points.count);
  const coords = new Float64Array(2 * points.count);
  for (let i = 0; i < points.count; i++) {
    const [at, lat, lon] = [next[cells[i]!]!++, points.lat(i), points.lon(i)];
    unitVector(lat, lon, vectors, VECTOR_STRIDE * at);
    vectors[VECTOR_STRIDE * at + 3] = i;
    coords[2 * at] = lon;
    coords[2 * at + 1] = lat;
  }
  return { west, south, cell, rows, columns, starts, vectors, coords };
}

/** [west, south, east, north] of the points. */
function bounds({ count, lat, lon }: Points): [number, number, number, number] {
  let [w, s, e, n] = [Infinity, Infinity, -Infinity, -Infinity];
  for (let i = 0; i < count; i++) {
    w = Math.min(w, lon(i));
    e = Math.max(e, lon(i));
    s = Math.min(s, lat(i));
    n = Math.max(n, lat(i));
  }
  return [w, s, e, n];
}
