/**
 * The place a station is named by (docs/twins.md, "Its place"), as people name it: a label is a
 * claim, so it is a place of the city index (pipeline/cities, at its GeoNames centre where it has
 * one) of the station's own state or territory. In order:
 * 1. the place the station's name begins with (longest first; NCEI's ST, FT, MT are Saint, Fort,
 *    Mount) within TWIN_LIMITS.namedPlaceWithinMi: "CHICAGO OHARE INTL AP" is Chicago, "SAIPAN INTL AP" Saipan;
 * 2. an island area is otherwise named by the area itself;
 * 3. the most populous place (by GeoNames) within TWIN_LIMITS.placeWithinMi: "U C L A" is Los Angeles;
 * 4. the nearest Census place, else county subdivision, within TWIN_LIMITS.placeWithinMi;
 * otherwise none (null), and the words name the station instead (lib/twins/twinName.ts).
 * Pure: places in, a rule out, built once for every edition.
 */
import { distanceMi } from '../../lib/distance.ts';
import { nearestPointIndex } from '../../lib/nearestPoint.ts';
import { normalizePlaceName, stripLegalSuffix } from '../../lib/placeName.ts';
import { ISLAND_AREAS } from '../../lib/states.ts';
import { TWIN_LIMITS } from '../../lib/twins/limits.ts';
import type { StationSite } from '../../lib/zipRecord.ts';
import { RANKS, type PlaceCandidate } from '../cities/candidates.ts';
import { parseStationName } from '../ncei/stationName.ts';

/** A place of the city index, as the twins name a station's surroundings. */
export interface CityPlace {
  /** "Name, ST". */
  label: string;
  /** USPS code of its state. */
  state: string;
  /** A Census place (incorporated or CDP; in the island areas a GeoNames place) or a county subdivision (town, township, …). */
  kind: 'place' | 'county-subdivision';
  /** Its normalised names (lib/placeName.ts), which a station's name may begin with. */
  names: string[];
  /** GeoNames' population, when it joined GeoNames (pipeline/cities/centres.ts). */
  population: number | null;
  lat: number;
  lon: number;
}

type Station = Pick<StationSite, 'name' | 'lat' | 'lon'>;

/**
 * The city index's places (pipeline/cities, corrected and centred), every one, also those whose
 * names went to a namesake (still true places), as labels: "Name, ST" without the legal description.
 */
export const cityPlaces = (candidates: readonly PlaceCandidate[]): CityPlace[] =>
  candidates.map((p) => ({
    label: `${stripLegalSuffix(p.gazetteerName).name}, ${p.state}`, state: p.state,
    kind: p.rank === RANKS.countySubdivision ? 'county-subdivision' : 'place',
    names: p.names, population: p.population, lat: p.lat, lon: p.lon,
  }));

/** Places preferred over county subdivisions: one index per kind and state. */
const KINDS: readonly CityPlace['kind'][] = ['place', 'county-subdivision'];

/** The words of a station's name before its trailer, normalised: "ST LOUIS LAMBERT INTL AP, MO US" → saint louis lambert intl ap. */
const nameWords = (name: string): string[] => normalizePlaceName(name.replace(/, [A-Z]{2} [A-Z]{2}$/, '')).split(' ').filter(Boolean);

/** More populous first (a place without a population last), then nearer, then the label. */
const better = (station: Station) => (a: CityPlace, b: CityPlace) =>
  (b.population ?? -1) - (a.population ?? -1) || distanceMi(station, a) - distanceMi(station, b) || (a.label < b.label ? -1 : 1);

/**
 * @example stationPlace(places)({ name: 'ST LOUIS LAMBERT INTL AP, MO US', lat: 38.75, lon: -90.37, … }) // 'St. Louis, MO'
 * @example stationPlace(places)({ name: 'CAPITOL HILL 1, MP CQ', … }) // 'Northern Mariana Islands'
 * @example stationPlace(places)({ name: 'SAIPAN INTL AP, MP CQ', … }) // 'Saipan, MP'
 */
export function stationPlace(places: readonly CityPlace[]): (station: Station) => string | null {
  const byName = new Map<string, CityPlace[]>();
  const byState = new Map<string, CityPlace[]>();
  const groups = new Map<string, CityPlace[]>();
  const add = (map: Map<string, CityPlace[]>, key: string, p: CityPlace) => {
    const list = map.get(key);
    if (list) list.push(p);
    else map.set(key, [p]);
  };
  for (const p of places) {
    for (const name of p.names) add(byName, `${p.state}|${name}`, p);
    if (p.population !== null) add(byState, p.state, p);
    add(groups, `${p.kind}|${p.state}`, p);
  }
  const indexes = new Map([...groups].map(([key, group]) => [key, nearestPointIndex(group.map((p) => ({ ...p, id: p.label })))]));

  const named = (station: Station, state: string): CityPlace | undefined => {
    const words = nameWords(station.name);
    for (let n = words.length; n >= 1; n--) {
      const near = (byName.get(`${state}|${words.slice(0, n).join(' ')}`) ?? []).filter((p) => distanceMi(station, p) <= TWIN_LIMITS.namedPlaceWithinMi);
      if (near.length > 0) return near.sort(better(station))[0];
    }
    return undefined;
  };
  const populous = (station: Station, state: string): CityPlace | undefined =>
    (byState.get(state) ?? []).filter((p) => distanceMi(station, p) <= TWIN_LIMITS.placeWithinMi).sort(better(station))[0];
  const nearest = (station: Station, state: string): string | null => {
    for (const kind of KINDS) {
      const found = indexes.get(`${kind}|${state}`)?.(station.lat, station.lon);
      if (found && distanceMi(station, found) <= TWIN_LIMITS.placeWithinMi) return found.label;
    }
    return null;
  };

  return (station) => {
    const { state } = parseStationName(station.name);
    if (state === null) return null;
    const byName = named(station, state);
    if (byName) return byName.label;
    const area = ISLAND_AREAS[state];
    if (area !== undefined) return area;
    return populous(station, state)?.label ?? nearest(station, state);
  };
}
