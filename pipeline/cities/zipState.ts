/**
 * The state a ZIP belongs to, from its first three digits (USPS sectional centers are assigned
 * to one state each). The city index uses it so a place answers with a ZIP of its own state:
 * the nearest ZCTA point to a border town is often across the line (Ste. Genevieve, MO is
 * nearest an Illinois ZCTA), and an Illinois ZIP is not an answer for a Missouri town.
 */
import type { StateCode } from '../../lib/states.ts';

/** USPS 3-digit prefix ranges by state, as [first, last, state]; military (APO/FPO) prefixes are not here. */
const PREFIX_RANGES: readonly (readonly [number, number, StateCode])[] = [
  [5, 5, 'NY'], [6, 7, 'PR'], [8, 8, 'VI'], [9, 9, 'PR'], [10, 27, 'MA'], [28, 29, 'RI'], [30, 38, 'NH'],
  [39, 49, 'ME'], [50, 54, 'VT'], [55, 55, 'MA'], [56, 59, 'VT'], [60, 69, 'CT'], [70, 89, 'NJ'],
  [100, 149, 'NY'], [150, 196, 'PA'], [197, 199, 'DE'], [200, 200, 'DC'], [201, 201, 'VA'], [202, 205, 'DC'],
  [206, 219, 'MD'], [220, 246, 'VA'], [247, 268, 'WV'], [270, 289, 'NC'], [290, 299, 'SC'], [300, 319, 'GA'],
  [320, 349, 'FL'], [350, 369, 'AL'], [370, 385, 'TN'], [386, 397, 'MS'], [398, 399, 'GA'], [400, 427, 'KY'],
  [430, 459, 'OH'], [460, 479, 'IN'], [480, 499, 'MI'], [500, 528, 'IA'], [530, 549, 'WI'], [550, 567, 'MN'],
  [569, 569, 'DC'], [570, 577, 'SD'], [580, 588, 'ND'], [590, 599, 'MT'], [600, 629, 'IL'], [630, 658, 'MO'],
  [660, 679, 'KS'], [680, 693, 'NE'], [700, 715, 'LA'], [716, 729, 'AR'], [730, 732, 'OK'], [733, 733, 'TX'],
  [734, 749, 'OK'], [750, 799, 'TX'], [800, 816, 'CO'], [820, 831, 'WY'], [832, 838, 'ID'], [840, 847, 'UT'],
  [850, 865, 'AZ'], [870, 884, 'NM'], [885, 885, 'TX'], [889, 898, 'NV'], [900, 961, 'CA'], [967, 968, 'HI'],
  [970, 979, 'OR'], [980, 994, 'WA'], [995, 999, 'AK'],
];

/**
 * @example zipState('63670') // 'MO'
 * @example zipState('09001') // null (military)
 */
export function zipState(zip: string): StateCode | null {
  // Island areas inside other ranges: American Samoa in Hawaii's 967; Guam and the Northern Marianas share 969.
  if (zip === '96799') return 'AS';
  if (zip.startsWith('969')) return zip < '96950' ? 'GU' : 'MP';
  const prefix = Number(zip.slice(0, 3));
  return PREFIX_RANGES.find(([first, last]) => prefix >= first && prefix <= last)?.[2] ?? null;
}
