/**
 * The check of a station's place label, from the raw gazetteers rather than the build's code: the
 * label is its island area's name, or a place or county subdivision of that label in the station's
 * own state lies within TWIN_LIMITS.placeWithinMi of the station (at its gazetteer point, or a
 * documented correction of it); or the label is null.
 */
import { distanceMi } from '../../lib/distance.ts';
import { stripLegalSuffix } from '../../lib/placeName.ts';
import { ISLAND_AREAS } from '../../lib/states.ts';
import { TWIN_LIMITS } from '../../lib/twins/limits.ts';
import { readGazetteer } from '../../pipeline/census/gazetteer.ts';
import { CORRECTIONS } from '../../pipeline/cities/corrections.ts';
import { rawPath } from '../pipeline/rawData.ts';

type Station = { name: string; lat: number; lon: number };

/** @example (await placeOracle())({ name: 'CAPITOL HILL 1, MP CQ', … }, 'Attu Station, AK') // 'Attu Station, AK is not of MP' */
export async function placeOracle(): Promise<(station: Station, label: string | null) => string | null> {
  const points = new Map<string, { lat: number; lon: number }[]>();
  for (const file of ['2025_Gaz_place_national.txt', '2025_Gaz_cousubs_national.txt']) {
    for (const row of await readGazetteer(rawPath(`census/gazetteer/${file}`))) {
      const label = `${stripLegalSuffix(row.NAME!).name}, ${row.USPS}`;
      // A documented correction of a place's point (pipeline/cities/corrections.ts) holds as well.
      const moved = CORRECTIONS.flatMap((c) => (c.geoid === row.GEOID ? [{ lat: c.lat, lon: c.lon }] : []));
      points.set(label, [...(points.get(label) ?? []), { lat: Number(row.INTPTLAT), lon: Number(row.INTPTLONG) }, ...moved]);
    }
  }
  return (station, label) => {
    if (label === null) return null;
    const state = /, ([A-Z]{2}) [A-Z]{2}$/.exec(station.name)?.[1];
    if (state === undefined) return `${station.name} has no state, yet a place ${label}`;
    const area = ISLAND_AREAS[state];
    if (area !== undefined) return label === area ? null : `${label} is not ${area}, the island area of ${station.name}`;
    if (!label.endsWith(`, ${state}`)) return `${label} is not of ${state} (${station.name})`;
    const near = (points.get(label) ?? []).some((p) => distanceMi(station, p) <= TWIN_LIMITS.placeWithinMi);
    return near ? null : `no ${label} within ${TWIN_LIMITS.placeWithinMi} mi of ${station.name}`;
  };
}
