/**
 * Stations named as people name them (issue 51): every station of both catalogs (1991–2020's
 * annual/seasonal archive and 1981–2010's inventory, as the mirror has them) labelled by the
 * build's rule over the mirror's places; an airport or university station whose name begins with
 * a place of its own state within TWIN_LIMITS.namedPlaceWithinMi is labelled with that place
 * (the longest such name), never a small neighbour.
 */
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { distanceMi } from '../../lib/distance.ts';
import { DEFAULT_EDITION } from '../../lib/editions.ts';
import { normalizePlaceName } from '../../lib/placeName.ts';
import { TWIN_LIMITS } from '../../lib/twins/limits.ts';
import { BuildContext } from '../../pipeline/context.ts';
import { parseInventory } from '../../pipeline/ncei/fixedWidth.ts';
import { readCatalog } from '../../pipeline/stages/catalog.ts';
import { stationPlace, type CityPlace } from '../../pipeline/twins/stationPlace.ts';
import { mirrorPlaces } from '../support/mirrorPlaces.ts';
import { RAW_DIR, rawPath } from '../pipeline/rawData.ts';

const INVENTORY = 'ncei/normals/1981-2010/station-inventories/allstations.txt';

/** NCEI's words for an airport or a university in a station's name. */
const AIRPORT_OR_UNIVERSITY = /\b(?:AP|ARPT|AIRPORT|INTL|MUNI AP|FLD|UNIV|UNIVERSITY|COLLEGE|U C L A)\b/;

type Station = { id: string; name: string; lat: number; lon: number };

let places: CityPlace[];
let placeOf: ReturnType<typeof stationPlace>;
let catalogs: { label: string; stations: Station[] }[];

beforeAll(async () => {
  places = await mirrorPlaces();
  placeOf = stationPlace(places);
  const ctx = new BuildContext(RAW_DIR, await mkdtemp(join(tmpdir(), 'catalog-')), () => {});
  const current = await readCatalog(ctx, DEFAULT_EDITION, 'Annual/seasonal normals', false);
  const previous = parseInventory(await readFile(rawPath(INVENTORY), 'utf8'), INVENTORY).map((s) => ({ ...s, name: `${s.name}, ${s.state} ${s.id.slice(0, 2)}` }));
  catalogs = [{ label: '1991-2020', stations: [...current.catalog.values()] }, { label: '1981-2010', stations: previous }];
}, 300_000);

/** The longest run of a station's first words that names a place of its state within the distance, and those places. */
function begunWith(station: Station): { name: string; labels: string[] } | null {
  const state = / ([A-Z]{2}) [A-Z]{2}$/.exec(station.name)?.[1];
  const words = normalizePlaceName(station.name.replace(/, [A-Z]{2} [A-Z]{2}$/, '')).split(' ');
  for (let n = words.length; n >= 1; n--) {
    const name = words.slice(0, n).join(' ');
    const labels = places.filter((p) => p.state === state && p.names.includes(name) && distanceMi(station, p) <= TWIN_LIMITS.namedPlaceWithinMi).map((p) => p.label);
    if (labels.length > 0) return { name, labels };
  }
  return null;
}

describe('stations named as people name them, over both catalogs', () => {
  it.each([0, 1])('labels every airport and university station whose name begins with a place with that place (catalog %i)', (i) => {
    const { stations } = catalogs[i]!;
    expect(stations.length).toBeGreaterThan(9_000);
    const named = stations.filter((s) => AIRPORT_OR_UNIVERSITY.test(s.name)).flatMap((s) => {
      const begun = begunWith(s);
      return begun ? [{ s, begun }] : [];
    });
    expect(named.length).toBeGreaterThan(300);
    const wrong = named.filter(({ s, begun }) => !begun.labels.includes(placeOf(s) ?? '')).map(({ s, begun }) => `${s.name}: ${placeOf(s)}, not ${begun.labels.join(' or ')}`);
    expect(wrong).toEqual([]);
  });

  const KNOWN: [string, string][] = [
    ['LOS ANGELES INTL AP, CA US', 'Los Angeles, CA'],
    ['CHICAGO OHARE INTL AP, IL US', 'Chicago, IL'],
    ['DETROIT METRO AP, MI US', 'Detroit, MI'],
    ['MINNEAPOLIS/ST PAUL AP, MN US', 'Minneapolis, MN'],
    ['ST LOUIS LAMBERT INTL AP, MO US', 'St. Louis, MO'],
    ['PORTLAND INTL AP, OR US', 'Portland, OR'],
    ['MIAMI INTL AP, FL US', 'Miami, FL'],
    ['SANTA MONICA MUNI AP, CA US', 'Santa Monica, CA'],
    ['U C L A, CA US', 'Los Angeles, CA'],
    ['ANCHORAGE INTL AP, AK US', 'Anchorage, AK'],
  ];
  it.each(KNOWN)('%s is %s', (name, label) => {
    const station = catalogs[0]!.stations.find((s) => s.name === name);
    expect(station, name).toBeDefined();
    expect(placeOf(station!)).toBe(label);
  });

  it('labels most stations of both catalogs', () => {
    for (const { stations } of catalogs) expect(stations.filter((s) => placeOf(s) !== null).length / stations.length).toBeGreaterThan(0.8);
  });
});
