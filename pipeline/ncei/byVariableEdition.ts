/**
 * An edition published as fixed-width by-variable files (1981–2010), assembled into the same
 * station catalog and monthly shapes the by-station edition has, so mapping, payloads and shards
 * are shared. Stations are matched across files by id only.
 */
import type { FileField } from '../../lib/weather/nullNote.ts';
import { DAY_COUNT_FIELDS, NO_QUARTILES, type DayCountField, type DayCounts } from '../../lib/dayCounts.ts';
import { parseStationName } from './stationName.ts';
import type { ByVariable, InventoryStation } from './fixedWidth.ts';
import { ELEMENTS, PERIODS, type CatalogStation, type Element, type MonthlyStation, type Normals, type Period } from './types.ts';

/** The parsed files of the edition; `snow` is null when the monthly snowfall file is not in the raw data. */
export interface ByVariableFiles {
  stations: readonly InventoryStation[];
  /** Ids of the temperature inventory. */
  temperatureIds: ReadonlySet<string>;
  monthly: Record<Element, ByVariable | null>;
  /** Monthly day counts by field; null where the file is not in the raw data. */
  days: Record<DayCountField, ByVariable | null>;
  /** Where the station values came from, for the report and errors (e.g. "ncei/normals/1981-2010/products/…"). */
  source: string;
}

export interface ByVariableEdition {
  /** Every inventory station, with seasonal and annual normals derived from its months (see periodNormal). */
  catalog: Map<string, CatalogStation>;
  /** Stations with 12 months of high, low and mean, by id. */
  monthly: Map<string, MonthlyStation>;
}

/**
 * A season's or the year's normal from 12 monthly ones, as NCEI defines it: temperatures are the
 * mean of the months, amounts (precipitation, snowfall) their sum; null when any month has none.
 * @example periodNormal([30, 32, 40], 'high') // 34
 * @example periodNormal([1.5, null, 2], 'precip') // null
 */
export function periodNormal(values: readonly (number | null)[], element: Element): number | null {
  if (values.some((v) => v === null)) return null;
  const sum = (values as number[]).reduce((a, b) => a + b, 0);
  return element === 'precip' || element === 'snow' ? sum : sum / values.length;
}

/** @example assembleByVariable(files).monthly.get('USW00094728')?.rows[6].high // 84.2 */
export function assembleByVariable(files: ByVariableFiles): ByVariableEdition {
  const catalog = new Map<string, CatalogStation>();
  const monthly = new Map<string, MonthlyStation>();
  const elements = Object.keys(ELEMENTS) as Element[];
  // A normal or count whose by-variable file the raw data lacks, and the quartiles (whose files the build does not read), are not in this build's files.
  const notInFile: FileField[] = [
    ...(files.monthly.precip === null ? ['avgPrecipIn' as const] : []),
    ...(files.monthly.snow === null ? ['avgSnowIn' as const] : []),
    ...DAY_COUNT_FIELDS.filter((field) => files.days[field] === null),
    'precipQuartilesIn',
  ];
  for (const s of [...files.stations].sort((a, b) => (a.id < b.id ? -1 : 1))) {
    const months = (element: Element) => files.monthly[element]?.get(s.id) ?? Array<number | null>(12).fill(null);
    const byElement = Object.fromEntries(elements.map((e) => [e, months(e)])) as Record<Element, (number | null)[]>;
    const normals = Object.fromEntries(
      (Object.entries(PERIODS) as [Period, readonly number[]][]).map(([period, ms]) => [
        period,
        Object.fromEntries(elements.map((e) => [e, periodNormal(ms.map((m) => byElement[e][m - 1]!), e)])) as Normals,
      ]),
    ) as Record<Period, Normals>;
    const temperature =
      files.temperatureIds.has(s.id) && (['high', 'low', 'mean'] as const).every((e) => byElement[e].every((v) => v !== null));
    const state = s.state === '' ? '' : `, ${s.state} ${s.id.slice(0, 2)}`;
    catalog.set(s.id, {
      id: s.id,
      // NCEI's 1991–2020 naming, "NAME, ST CC" (the country code is the id's first two letters), so editions read alike.
      ...parseStationName(`${s.name}${state}`),
      lat: s.lat,
      lon: s.lon,
      elevationM: s.elevationM,
      has: { temperature, precipitation: normals.ANN.precip !== null, snowfall: normals.ANN.snow !== null },
      normals,
      source: files.source,
    });
    if (temperature) {
      const rows = Array.from({ length: 12 }, (_, i) => ({
        month: i + 1,
        ...(Object.fromEntries(elements.map((e) => [e, byElement[e][i]!])) as Normals),
        days: Object.fromEntries(DAY_COUNT_FIELDS.map((field) => [field, files.days[field]?.get(s.id)?.[i] ?? null])) as DayCounts,
        // The edition publishes no by-variable quartile files this build reads.
        precipQuartiles: NO_QUARTILES,
      }));
      monthly.set(s.id, { id: s.id, rows, source: files.source, notInFile });
    }
  }
  return { catalog, monthly };
}
