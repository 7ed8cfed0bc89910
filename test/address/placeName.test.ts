import { describe, expect, it } from 'vitest';
import { aliasNames, cityKeys, lookupNames, normalizePlaceName, placeKey, stripLegalSuffix } from '../../lib/placeName.ts';

describe('normalizePlaceName', () => {
  const cases = [
    { input: 'St. Louis', expected: 'saint louis' },
    { input: 'st louis', expected: 'saint louis' },
    { input: 'Saint Louis', expected: 'saint louis' },
    { input: 'Ste. Genevieve', expected: 'sainte genevieve' },
    { input: 'Mt. Vernon', expected: 'mount vernon' },
    { input: 'MT VERNON', expected: 'mount vernon' },
    { input: 'Ft. Worth', expected: 'fort worth' },
    { input: 'Ft.Lauderdale', expected: 'fort lauderdale' },
    { input: 'Colorado Spgs', expected: 'colorado springs' },
    { input: 'Pt. Pleasant', expected: 'point pleasant' },
    { input: 'Hasbrouck Hts', expected: 'hasbrouck heights' },
    { input: 'Española', expected: 'espanola' },
    { input: 'Cañon City', expected: 'canon city' },
    { input: 'Utqiaġvik', expected: 'utqiagvik' },
    { input: "Coeur d'Alene", expected: 'coeur dalene' },
    { input: 'O’Fallon', expected: 'ofallon' },
    { input: 'ʻEwa Beach', expected: 'ewa beach' },
    { input: 'Winston-Salem', expected: 'winston salem' },
    { input: '  New   York  ', expected: 'new york' },
    { input: 'Louisville/Jefferson County', expected: 'louisville jefferson county' },
    // "st" is only an abbreviation as a whole word.
    { input: 'Stamford', expected: 'stamford' },
    { input: 'Forest', expected: 'forest' },
    { input: '…', expected: '' },
  ];
  it.each(cases)('$input → "$expected"', ({ input, expected }) => {
    expect(normalizePlaceName(input)).toBe(expected);
  });
});

describe('stripLegalSuffix (the LSAD words of the 2025 place and county-subdivision files)', () => {
  const cases = [
    { input: 'Springfield city', name: 'Springfield', suffix: 'city' },
    { input: 'Oklahoma City city', name: 'Oklahoma City', suffix: 'city' },
    { input: 'Carson City', name: 'Carson City', suffix: null },
    { input: 'Macon-Bibb County', name: 'Macon-Bibb County', suffix: null },
    { input: 'Abanda CDP', name: 'Abanda', suffix: 'CDP' },
    { input: 'Juneau city and borough', name: 'Juneau', suffix: 'city and borough' },
    { input: 'Brooklyn borough', name: 'Brooklyn', suffix: 'borough' },
    { input: 'Anchorage municipality', name: 'Anchorage', suffix: 'municipality' },
    { input: 'Ranson corporation', name: 'Ranson', suffix: 'corporation' },
    { input: 'Indianapolis city (balance)', name: 'Indianapolis', suffix: 'city (balance)' },
    { input: 'Butte-Silver Bow (balance)', name: 'Butte-Silver Bow', suffix: '(balance)' },
    { input: 'Lexington-Fayette urban county', name: 'Lexington-Fayette', suffix: 'urban county' },
    { input: 'Nashville-Davidson metropolitan government (balance)', name: 'Nashville-Davidson', suffix: 'metropolitan government (balance)' },
    { input: 'Louisville/Jefferson County metro government (balance)', name: 'Louisville/Jefferson County', suffix: 'metro government (balance)' },
    { input: 'Athens-Clarke County unified government (balance)', name: 'Athens-Clarke County', suffix: 'unified government (balance)' },
    { input: 'Augusta-Richmond County consolidated government (balance)', name: 'Augusta-Richmond County', suffix: 'consolidated government (balance)' },
    { input: 'Echols County consolidated government', name: 'Echols County', suffix: 'consolidated government' },
    { input: 'Lynchburg, Moore County metropolitan government', name: 'Lynchburg, Moore County', suffix: 'metropolitan government' },
    { input: 'Webster County unified government', name: 'Webster County', suffix: 'unified government' },
    { input: 'Aguada zona urbana', name: 'Aguada', suffix: 'zona urbana' },
    { input: 'Aceitunas comunidad', name: 'Aceitunas', suffix: 'comunidad' },
    { input: 'Canton charter township', name: 'Canton', suffix: 'charter township' },
    { input: 'Autaugaville CCD', name: 'Autaugaville', suffix: 'CCD' },
    { input: 'Bancroft UT', name: 'Bancroft', suffix: 'UT' },
    { input: 'Juneau census subarea', name: 'Juneau', suffix: 'census subarea' },
    { input: 'Adjuntas barrio-pueblo', name: 'Adjuntas', suffix: 'barrio-pueblo' },
    { input: 'District 5', name: 'District 5', suffix: null },
  ];
  it.each(cases)('$input', ({ input, name, suffix }) => {
    expect(stripLegalSuffix(input)).toEqual({ name, suffix });
  });
});

