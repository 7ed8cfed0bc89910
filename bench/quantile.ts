/** The q-quantile of ascending values. @example quantile([1, 2, 3, 4], 0.5) // 3 */
export const quantile = (sorted: readonly number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

/** The median of values in any order. @example median([3, 1, 2]) // 2 */
export const median = (values: readonly number[]) => quantile([...values].sort((a, b) => a - b), 0.5);
