/**
 * A point's location as answers give it: the state or territory it is in, or, for a point the
 * coast tolerance lets in, no state (it is not in one) and the one whose outline it lies just
 * outside (docs/api.md, "A place by its coordinates").
 */
import type { OutlinePlace } from './outlinePlace.ts';
import type { PointLocation } from './types.ts';

/** @example pointLocation(32.51, -117.04, { state: 'CA', inside: false }, zcta) // { lat, lon, state: null, justOutside: 'CA', nearestZcta } */
export function pointLocation(lat: number, lon: number, { state, inside }: OutlinePlace, nearestZcta: PointLocation['nearestZcta']): PointLocation {
  return inside ? { lat, lon, state, nearestZcta } : { lat, lon, state: null, justOutside: state, nearestZcta };
}

/**
 * The point's state in words, for a heading or a sentence.
 * @example stateWords({ state: 'NY' }) // 'NY'
 * @example stateWords({ state: null, justOutside: 'CA' }) // 'just outside CA'
 */
export const stateWords = (location: Pick<PointLocation, 'state' | 'justOutside'>): string => location.state ?? `just outside ${location.justOutside}`;
