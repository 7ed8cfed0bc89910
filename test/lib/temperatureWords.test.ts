/**
 * The month's temperature word reads true for places people know, tropical and polar ones too:
 * NCEI 1991–2020 normal highs and lows (°F) of each place's main station, rounded to 0.1.
 */
import { describe, expect, it } from 'vitest';
import { temperatureWord, TEMPERATURE_WORDS } from '../../lib/weather/temperatureWords.ts';

const PLACES: [place: string, month: string, high: number, low: number, word: string][] = [
  ['Honolulu', 'January', 80.2, 66.3, 'warm'], // a warm mean from warm nights is not "hot"
  ['Honolulu', 'August', 89.3, 75.6, 'hot'],
  ['Hilo', 'January', 79.9, 63.9, 'warm'],
  ['San Juan', 'January', 83.2, 71.5, 'warm'],
  ['San Juan', 'August', 89.4, 78.5, 'hot'],
  ['Guam', 'July', 86.5, 76.8, 'hot'],
  ['Key West', 'January', 75.3, 65.4, 'warm'],
  ['Miami', 'January', 76.4, 61.4, 'warm'],
  ['Miami', 'July', 91.2, 78.4, 'hot'],
  ['Houston', 'August', 95.2, 76.0, 'hot'],
  ['Phoenix', 'July', 106.5, 84.4, 'very hot'],
  ['Phoenix', 'January', 67.6, 46.1, 'mild'],
  ['Las Vegas', 'July', 106.1, 83.3, 'very hot'],
  ['Death Valley', 'July', 116.5, 89.6, 'very hot'],
  ['Los Angeles', 'January', 68.2, 48.6, 'mild'],
  ['San Diego', 'August', 77.4, 67.2, 'warm'],
  ['San Francisco', 'July', 67.7, 55.1, 'mild'],
  ['Seattle', 'July', 76.5, 56.9, 'warm'],
  ['Seattle', 'January', 48.0, 37.0, 'cold'],
  ['Atlanta', 'January', 53.5, 35.5, 'cool'],
  ['Denver', 'July', 89.2, 59.3, 'hot'],
  ['Albuquerque', 'April', 70.4, 41.6, 'mild'],
  ['Alamosa', 'May', 66.2, 32.0, 'cool'], // freezing nights
  ['New York', 'July', 84.9, 70.1, 'hot'],
  ['New York', 'January', 39.5, 27.9, 'cold'],
  ['Chicago', 'January', 31.6, 18.2, 'cold'],
  ['Minneapolis', 'January', 23.6, 8.0, 'very cold'],
  ['Anchorage', 'January', 23.7, 11.3, 'very cold'],
  ['Anchorage', 'July', 66.0, 52.9, 'mild'],
  ['Fairbanks', 'July', 72.6, 52.4, 'warm'],
  ['Fairbanks', 'January', -0.6, -16.9, 'frigid'],
  ['Utqiagvik', 'July', 47.4, 35.1, 'cold'], // a polar summer
  ['Utqiagvik', 'February', -9.1, -21.8, 'frigid'],
  ['Mount Washington', 'January', 14.0, -4.7, 'very cold'],
];

describe('temperatureWord, places people know', () => {
  it.each(PLACES)('%s in %s (highs %d °F, lows %d °F) is %s', (_place, _month, high, low, word) => expect(temperatureWord(high, low)).toBe(word));
});

describe('the table', () => {
  it('falls from hottest to coldest and ends open, so every month has a word', () => {
    const limits = TEMPERATURE_WORDS.map((row) => row.highAtLeast);
    expect([...limits].sort((a, b) => b - a)).toEqual(limits);
    expect(limits.at(-1)).toBe(-Infinity);
  });
  it.each([
    [97.5, 40, 'very hot'], [97.4, 80, 'hot'], [83.5, 60, 'hot'], [83.4, 76, 'warm'], [72, 30, 'warm'],
    [60, 32.5, 'mild'], [60, 32.4, 'cool'], [49.5, 20, 'cool'], [49.4, 40, 'cold'], [27.5, 10, 'cold'], [27.4, 10, 'very cold'], [9.4, -5, 'frigid'],
  ])('at its edges, in the whole degrees the summary writes: highs %d °F and lows %d °F are %s', (high, low, word) => expect(temperatureWord(high, low)).toBe(word));
});
