/**
 * Figures from alternating windows. On a shared machine one window's speed says little: the
 * targets of a comparison are measured in turn (A, B, A, B, …) for several rounds, so a slow patch
 * weighs on each alike, each ratio is taken within a round, and a figure is printed as the median of
 * its rounds beside their spread (min–max), so its noise is seen with it.
 */
import { median } from './quantile.ts';

/** At least this many rounds for a ratio that should tell two commits apart (bench/README.md). */
export const MIN_ROUNDS = 5;

export interface Spread {
  median: number;
  min: number;
  max: number;
  rounds: number;
}

/** @example spread([3, 1, 2]) // { median: 2, min: 1, max: 3, rounds: 3 } (an even count's median is its upper middle value) */
export function spread(values: readonly number[]): Spread {
  return { median: median(values), min: Math.min(...values), max: Math.max(...values), rounds: values.length };
}

/** Each round's `combine(a, b)`. @example perRound([2, 3], [4, 3], (a, b) => a / b) // [0.5, 1] */
export const perRound = (a: readonly number[], b: readonly number[], combine: (a: number, b: number) => number): number[] =>
  a.map((x, i) => combine(x, b[i]!));

/** Each round's a ÷ b as a spread. */
export const ratioSpread = (a: readonly number[], b: readonly number[]) => spread(perRound(a, b, (x, y) => x / y));

/**
 * `measure(target, round)` for every target in turn, round after round; results[target][round].
 * @example const [a, b] = await inTurn(2, 5, (t) => load(t === 0 ? urlA : urlB))
 */
export async function inTurn<T>(targets: number, rounds: number, measure: (target: number, round: number) => Promise<T>): Promise<T[][]> {
  const results = Array.from({ length: targets }, (): T[] => []);
  for (let round = 0; round < rounds; round++) {
    for (let target = 0; target < targets; target++) results[target]!.push(await measure(target, round));
  }
  return results;
}

/** A spread as text, e.g. `0.62 (0.55–0.70)`; one round shows its value alone. */
export function showSpread(s: Spread, digits = 2, unit = ''): string {
  const f = (v: number) => v.toFixed(digits);
  return s.rounds === 1 ? `${f(s.median)}${unit}` : `${f(s.median)}${unit} (${f(s.min)}–${f(s.max)})`;
}

/** A ratio with its spread and, when given, whether its median meets the target, e.g. `**0.62×** (0.55–0.70), target ≥ 0.6: met`. */
export function showRatio(s: Spread, target?: number, digits = 2): string {
  const text = `**${s.median.toFixed(digits)}×** ${s.rounds === 1 ? '' : `(${s.min.toFixed(digits)}–${s.max.toFixed(digits)})`}`.trim();
  return target === undefined ? text : `${text}, target ≥ ${target}: ${s.median >= target ? 'met' : 'NOT met'}`;
}
