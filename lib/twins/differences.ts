/**
 * How a twin differs from the place, from their stored vectors (whole 0.1 °F and 0.01 in): annual
 * means of the monthly highs and lows, the annual precipitation total, and the month whose high
 * differs most; and the similarity word of a climate distance (docs/twins.md).
 */
import { MONTH_NAMES } from '../constants.ts';
import { VECTOR_SCALE } from './climateVector.ts';
import { SIMILARITY_WORDS, type Similarity, type TwinDifferences } from './types.ts';

/** Upper bounds (exclusive) of each word's climate distance; the last word has none. */
export const SIMILARITY_LIMITS = [0.15, 0.3, 0.5, 0.8] as const;

/** @example similarityWord(0.2) // 'very similar' */
export function similarityWord(climateDistance: number): Similarity {
  const at = SIMILARITY_LIMITS.findIndex((limit) => climateDistance < limit);
  return SIMILARITY_WORDS[at < 0 ? SIMILARITY_LIMITS.length : at]!;
}

/** a / b to whole units, half away from zero (b > 0). */
const rounded = (a: number, b: number) => Math.sign(a) * Math.floor((2 * Math.abs(a) + b) / (2 * b)) + 0;

const sum = (v: Int32Array, from: number) => {
  let s = 0;
  for (let m = 0; m < 12; m++) s += v[from + m]!;
  return s;
};

/**
 * @example twinDifferences(twinVector, placeVector) // { avgHighF: -0.8, avgLowF: 2.1, precipIn: 2.1, mostDifferentMonth: { month: 8, … } }
 */
export function twinDifferences(twin: Int32Array, place: Int32Array): TwinDifferences {
  const t = VECTOR_SCALE.temperature;
  let month = 0;
  for (let m = 1; m < 12; m++) if (Math.abs(twin[m]! - place[m]!) > Math.abs(twin[month]! - place[month]!)) month = m;
  return {
    avgHighF: rounded(sum(twin, 0) - sum(place, 0), 12) / t,
    avgLowF: rounded(sum(twin, 12) - sum(place, 12), 12) / t,
    precipIn: (sum(twin, 24) - sum(place, 24)) / VECTOR_SCALE.precip,
    mostDifferentMonth: { month: month + 1, monthName: MONTH_NAMES[month]!, avgHighF: (twin[month]! - place[month]!) / t },
  };
}

