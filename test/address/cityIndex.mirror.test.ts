/**
 * The city index built from the real 2025 gazetteers in the mirror (../shared/data), through the
 * resolver as the API uses it. Each expected ZIP was chosen independently of this code: the ZCTA
 * of the place's state whose internal point is nearest the place's internal point, by a
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

/** [address as a person writes it, expected ZIP, the gazetteer entry it must come from] */
const PLACES: [string, string, string][] = [
  ['St. Louis, MO', '63108', 'St. Louis city'], // 0.8 mi from 38.635699,-90.244582
  ['Saint Louis, Missouri', '63108', 'St. Louis city'], // 0.8 mi from 38.635699,-90.244582
  ['Saint Paul, MN', '55155', 'St. Paul city'], // 0.3 mi from 44.948901,-93.104063
  ['st paul mn', '55155', 'St. Paul city'], // 0.3 mi from 44.948901,-93.104063
  ['Mt. Vernon, NY', '10553', 'Mount Vernon city'], // 0.5 mi from 40.913105,-73.829317
  ['Mount Vernon, WA', '98273', 'Mount Vernon city'], // 3.1 mi from 48.417071,-122.311832
  ['Ft. Worth, TX', '76164', 'Fort Worth city'], // 0.3 mi from 32.781954,-97.348573
  ['Fort Lauderdale, FL', '33311', 'Fort Lauderdale city'], // 1.6 mi from 26.141227,-80.146731
  ['Ft Lauderdale FL', '33311', 'Fort Lauderdale city'], // 1.6 mi from 26.141227,-80.146731
  ['Urban Honolulu, HI', '96813', 'Urban Honolulu CDP'], // 0.6 mi from 21.324347,-157.84764
  ['Honolulu, HI', '96813', 'Urban Honolulu CDP'], // 0.6 mi from 21.324347,-157.84764
  ['Ventura, CA', '93003', 'San Buenaventura (Ventura) city'], // 2.1 mi from 34.26778,-119.254206
  ['San Buenaventura, California', '93003', 'San Buenaventura (Ventura) city'], // 2.1 mi from 34.26778,-119.254206
  ['Paso Robles, CA', '93446', 'El Paso de Robles (Paso Robles) city'], // 4.3 mi from 35.628513,-120.650356
  ['Nashville, TN', '37219', 'Nashville-Davidson metropolitan government (balance)'], // 0.4 mi from 36.1718,-86.785002
  ['Louisville, KY', '40218', 'Louisville/Jefferson County metro government (balance)'], // 1.8 mi from 38.165376,-85.647377
  ['Indianapolis, IN', '46204', 'Indianapolis city (balance)'], // 0.7 mi from 39.776664,-86.145935
  ['Lexington, KY', '40505', 'Lexington-Fayette urban county'], // 1.4 mi from 38.040678,-84.458272
  ['Athens, GA', '30602', 'Athens-Clarke County unified government (balance)'], // 0.4 mi from 33.949597,-83.370088
  ['Macon, GA', '31206', 'Macon-Bibb County'], // 1.2 mi from 32.80899,-83.69406
  ['Augusta, GA', '30812', 'Augusta-Richmond County consolidated government (balance)'], // 2.6 mi from 33.365531,-82.073422
  ['Butte, MT', '59750', 'Butte-Silver Bow (balance)'], // 1.9 mi from 45.896232,-112.660071
  ['Manhattan, NY', '10023', 'Manhattan borough'], // 0.5 mi from 40.776642,-73.970187
  ['Brooklyn, NY', '11210', 'Brooklyn borough'], // 0.5 mi from 40.635045,-73.95064
  ['Queens, NY', '11414', 'Queens borough'], // 0.3 mi from 40.654658,-73.841209
  ['Bronx, NY', '10462', 'Bronx borough'], // 0.5 mi from 40.848711,-73.852939
  ['The Bronx, New York', '10462', 'Bronx borough'], // 0.5 mi from 40.848711,-73.852939
  ['Staten Island, NY', '10308', 'Staten Island borough'], // 0.8 mi from 40.561263,-74.1399
  ['Española, NM', '87567', 'Española city'], // 3.0 mi from 36.003959,-106.070131
  ['Espanola, NM', '87567', 'Española city'], // 3.0 mi from 36.003959,-106.070131
  ['Cañon City, CO', '81244', 'Cañon City city'], // 6.2 mi from 38.441886,-105.220899
  ['Canon City, CO', '81244', 'Cañon City city'], // 6.2 mi from 38.441886,-105.220899
  // Corrected (pipeline/cities/corrections.ts): "New York, NY" is Manhattan, not the five boroughs' point in Brooklyn (11213).
  ['new york ny', '10023', 'Manhattan borough'], // 0.5 mi from 40.776642,-73.970187
  ['New York City, NY', '10023', 'Manhattan borough'], // 0.5 mi from 40.776642,-73.970187
  // Corrected: the internal point is at sea by the Farallon Islands (nearest ZCTA 94924, Bolinas); City Hall is used.
  ['San Francisco, CA', '94102', 'San Francisco city'], // 0.3 mi from 37.779265,-122.419277
  ['Springfield, IL', '62701', 'Springfield city'], // 0.7 mi from 39.791063,-89.644572
  ['Springfield, MA', '01109', 'Springfield city'], // 0.6 mi from 42.115454,-72.539978
  ['Saint Anthony, MN', '55418', 'St. Anthony city'], // 1.5 mi from 45.030332,-93.215417
  ['Wilmington, IL', '60481', 'Wilmington city'], // 3.5 mi from 41.319383,-88.160248
  ['Washington, DC', '20001', 'Washington city'], // 0.4 mi from 38.904243,-77.016524
  ['Washington, D.C.', '20001', 'Washington city'], // 0.4 mi from 38.904243,-77.016524
  ['Kansas City, MO', '64124', 'Kansas City city'], // 1.4 mi from 39.125155,-94.550313
  ['Kansas City Kansas', '66112', 'Kansas City city'], // 1.6 mi from 39.122539,-94.741781
  ['Charleston, West Virginia', '25301', 'Charleston city'], // 0.3 mi from 38.348692,-81.632324
  ['Charleston, SC', '29405', 'Charleston city'], // 1.7 mi from 32.828017,-79.972896
  ['Winston-Salem, NC', '27110', 'Winston-Salem city'], // 2.2 mi from 36.102863,-80.260829
  ['Winston Salem NC', '27110', 'Winston-Salem city'], // 2.2 mi from 36.102863,-80.260829
  ["Coeur d'Alene, ID", '83815', "Coeur d'Alene city"], // 1.6 mi from 47.702887,-116.795799
  ["OFallon, MO", '63368', "O'Fallon city"], // 1.9 mi from 38.778825,-90.72178
  ['Juneau, AK', '99801', 'Juneau city and borough'], // 0.0 mi from 58.37291,-134.178445
  // The gazetteer spells it with a combining dot (g + U+0307).
  ['Utqiagvik, AK', '99723', 'Utqiag\u0307vik city'], // 0.0 mi from 71.264377,-156.753678
  ['San Juan, PR', '00925', 'San Juan zona urbana'], // 0.9 mi from 18.404559,-66.063746
  ['Boston, MA', '02127', 'Boston city'], // 1.0 mi from 42.338551,-71.018253
  ['Lexington, MA', '02421', 'Lexington CDP'], // 0.7 mi from 42.445222,-71.230015
  ['Edison, NJ', '08837', 'Edison township'], // 0.7 mi from 40.504396,-74.348843
  ['Canton, MI', '48187', 'Canton charter township'], // 1.3 mi from 42.307541,-83.485775
  // The town (a county subdivision) gives way to its CDP, a place; both are nearest 03750.
  ['Hanover, NH', '03750', 'Hanover CDP'], // 4.4 mi from 43.71159,-72.273144
  ['Carson City, NV', '89701', 'Carson City'], // 2.0 mi from 39.15306,-119.747368
  ['Oklahoma City, OK', '73102', 'Oklahoma City city'], // 0.4 mi from 35.467079,-97.513657
  ['Salt Lake City, UT', '84180', 'Salt Lake City city'], // 1.6 mi from 40.776928,-111.930991
  ['Islamorada, FL', '33070', 'Islamorada, Village of Islands village'], // 2.0 mi from 24.984352,-80.543296
  ['Ste. Genevieve, MO', '63670', 'Ste. Genevieve city'], // 7.9 mi from 37.975019,-90.049982
  ['The Dalles, OR', '97058', 'The Dalles city'], // 3.2 mi from 45.598386,-121.152411
  ['Portland, ME', '04108', 'Portland city'], // 0.3 mi from 43.633157,-70.185305
  ['Portland, Oregon', '97212', 'Portland city'], // 0.6 mi from 45.536951,-122.649971
  ['Seattle, WA', '98121', 'Seattle city'], // 0.3 mi from 47.619335,-122.351538
  ['Chicago, IL', '60608', 'Chicago city'], // 1.0 mi from 41.837045,-87.684939
  ['Phenix City, AL', '36869', 'Phenix City city'], // 3.1 mi from 32.453709,-85.031019
];

