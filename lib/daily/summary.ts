/**
 * The words a date adds to the one-month summary: the day by name, its normal high and low, its
 * chance of precipitation and, where NCEI gives any chance of 1 in of snow on the ground, how
 * likely snow on the ground is (the white-Christmas question). Each chance is NCEI's: that a day in
 * the 29-day window centred on the date met the threshold, over the 30 years (docs/api.md). Deterministic, in either unit system;
 * says nothing its numbers don't back (a null is left unsaid).
 */
import { placePhrase } from '../placeEcho.ts';
import type { PointLocation, ResolvedLocation } from '../types.ts';
import { fahrenheitToCelsius, type Units } from '../units.ts';
import type { DailyDay } from './day.ts';

const WRITE = {
  us: { degrees: (f: number) => `${Math.round(f)} °F`, wet: '0.01 in', snowDepth: '1 in' },
  metric: { degrees: (f: number) => `${fahrenheitToCelsius(f, 0)} °C`, wet: '0.25 mm', snowDepth: '2.5 cm' },
} as const;

const percent = (chance: number) => `${Math.round(chance)} %`;

/**
 * @example daySentence(july4, { zip: '10024', lat, lon }) // 'On July 4 in ZIP 10024, highs are typically around 84 °F and lows around 69 °F, with a 35 % chance of at least 0.01 in of precipitation. '
 */
export function daySentence(day: DailyDay, location: ResolvedLocation | PointLocation, address?: string, units: Units = 'us'): string {
  const write = WRITE[units];
  const temps =
    day.avgHighF !== null && day.avgLowF !== null
      ? `, highs are typically around ${write.degrees(day.avgHighF)} and lows around ${write.degrees(day.avgLowF)}`
      : ', the station has no daily temperature normals';
  const wet = day.chancePrecipAtLeast0_01In === null ? '' : `, with a ${percent(day.chancePrecipAtLeast0_01In)} chance of at least ${write.wet} of precipitation`;
  const depth = day.chanceSnowDepthAtLeast1In;
  const ground = depth === null || depth === 0 ? '' : ` Snow on the ground (at least ${write.snowDepth}) has a ${percent(depth)} chance.`;
  return `On ${day.dateName} ${placePhrase(location, address)}${temps}${wet}.${ground} `;
}
