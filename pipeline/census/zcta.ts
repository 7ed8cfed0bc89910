/**
 * ZIP Code Tabulation Areas from the Census Gazetteer: each ZIP's internal point.
 */
import type { GazetteerRow } from './gazetteer.ts';

/** The gazetteer columns zctaPoints reads. */
export const ZCTA_COLUMNS = ['GEOID', 'INTPTLAT', 'INTPTLONG'] as const;

export interface ZctaPoint {
  zip: string;
  lat: number;
  lon: number;
}

/**
 * The ZCTA points of gazetteer rows (GEOID, INTPTLAT, INTPTLONG), sorted by ZIP. Fails on a
 * malformed or repeated ZIP or a coordinate that is not a number in range. `+144.75` (the
 * GU/MP rows) is a valid longitude.
 * @example zctaPoints([{ GEOID: '96910', INTPTLAT: '13.450511', INTPTLONG: '+144.750706' }]) // [{ zip: '96910', lat: 13.450511, lon: 144.750706 }]
 */
export function zctaPoints(rows: readonly GazetteerRow[]): ZctaPoint[] {
  const seen = new Set<string>();
  const points = rows.map((row, i) => {
    const where = `ZCTA gazetteer row ${i + 2}`;
    const zip = row.GEOID ?? '';
    if (!/^\d{5}$/.test(zip)) throw new Error(`${where}: GEOID ${JSON.stringify(zip)} is not a 5-digit ZIP`);
    if (seen.has(zip)) throw new Error(`${where}: ZIP ${zip} appears twice`);
    seen.add(zip);
    return { zip, lat: coordinate(row.INTPTLAT, 90, `${where} INTPTLAT`), lon: coordinate(row.INTPTLONG, 180, `${where} INTPTLONG`) };
  });
  return points.sort((a, b) => (a.zip < b.zip ? -1 : 1));
}

/**
 * A gazetteer coordinate (INTPTLAT limit 90, INTPTLONG limit 180); fails naming the row and column.
 * @example coordinate('+144.750706', 180, 'ZCTA gazetteer row 2 INTPTLONG') // 144.750706
 */
export function coordinate(text: string | undefined, limit: number, where: string): number {
  const value = /^[-+]?\d+(\.\d*)?$/.test(text ?? '') ? Number(text) : NaN;
  if (!(Math.abs(value) <= limit)) throw new Error(`${where}: ${JSON.stringify(text)} is not a coordinate in [-${limit}, ${limit}]`);
  return value;
}
