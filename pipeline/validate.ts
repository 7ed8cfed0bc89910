/**
 * Impossible-data checks. Each returns the problems it finds as lines naming the station and the
 * NCEI column; the build collects them and fails loudly with all of them.
 */
import { normalColumn } from './ncei/catalog.ts';
import { PERIODS, type CatalogStation, type Element, type MonthlyStation, type Normals, type Period } from './ncei/types.ts';

/**
 * Physical bounds: a 30-year normal cannot lie beyond the all-time records.
 * Temperature: US records −80 °F (Prospect Creek, AK, 1971) and 134 °F (Death Valley, 1913).
 * Precipitation: world records 366 in in a calendar month, 1,042 in in a year (Cherrapunji).
 * Snowfall: 390 in in a month (Tamarack, CA, 1911), 1,140 in in a season (Mt. Baker, 1998–99).
 * Elevation: −86 m (Badwater) to 6,190 m (Denali), with a little room either side.
 */
export const BOUNDS = {
  temperatureF: [-80, 134],
  monthlyPrecipIn: [0, 366],
  periodPrecipIn: [0, 1042],
  monthlySnowIn: [0, 390],
  periodSnowIn: [0, 1140],
  latitude: [-90, 90],
  longitude: [-180, 180],
  elevationM: [-100, 6200],
} as const satisfies Record<string, readonly [number, number]>;

/**
 * Cross-check tolerances (monthly vs annual/seasonal), from NCEI's published rounding: monthly
 * temperatures to 0.1 °F, precipitation to 0.01 in, snowfall to 0.1 in, and the annual/seasonal
 * value rounded the same way from the unrounded monthly values. Each rounding moves a value by at
 * most half a step, so:
 *  - temperature, a mean of n months: the mean of n rounded values is off by ≤ 0.05, the
 *    annual value by ≤ 0.05: |mean − annual| ≤ 0.1;
 *  - precipitation, a sum of n months: ≤ n × 0.005 + 0.005 (0.065 in for the year, 0.02 for a season);
 *  - snowfall, a sum of n months: ≤ n × 0.05 + 0.05 (0.65 in for the year, 0.2 for a season).
 * A float epsilon is added because 0.1 is not exact in binary.
 * (Measured on the 17 stations with monthly files in the mirror: at most 0.067 °F, and sums exact.)
 */
export function crossCheckTolerance(element: Element, months: number): number {
  const EPSILON = 1e-9;
  if (element === 'precip') return months * 0.005 + 0.005 + EPSILON;
  if (element === 'snow') return months * 0.05 + 0.05 + EPSILON;
  return 0.05 + 0.05 + EPSILON;
}

/** Aggregation of monthly values into a period value: temperatures average, amounts add. */
export const AGGREGATE: Record<Element, 'mean' | 'sum'> = { high: 'mean', low: 'mean', mean: 'mean', precip: 'sum', snow: 'sum' };

function outside(value: number, [min, max]: readonly [number, number]): boolean {
  return !(value >= min && value <= max);
}

/** high ≥ low, low ≤ mean ≤ high, and every value within its physical bounds. */
function normalsProblems(n: Normals, prefix: Period | 'MLY', where: string, monthly: boolean): string[] {
  const problems: string[] = [];
  const column = (element: Element) => `${where} ${normalColumn(prefix, element)}`;
  const bounds = {
    high: BOUNDS.temperatureF,
    low: BOUNDS.temperatureF,
    mean: BOUNDS.temperatureF,
    precip: monthly ? BOUNDS.monthlyPrecipIn : BOUNDS.periodPrecipIn,
    snow: monthly ? BOUNDS.monthlySnowIn : BOUNDS.periodSnowIn,
  };
  for (const element of Object.keys(bounds) as Element[]) {
    const value = n[element];
    if (value !== null && outside(value, bounds[element])) {
      problems.push(`${column(element)}: ${value} is outside the physical bounds [${bounds[element].join(', ')}]`);
    }
  }
  if (n.high !== null && n.low !== null && n.high < n.low) {
    problems.push(`${column('high')}: high ${n.high} °F is below the low ${n.low} °F`);
  } else if (n.mean !== null && n.low !== null && n.high !== null && (n.mean < n.low || n.mean > n.high)) {
    problems.push(`${column('mean')}: mean ${n.mean} °F is outside [low ${n.low}, high ${n.high}]`);
  }
  return problems;
}

