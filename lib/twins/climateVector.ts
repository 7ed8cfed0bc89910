/**
 * A station's climate as the twins compare it (docs/twins.md): 36 numbers, its 12 monthly normal
 * highs (°F), lows (°F) and precipitation totals (in), each standardized by its mean and population
 * standard deviation over an edition's candidates. Stored as whole numbers (0.1 °F, 0.01 in), as
 * NCEI publishes them, so the build and the API read the same values exactly.
 */
import type { MonthlyNormals } from '../types.ts';

export const VECTOR_LENGTH = 36;

/** The stored whole numbers of one value of each block: highs and lows in 0.1 °F, precipitation in 0.01 in. */
export const VECTOR_SCALE = { temperature: 10, precip: 100 } as const;

/**
 * The 36 stored whole numbers of a station's months, or null when any high, low or precipitation
 * total is missing (such a station is no candidate and has no twins).
 * @example climateVector(months)?.length // 36
 */
export function climateVector(months: readonly MonthlyNormals[]): Int32Array | null {
  if (months.length !== 12) return null;
  const out = new Int32Array(VECTOR_LENGTH);
  for (let m = 0; m < 12; m++) {
    const { avgHighF, avgLowF, avgPrecipIn } = months[m]!;
    if (avgPrecipIn === null || !Number.isFinite(avgHighF) || !Number.isFinite(avgLowF)) return null;
    out[m] = Math.round(avgHighF * VECTOR_SCALE.temperature);
    out[12 + m] = Math.round(avgLowF * VECTOR_SCALE.temperature);
    out[24 + m] = Math.round(avgPrecipIn * VECTOR_SCALE.precip);
  }
  return out;
}

export interface Standardized {
  /** Row-major, VECTOR_LENGTH per candidate. */
  z: Float64Array;
  /** Turns any station's stored vector into z-scores by the candidates' means and deviations. */
  standardize(vector: Int32Array): Float64Array;
}

/**
 * The candidates' z-scores. A column with no spread (every candidate the same) adds nothing to any
 * distance: its z-scores are 0.
 * @example standardizeAll(values, count).z.length // count * 36
 */
export function standardizeAll(values: Int32Array, count: number): Standardized {
  const mean = new Float64Array(VECTOR_LENGTH);
  const sd = new Float64Array(VECTOR_LENGTH);
  for (let i = 0; i < count; i++) for (let j = 0; j < VECTOR_LENGTH; j++) mean[j]! += values[i * VECTOR_LENGTH + j]!;
  for (let j = 0; j < VECTOR_LENGTH; j++) mean[j]! /= count;
  for (let i = 0; i < count; i++) {
    for (let j = 0; j < VECTOR_LENGTH; j++) sd[j]! += (values[i * VECTOR_LENGTH + j]! - mean[j]!) ** 2;
  }
  for (let j = 0; j < VECTOR_LENGTH; j++) sd[j] = Math.sqrt(sd[j]! / count);
  const standardize = (vector: Int32Array, out = new Float64Array(VECTOR_LENGTH), at = 0) => {
    for (let j = 0; j < VECTOR_LENGTH; j++) out[at + j] = sd[j]! > 0 ? (vector[j]! - mean[j]!) / sd[j]! : 0;
    return out;
  };
  const z = new Float64Array(count * VECTOR_LENGTH);
  for (let i = 0; i < count; i++) standardize(values.subarray(i * VECTOR_LENGTH, (i + 1) * VECTOR_LENGTH), z, i * VECTOR_LENGTH);
  return { z, standardize: (vector) => standardize(vector) };
}

/** The climate distance from a sum of squared z-score differences: their root mean square. */
export const climateDistance = (sumOfSquares: number) => Math.sqrt(sumOfSquares / VECTOR_LENGTH);
