/**
 * The one-month prose summary: the place, the temperature word (./temperatureWords.ts), highs and lows in whole
 * degrees, precipitation and snowfall to 0.1 (snowfall only when not zero; either "a trace" when it
 * rounds to 0.0 in), on how many days precipitation falls and hot highs or freezing lows come when
 * NCEI counts them (./dayWords.ts), in °F/in/mi or °C/mm/cm/km. Deterministic; says nothing the numbers don't back.
 */
import { placePhrase } from '../placeEcho.ts';
import { extremeDays, wetDays } from './dayWords.ts';
import { temperatureWord } from './temperatureWords.ts';
import type { MonthlyNormals, PointLocation, ResolvedLocation, StationInfo } from '../types.ts';
import { distanceWords } from '../distanceWords.ts';
import { fixed } from '../fixed.ts';
import { fahrenheitToCelsius, inchesToCentimetres, inchesToMillimetres, type Units } from '../units.ts';

export interface SummaryInput {
  normals: MonthlyNormals;
  station: Pick<StationInfo, 'name' | 'distanceMi'>;
  location: ResolvedLocation | PointLocation;
  /** The address as given (trimmed), when the request was made with one. */
  address?: string;
  /** The edition's period label, e.g. "1991–2020". */
  period: string;
  /** Default `us`: °F, inches, miles. */
  units?: Units;
}

/** How each unit system writes the summary's measures. */
const WRITE = {
  us: {
    degrees: (f: number) => `${fixed(f, 0)} °F`,
    precip: (inches: number) => `${fixed(inches, 1)} in`,
    snow: (inches: number) => `${fixed(inches, 1)} in`,
  },
  metric: {
    degrees: (f: number) => `${fahrenheitToCelsius(f, 0)} °C`,
    precip: (inches: number) => `${fixed(inchesToMillimetres(inches), 1)} mm`,
    snow: (inches: number) => `${fixed(inchesToCentimetres(inches), 1)} cm`,
  },
} satisfies Record<Units, Record<string, (value: number) => string>>;

/** What a normal that rounds to 0.0 in is called, in either unit system: "0.0 in" would read as none. */
const TRACE = 'a trace';
const roundsToNothing = (inches: number) => fixed(inches, 1) === '0.0';

/**
 * @example monthSummary({ normals: july, station, location: { zip: '10024', lat: 40.79, lon: -73.97 }, period: '1991–2020' })
 * // 'July in ZIP 10024 is typically hot: highs around 85 °F and lows around 70 °F, with 4.6 in of precipitation. Normals 1991–2020 from NY CITY CENTRAL PARK, 1.2 mi away.'
 */
export function monthSummary({ normals, station, location, address, period, units = 'us' }: SummaryInput): string {
  return `${summaryLead(normals.monthName, location, address)}${stationWords(normals, station.name, period, units)}${summaryEnd(station.distanceMi, units)}`;
}

/** How the summary starts: the month and the place. @example summaryLead('July', { zip: '10024', lat, lon }) // 'July in ZIP 10024 ' */
export const summaryLead = (monthName: string, location: ResolvedLocation | PointLocation, address?: string) => `${monthName} ${placePhrase(location, address)} `;

/**
 * The summary's middle: what depends on the station and month alone, so the build can write it once
 * for every place the station answers (api/data/answerTexts.ts).
 * @example stationWords(july, 'NY CITY CENTRAL PARK', '1991–2020') // 'is typically hot: … Normals 1991–2020 from NY CITY CENTRAL PARK, '
 */
export function stationWords(normals: MonthlyNormals, stationName: string, period: string, units: Units = 'us'): string {
  const write = WRITE[units];
  const character = temperatureWord(normals.avgHighF, normals.avgLowF);
  const temps = `highs around ${write.degrees(normals.avgHighF)} and lows around ${write.degrees(normals.avgLowF)}`;
  const wet =
    normals.avgPrecipIn === null
      ? '; the station has no precipitation normal for this month'
      : `, with ${roundsToNothing(normals.avgPrecipIn) ? TRACE : write.precip(normals.avgPrecipIn)} of precipitation${wetDays(normals.daysPrecipAtLeast0_01In)}`;
  // No snowfall is not named; some that rounds to 0.0 in is a trace, as precipitation is.
  const snow =
    normals.avgSnowIn === null || normals.avgSnowIn === 0
      ? ''
      : ` and ${roundsToNothing(normals.avgSnowIn) ? TRACE : write.snow(normals.avgSnowIn)} of snowfall`;
  return `is typically ${character}: ${temps}${wet}${snow}${extremeDays(normals, units)}. Normals ${period} from ${stationName}, `;
}

/** How the summary ends: the station's distance from this place. @example summaryEnd(1.2) // '1.2 mi away.' */
export const summaryEnd = (distanceMi: number, units: Units = 'us') => `${distanceWords(distanceMi, units)} away.`;
