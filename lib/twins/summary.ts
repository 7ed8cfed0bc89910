/**
 * A twin's differences in words, and its one-sentence summary: the same phrases in the API's
 * summary and on the page. The phrases take values already in the answer's units (the page reads
 * them from the answer; the API converts the US differences as every metric field is, lib/units.ts).
 */
import { distanceWords } from '../distanceWords.ts';
import { fixed as fixedDecimals } from '../fixed.ts';
import { fahrenheitDeltaToCelsius, inchesToMillimetres, type Units } from '../units.ts';
import type { Similarity, TwinDifferences } from './types.ts';

/** Differences in the answer's units: °F or °C, inches or mm. */
export interface DifferenceValues {
  high: number;
  low: number;
  precip: number;
}

const DEGREES = { us: '°F', metric: '°C' } as const;
const fixed = (value: number, decimals: number) => fixedDecimals(Math.abs(value), decimals);

const temperature = (value: number, units: Units, what: string) =>
  value === 0 ? `the same ${what}` : `${fixed(value, 1)} ${DEGREES[units]} ${value > 0 ? 'warmer' : 'cooler'} ${what}`;

function precipitation(value: number, units: Units): string {
  if (value === 0) return 'the same precipitation a year';
  const amount = units === 'us' ? `${fixed(value, 2)} in` : `${fixed(value, 1)} mm`;
  return `${amount} ${value > 0 ? 'more' : 'less'} precipitation a year`;
}

/**
 * @example differenceWords({ high: -0.8, low: 2.1, precip: 2.1 }, 'us') // ['0.8 °F cooler highs', '2.1 °F warmer lows', '2.10 in more precipitation a year']
 */
export function differenceWords({ high, low, precip }: DifferenceValues, units: Units): string[] {
  return [temperature(high, units, 'highs'), temperature(low, units, 'lows'), precipitation(precip, units)];
}

/** "the July high differs most (4.1 °F warmer)" */
function monthWords(monthName: string, value: number, units: Units): string {
  if (value === 0) return 'every month has the same high';
  return `the ${monthName} high differs most (${fixed(value, 1)} ${DEGREES[units]} ${value > 0 ? 'warmer' : 'cooler'})`;
}

export interface SummaryInput {
  /** What the words call the twin (twinName.ts). */
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
export function twinSummary({ place, zip, distanceMi, similarity, differences: d }: SummaryInput, units: Units): string {
  const us = units === 'us';
  const degrees = (f: number) => (us ? f : fahrenheitDeltaToCelsius(f));
  const distance = distanceWords(distanceMi, units, 'long');
  const values = { high: degrees(d.avgHighF), low: degrees(d.avgLowF), precip: us ? d.precipIn : inchesToMillimetres(d.precipIn) };
  const [high, low, precip] = differenceWords(values, units);
  const month = monthWords(d.mostDifferentMonth.monthName, degrees(d.mostDifferentMonth.avgHighF), units);
  return `${place} (ZIP ${zip}, ${distance} away) is ${similarity}: ${high}, ${low} and ${precip}; ${month}.`;
}
