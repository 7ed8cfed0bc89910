/**
 * What the words call a twin, in the API's summary, on the page and on its map: its place
 * (pipeline/twins/stationPlace.ts), or, when it has none, the station's own name as NCEI gives it,
 * in title case and without the country code.
 */
import type { TwinSite } from './types.ts';

/** NCEI's trailer ", ST CC": the state or territory, then the country. */
const TRAILER = /, ([A-Z]{2}) [A-Z]{2}$/;

/**
 * @example stationOwnName('CAPITOL HILL 1, MP CQ') // 'Capitol Hill 1, MP'
 * @example stationOwnName('MT WASHINGTON, NH US') // 'Mt Washington, NH'
 */
export function stationOwnName(name: string): string {
  const state = TRAILER.exec(name)?.[1];
  const words = (state === undefined ? name : name.replace(TRAILER, '')).toLowerCase().replace(/(^|[\s\-/(])([a-z])/g, (_, before: string, letter: string) => before + letter.toUpperCase());
  return state === undefined ? words : `${words}, ${state}`;
}

/** @example twinName({ place: null, station: { name: 'CAPITOL HILL 1, MP CQ', … }, … }) // 'Capitol Hill 1, MP' */
export const twinName = (site: Pick<TwinSite, 'place' | 'station'>): string => site.place ?? stationOwnName(site.station.name);
