/**
 * A grid over the outline (lib/outline.ts) that answers most points without a polygon test: a cell
 * no ring's edge touches lies wholly inside or wholly outside each polygon, so its answer is one
 * state, or none when no ring is within the tolerance of it either. Only the other cells (on a
 * border or a coast) run the outline's own rule, so the answer is always the rule's. Pure: the
 * build lays the grid into serve/outline.bin, the API looks points up in it.
 */

/** A ring of `[lon, lat]` points. */
export type Ring = readonly (readonly [number, number])[];

export interface GridRule {
  /** Every ring of every polygon. */
  rings: readonly Ring[];
  /** The state of the first polygon holding the point, or null: the rule's first step. */
  inside(lat: number, lon: number): string | null;
  /** The whole rule, with the tolerance for coasts: what a cell that is not uniform asks. */
  within(lat: number, lon: number): string | null;
  toleranceKm: number;
}

/** A box of the grid: [west, south, east, north] in degrees. */
export type Extent = readonly [number, number, number, number];

/**
 * Where the grid is laid: the lower 48, Alaska east of the antimeridian, Hawaii, Puerto Rico and
 * the Virgin Islands; points elsewhere (Guam, Samoa, the far Aleutians, the open sea) take the rule.
 */
export const GRID_EXTENTS: readonly Extent[] = [
  [-125.5, 24, -66.5, 50],
  [-180, 51, -129.5, 72],
  [-160.8, 18.5, -154.3, 22.7],
  [-68.5, 17.3, -64.2, 19],
];

/** Cell size in degrees: about 7 by 5 km at 40°N. */
export const CELL_DEGREES = 1 / 16;

/** Cell values: 0 outside, 1… a state (its index + 1), RULE when the cell must ask the rule. */
const RULE = 255;
const [EDGE, NEAR] = [1, 2];

/** Cells are widened by this (degrees) when an edge is tested against them, far above rounding. */
const EPS = 1e-7;

/** Degrees of latitude per km on a sphere slightly smaller than the rule's, so margins only err wide. */
const DEG_PER_KM = 1 / ((6371 * Math.PI) / 180);

/** The grid: one byte a cell, extent after extent, row after row (south to north, west to east). */
export interface OutlineGrid {
  cell: number;
  extents: readonly Extent[];
  /** A cell's value: 0 outside, RULE, or a state's index in `states` + 1. */
  values: Uint8Array;
  states: readonly string[];
}

/** @example outlineGrid(rule, ['NY', …]).values.length // one byte a cell of GRID_EXTENTS */
export function outlineGrid(rule: GridRule, states: readonly string[], extents: readonly Extent[] = GRID_EXTENTS, cell = CELL_DEGREES): OutlineGrid {
  if (states.length >= RULE) throw new Error('outlineGrid: too many states for a byte');
  const parts = extents.map((extent) => gridOf(rule, extent, cell, states));
  const values = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    values.set(part, at);
    at += part.length;
  }
  return { cell, extents, values, states };
}

/** @example const within = gridLookup(grid, rule.within); within(40.78, -73.97) // 'NY', as rule.within says */
export function gridLookup({ cell, extents, values, states }: OutlineGrid, within: GridRule['within']): (lat: number, lon: number) => string | null {
  let at = 0;
  const grids = extents.map((extent) => {
    const { columns, rows } = dimensions(extent, cell);
    at += columns * rows;
    return { extent, columns, rows, offset: at - columns * rows };
  });
  if (at !== values.length) throw new Error('outline grid: cells and extents disagree');
  return (lat, lon) => {
    for (const { extent: [w, s, e, n], columns, rows, offset } of grids) {
      if (!(lat >= s && lat <= n && lon >= w && lon <= e)) continue;
      // A point on a grid line belongs to either cell; the last row and column also hold the edge.
      const v = values[offset + Math.min(Math.floor((lat - s) / cell), rows - 1) * columns + Math.min(Math.floor((lon - w) / cell), columns - 1)]!;
      return v === RULE ? within(lat, lon) : v === 0 ? null : states[v - 1]!;
    }
    return within(lat, lon);
  };
}

const dimensions = ([w, s, e, n]: Extent, cell: number) => ({ columns: Math.ceil((e - w) / cell), rows: Math.ceil((n - s) / cell) });

