/**
 * The differences of a twin in words, in the answer's units, and its one-sentence summary: the
 * same phrases on the page and in the API. Values are converted from the US differences as every
 * metric field is (lib/units.ts).
 */
import { fahrenheitDeltaToCelsius, inchesToMillimetres, milesToKilometres, type Units } from '../units.ts';
import type { Similarity, TwinDifferences } from './types.ts';

const fixed = (value: number, decimals: number) => Math.abs(value).toFixed(decimals);

function temperature(deltaF: number, units: Units, what: string): string {
  const value = units === 'us' ? deltaF : fahrenheitDeltaToCelsius(deltaF);
  if (value === 0) return `the same ${what}`;
  return `${fixed(value, 1)} ${units === 'us' ? '°F' : '°C'} ${value > 0 ? 'warmer' : 'cooler'} ${what}`;
}

function precipitation(deltaIn: number, units: Units): string {
  const [value, text] = units === 'us' ? [deltaIn, `${fixed(deltaIn, 2)} in`] : [inchesToMillimetres(deltaIn), `${fixed(inchesToMillimetres(deltaIn), 1)} mm`];
  if (value === 0) return 'the same precipitation a year';
  return `${text} ${value > 0 ? 'more' : 'less'} precipitation a year`;
}

/**
 * @example differenceWords({ avgHighF: -0.8, avgLowF: 2.1, precipIn: 2.1, … }, 'us')
 * // ['0.8 °F cooler highs', '2.1 °F warmer lows', '2.10 in more precipitation a year']
 */
export function differenceWords(d: TwinDifferences, units: Units): string[] {
  return [temperature(d.avgHighF, units, 'highs'), temperature(d.avgLowF, units, 'lows'), precipitation(d.precipIn, units)];
}

/** "the July high differs most (4.1 °F warmer)" */
function monthWords({ monthName, avgHighF }: TwinDifferences['mostDifferentMonth'], units: Units): string {
  const value = units === 'us' ? avgHighF : fahrenheitDeltaToCelsius(avgHighF);
  if (value === 0) return 'every month has the same high';
  return `the ${monthName} high differs most (${fixed(value, 1)} ${units === 'us' ? '°F' : '°C'} ${value > 0 ? 'warmer' : 'cooler'})`;
}

export interface SummaryInput {
  place: string;
  zip: string;
  distanceMi: number;
  similarity: Similarity;
  differences: TwinDifferences;
}

/**
 * @example twinSummary({ place: 'Santa Barbara, CA', zip: '93101', distanceMi: 201.3, similarity: 'very similar', differences }, 'us')
 * // 'Santa Barbara, CA (ZIP 93101, 201.3 miles away) is very similar: 0.8 °F cooler highs, 2.1 °F warmer lows and 2.10 in more precipitation a year; the August high differs most (4.1 °F cooler).'
 */
export function twinSummary({ place, zip, distanceMi, similarity, differences }: SummaryInput, units: Units): string {
  const distance = units === 'us' ? `${distanceMi.toFixed(1)} miles` : `${milesToKilometres(distanceMi).toFixed(1)} km`;
  const [high, low, precip] = differenceWords(differences, units);
  return `${place} (ZIP ${zip}, ${distance} away) is ${similarity}: ${high}, ${low} and ${precip}; ${monthWords(differences.mostDifferentMonth, units)}.`;
}
