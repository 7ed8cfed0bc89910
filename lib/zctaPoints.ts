/**
 * The ZCTA points file (site/data/zcta-points.json): written by the pipeline, read by the API.
 * Compact on purpose: ZIPs run together and coordinates as integers, about 0.7 MB for all 33,791.
 */
import type { ZctaPointsFile } from './dataTypes.ts';

/** Its path under site/data. */
export const ZCTA_POINTS_FILE = 'zcta-points.json';

/** Coordinates are stored in units of 1/SCALE degree. */
const SCALE = 1e4;

export interface ZctaPointRow {
  zip: string;
  lat: number;
  lon: number;
}

/**
 * @example encodeZctaPoints([{ zip: '00601', lat: 18.180555, lon: -66.749961 }]) // { zips: '00601', points: [181806, -667500] }
 */
export function encodeZctaPoints(rows: readonly ZctaPointRow[]): ZctaPointsFile {
  return {
    zips: rows.map((r) => r.zip).join(''),
    points: rows.flatMap((r) => [Math.round(r.lat * SCALE), Math.round(r.lon * SCALE)]),
  };
}

/**
 * The rows of a file; throws when its shape is not the one written (a file from another build).
 * @example decodeZctaPoints({ zips: '00601', points: [181806, -667500] }) // [{ zip: '00601', lat: 18.1806, lon: -66.75 }]
 */
export function decodeZctaPoints(file: ZctaPointsFile): ZctaPointRow[] {
  const count = file.zips.length / 5;
  if (!Number.isInteger(count) || file.points.length !== count * 2) {
    throw new Error(`zcta-points.json: ${file.zips.length} ZIP digits and ${file.points.length} coordinates do not match`);
  }
  return Array.from({ length: count }, (_, i) => ({
    zip: file.zips.slice(i * 5, i * 5 + 5),
    lat: file.points[i * 2]! / SCALE,
    lon: file.points[i * 2 + 1]! / SCALE,
  }));
}
