/**
 * The city-index stage: which gazetteer rows become places and why others are dropped, how
 * namesakes are settled, the state of a ZIP, and the files a fixture build writes.
 */
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CityIndexFile } from '../../lib/dataTypes.ts';
import { build } from '../../pipeline/build.ts';
import type { GazetteerRow } from '../../pipeline/census/gazetteer.ts';
import { cousubCandidates, placeCandidates, RANKS, type PlaceCandidate } from '../../pipeline/cities/candidates.ts';
import { buildCityIndex } from '../../pipeline/cities/cityIndex.ts';
import { zipState } from '../../pipeline/cities/zipState.ts';
import { soundFixture, writeFixtureRaw } from './fixtureRaw.ts';

const row = (NAME: string, extra: Partial<GazetteerRow> = {}): GazetteerRow => ({
  USPS: 'NY', GEOID: '3600001', NAME, FUNCSTAT: 'A', ALAND: '1000', INTPTLAT: '40.5', INTPTLONG: '-74.0', ...extra,
});

describe('placeCandidates', () => {
  const cases = [
    { name: 'Springfield city', funcstat: 'A', rank: RANKS.incorporated, names: ['springfield'] },
    { name: 'Indianapolis city (balance)', funcstat: 'F', rank: RANKS.incorporated, names: ['indianapolis'] },
    { name: 'Louisville city', funcstat: 'N', rank: RANKS.otherPlace, names: ['louisville'] },
    { name: 'Urban Honolulu CDP', funcstat: 'S', rank: RANKS.otherPlace, names: ['urban honolulu', 'honolulu'] },
    { name: 'Boise City city', funcstat: 'A', rank: RANKS.incorporated, names: ['boise city'], aliases: ['boise'] },
  ];
  it.each(cases)('$name (FUNCSTAT $funcstat)', ({ name, funcstat, rank, names, aliases = [] }) => {
    const { candidates, dropped } = placeCandidates([row(name, { FUNCSTAT: funcstat })]);
    expect(dropped).toEqual([]);
    expect(candidates).toEqual([{ state: 'NY', geoid: '3600001', gazetteerName: name, rank, aland: 1000, lat: 40.5, lon: -74, names, aliases, point: 'census-internal-point', population: null }]);
  });

  it('drops a name with a digit, which would read as a street address', () => {
    expect(placeCandidates([row('Kickapoo Site 1 CDP')]).dropped).toEqual([
      { state: 'NY', gazetteerName: 'Kickapoo Site 1 CDP', reason: 'name has a digit (it reads as a street address)' },
    ]);
  });

  const broken = [
    { field: { USPS: 'XX' }, error: /place gazetteer row 2: USPS "XX" is not a state code/ },
    { field: { ALAND: '-5' }, error: /place gazetteer row 2: ALAND "-5" is not an area/ },
    { field: { INTPTLAT: 'north' }, error: /place gazetteer row 2 INTPTLAT: "north" is not a coordinate/ },
  ];
  it.each(broken)('fails loudly on $error', ({ field, error }) => {
    expect(() => placeCandidates([row('Springfield city', field)])).toThrow(error);
  });
});

describe('cousubCandidates: towns people name are kept, statistical areas dropped', () => {
  const cases = [
    { name: 'Brooklyn borough', kept: true },
    { name: 'Lexington town', kept: true },
    { name: 'Edison township', kept: true },
    { name: 'Canton charter township', kept: true },
    { name: 'St. Paul city', kept: true },
    { name: 'Monhegan plantation', kept: true },
    { name: 'Autaugaville CCD', kept: false, reason: /census county division/ },
    { name: 'District 5', kept: false, reason: /numbered/ },
    { name: 'Township 1', kept: false, reason: /numbered/ },
    { name: 'District 7, Pomona', kept: false, reason: /numbered/ },
    { name: 'County subdivisions not defined', kept: false, reason: /not defined/ },
    { name: 'Bancroft UT', kept: false, reason: /unorganized territory/ },
    { name: 'Rivanna district', kept: false, reason: /magisterial/ },
    { name: 'Cache precinct', kept: false, reason: /precinct/ },
    { name: 'Juneau census subarea', kept: false, reason: /census subarea/ },
    { name: 'Garzas barrio', kept: false, reason: /barrio/ },
    { name: 'Hibberts gore', kept: false, reason: /New England remnant/ },
  ];
  it.each(cases)('$name', ({ name, kept, reason }) => {
    const { candidates, dropped } = cousubCandidates([row(name)]);
    expect(candidates.length).toBe(kept ? 1 : 0);
    if (kept) expect(candidates[0]!.rank).toBe(RANKS.countySubdivision);
    else expect(dropped[0]!.reason).toMatch(reason!);
  });
});

