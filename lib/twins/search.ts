/**
 * A place's twins among an edition's candidates (docs/twins.md): the candidates other than its own
 * station at least `minDistance` from the place's point, nearest in climate first, ties by station
 * id (the candidates are in id order). One pass over the candidates, keeping the best `limit`; a
 * candidate's sum stops as soon as it passes the worst kept one (a sum of squares only grows), and
 * its distance on the ground is measured only when its climate would make the list.
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

/**
 * @example findTwins(candidatesZ, count, { z, own: 3, limit: 10, farEnough: () => true })[0] // { index: 17, climateDistance: 0.21 }
 */
export function findTwins(candidates: Float64Array, count: number, { z, own, limit, farEnough }: TwinSearch): Found[] {
  // Kept sorted, best first: limit is at most 50, so an insertion beats a heap.
  const kept: { index: number; sum: number }[] = [];
  let worst = Infinity;
  for (let i = 0; i < count; i++) {
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
    // Equal sums keep the earlier (smaller id) candidate.
    if (sum >= worst || !farEnough(i)) continue;
    let at = kept.length;
    while (at > 0 && kept[at - 1]!.sum > sum) at--;
    kept.splice(at, 0, { index: i, sum });
    if (kept.length > limit) kept.pop();
    if (kept.length === limit) worst = kept[limit - 1]!.sum;
  }
  return kept.map(({ index, sum }) => ({ index, climateDistance: climateDistance(sum) }));
}
