import { describe, expect, it } from 'vitest';
import { RANKS, type PlaceCandidate } from '../../pipeline/cities/candidates.ts';
import { centred, geoNames, withinMi } from '../../pipeline/cities/centres.ts';
import { geoPlace, type GeoPlace } from '../../pipeline/cities/geonames.ts';

/** A line of GeoNames' dump in its own layout (19 tab-separated columns). */
const line = (id: string, name: string, lat: number, lon: number, featureClass: string, feature: string, country: string, admin1: string, admin2: string, population: number) =>
  [id, name, name, '', lat, lon, featureClass, feature, country, '', admin1, admin2, '', '', population, '', '35', 'America/Anchorage', '2023-01-01'].join('\t');

describe('geoPlace reads a line of the dump', () => {
  it.each([
    ['a US place, its state from admin1', line('5879400', 'Anchorage', 61.21806, -149.90028, 'P', 'PPLA2', 'US', 'AK', '020', 291247), { geonameId: '5879400', name: 'Anchorage', state: 'AK', county: '020', feature: 'PPLA2', population: 291247, lat: 61.21806, lon: -149.90028 }],
    ['a territory, its own country code', line('4044012', 'Hagåtña', 13.47567, 144.74886, 'P', 'PPLC', 'GU', 'AN', '', 1051), { geonameId: '4044012', name: 'Hagåtña', state: 'GU', county: '', feature: 'PPLC', population: 1051, lat: 13.47567, lon: 144.74886 }],
    ['another country', line('3038999', 'Soldeu', 42.57688, 1.66769, 'P', 'PPL', 'AD', '02', '', 602), null],
    ['not a populated place', line('1', 'Mount Marcy', 44.11, -73.92, 'T', 'MT', 'US', 'NY', '031', 0), null],
    ['a malformed line', 'no tabs here', null],
  ])('%s', (_, text, expected) => expect(geoPlace(text)).toEqual(expected));
});

const census = (geoid: string, gazetteerName: string, names: string[], lat: number, lon: number, aland: number, rank: PlaceCandidate['rank'] = RANKS.incorporated): PlaceCandidate => ({
  state: 'AK', geoid, gazetteerName, rank, aland, lat, lon, names, aliases: [], point: 'census-internal-point', population: null,
});
const geo = (name: string, lat: number, lon: number, population: number, feature = 'PPL', state = 'AK', county = ''): GeoPlace => ({
  geonameId: `${name}-${lat}`, name, state, county, feature, population, lat, lon,
});

describe('centred joins GeoNames centres to the Census places', () => {
  // Anchorage municipality's internal point is in the foothills, 21 mi from downtown.
  const anchorage = census('0203000', 'Anchorage municipality', ['anchorage'], 61.1743, -149.2843, 4.42e9);
  it.each([
    ['the GeoNames point of its name within the distance', [geo('Anchorage', 61.21806, -149.90028, 291247)], { lat: 61.21806, lon: -149.90028, point: 'geonames-centre', population: 291247 }],
    ["never a section of a place (PPLX)", [geo('Anchorage', 61.2, -149.8, 1000, 'PPLX')], { lat: 61.1743, lon: -149.2843, point: 'census-internal-point', population: null }],
    ['the most populous of two namesakes within the distance', [geo('Anchorage', 61.3, -149.5, 50), geo('Anchorage', 61.21806, -149.90028, 291247)], { lat: 61.21806, point: 'geonames-centre' }],
    ['the internal point when the namesake is beyond the distance', [geo('Anchorage', 64, -147, 291247)], { lat: 61.1743, point: 'census-internal-point' }],
    ['the internal point when the name is of another state', [geo('Anchorage', 61.21806, -149.90028, 291247, 'PPL', 'KY')], { point: 'census-internal-point' }],
  ])('%s', (_, places, expected) => expect(centred([anchorage], places).candidates[0]).toMatchObject(expected));

  it("a county subdivision's namesake of its own county first", () => {
    const town = census('0902001234', 'Salem town', ['salem'], 41.5, -72.3, 7e7, RANKS.countySubdivision);
    const [joined] = centred([town], [geo('Salem', 41.52, -72.28, 40000, 'PPL', 'AK', '013'), geo('Salem', 41.49, -72.29, 4000, 'PPL', 'AK', '020')]).candidates;
    expect(joined).toMatchObject({ lat: 41.49, population: 4000 });
  });

  it('adds the island areas\' places, the capital also by the area\'s name', () => {
    const { candidates, added } = centred([], [geo('Hagåtña', 13.47567, 144.74886, 1051, 'PPLC', 'GU'), geo('Yigo Village', 13.53, 144.89, 20539, 'PPLA', 'GU'), geo('Tamuning', 13.48, 144.78, 19685, 'PPLX', 'GU')]);
    expect(added).toBe(2);
    expect(candidates.map((c) => [c.gazetteerName, c.names, c.aliases])).toEqual([['Hagåtña', ['hagatna'], ['guam']], ['Yigo Village', ['yigo village'], ['yigo']]]);
  });

  it.each([
    ['New York City', ['new york city', 'new york']],
    ['The Bronx', ['the bronx', 'bronx']],
    ['Hagåtña', ['hagatna']],
  ])('joins %s by %j', (name, names) => expect(geoNames(name)).toEqual(names));

  it('allows 2 mi and 2.5 radii of the land area', () => {
    expect(withinMi(0)).toBe(2);
    expect(withinMi(4.42e9)).toBeCloseTo(60.3, 1);
  });
});
