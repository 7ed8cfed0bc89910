/**
 * A place's twins among an edition's candidates (docs/twins.md): the candidates other than its own
 * station at least `minDistance` from the place's point, nearest in climate first, ties by station
 * id (candidate order). Exact, but without measuring every candidate: they are ordered by their
 * projection on one direction (the first principal axis of their z-scores), and as the squared
 * difference of two projections is never more than the squared distance, the walk out from the
 * place's projection stops once both sides are farther than the worst twin kept. A candidate's sum
 * also stops as soon as it passes that worst (a sum of squares only grows), and its distance on the
 * ground is measured only when its climate would make the list.
 */
import { VECTOR_LENGTH, climateDistance } from './climateVector.ts';

export interface TwinSearch {
  /** The place's 36 z-scores. */
  z: Float64Array;
  /** Candidate index of the place's own station, or -1 when it is not a candidate. */
  own: number;
  limit: number;
  /** True when candidate i is far enough from the place's point. */
  farEnough(i: number): boolean;
}

export interface Found {
  index: number;
  climateDistance: number;
}

/** Candidates ordered by their projection on the principal axis. */
export interface Projection {
  axis: Float64Array;
  /** Candidate indexes by ascending projection. */
  order: Int32Array;
  /** Their projections, in that order. */
  sorted: Float64Array;
}

/** Power iterations from the temperature direction: enough for a good axis (any axis is exact, a better one is faster). */
const ITERATIONS = 4;

/** @example projectCandidates(z, count).order.length // count */
export function projectCandidates(z: Float64Array, count: number): Projection {
  let axis = new Float64Array(VECTOR_LENGTH).fill(1, 0, 24);
  const scores = new Float64Array(count);
  const project = () => {
    for (let i = 0; i < count; i++) scores[i] = dot(z, i * VECTOR_LENGTH, axis);
  };
  for (let k = 0; k <= ITERATIONS; k++) {
    normalise(axis);
    if (k === ITERATIONS) break;
    project();
    const next = new Float64Array(VECTOR_LENGTH);
    for (let i = 0; i < count; i++) for (let j = 0; j < VECTOR_LENGTH; j++) next[j]! += scores[i]! * z[i * VECTOR_LENGTH + j]!;
    axis = next;
  }
  project();
  const order = Int32Array.from({ length: count }, (_, i) => i).sort((a, b) => scores[a]! - scores[b]! || a - b);
  return { axis, order, sorted: Float64Array.from(order, (i) => scores[i]!) };
}

function dot(z: Float64Array, at: number, axis: Float64Array): number {
  let s = 0;
  for (let j = 0; j < VECTOR_LENGTH; j++) s += z[at + j]! * axis[j]!;
  return s;
}

function normalise(v: Float64Array): void {
  const length = Math.hypot(...v) || 1;
  for (let j = 0; j < VECTOR_LENGTH; j++) v[j]! /= length;
}

/** Floating-point room in the projection bound, so that rounding never stops the walk early. */
const slack = (worst: number) => worst * (1 + 1e-9) + 1e-12;

/**
 * @example findTwins(candidatesZ, projection, { z, own: 3, limit: 10, farEnough: () => true })[0] // { index: 17, climateDistance: 0.21 }
 */
export function findTwins(candidates: Float64Array, { order, sorted, axis }: Projection, { z, own, limit, farEnough }: TwinSearch): Found[] {
  // Kept sorted, best first (by sum, then index): limit is at most 50, so an insertion beats a heap.
  const kept: { index: number; sum: number }[] = [];
  let worst = Infinity;
  let worstIndex = -1;
  const at = dot(z, 0, axis);
  let hi = lowerBound(sorted, at);
  let lo = hi - 1;
  while (lo >= 0 || hi < sorted.length) {
    const below = lo >= 0 ? at - sorted[lo]! : Infinity;
    const above = hi < sorted.length ? sorted[hi]! - at : Infinity;
    const step = Math.min(below, above);
    if (step * step > slack(worst)) break;
    const i = below <= above ? order[lo--]! : order[hi++]!;
    if (i === own) continue;
    let sum = 0;
    const base = i * VECTOR_LENGTH;
    // Four at a time (36 = 9 × 4), and a check after each four: several times faster than one by one.
    for (let j = 0; j < VECTOR_LENGTH; j += 4) {
      const a = candidates[base + j]! - z[j]!;
      const b = candidates[base + j + 1]! - z[j + 1]!;
      const c = candidates[base + j + 2]! - z[j + 2]!;
      const d = candidates[base + j + 3]! - z[j + 3]!;
      sum += a * a + b * b + c * c + d * d;
      if (sum > worst) break;
    }
    if (sum > worst || (sum === worst && i > worstIndex) || !farEnough(i)) continue;
    let to = kept.length;
    while (to > 0 && (kept[to - 1]!.sum > sum || (kept[to - 1]!.sum === sum && kept[to - 1]!.index > i))) to--;
    kept.splice(to, 0, { index: i, sum });
    if (kept.length > limit) kept.pop();
    if (kept.length === limit) ({ sum: worst, index: worstIndex } = kept[limit - 1]!);
  }
  return kept.map(({ index, sum }) => ({ index, climateDistance: climateDistance(sum) }));
}

/** The first position whose value is at least `value`. */
function lowerBound(sorted: Float64Array, value: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
