/**
 * The check of a station's place label, from the raw gazetteers and GeoNames rather than the
 * build's code: the label is its island area's name, or a place (in an island area only one the station's name begins with) or county subdivision of that
 * label in the station's own state lies within TWIN_LIMITS.placeWithinMi of the station (at its
 * gazetteer point, a documented correction of it, or a GeoNames place of its name), or within
 * TWIN_LIMITS.namedPlaceWithinMi when the station's name begins with the label's name; or the label is null.
 */
import { distanceMi } from '../../lib/distance.ts';
import { lookupNames, normalizePlaceName, stripLegalSuffix } from '../../lib/placeName.ts';
import { ISLAND_AREAS } from '../../lib/states.ts';
import { TWIN_LIMITS } from '../../lib/twins/limits.ts';
import { readGazetteer } from '../../pipeline/census/gazetteer.ts';
import { CORRECTIONS } from '../../pipeline/cities/corrections.ts';
import { readGeoPlaces } from '../../pipeline/cities/geonames.ts';
import { rawPath } from '../pipeline/rawData.ts';

type Station = { name: string; lat: number; lon: number };
type Point = { lat: number; lon: number };

/** @example (await placeOracle())({ name: 'CAPITOL HILL 1, MP CQ', … }, 'Attu Station, AK') // 'Attu Station, AK is not of MP' */
export async function placeOracle(): Promise<(station: Station, label: string | null) => string | null> {
  const points = new Map<string, Point[]>();
  const add = (label: string, ...more: Point[]) => points.set(label, [...(points.get(label) ?? []), ...more]);
  for (const file of ['2025_Gaz_place_national.txt', '2025_Gaz_cousubs_national.txt']) {
    for (const row of await readGazetteer(rawPath(`census/gazetteer/${file}`))) {
      // A documented correction of a place's point (pipeline/cities/corrections.ts) holds as well.
      const moved = CORRECTIONS.flatMap((c) => (c.geoid === row.GEOID ? [{ lat: c.lat, lon: c.lon }] : []));
      add(`${stripLegalSuffix(row.NAME!).name}, ${row.USPS}`, { lat: Number(row.INTPTLAT), lon: Number(row.INTPTLONG) }, ...moved);
    }
  }
  const geo = new Map<string, Point[]>();
  for (const p of await readGeoPlaces()) {
    const own = normalizePlaceName(p.name);
    for (const name of new Set([own, own.replace(/ (?:city|village)$/, '').replace(/^the /, '')])) geo.set(`${name}|${p.state}`, [...(geo.get(`${name}|${p.state}`) ?? []), p]);
  }
  return (station, label) => {
    if (label === null) return null;
    const state = /, ([A-Z]{2}) [A-Z]{2}$/.exec(station.name)?.[1];
    if (state === undefined) return `${station.name} has no state, yet a place ${label}`;
    const area = ISLAND_AREAS[state];
    if (area !== undefined && label === area) return null;
    if (!label.endsWith(`, ${state}`)) return `${label} is not of ${state} (${station.name})`;
    const names = lookupNames(label.slice(0, -4));
    const words = `${normalizePlaceName(station.name.slice(0, -6))} `;
    const named = names.some((name) => words.startsWith(`${name} `));
    // An island area's station takes a place only by its name.
    if (area !== undefined && !named) return `${label} is not ${area}, the island area of ${station.name}, nor in its name`;
    const limit = named ? TWIN_LIMITS.namedPlaceWithinMi : TWIN_LIMITS.placeWithinMi;
    const near = [...(points.get(label) ?? []), ...names.flatMap((name) => geo.get(`${name}|${state}`) ?? [])].some((p) => distanceMi(station, p) <= limit);
    return near ? null : `no ${label} within ${limit} mi of ${station.name}`;
  };
}
