/**
 * The page in the answer's units, pure (tested): which field holds a measurement (`avgHighF` in
 * `us`, `avgHighC` in `metric`, names from lib/metric.ts), its unit label, and the words for the
 * thresholds NCEI defines in °F and inches. The page never converts a value: it reads the API's.
 * Threshold numbers in °C are the page's own words for NCEI's °F thresholds (90 °F is 32.2 °C).
 */
import { METRIC_FIELDS } from '../lib/metric.ts';
import { UNIT_SYSTEMS, type Units } from '../lib/units.ts';

export type Measured = keyof typeof METRIC_FIELDS;

/** The answer's units (`units` in every answer); anything else reads as the default. */
export function unitsOf(body: { units?: unknown } | null | undefined): Units {
  return UNIT_SYSTEMS.find((u) => u === body?.units) ?? UNIT_SYSTEMS[0];
}

/**
 * A measurement of an answer's object in its units, or null when absent.
 * @example valueOf({ avgHighC: 29.4 }, 'avgHighF', 'metric') // 29.4
 */
export function valueOf(obj: object, field: Measured, units: Units): number | null {
  const value = (obj as Record<string, unknown>)[units === 'metric' ? METRIC_FIELDS[field].name : field];
  return typeof value === 'number' ? value : null;
}

export interface UnitWords {
  temp: string;
  precip: string;
  snow: string;
  distance: string;
  elevation: string;
  /** Decimals the API gives precipitation to. */
  precipDigits: number;
  /** For captions: "(°F and inches)". */
  caption: string;
  /** Normal highs that count as "mild" for sightseeing, inclusive: 60–80 °F. */
  mild: { min: number; max: number };
  /** NCEI's thresholds in words. */
  freeze: { '36F': string; '32F': string; '28F': string };
  hot: string;
  hdd: string;
  gdd: string;
  dayPrecip: string;
  daySnow: string;
  /** NCEI's threshold of a day's chance of snowfall (0.1 in). */
  daySnowfall: string;
}

export const UNIT_WORDS: Record<Units, UnitWords> = {
  us: {
    temp: '°F', precip: 'in', snow: 'in', distance: 'mi', elevation: 'ft', precipDigits: 2,
    caption: '°F and inches',
    mild: { min: 60, max: 80 },
    freeze: { '36F': '36 °F', '32F': '32 °F', '28F': '28 °F' },
    hot: '90 °F', hdd: 'base 65 °F', gdd: 'base 50 °F',
    dayPrecip: '0.01 in', daySnow: '1 in', daySnowfall: '0.1 in',
  },
  metric: {
    temp: '°C', precip: 'mm', snow: 'cm', distance: 'km', elevation: 'm', precipDigits: 1,
    caption: '°C, mm of precipitation, cm of snow',
    mild: { min: 15.6, max: 26.7 },
    freeze: { '36F': '2.2 °C', '32F': '0 °C', '28F': '−2.2 °C' },
    hot: '32.2 °C (90 °F)', hdd: 'base 18.3 °C', gdd: 'base 10 °C',
    dayPrecip: '0.25 mm (0.01 in)', daySnow: '2.5 cm (1 in)', daySnowfall: '0.25 cm (0.1 in)',
  },
};

/** The words for an answer's units. */
export const wordsFor = (units: Units): UnitWords => UNIT_WORDS[units];

/**
 * A label of the static markup (`data-unit`) in the answer's units; '' for an unknown name.
 * @example unitLabel('metric', 'freeze') // '0 °C'
 */
export function unitLabel(units: Units, which: string): string {
  const w = UNIT_WORDS[units];
  const labels: Record<string, string> = { temp: w.temp, precip: w.precip, snow: w.snow, freeze: w.freeze['32F'], caption: w.caption, dayPrecip: w.dayPrecip };
  return labels[which] ?? '';
}
