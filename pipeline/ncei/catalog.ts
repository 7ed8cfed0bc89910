/**
 * The station catalog from the annual/seasonal by-station files: where every station is and
 * which normals it has. It is complete even where monthly values are not in the build.
 */
import type { ProjectedRow } from './byStationCsv.ts';
import { dayCountColumns, QUARTILE_COLUMNS } from './dayCountColumns.ts';
import { normalValue } from './normalValue.ts';
import { parseStationName } from './stationName.ts';
import { ELEMENTS, PERIODS, type CatalogStation, type Element, type Normals, type Period } from './types.ts';

/** NCEI's "unknown" elevation (5 precipitation-only stations in 1991–2020). */
const UNKNOWN_ELEVATION = -999.9;

const METADATA_COLUMNS = ['STATION', 'LATITUDE', 'LONGITUDE', 'ELEVATION', 'NAME'] as const;

/** `ANN-TMAX-NORMAL`, `MLY-PRCP-NORMAL`, … */
export function normalColumn(prefix: Period | 'MLY', element: Element): string {
  return `${prefix}-${ELEMENTS[element]}-NORMAL`;
}

function elementColumns(prefix: Period | 'MLY'): string[] {
  return (Object.keys(ELEMENTS) as Element[]).flatMap((element) => {
    const column = normalColumn(prefix, element);
    return [column, `meas_flag_${column}`];
  });
}

/** The columns the catalog reads out of an annual/seasonal file (55 of up to ~2,140). */
export const CATALOG_COLUMNS: readonly string[] = [
  ...METADATA_COLUMNS,
  ...(Object.keys(PERIODS) as Period[]).flatMap(elementColumns),
];

/** The columns read out of a monthly file. */
export const MONTHLY_COLUMNS: readonly string[] = [...METADATA_COLUMNS, 'DATE', 'month', ...elementColumns('MLY'), ...dayCountColumns('MLY'), ...QUARTILE_COLUMNS];

/**
 * The normals of one row for a prefix (a period or MLY); absent or flagged-missing values are null.
 * @example normalsOf(row, 'ANN', 'USW00094728') // { high: 62.6, low: 48.9, mean: 55.8, precip: 49.5, snow: 29.8 }
 */
export function normalsOf(row: ProjectedRow, prefix: Period | 'MLY', where: string): Normals {
  const value = (element: Element) => {
    const column = normalColumn(prefix, element);
    return normalValue(row[column], row[`meas_flag_${column}`], `${where} ${column}`);
  };
  return { high: value('high'), low: value('low'), mean: value('mean'), precip: value('precip'), snow: value('snow') };
}

/** A required number cell (coordinates, elevation); fails naming the station and column. */
export function requiredNumber(row: ProjectedRow, column: string, where: string): number {
  const value = normalValue(row[column], '', `${where} ${column}`);
  if (value === null) throw new Error(`${where} ${column}: missing`);
  return value;
}

/**
 * One catalog station from the data row of its annual/seasonal file.
 * @example catalogStation(row, 'USW00094728', 'archive.tar.gz:…/USW00094728.csv').has // { temperature: true, precipitation: true, snowfall: true }
 */
export function catalogStation(row: ProjectedRow, fileId: string, source: string): CatalogStation {
  const id = row.STATION ?? '';
  if (id !== fileId) throw new Error(`${source}: STATION ${JSON.stringify(id)} does not match the file name ${fileId}`);
  const normals = Object.fromEntries(
    (Object.keys(PERIODS) as Period[]).map((period) => [period, normalsOf(row, period, id)]),
  ) as Record<Period, Normals>;
  const elevation = requiredNumber(row, 'ELEVATION', id);
  const ann = normals.ANN;
  return {
    id,
    ...parseStationName(row.NAME ?? ''),
    lat: requiredNumber(row, 'LATITUDE', id),
    lon: requiredNumber(row, 'LONGITUDE', id),
    elevationM: elevation === UNKNOWN_ELEVATION ? null : elevation,
    has: {
      temperature: ann.high !== null && ann.low !== null && ann.mean !== null,
      precipitation: ann.precip !== null,
      snowfall: ann.snow !== null,
    },
    normals,
    source,
  };
}