describe('buildCityIndex settles namesakes within a state', () => {
  const place = (geoid: string, gazetteerName: string, rank: PlaceCandidate['rank'], aland: number, names: string[], aliases: string[] = []): PlaceCandidate => ({
    state: 'GA', geoid, gazetteerName, rank, aland, lat: 33, lon: -83, names, aliases, point: 'census-internal-point', population: null,
  });
  const cases = [
    {
      name: 'an incorporated place over a CDP, even a larger one',
      places: [place('1', 'Salem CDP', RANKS.otherPlace, 9e9, ['salem']), place('2', 'Salem city', RANKS.incorporated, 1, ['salem'])],
      winner: 'Salem city', rule: 'incorporated place over CDP or inactive place',
    },
    {
      name: 'a CDP over a county subdivision',
      places: [place('1', 'Acorn township', RANKS.countySubdivision, 9e9, ['acorn']), place('2', 'Acorn CDP', RANKS.otherPlace, 1, ['acorn'])],
      winner: 'Acorn CDP', rule: 'CDP or inactive place over county subdivision',
    },
    {
      name: 'a place\'s own name over another\'s alternate name',
      places: [
        place('1', 'Athens-Clarke County unified government (balance)', RANKS.incorporated, 9e9, ['athens clarke county', 'athens']),
        place('2', 'Athens city', RANKS.incorporated, 1, ['athens']),
      ],
      winner: 'Athens city', rule: "a place's own name over another's alternate name",
    },
    {
      name: 'the larger of two of the same kind',
      places: [place('1', 'Windsor village', RANKS.incorporated, 2, ['windsor']), place('2', 'Windsor city', RANKS.incorporated, 5, ['windsor'])],
      winner: 'Windsor city', rule: 'larger incorporated place (land area)',
    },
    {
      name: 'the lower GEOID when all else is equal',
      places: [place('2', 'Twin city', RANKS.incorporated, 5, ['twin']), place('1', 'Twin town', RANKS.incorporated, 5, ['twin'])],
      winner: 'Twin town', rule: 'same land area: lower GEOID',
    },
  ];
  it.each(cases)('$name', ({ places, winner, rule }) => {
    for (const order of [places, [...places].reverse()]) {
      const index = buildCityIndex(order, (p) => `3000${p.geoid}`);
      const ga = index.files.find((f) => f.state === 'GA')!;
      const key = places[0]!.names.at(-1)!;
      expect(ga.cities[key]!.name).toBe(winner);
      expect(index.duplicates.map((d) => d.rule)).toEqual([rule]);
    }
  });

  // Aliases ("Boise City city" → "boise") and names without spaces only fill keys nobody's name has.
  const tiers = [
    {
      name: "a CDP's name over an incorporated place's alias",
      places: [place('1', 'Eagle Village city', RANKS.incorporated, 9e9, ['eagle village'], ['eagle']), place('2', 'Eagle CDP', RANKS.otherPlace, 1, ['eagle'])],
      key: 'eagle', winner: 'Eagle CDP', rule: "a place's name over another's alias (the common form of a legal name)",
    },
    {
      name: 'a one-word name over another place\'s two words run together',
      places: [place('1', 'Lake View city', RANKS.incorporated, 9e9, ['lake view']), place('2', 'Lakeview CDP', RANKS.otherPlace, 1, ['lakeview'])],
      key: 'lakeview', winner: 'Lakeview CDP', rule: "a place's name over another's name written without spaces",
    },
  ];
  it.each(tiers)('$name', ({ places, key, winner, rule }) => {
    for (const order of [places, [...places].reverse()]) {
      const index = buildCityIndex(order, (p) => `3000${p.geoid}`);
      expect(index.files.find((f) => f.state === 'GA')!.cities[key]!.name).toBe(winner);
      expect(index.duplicates.map((d) => d.rule)).toEqual([rule]);
      expect(index.places).toBe(2);
    }
  });

  it('keys a name with and without its spaces, and an alias where no name is', () => {
    const index = buildCityIndex([place('1', 'Boise City city', RANKS.incorporated, 1, ['boise city'], ['boise'])], (p) => `3000${p.geoid}`);
    expect(Object.keys(index.files.find((f) => f.state === 'GA')!.cities)).toEqual(['boise', 'boise city', 'boisecity']);
    expect(index.duplicates).toEqual([]);
  });

  it('writes one file per state code, keys sorted, and asks for each winner\'s ZIP once', () => {
    const asked: string[] = [];
    const index = buildCityIndex(
      [place('1', 'Zeta city', RANKS.incorporated, 1, ['zeta', 'alpha']), place('2', 'Beta city', RANKS.incorporated, 1, ['beta'])],
      (p) => (asked.push(p.geoid), `3000${p.geoid}`),
    );
    expect(index.files).toHaveLength(56);
    expect(Object.keys(index.files.find((f) => f.state === 'GA')!.cities)).toEqual(['alpha', 'beta', 'zeta']);
    expect(asked.sort()).toEqual(['1', '2']);
    expect(index).toMatchObject({ entries: 3, places: 2, shadowed: 0 });
  });
});

