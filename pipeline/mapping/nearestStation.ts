/**
 * Nearest station to a point: the spatial index of lib/nearestPoint.ts (ties to the smaller
 * station id), and the brute-force check the tests and the benchmark hold it to.
 */
import { compareIds, nearestPointIndex, TIE_KM } from '../../lib/nearestPoint.ts';
import { distanceMi, type Point } from '../../lib/distance.ts';

export interface StationPoint extends Point {
  id: string;
}

const TIE_MI = TIE_KM / 1.609344;

/** Builds an index over the stations and returns a lookup of the nearest one (lib/nearestPoint.ts). */
export const nearestStationIndex = nearestPointIndex;

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
