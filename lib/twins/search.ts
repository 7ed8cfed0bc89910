/**
 * A place's twins among an edition's candidates (docs/twins.md): the candidates other than its own
 * station at least `minDistance` from the place's point, nearest in climate first, ties by station
 * id (candidate order). Exact, without measuring every candidate: a vantage-point tree over their
 * z-scores skips each part of the tree that the triangle inequality puts farther than the worst twin
 * kept. A candidate's sum also stops as soon as it passes that worst (a sum of squares only grows),
 * and its distance on the ground is measured only when its climate would make the list.
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
 * A vantage-point tree in flat arrays: node n is a leaf of `items[start[n], end[n])` when `vantage[n]`
 * is -1; else its vantage candidate, the others split by distance to it into `inner` (at most
 * `innerMax`) and `outer` (at least `outerMin`).
 */
export interface VantageTree {
  vantage: Int32Array;
  innerMax: Float64Array;
  outerMin: Float64Array;
  inner: Int32Array;
  outer: Int32Array;
  start: Int32Array;
  end: Int32Array;
  items: Int32Array;
}

const LEAF = 16;

/** Sum of squared differences of candidate i and `z`, stopping once it passes `stop`. */
function squares(candidates: Float64Array, i: number, z: Float64Array, at: number, stop: number): number {
  let sum = 0;
  const base = i * VECTOR_LENGTH;
  // Four at a time (36 = 9 × 4), with a check after each four: several times faster than one by one.
  for (let j = 0; j < VECTOR_LENGTH; j += 4) {
    const a = candidates[base + j]! - z[at + j]!;
    const b = candidates[base + j + 1]! - z[at + j + 1]!;
    const c = candidates[base + j + 2]! - z[at + j + 2]!;
    const d = candidates[base + j + 3]! - z[at + j + 3]!;
    sum += a * a + b * b + c * c + d * d;
    if (sum > stop) break;
  }
  return sum;
}

/** @example vantageTree(z, count).items.length // count */
export function vantageTree(z: Float64Array, count: number): VantageTree {
  const nodes = Math.max(1, 2 * Math.ceil(count / (LEAF / 2)));
  const tree: VantageTree = {
    vantage: new Int32Array(nodes), innerMax: new Float64Array(nodes), outerMin: new Float64Array(nodes), inner: new Int32Array(nodes),
    outer: new Int32Array(nodes), start: new Int32Array(nodes), end: new Int32Array(nodes), items: Int32Array.from({ length: count }, (_, i) => i),
  };
  const distances = new Float64Array(count);
  let next = 0;
  const build = (lo: number, hi: number): number => {
    const node = next++;
    tree.vantage[node] = -1;
    [tree.start[node], tree.end[node]] = [lo, hi];
    if (hi - lo <= LEAF) return node;
    // The middle item as vantage point: deterministic, and the candidates are in no geometric order.
    const mid = (lo + hi) >> 1;
    [tree.items[lo], tree.items[mid]] = [tree.items[mid]!, tree.items[lo]!];
    const vantage = tree.items[lo]!;
    for (let k = lo + 1; k < hi; k++) distances[tree.items[k]!] = Math.sqrt(squares(z, tree.items[k]!, z, vantage * VECTOR_LENGTH, Infinity));
    const rest = Array.from(tree.items.subarray(lo + 1, hi)).sort((a, b) => distances[a]! - distances[b]! || a - b);
    tree.items.set(rest, lo + 1);
    const split = lo + 1 + (rest.length >> 1);
    tree.vantage[node] = vantage;
    tree.innerMax[node] = distances[tree.items[split - 1]!]!;
    tree.outerMin[node] = distances[tree.items[split]!]!;
    tree.inner[node] = build(lo + 1, split);
    tree.outer[node] = build(split, hi);
    return node;
  };
  if (count > 0) build(0, count);
  return tree;
}

/** Room for floating-point rounding in the bounds, so that it never skips a part that holds a twin or a tie. */
const beyond = (bound: number, worst: number) => bound > Math.sqrt(worst) * (1 + 1e-9) + 1e-9;

/**
 * @example findTwins(candidatesZ, vantageTree(candidatesZ, count), { z, own: 3, limit: 10, farEnough: () => true })[0] // { index: 17, climateDistance: 0.21 }
 */
export function findTwins(candidates: Float64Array, tree: VantageTree, { z, own, limit, farEnough }: TwinSearch): Found[] {
  // Kept sorted, best first (by sum, then index): limit is at most 50, so an insertion beats a heap.
  const kept: { index: number; sum: number }[] = [];
  let worst = Infinity;
  let worstIndex = -1;
  const consider = (i: number, sum: number) => {
    if (i === own || sum > worst || (sum === worst && i > worstIndex) || !farEnough(i)) return;
    let to = kept.length;
    while (to > 0 && (kept[to - 1]!.sum > sum || (kept[to - 1]!.sum === sum && kept[to - 1]!.index > i))) to--;
    kept.splice(to, 0, { index: i, sum });
    if (kept.length > limit) kept.pop();
    if (kept.length === limit) ({ sum: worst, index: worstIndex } = kept[limit - 1]!);
  };
  const visit = (node: number): void => {
    const vantage = tree.vantage[node]!;
    if (vantage < 0) {
      for (let k = tree.start[node]!; k < tree.end[node]!; k++) consider(tree.items[k]!, squares(candidates, tree.items[k]!, z, 0, worst));
      return;
    }
    const sum = squares(candidates, vantage, z, 0, Infinity);
    consider(vantage, sum);
    const d = Math.sqrt(sum);
    const [first, second] = d <= tree.innerMax[node]! ? [tree.inner[node]!, tree.outer[node]!] : [tree.outer[node]!, tree.inner[node]!];
    for (const child of [first, second]) {
      const bound = child === tree.inner[node] ? d - tree.innerMax[node]! : tree.outerMin[node]! - d;
      if (!beyond(bound, worst)) visit(child);
    }
  };
  if (tree.items.length > 0) visit(0);
  return kept.map(({ index, sum }) => ({ index, climateDistance: climateDistance(sum) }));
}