describe('zipState', () => {
  const cases = [
    { zip: '00601', state: 'PR' }, { zip: '00802', state: 'VI' }, { zip: '01109', state: 'MA' }, { zip: '05501', state: 'MA' },
    { zip: '05401', state: 'VT' }, { zip: '10024', state: 'NY' }, { zip: '20001', state: 'DC' }, { zip: '20147', state: 'VA' },
    { zip: '63670', state: 'MO' }, { zip: '62261', state: 'IL' }, { zip: '73301', state: 'TX' }, { zip: '73102', state: 'OK' },
    { zip: '88510', state: 'TX' }, { zip: '96799', state: 'AS' }, { zip: '96813', state: 'HI' }, { zip: '96910', state: 'GU' },
    { zip: '96950', state: 'MP' }, { zip: '99501', state: 'AK' }, { zip: '09001', state: null }, { zip: '96201', state: null },
  ];
  it.each(cases)('$zip → $state', ({ zip, state }) => {
    expect(zipState(zip)).toBe(state);
  });
});

describe('the cities stage in a fixture build', () => {
  let outDir: string;
  beforeAll(async () => {
    outDir = join(await mkdtemp(join(tmpdir(), 'site-')), 'data');
    await build({ rawDir: await writeFixtureRaw(soundFixture()), outDir });
  });
  const read = async (state: string) => JSON.parse(await readFile(join(outDir, 'cities', `${state}.json`), 'utf8')) as CityIndexFile;

  it('answers each name with the nearest ZIP of the place\'s own state', async () => {
    // St. Alpha city lies nearest 00601, but that is a Puerto Rico ZIP: the NY one is 10024.
    expect(await read('NY')).toEqual({
      state: 'NY',
      cities: {
        beta: { zip: '10024', name: 'Beta town', point: 'census-internal-point' },
        'saint alpha': { zip: '10024', name: 'St. Alpha city', point: 'census-internal-point' },
        saintalpha: { zip: '10024', name: 'St. Alpha city', point: 'census-internal-point' },
      },
    });
    expect(await read('PA')).toEqual({ state: 'PA', cities: { gamma: { zip: '15001', name: 'Gamma borough', point: 'census-internal-point' } } });
    // The island areas' places come from GeoNames (the package, not the raw folder); the fixture has no
    // ZCTA of Guam, so they answer with the nearest of any state.
    expect((await read('GU')).cities.hagatna).toMatchObject({ name: 'Hagåtña', point: 'geonames-centre' });
  });

  it('reports counts, how namesakes were settled and what was dropped', async () => {
    const report = await readFile(join(outDir, 'build-report.txt'), 'utf8');
    expect(report).toContain('3 places from census/gazetteer/2025_Gaz_place_national.txt and 2 county subdivisions');
    expect(report).toMatch(/: 0 places joined by state and name within 2 mi \+ 2\.5 × the radius of their land area, 5 kept the Census internal point; 50 GeoNames places added/);
    expect(report).toMatch(/\d+ names for 53 places in 56 files under cities\//);
    expect(report).toContain('  incorporated place over CDP or inactive place (1), e.g.\n    "saint alpha", NY: St. Alpha city over St. Alpha CDP');
    expect(report).toContain('  census county division (a statistical area, not a place) (1), e.g. Gamma CCD, PA');
  });
});