describe('real places resolve to the ZIP nearest them, through every naming trap', () => {
  it('has at least 50 of them', () => {
    expect(PLACES.length).toBeGreaterThanOrEqual(50);
  });

  it.each(PLACES)('%s → %s (%s)', async (address, zip, name) => {
    expect(await resolver.resolve(address)).toEqual({ kind: 'zip', zip, match: { matchedBy: 'city-index', matchedPlace: name } });
    const { city, state } = parseCityState(address)!;
    expect(await index.lookup(city, state)).toEqual({ zip, name });
  });

  it('tells namesakes in different states apart', async () => {
    const springfields = await Promise.all(['Springfield, IL', 'Springfield, MA', 'Springfield, MO', 'Springfield, OR'].map((a) => resolver.resolve(a)));
    expect(new Set(springfields.map((r) => (r.kind === 'zip' ? r.zip : r.kind))).size).toBe(4);
  });

  // The geocoder of this resolver is a closed port: street addresses fall back to the ZIP they
  // were written with, else to their city.
  const streets = [
    { address: '100 Main St, Brooklyn, NY 11201', zip: '11201', match: { matchedBy: 'zip-in-address' } },
    { address: '100 Main St, Brooklyn, NY', zip: '11210', match: { matchedBy: 'city-index', matchedPlace: 'Brooklyn borough' } },
    { address: '1 Elm St Saint Louis MO', zip: '63108', match: { matchedBy: 'city-index', matchedPlace: 'St. Louis city' } },
    { address: '700 E Main St, Mt. Vernon, Washington 98273', zip: '98273', match: { matchedBy: 'zip-in-address' } },
  ];
  it.each(streets)('street address, geocoder down: $address → $zip', async ({ address, zip, match }) => {
    expect(await resolver.resolve(address)).toEqual({ kind: 'zip', zip, match, geocoderFailed: true });
  });

  it('says what it tried for a name it does not have', async () => {
    expect(await resolver.resolve('Autaugaville CCD, AL')).toEqual({ kind: 'not-found', tried: 'the city index ("Autaugaville CCD, AL")' });
    expect(await resolver.resolve('Gotham, NY')).toEqual({ kind: 'not-found', tried: 'the city index ("Gotham, NY")' });
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
    expect(names).toBe(56_978);
  });

  it('reports its counts, how namesakes were settled and what it dropped', () => {
    expect(built.report).toContain('32344 places from census/gazetteer/2025_Gaz_place_national.txt and 25773 county subdivisions');
    expect(built.report).toContain('56978 names for 43612 places in 56 files under cities/');
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
