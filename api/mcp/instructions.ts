/** What an assistant is told when it connects (the server's `instructions`): what the tools answer and how to quote them. */
import { DEFAULT_EDITION } from '../../lib/editions.ts';
import { placeKinds } from './placeKinds.ts';

export const INSTRUCTIONS =
  `Typical Weather answers what the weather is normally like at a US place: NOAA NCEI U.S. Climate Normals ` +
  `(${DEFAULT_EDITION.label} by default), 30-year averages from the nearest normals station, never a forecast. ` +
  `Each tool takes a place: ${placeKinds()}. When quoting an answer, name the station, its distance ` +
  'and the confidence tier, as the answer does. A tool error says what was wrong and what to call instead; a place whose ' +
  'station has no values is an error, never an estimate.';
