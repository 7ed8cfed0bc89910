/**
 * The place a station is named by (docs/twins.md, "Its place"): a label is a claim, so it is a
 * Census place or county subdivision of the station's own state or territory within
 * TWIN_LIMITS.placeWithinMi of it (between the station and the place's internal point), a place preferred over a county subdivision; an island area is named by
 * the area itself; otherwise none (null), and the words name the station instead
 * (lib/twins/twinName.ts). Pure: places in, a rule out, built once for every edition.
 */
import { distanceMi } from '../../lib/distance.ts';
import { nearestPointIndex } from '../../lib/nearestPoint.ts';
import { stripLegalSuffix } from '../../lib/placeName.ts';
import { ISLAND_AREAS } from '../../lib/states.ts';
import { TWIN_LIMITS } from '../../lib/twins/limits.ts';
import type { StationSite } from '../../lib/zipRecord.ts';
import { RANKS, type PlaceCandidate } from '../cities/candidates.ts';
import { parseStationName } from '../ncei/stationName.ts';

const PLACE_WITHIN_MI = TWIN_LIMITS.placeWithinMi;

/** A place of the gazetteers, as the twins name a station's surroundings. */
export interface CityPlace {
  /** "Name, ST". */
  label: string;
  /** USPS code of its state. */
  state: string;
  /** A Census place (incorporated or CDP) or a county subdivision (town, township, …). */
  kind: 'place' | 'county-subdivision';
  lat: number;
  lon: number;
}

type Nearest = (lat: number, lon: number) => CityPlace;

/**
 * The city index's places (pipeline/cities, corrected), every one, also those whose names went to a
 * namesake (still true places), as labels: "Name, ST" without the legal description.
 */
export const cityPlaces = (answering: readonly PlaceCandidate[]): CityPlace[] =>
  answering.map((p) => ({
    label: `${stripLegalSuffix(p.gazetteerName).name}, ${p.state}`, state: p.state,
    kind: p.rank === RANKS.countySubdivision ? 'county-subdivision' : 'place', lat: p.lat, lon: p.lon,
  }));

/** Places preferred over county subdivisions: one index per kind and state. */
const KINDS: readonly CityPlace['kind'][] = ['place', 'county-subdivision'];

/**
 * @example stationPlace(places)({ name: 'ST LOUIS LAMBERT INTL AP, MO US', lat: 38.75, lon: -90.37, … }) // 'Berkeley, MO'
 * @example stationPlace(places)({ name: 'CAPITOL HILL 1, MP CQ', … }) // 'Northern Mariana Islands'
 */
export function stationPlace(places: readonly CityPlace[]): (station: Pick<StationSite, 'name' | 'lat' | 'lon'>) => string | null {
  const groups = new Map<string, CityPlace[]>();
  for (const p of places) {
    const key = `${p.kind}|${p.state}`;
    const group = groups.get(key);
    if (group) group.push(p);
    else groups.set(key, [p]);
  }
  const indexes = new Map<string, Nearest>([...groups].map(([key, group]) => [key, nearestPointIndex(group.map((p) => ({ ...p, id: p.label })))]));
  return ({ name, lat, lon }) => {
    const { state } = parseStationName(name);
    if (state === null) return null;
    const area = ISLAND_AREAS[state];
    if (area !== undefined) return area;
    for (const kind of KINDS) {
      const found = indexes.get(`${kind}|${state}`)?.(lat, lon);
      if (found && distanceMi({ lat, lon }, found) <= PLACE_WITHIN_MI) return found.label;
    }
    return null;
  };
}
