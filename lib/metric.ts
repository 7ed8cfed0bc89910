/**
 * `units=metric`: an answer with every measurement converted from NCEI's °F and inches (lib/units.ts)
 * and renamed to carry its unit. Counts of days above a threshold NCEI defines in °F or inches keep
 * their names (`daysHighAtLeast90F`), as do the freeze keys (`32F`): they name the threshold, not a unit.
 */
import { confidenceNote } from './confidence.ts';
import { placeNoun } from './zipRecord.ts';
import type { ConfidenceTier } from './constants.ts';
import {
  degreeDaysToCelsius,
  fahrenheitDeltaToCelsius,
  fahrenheitToCelsius,
  feetToMetres,
  inchesToCentimetres,
  inchesToMillimetres,
  milesToKilometres,
  type Units,
} from './units.ts';

export interface MetricField {
  name: string;
  convert: (value: number) => number;
  /** For a difference between editions (`changeSince1981_2010`): no offset. */
  convertDelta?: (value: number) => number;
  /** Inside a day's normals (`day`, `days`), where it is one day's: degree days to 0.1, not whole. */
  convertDay?: (value: number) => number;
  /** What the converted value is, for the OpenAPI document. */
  unit: string;
}

const temperature = (name: string): MetricField => ({
  name,
  convert: fahrenheitToCelsius,
  convertDelta: fahrenheitDeltaToCelsius,
  unit: '°C to 0.1',
});

/** Each US field and its metric form. */
export const METRIC_FIELDS = {
  avgHighF: temperature('avgHighC'),
  avgLowF: temperature('avgLowC'),
  avgMeanF: temperature('avgMeanC'),
  avgPrecipIn: { name: 'avgPrecipMm', convert: inchesToMillimetres, unit: 'mm to 0.1' },
  avgSnowIn: { name: 'avgSnowCm', convert: inchesToCentimetres, unit: 'cm to 0.1' },
  precipIn: { name: 'precipMm', convert: inchesToMillimetres, unit: 'mm to 0.1' },
  // A block of measures in one unit (p25, p50, p75): each converted.
  precipQuartilesIn: { name: 'precipQuartilesMm', convert: inchesToMillimetres, unit: 'mm to 0.1' },
  snowIn: { name: 'snowCm', convert: inchesToCentimetres, unit: 'cm to 0.1' },
  distanceMi: { name: 'distanceKm', convert: milesToKilometres, unit: 'km to 0.1' },
  // A twins answer's minimum distance is the request's, which a metric request gave in km: renamed, not converted.
  minDistanceMi: { name: 'minDistanceKm', convert: (km) => km, unit: 'km, as the request gave it (default 160.9344)' },
  elevationFt: { name: 'elevationM', convert: feetToMetres, unit: 'whole metres' },
  heatingDegreeDays: { name: 'heatingDegreeDaysC', convert: degreeDaysToCelsius, convertDay: fahrenheitDeltaToCelsius, unit: 'whole °C·days (a day\'s: to 0.1), base 18.3 °C (65 °F)' },
  coolingDegreeDays: { name: 'coolingDegreeDaysC', convert: degreeDaysToCelsius, convertDay: fahrenheitDeltaToCelsius, unit: 'whole °C·days (a day\'s: to 0.1), base 18.3 °C (65 °F)' },
  // A standard deviation is a spread of temperatures: × 5/9, no offset.
  stdDevHighF: { name: 'stdDevHighC', convert: fahrenheitDeltaToCelsius, unit: '°C to 0.1 (× 5/9, no offset)' },
  stdDevLowF: { name: 'stdDevLowC', convert: fahrenheitDeltaToCelsius, unit: '°C to 0.1 (× 5/9, no offset)' },
  precipMonthToDateIn: { name: 'precipMonthToDateMm', convert: inchesToMillimetres, unit: 'mm to 0.1' },
  precipYearToDateIn: { name: 'precipYearToDateMm', convert: inchesToMillimetres, unit: 'mm to 0.1' },
  snowMonthToDateIn: { name: 'snowMonthToDateCm', convert: inchesToCentimetres, unit: 'cm to 0.1' },
  snowYearToDateIn: { name: 'snowYearToDateCm', convert: inchesToCentimetres, unit: 'cm to 0.1' },
  growingDegreeDaysBase50: { name: 'growingDegreeDaysBase10C', convert: degreeDaysToCelsius, unit: 'whole °C·days, base 10 °C (50 °F)' },
} as const satisfies Record<string, MetricField>;

type Renames = { [K in keyof typeof METRIC_FIELDS]: (typeof METRIC_FIELDS)[K]['name'] };

/** A body's metric shape, at the type level: the same with the measured fields renamed. */
export type Metric<T> = T extends readonly (infer U)[]
  ? Metric<U>[]
  : T extends object
    ? { [K in keyof T as K extends keyof Renames ? Renames[K] : K]: Metric<T[K]> }
    : T;

/** Metric answers say so (`units`), so a client can tell the shapes apart. */
export type MetricAnswer<T extends { units: Units }> = Metric<T> & { units: 'metric' };

/** The blocks whose temperatures are differences. */
const DELTA_BLOCKS = new Set(['changeSince1981_2010', 'differences']);
/** The blocks of one day's normals. */
const DAY_BLOCKS = new Set(['day', 'days']);

function convert(value: unknown, delta: boolean, day = false): unknown {
  if (Array.isArray(value)) return value.map((item) => convert(item, delta, day));
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) {
    const field = (METRIC_FIELDS as Record<string, MetricField>)[key];
    if (field === undefined) out[key] = convert(child, delta || DELTA_BLOCKS.has(key), day || DAY_BLOCKS.has(key));
    else out[field.name] = measure(child, (delta && field.convertDelta) || (day && field.convertDay) || field.convert);
  }
  return out;
}

/** A measure, or each measure of a block of them, converted; null stays null. */
function measure(value: unknown, to: (value: number) => number): unknown {
  if (typeof value === 'number') return to(value);
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) out[key] = typeof child === 'number' ? to(child) : child;
  return out;
}

interface Answer {
  units: Units;
  location: object;
  station: { distanceMi: number };
  confidence: ConfidenceTier;
}

/**
 * An answer in the asked units: as it is for `us`, converted for `metric`, with the confidence note
 * in kilometres. Its summary is the builder's, which is told the units.
 * @example inUnits(wholeYearResponse(record), 'metric').months[6].avgHighC // 29.4
 */
export function inUnits<T extends Answer>(body: T, units: 'metric'): MetricAnswer<T>;
export function inUnits<T extends Answer>(body: T, units: Units): T | MetricAnswer<T>;
export function inUnits<T extends Answer>(body: T, units: Units): T | MetricAnswer<T> {
  if (units === 'us') return body;
  const metric = convert(body, false) as Record<string, unknown>;
  metric.units = units;
  metric.confidenceNote = confidenceNote(body.station.distanceMi, body.confidence, units, placeNoun(body.location));
  return metric as MetricAnswer<T>;
}
