/**
 * How an answer names its place: a ZIP (with the address it was asked by), or a point by its
 * coordinates, in the query echo and in the summaries' sentences.
 */
import { stateWords } from './pointLocation.ts';
import type { PointLocation, ResolvedLocation } from './types.ts';

/**
 * A new object each call: an answer's query adds its other members to it with Object.assign (a
 * literal that starts with a spread and has more members gets a V8 map of its own each time on
 * Node 20: docs/design.md, "Objects that keep their shape").
 * @example placeOf(record.location) // { zip: '10024' } or { lat: 40.78, lon: -73.97 }
 */
export const placeOf = (location: ResolvedLocation | PointLocation): { zip: string } | { lat: number; lon: number } =>
  'zip' in location ? { zip: location.zip } : { lat: location.lat, lon: location.lon };

/**
 * The place in a sentence, with its preposition.
 * @example placePhrase({ zip: '10024', lat: 40.79, lon: -73.97 }) // 'in ZIP 10024'
 * @example placePhrase(point) // 'at 40.78, -73.97 (NY)'
 */
export function placePhrase(location: ResolvedLocation | PointLocation, address?: string): string {
  if (!('zip' in location)) return `at ${location.lat}, ${location.lon} (${stateWords(location)})`;
  return address === undefined ? `in ZIP ${location.zip}` : `in ${address} (ZIP ${location.zip})`;
}

/**
 * The place as a heading: the address as asked, the ZIP, or the point with its state.
 * @example placeLabel(point) // '40.78, -73.97 (NY)'
 */
export function placeLabel(location: ResolvedLocation | PointLocation, address?: string): string {
  if (!('zip' in location)) return `${location.lat}, ${location.lon} (${stateWords(location)})`;
  return address ?? `ZIP ${location.zip}`;
}
