/**
 * The ZCTAs as the address resolver needs them: is a ZIP one, and which is nearest a point. Reads
 * site/data/zcta-points.json once, on first use, and keeps a spatial index over it (a failed read
 * is retried next time).
 */
import { nearestPointIndex } from '../../lib/nearestPoint.ts';
import type { ZctaPointsFile } from '../../lib/dataTypes.ts';
import { decodeZctaPoints, ZCTA_POINTS_FILE } from '../../lib/zctaPoints.ts';
import type { DataStore } from '../data/dataStore.ts';

export interface ZctaLocator {
  /** @example await zctas.has('20500') // false (the White House's unique ZIP) */
  has(zip: string): Promise<boolean>;
  /** @example await zctas.nearest(38.8977, -77.0365) // '20004' */
  nearest(lat: number, lon: number): Promise<string>;
}

interface Loaded {
  zips: Set<string>;
  nearest: (lat: number, lon: number) => { id: string };
}

/** @example const zctas = createZctaLocator(fileDataStore('site/data')) */
export function createZctaLocator(store: DataStore): ZctaLocator {
  let loading: Promise<Loaded> | null = null;
  const load = (): Promise<Loaded> => {
    loading ??= (store.readJson(ZCTA_POINTS_FILE) as Promise<ZctaPointsFile>).then((file) => {
      const rows = decodeZctaPoints(file);
      return { zips: new Set(rows.map((r) => r.zip)), nearest: nearestPointIndex(rows.map((r) => ({ id: r.zip, lat: r.lat, lon: r.lon }))) };
    });
    loading.catch(() => (loading = null));
    return loading;
  };
  return {
    has: async (zip) => (await load()).zips.has(zip),
    nearest: async (lat, lon) => (await load()).nearest(lat, lon).id,
  };
}
