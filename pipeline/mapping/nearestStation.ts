/**
 * Nearest station to a point, through a spatial index (kdbush + geokdbush) rather than a
 * distance call per station. Ties (equal great-circle distance, e.g. co-located stations) go to
 * the smaller station id, so the answer never depends on input order.
 */
import KDBush from 'kdbush';
import { around, distance as kmBetween } from 'geokdbush';
import { distanceMi, type Point } from './distance.ts';

export interface StationPoint extends Point {
  id: string;
}

/** Two distances closer than this (km, about a micrometre) are a tie. */
const TIE_KM = 1e-9;
const TIE_MI = TIE_KM / 1.609344;

/** How many nearest candidates to fetch before checking for ties; doubled while all are tied. */
const FIRST_CANDIDATES = 4;

/**
 * Builds an index over the stations and returns a lookup of the nearest one.
 * @example nearestStationIndex(stations)(40.78, -73.97).id // 'USW00094728'
 */
export function nearestStationIndex<T extends StationPoint>(stations: readonly T[]): (lat: number, lon: number) => T {
  if (stations.length === 0) throw new Error('nearestStationIndex: no stations');
  const byId = [...stations].sort((a, b) => compareIds(a.id, b.id));
  const index = new KDBush(byId.length);
  for (const s of byId) index.add(s.lon, s.lat);
  index.finish();

  return (lat, lon) => {
    for (let wanted = FIRST_CANDIDATES; ; wanted *= 2) {
      const candidates = around(index, lon, lat, wanted).map((i) => {
        const station = byId[i]!;
        return { station, km: kmBetween(lon, lat, station.lon, station.lat) };
      });
      const best = Math.min(...candidates.map((c) => c.km));
      const tied = candidates.filter((c) => c.km - best <= TIE_KM);
      // All fetched candidates tied: a farther one might tie too, so look further.
      if (tied.length < candidates.length || candidates.length < wanted) {
        return tied.map((c) => c.station).sort((a, b) => compareIds(a.id, b.id))[0]!;
      }
    }
  };
}

/**
 * The nearest station by checking every one (for tests and the benchmark, not the build).
 * @example bruteForceNearest(stations, 40.78, -73.97).id // 'USW00094728'
 */
export function bruteForceNearest<T extends StationPoint>(stations: readonly T[], lat: number, lon: number): T {
  let best: T | undefined;
  let bestMi = Infinity;
  for (const s of stations) {
    const mi = distanceMi({ lat, lon }, s);
    if (mi < bestMi - TIE_MI || (mi <= bestMi + TIE_MI && best && compareIds(s.id, best.id) < 0)) {
      best = s;
      bestMi = Math.min(mi, bestMi);
    }
  }
  if (!best) throw new Error('bruteForceNearest: no stations');
  return best;
}

function compareIds(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