/**
 * Problems in a catalog station: coordinates, elevation and every annual/seasonal normal.
 * @example catalogProblems(station) // [] when the station is sound
 */
export function catalogProblems(s: CatalogStation): string[] {
  const problems: string[] = [];
  if (outside(s.lat, BOUNDS.latitude)) problems.push(`${s.id} LATITUDE: ${s.lat} is outside [-90, 90]`);
  if (outside(s.lon, BOUNDS.longitude)) problems.push(`${s.id} LONGITUDE: ${s.lon} is outside [-180, 180]`);
  if (s.elevationM !== null && outside(s.elevationM, BOUNDS.elevationM)) {
    problems.push(`${s.id} ELEVATION: ${s.elevationM} m is outside [${BOUNDS.elevationM.join(', ')}]`);
  }
  if (s.has.temperature && s.elevationM === null) {
    problems.push(`${s.id} ELEVATION: unknown (-999.9) for a station with temperature normals`);
  }
  for (const period of Object.keys(PERIODS) as Period[]) {
    problems.push(...normalsProblems(s.normals[period], period, s.id, false));
  }
  return problems;
}

/**
 * Problems in a monthly file: exactly months 1–12 once each, sound values, and agreement with
 * the station's annual/seasonal normals (when the catalog has the station).
 * @example monthlyProblems(monthly, catalogStation) // [] when the station is sound
 */
export function monthlyProblems(m: MonthlyStation, catalog: CatalogStation | undefined): string[] {
  const months = m.rows.map((row) => row.month).sort((a, b) => a - b);
  if (months.length !== 12 || months.some((month, i) => month !== i + 1)) {
    return [`${m.id} month: expected months 1–12 once each, found [${m.rows.map((row) => row.month).join(', ')}]`];
  }
  const problems = m.rows.flatMap((row) => normalsProblems(row, 'MLY', `${m.id} month ${row.month}`, true));
  if (catalog) problems.push(...crossCheckProblems(m, catalog));
  return problems;
}

/**
 * Monthly vs annual/seasonal: where the period has a normal, every month of it must have one,
 * and their mean (temperatures) or sum (amounts) must match within the published rounding.
 */
function crossCheckProblems(m: MonthlyStation, s: CatalogStation): string[] {
  const problems: string[] = [];
  const byMonth = new Map(m.rows.map((row) => [row.month, row]));
  for (const [period, periodMonths] of Object.entries(PERIODS) as [Period, readonly number[]][]) {
    for (const element of Object.keys(AGGREGATE) as Element[]) {
      const expected = s.normals[period][element];
      if (expected === null) continue;
      const values = periodMonths.map((month) => byMonth.get(month)![element]);
      const missing = periodMonths.filter((_, i) => values[i] === null);
      if (missing.length > 0) {
        problems.push(
          `${m.id} ${normalColumn('MLY', element)}: missing for month ${missing.join(', ')}, ` +
            `but ${normalColumn(period, element)} is ${expected}`,
        );
        continue;
      }
      const sum = (values as number[]).reduce((a, b) => a + b, 0);
      const actual = AGGREGATE[element] === 'mean' ? sum / values.length : sum;
      const tolerance = crossCheckTolerance(element, values.length);
      if (Math.abs(actual - expected) > tolerance) {
        problems.push(
          `${m.id} ${normalColumn('MLY', element)}: the ${AGGREGATE[element]} of months ${periodMonths.join(', ')} is ` +
            `${round(actual)}, but ${normalColumn(period, element)} is ${expected} (tolerance ${round(tolerance)})`,
        );
      }
    }
  }
  return problems;
}

function round(value: number): number {
  return Math.round(value * 1000) / 1000;
}

/** Many problems at once; the message lists them (the first 50) so one run shows them all, then `note`. */
export class DataValidationError extends Error {
  override name = 'DataValidationError';
  constructor(
    what: string,
    readonly problems: string[],
    note?: string,
  ) {
    const shown = problems.slice(0, 50);
    const more = problems.length > shown.length ? `\n  … and ${problems.length - shown.length} more` : '';
    const after = note ? `\n${note}` : '';
    super(`${what}: ${problems.length} impossible value(s) in the input data:\n  ${shown.join('\n  ')}${more}${after}`);
  }
}
