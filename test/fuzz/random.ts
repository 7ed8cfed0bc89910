/**
 * The fuzzer's only source of chance: fast-check's generator under a seed, so that one seed gives
 * the same cases on every run and machine. Each case has a seed of its own, made from the run's
 * seed, its family and its index, so a failing case is made again alone (`--only mcp:123`).
 */
import fc from 'fast-check';

export interface Rng {
  /** An integer in [0, n). */
  int(n: number): number;
  /** An integer in [min, max]. */
  range(min: number, max: number): number;
  /** True with probability p. */
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** Up to `max` distinct items, in their order. */
  some<T>(items: readonly T[], max?: number): T[];
}

/** 0 … 2^31-1, without fast-check's bias to the edges: the cases choose their edges themselves. */
const UNIFORM = fc.noBias(fc.integer({ min: 0, max: 0x7fffffff }));

/** @example rng(1).int(6) // the same number for seed 1, every run */
export function rng(seed: number): Rng {
  const [stream] = fc.sample(fc.infiniteStream(UNIFORM), { seed, numRuns: 1 });
  const values = stream![Symbol.iterator]();
  const next = () => values.next().value as number;
  const int = (n: number) => (n <= 1 ? 0 : next() % n);
  const r: Rng = {
    int,
    range: (min, max) => min + int(max - min + 1),
    chance: (p) => next() / 0x80000000 < p,
    pick: (items) => items[int(items.length)]!,
    some: (items, max = items.length) => {
      const count = int(Math.min(max, items.length) + 1);
      const chosen = new Set<number>();
      while (chosen.size < count) chosen.add(int(items.length));
      return [...chosen].sort((a, b) => a - b).map((i) => items[i]!);
    },
  };
  return r;
}

/** A case's own seed from the run's: the same inputs give the same seed (a 32-bit mix, FNV-style). */
export function caseSeed(seed: number, family: string, index: number): number {
  let h = 0x811c9dc5 ^ seed;
  for (const c of `${family}:${index}`) h = Math.imul(h ^ c.charCodeAt(0), 0x01000193);
  h = Math.imul(h ^ (h >>> 15), 0x2c1b3c6d);
  return (h ^ (h >>> 12)) | 0;
}
