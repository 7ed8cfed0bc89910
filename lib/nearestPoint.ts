/**
 * Nearest point to a point, through a spatial index (kdbush + geokdbush) rather than a distance
 * call per point. Ties (equal great-circle distance, e.g. co-located stations) go to the smaller
 * id, so the answer never depends on input order. The build maps ZIPs to stations and places to
 * ZIPs with it; the API finds the ZCTA nearest a geocoded point.
 */
import KDBush from 'kdbush';
import { around, distance as kmBetween } from 'geokdbush';

export interface IdPoint {
  id: string;
  lat: number;
  lon: number;
}

/** Two distances closer than this (km, about a micrometre) are a tie. */
export const TIE_KM = 1e-9;

/** How many nearest candidates to fetch before checking for ties; doubled while all are tied. */
const FIRST_CANDIDATES = 4;

/**
 * Builds an index over the points and returns a lookup of the nearest one.
 * @example nearestPointIndex(stations)(40.78, -73.97).id // 'USW00094728'
 */
export function nearestPointIndex<T extends IdPoint>(points: readonly T[]): (lat: number, lon: number) => T {
  if (points.length === 0) throw new Error('nearestPointIndex: no points');
  const byId = [...points].sort((a, b) => compareIds(a.id, b.id));
  const index = new KDBush(byId.length);
  for (const s of byId) index.add(s.lon, s.lat);
  index.finish();

  return (lat, lon) => {
    for (let wanted = FIRST_CANDIDATES; ; wanted *= 2) {
      const candidates = around(index, lon, lat, wanted).map((i) => {
        const point = byId[i]!;
        return { point, km: kmBetween(lon, lat, point.lon, point.lat) };
      });
      const best = Math.min(...candidates.map((c) => c.km));
      const tied = candidates.filter((c) => c.km - best <= TIE_KM);
      // All fetched candidates tied: a farther one might tie too, so look further.
      if (tied.length < candidates.length || candidates.length < wanted) {
        return tied.map((c) => c.point).sort((a, b) => compareIds(a.id, b.id))[0]!;
      }
    }
  };
}

/** Ids in code-unit order (the tie-break). */
export function compareIds(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
