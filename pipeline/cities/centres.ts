/**
 * The point a place answers from (docs/addresses.md, "City centres"): GeoNames' point for the
 * place, where people mean (downtown Anchorage, not the internal point of a 4,420 km²
 * municipality in the foothills), joined to the Census place by state and normalised name; the
 * Census internal point where no GeoNames place of that name is within CENTRE_WITHIN of it.
 * The island areas, which the gazetteers lack, take GeoNames' places as their own. Pure.
 */
import { distanceMi } from '../../lib/distance.ts';
import { normalizePlaceName } from '../../lib/placeName.ts';
import { STATES, type StateCode } from '../../lib/states.ts';
import { RANKS, type PlaceCandidate } from './candidates.ts';
import type { GeoPlace } from './geonames.ts';

/** How far a GeoNames point may be from the Census internal point: a base plus a share of the place's size. */
export const CENTRE_WITHIN = {
  baseMi: 2,
  /** Times the radius of a circle of the place's land area (Anchorage: 23 mi, so 60 mi in all; Anaheim, long and thin: 4 mi, so 12 mi, and its centre is 9 mi from its internal point). */
  radii: 2.5,
} as const;

/** States with no gazetteer places: their GeoNames places are the index's. */
export const GEONAMES_ONLY_STATES = new Set(['AS', 'GU', 'MP', 'VI']);

const SQ_M_PER_SQ_MI = 2_589_988.11;

/** @example withinMi(4.42e9) // 60.3 (Anchorage) */
export const withinMi = (aland: number): number => CENTRE_WITHIN.baseMi + CENTRE_WITHIN.radii * Math.sqrt(aland / SQ_M_PER_SQ_MI / Math.PI);

/**
 * The names a GeoNames place is joined by: its own, and without a trailing "City" or "Village"
 * or a leading "The" (GeoNames writes "New York City", "The Bronx", Guam's "Yigo Village").
 * @example geoNames('New York City') // ['new york city', 'new york']
 */
export function geoNames(name: string): string[] {
  const own = normalizePlaceName(name);
  const short = own.replace(/ (?:city|village)$/, '').replace(/^the /, '');
  return short === own || short === '' ? [own] : [own, short];
}

export interface Centred {
  candidates: PlaceCandidate[];
  /** Places that took the GeoNames point, and those that kept the internal point. */
  joined: number;
  kept: number;
  /** Places of GEONAMES_ONLY_STATES added from GeoNames. */
  added: number;
}

/**
 * Every candidate with its centre. Among GeoNames namesakes within the distance: one of the
 * county subdivision's own county, then the most populous, then the nearest. GeoNames' sections
 * of a place (PPLX: neighbourhoods) are never a place's centre.
 * @example centred(candidates, geo).candidates.find((c) => c.geoid === '0203000') // Anchorage at 61.21806,-149.90028, point 'geonames-centre'
 */
export function centred(candidates: readonly PlaceCandidate[], geo: readonly GeoPlace[]): Centred {
  const byName = new Map<string, GeoPlace[]>();
  for (const place of geo) {
    if (place.feature === 'PPLX') continue;
    for (const name of geoNames(place.name)) {
      const key = `${place.state}|${name}`;
      const list = byName.get(key);
      if (list) list.push(place);
      else byName.set(key, [place]);
    }
  }
  let joined = 0;
  const out = candidates.map((c): PlaceCandidate => {
    const match = centreOf(c, byName);
    if (!match) return c;
    joined++;
    return { ...c, lat: match.lat, lon: match.lon, point: 'geonames-centre', population: match.population };
  });
  const added = geo.filter((p) => GEONAMES_ONLY_STATES.has(p.state) && p.feature !== 'PPLX').map(fromGeoNames);
  return { candidates: [...out, ...added], joined, kept: candidates.length - joined, added: added.length };
}

function centreOf(c: PlaceCandidate, byName: ReadonlyMap<string, GeoPlace[]>): GeoPlace | null {
  const limit = withinMi(c.aland);
  // A county subdivision's GEOID is state (2), county (3), subdivision (5) digits.
  const county = c.rank === RANKS.countySubdivision ? c.geoid.slice(2, 5) : null;
  const near = [...new Set(c.names.flatMap((name) => byName.get(`${c.state}|${name}`) ?? []))]
    .map((place) => ({ place, mi: distanceMi(c, place) }))
    .filter(({ mi }) => mi <= limit);
  near.sort((a, b) =>
    Number(county !== null && b.place.county === county) - Number(county !== null && a.place.county === county) ||
    b.place.population - a.place.population || a.mi - b.mi,
  );
  return near[0]?.place ?? null;
}

/** An island area's capital (GeoNames PPLC) also answers to the area's name: "Guam" is Hagåtña. */
function fromGeoNames(place: GeoPlace): PlaceCandidate {
  const names = [...geoNames(place.name), ...(place.feature === 'PPLC' ? [normalizePlaceName(STATES[place.state as StateCode])] : [])];
  return {
    state: place.state, geoid: `geonames:${place.geonameId}`, gazetteerName: place.name,
    rank: RANKS.otherPlace, aland: 0, lat: place.lat, lon: place.lon,
    names: names.slice(0, 1), aliases: names.slice(1), point: 'geonames-centre', population: place.population,
  };
}
