/**
 * The one-month prose summary (SPEC.md "One-month shape", DESIGN.md "Responses"): the place,
 * the temperature character, highs and lows in whole °F, precipitation to 0.1 in, and snowfall
 * when the station has it and it is not zero. Deterministic; says nothing the numbers don't back.
 */
import type { MonthlyNormals, StationInfo } from './types.ts';

/**
 * The temperature character of a month by its normal daily mean (°F): the first row whose
 * `below` the mean is under. Fixed and documented (README, OpenAPI).
 */
export const TEMPERATURE_SCALE = [
  { below: 10, character: 'frigid' },
  { below: 25, character: 'very cold' },
  { below: 38, character: 'cold' },
  { below: 50, character: 'cool' },
  { below: 62, character: 'mild' },
  { below: 72, character: 'warm' },
  { below: 82, character: 'hot' },
  { below: Infinity, character: 'very hot' },
] as const;

export type TemperatureCharacter = (typeof TEMPERATURE_SCALE)[number]['character'];

/**
 * @example temperatureCharacter(55.4) // 'mild'
 * @example temperatureCharacter(82) // 'very hot'
 */
export function temperatureCharacter(meanF: number): TemperatureCharacter {
  return TEMPERATURE_SCALE.find((row) => meanF < row.below)!.character;
}

export interface SummaryInput {
  normals: MonthlyNormals;
  station: Pick<StationInfo, 'name' | 'distanceMi'>;
  zip: string;
  /** The address as given (trimmed), when the request was made with one. */
  address?: string;
  /** The edition's period label, e.g. "1991–2020". */
  period: string;
}

/**
 * @example monthSummary({ normals: july, station, zip: '10024', period: '1991–2020' })
 * // 'July in ZIP 10024 is typically hot: highs around 85 °F and lows around 70 °F, with 4.6 in of precipitation. Normals 1991–2020 from NY CITY CENTRAL PARK, 1.2 mi away.'
 */
export function monthSummary({ normals, station, zip, address, period }: SummaryInput): string {
  const place = address === undefined ? `ZIP ${zip}` : `${address} (ZIP ${zip})`;
  const character = temperatureCharacter(normals.avgMeanF);
  const temps = `highs around ${Math.round(normals.avgHighF)} °F and lows around ${Math.round(normals.avgLowF)} °F`;
  const wet =
    normals.avgPrecipIn === null
      ? '; the station has no precipitation normal for this month'
      : `, with ${normals.avgPrecipIn.toFixed(1)} in of precipitation`;
  // Snowfall that rounds to 0.0 in is no snow worth naming.
  const snowIn = normals.avgSnowIn === null ? '0.0' : normals.avgSnowIn.toFixed(1);
  const snow = snowIn === '0.0' ? '' : ` and ${snowIn} in of snowfall`;
  const from = `Normals ${period} from ${station.name}, ${station.distanceMi.toFixed(1)} mi away.`;
  return `${normals.monthName} in ${place} is typically ${character}: ${temps}${wet}${snow}. ${from}`;
}
