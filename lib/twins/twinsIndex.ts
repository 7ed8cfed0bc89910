/**
 * An edition's candidates ready to be searched: their z-scores, made once from their stored values
 * (by the build for the download, by the API when it loads the twins file), and a search from any
 * station's stored vector and any point. The one code path of both, so they answer alike.
 */
import { distanceKm, distanceMi, type Point } from '../distance.ts';
import type { Units } from '../units.ts';
import { VECTOR_LENGTH, standardizeAll } from './climateVector.ts';
import { findTwins, vantageTree } from './search.ts';

export interface TwinsQuery {
  /** The place's station's stored vector. */
  vector: Int32Array;
  /** The place's station (it is never its own twin). */
  stationId: string;
  /** The place's point: twins are at least `minDistance` from it. */
  point: Point;
  limit: number;
  /** In miles (`us`) or kilometres (`metric`), compared with the unrounded distance in that unit. */
  minDistance: number;
  units: Units;
}

export interface TwinHit {
  index: number;
  climateDistance: number;
  /** Unrounded miles from the place's point. */
  distanceMi: number;
}

export interface TwinsIndex {
  count: number;
  /** Candidate i's stored vector. */
  vector(i: number): Int32Array;
  search(query: TwinsQuery): TwinHit[];
}

/** @example createTwinsIndex(values, ids, points).search({ vector, stationId, point, limit: 10, minDistance: 100, units: 'us' }) */
export function createTwinsIndex(values: Int32Array, ids: readonly string[], point: (i: number) => Point): TwinsIndex {
  const count = ids.length;
  if (values.length !== count * VECTOR_LENGTH) throw new Error(`twins: ${values.length} values for ${count} candidates`);
  const { z, standardize } = standardizeAll(values, count);
  const tree = vantageTree(z, count);
  const indexOf = new Map(ids.map((id, i) => [id, i]));
  return {
    count,
    vector: (i) => values.subarray(i * VECTOR_LENGTH, (i + 1) * VECTOR_LENGTH),
    search({ vector, stationId, point: from, limit, minDistance, units }) {
      const measure = units === 'us' ? distanceMi : distanceKm;
      const found = findTwins(z, tree, {
        z: standardize(vector),
        own: indexOf.get(stationId) ?? -1,
        limit,
        farEnough: (i) => measure(from, point(i)) >= minDistance,
      });
      return found.map(({ index, climateDistance }) => ({ index, climateDistance, distanceMi: distanceMi(from, point(index)) }));
    },
  };
}