describe('lookupNames', () => {
  const cases = [
    { input: 'St. Louis city', expected: ['saint louis'] },
    { input: 'San Buenaventura (Ventura) city', expected: ['san buenaventura', 'ventura'] },
    { input: 'El Paso de Robles (Paso Robles) city', expected: ['el paso de robles', 'paso robles'] },
    { input: 'Urban Honolulu CDP', expected: ['urban honolulu', 'honolulu'] },
    { input: 'Nashville-Davidson metropolitan government (balance)', expected: ['nashville davidson', 'nashville'] },
    { input: 'Louisville/Jefferson County metro government (balance)', expected: ['louisville jefferson county', 'louisville'] },
    { input: 'Indianapolis city (balance)', expected: ['indianapolis'] },
    { input: 'Lexington-Fayette urban county', expected: ['lexington fayette', 'lexington'] },
    { input: 'Athens-Clarke County unified government (balance)', expected: ['athens clarke county', 'athens'] },
    { input: 'Macon-Bibb County', expected: ['macon bibb county', 'macon'] },
    { input: 'Augusta-Richmond County consolidated government (balance)', expected: ['augusta richmond county', 'augusta'] },
    { input: 'Butte-Silver Bow (balance)', expected: ['butte silver bow', 'butte'] },
    { input: 'Lynchburg, Moore County metropolitan government', expected: ['lynchburg moore county', 'lynchburg'] },
    { input: 'Islamorada, Village of Islands village', expected: ['islamorada village of islands', 'islamorada'] },
    // An ordinary hyphenated city keeps its whole name only.
    { input: 'Winston-Salem city', expected: ['winston salem'] },
    { input: 'Wilkes-Barre city', expected: ['wilkes barre'] },
    { input: 'Española city', expected: ['espanola'] },
  ];
  it.each(cases)('$input', ({ input, expected }) => {
    expect(lookupNames(input)).toEqual(expected);
  });
});

describe('aliasNames: the common form of a legal name whose name ends in its own designation', () => {
  const cases = [
    { input: 'Boise City city', expected: ['boise'] },
    { input: 'North Attleborough Town city', expected: ['north attleborough'] },
    { input: 'Mountain Village city', expected: ['mountain'] },
    { input: 'Ventnor City city', expected: ['ventnor'] },
    // No legal description after it: "City" is the whole designation, not a part to drop.
    { input: 'Carson City', expected: [] },
    { input: 'Springfield city', expected: [] },
    { input: 'Salt Lake City city', expected: ['salt lake'] },
    // A consolidated city-county also answers without its "County".
    { input: 'Athens-Clarke County unified government (balance)', expected: ['athens clarke'] },
    { input: 'Macon-Bibb County', expected: ['macon bibb'] },
    { input: 'Anaconda-Deer Lodge County', expected: ['anaconda deer lodge'] },
  ];
  it.each(cases)('$input', ({ input, expected }) => {
    expect(aliasNames(input)).toEqual(expected);
  });
});

describe('placeKey joins spacing and punctuation variants', () => {
  const pairs = [
    ['De Kalb', 'DeKalb'],
    ['Coeur d Alene', "Coeur d'Alene"],
    ['O Fallon', "O'Fallon"],
    ['Winston Salem', 'Winston-Salem'],
    ['La Grange', 'LaGrange'],
    ['Mc Allen', 'McAllen'],
  ];
  it.each(pairs)('%s = %s', (a, b) => {
    expect(placeKey(normalizePlaceName(a))).toBe(placeKey(normalizePlaceName(b)));
  });
});

describe('cityKeys', () => {
  const cases = [
    { input: 'New York City', expected: ['new york city', 'new york', 'newyorkcity', 'newyork'] },
    { input: 'Carson City', expected: ['carson city', 'carson', 'carsoncity'] },
    { input: 'Brooklyn Borough', expected: ['brooklyn borough', 'brooklyn', 'brooklynborough'] },
    { input: 'The Bronx', expected: ['the bronx', 'bronx', 'thebronx'] },
    { input: 'St. Paul', expected: ['saint paul', 'sainte paul', 'saintpaul', 'saintepaul'] },
    { input: 'St. Genevieve', expected: ['saint genevieve', 'sainte genevieve', 'saintgenevieve', 'saintegenevieve'] },
    { input: 'N Las Vegas', expected: ['n las vegas', 'north las vegas', 'nlasvegas', 'northlasvegas'] },
    { input: 'Township of Edison', expected: ['township of edison', 'edison', 'townshipofedison'] },
    { input: 'City of Boise', expected: ['city of boise', 'boise', 'cityofboise'] },
    { input: 'Juneau City and Borough', expected: ['juneau city and borough', 'juneau', 'juneaucityandborough'] },
    { input: 'Nashville-Davidson metropolitan government (balance)', expected: ['nashville davidson metropolitan government balance', 'nashville davidson', 'nashvilledavidsonmetropolitangovernmentbalance', 'nashvilledavidson'] },
    { input: 'Boise City city', expected: ['boise city city', 'boise city', 'boisecitycity', 'boisecity'] },
    { input: 'DeKalb', expected: ['dekalb'] },
    { input: '--', expected: [] },
  ];
  it.each(cases)('$input', ({ input, expected }) => {
    expect(cityKeys(input)).toEqual(expected);
  });
});
