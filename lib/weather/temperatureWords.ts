/**
 * The word a one-month summary gives a month's temperatures ("typically hot"), judged from its normal
 * daily high and low, not the mean: a tropical month whose mean is high because its nights are
 * warm (Honolulu in January: highs 80 °F, lows 66 °F) is warm, not hot; a polar summer (Utqiagvik
 * in July: highs 47 °F) is cold. Fixed and documented (the OpenAPI document prints this table);
 * test/lib/temperatureWords.test.ts holds it to a table of places people know.
 */
import { rounded } from '../fixed.ts';

/**
 * The first row whose `highAtLeast` the month's normal high reaches and, where a row has one, whose
 * `lowAbove` its normal low exceeds (°F, each rounded to whole degrees as the summary writes them):
 * a month with freezing nights is at most "cool".
 */
export const TEMPERATURE_WORDS = [
  { word: 'very hot', highAtLeast: 98 },
  { word: 'hot', highAtLeast: 84 },
  { word: 'warm', highAtLeast: 72 },
  { word: 'mild', highAtLeast: 60, lowAbove: 32 },
  { word: 'cool', highAtLeast: 50 },
  { word: 'cold', highAtLeast: 28 },
  { word: 'very cold', highAtLeast: 10 },
  { word: 'frigid', highAtLeast: -Infinity },
] as const satisfies readonly { word: string; highAtLeast: number; lowAbove?: number }[];

export type TemperatureWord = (typeof TEMPERATURE_WORDS)[number]['word'];

/**
 * @example temperatureWord(80.2, 66.3) // 'warm' (Honolulu, January)
 * @example temperatureWord(84.9, 70.1) // 'hot' (Central Park, July)
 */
export function temperatureWord(highF: number, lowF: number): TemperatureWord {
  // Judged from the whole degrees the summary writes, so "highs around 50 °F" is never called colder than 50 °F.
  const [high, low] = [rounded(highF, 0), rounded(lowF, 0)];
  return TEMPERATURE_WORDS.find((row) => high >= row.highAtLeast && (!('lowAbove' in row) || low > row.lowAbove))!.word;
}

/** The table in words, for the OpenAPI document. @example temperatureTable() // 'very hot: highs 98 °F or more; hot: highs 84 °F or more; …' */
export const temperatureTable = () =>
  TEMPERATURE_WORDS.map((row) =>
    row.highAtLeast === -Infinity ? `${row.word}: colder` : `${row.word}: highs ${row.highAtLeast} °F or more${'lowAbove' in row ? ` and lows above ${row.lowAbove} °F` : ''}`,
  ).join('; ');
