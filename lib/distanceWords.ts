/**
 * A distance in words, as every sentence of an answer writes it: to 0.1 of the answer's unit, and
 * "less than 0.1" below that, so no sentence says "0.0 mi" of a station that is not at the place.
 */
import { fixed } from './fixed.ts';
import { milesToKilometres, type Units } from './units.ts';

/** The unit's word: short ("mi") in a summary's closing clause, long ("miles") in a sentence. */
export type UnitWord = 'short' | 'long';

const UNIT_WORDS: Record<Units, Record<UnitWord, string>> = {
  us: { short: 'mi', long: 'miles' },
  metric: { short: 'km', long: 'km' },
};

/**
 * @example distanceWords(4.2, 'us') // '4.2 mi'
 * @example distanceWords(0, 'us', 'long') // 'less than 0.1 miles'
 * @example distanceWords(1, 'metric') // '1.6 km'
 */
export function distanceWords(distanceMi: number, units: Units, word: UnitWord = 'short'): string {
  const value = units === 'us' ? distanceMi : milesToKilometres(distanceMi);
  const unit = UNIT_WORDS[units][word];
  return value < 0.1 ? `less than 0.1 ${unit}` : `${fixed(value, 1)} ${unit}`;
}