function gridOf(rule: GridRule, extent: Extent, cell: number, states: readonly string[]): Uint8Array {
  const [w, s] = extent;
  const { columns, rows } = dimensions(extent, cell);
  const values = new Uint8Array(columns * rows);
  // Beyond these margins of an edge no point is within the tolerance of it (widened for rounding).
  const latMargin = rule.toleranceKm * DEG_PER_KM * (1 + 1e-6) + EPS;
  // Each cell an edge crosses, and each cell an edge might be within the tolerance of.
  const [column, row] = [(lon: number) => Math.floor((lon - w) / cell), (lat: number) => Math.floor((lat - s) / cell)];
  const [e, n] = [extent[2], extent[3]];
  for (const ring of rule.rings) {
    // A ring wholly beyond the extent and its margins marks nothing in it.
    const [lons, lats] = [ring.map(([x]) => x), ring.map(([, y]) => y)];
    const reach = latMargin / Math.cos(Math.min(Math.max(...lats.map(Math.abs)) + latMargin, 89.9) * (Math.PI / 180));
    if (Math.min(...lats) - latMargin > n || Math.max(...lats) + latMargin < s || Math.min(...lons) - reach > e || Math.max(...lons) + reach < w) continue;
    for (let i = 1; i < ring.length; i++) {
      const [ax, ay] = ring[i - 1]!;
      const [bx, by] = ring[i]!;
      const west = Math.min(ax, bx);
      const south = Math.min(ay, by);
      const east = Math.max(ax, bx);
      const north = Math.max(ay, by);
      // ringKm shrinks longitude by the point's cos(lat): widest where |lat| is largest.
      const farthest = Math.min(Math.max(Math.abs(south - latMargin), Math.abs(north + latMargin)), 89.9);
      const lonMargin = latMargin / Math.cos(farthest * (Math.PI / 180));
      const [c0, c1] = [Math.max(0, column(west - lonMargin)), Math.min(columns - 1, column(east + lonMargin))];
      for (let r = Math.max(0, row(south - latMargin)), r1 = Math.min(rows - 1, row(north + latMargin)); r <= r1; r++) {
        for (let c = c0; c <= c1; c++) values[r * columns + c]! |= NEAR;
      }
      const [e0, e1] = [Math.max(0, column(west - EPS)), Math.min(columns - 1, column(east + EPS))];
      for (let r = Math.max(0, row(south - EPS)), r1 = Math.min(rows - 1, row(north + EPS)); r <= r1; r++) {
        for (let c = e0; c <= e1; c++) {
          if (crosses(ax, ay, bx, by, w + c * cell - EPS, s + r * cell - EPS, w + (c + 1) * cell + EPS, s + (r + 1) * cell + EPS)) values[r * columns + c]! |= EDGE;
        }
      }
    }
  }
  // Clean cells side by side or one above another are in the same region, so share the rule's
  // first step: asked once a region, at a cell that has no clean cell below it.
  let below = new Int16Array(columns).fill(-1);
  let answers = new Int16Array(columns);
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < columns; ) {
      if (values[r * columns + c]! & EDGE) {
        answers[c] = -1;
        values[r * columns + c++] = RULE;
        continue;
      }
      let end = c;
      while (end < columns && !(values[r * columns + end]! & EDGE)) end++;
      let state = -1;
      for (let k = c; k < end && state < 0; k++) state = below[k]!;
      if (state < 0) state = stateIndex(rule.inside(s + (r + 0.5) * cell, w + (c + 0.5) * cell), states);
      for (; c < end; c++) {
        answers[c] = state;
        values[r * columns + c] = state > 0 ? state : values[r * columns + c]! & NEAR ? RULE : 0;
      }
    }
    [below, answers] = [answers, below];
  }
  return values;
}

/** 0 for none, else the state's index + 1. */
function stateIndex(state: string | null, states: readonly string[]): number {
  if (state === null) return 0;
  const at = states.indexOf(state);
  if (at < 0) throw new Error(`outlineGrid: ${state} is not among the states`);
  return at + 1;
}

/**
 * Whether segment a–b meets the box (the caller has checked that their boxes overlap): not when
 * all four corners lie strictly on one side of the segment's line.
 */
function crosses(ax: number, ay: number, bx: number, by: number, w: number, s: number, e: number, n: number): boolean {
  const [dx, dy] = [bx - ax, by - ay];
  const corners = Math.sign(dx * (s - ay) - dy * (w - ax)) + Math.sign(dx * (s - ay) - dy * (e - ax)) + Math.sign(dx * (n - ay) - dy * (e - ax)) + Math.sign(dx * (n - ay) - dy * (w - ax));
  return Math.abs(corners) !== 4;
}
