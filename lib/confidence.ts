/**
 * How far the answering station is, in tiers and in plain words.
 * Both are part of every ZIP record (lib/zipRecord.ts), which the pipeline writes and the API answers from.
 */
import { CONFIDENCE_LIMITS_MI, type ConfidenceTier } from './constants.ts';
import { distanceWords } from './distanceWords.ts';
import type { Units } from './units.ts';

/**
 * The confidence tier of a station distance in miles (limits are exclusive upper bounds).
 * The pipeline passes the distance as reported (rounded to 0.1 mi) so the tier always agrees
 * with the number a reader sees.
 * @example confidenceTier(11.99) // 'high'
 * @example confidenceTier(12) // 'medium'
 */
export function confidenceTier(distanceMi: number): ConfidenceTier {
  if (distanceMi < CONFIDENCE_LIMITS_MI.high) return 'high';
  if (distanceMi < CONFIDENCE_LIMITS_MI.medium) return 'medium';
  if (distanceMi < CONFIDENCE_LIMITS_MI.low) return 'low';
  return 'very-low';
}

/** What the note calls the place: a ZIP, or a point given by its coordinates. */
export type PlaceNoun = 'ZIP' | 'point';

const PLACE_SLOT = '${PLACE}';

const MEANING: Record<ConfidenceTier, string> = {
  high: 'its normals should closely match this ${PLACE}, though local terrain, elevation and water can still make a difference.',
  medium:
    'its normals are a fair guide to this ${PLACE}, but expect differences where terrain, elevation or nearness to water differ.',
  low: 'treat its normals as a rough guide only: the climate here can differ noticeably, especially in hills, valleys or near a coast.',
  'very-low':
    "that is too far for its normals to stand for this ${PLACE}: they describe the station's own climate, which may differ a lot from yours.",
};

/**
 * A plain-words note on what the station distance means for the reader, in miles or kilometres.
 * @example confidenceNote(4.2, 'high')
 * // 'The station is 4.2 miles away: its normals should closely match this ${PLACE}, though local terrain, elevation and water can still make a difference.'
 */
export function confidenceNote(distanceMi: number, tier: ConfidenceTier, units: Units = 'us', place: PlaceNoun = 'ZIP'): string {
  return `The station is ${distanceWords(distanceMi, units, 'long')} away: ${MEANING[tier].replace(PLACE_SLOT, place)}`;
}
