/**
 * Census place and county-subdivision gazetteer rows → the places a city index may answer
 * for, each with the names it answers to and what decides between namesakes; and the rows
 * that are not places people name, with the reason.
 */
import { aliasNames, lookupNames, stripLegalSuffix, type LegalSuffix } from '../../lib/placeName.ts';
import type { PlacePoint } from '../../lib/constants.ts';
import { STATES } from '../../lib/states.ts';
import type { GazetteerRow } from '../census/gazetteer.ts';
import { coordinate } from '../census/zcta.ts';

/**
 * Which of two namesakes in a state wins, best first (docs/addresses.md: the incorporated place first):
 * an incorporated or consolidated place (FUNCSTAT A, or F for a consolidated city's "balance"),
 * then any other place (CDP, or an inactive or nonfunctioning government), then a county subdivision.
 */
export const RANKS = { incorporated: 0, otherPlace: 1, countySubdivision: 2 } as const;

export type Rank = (typeof RANKS)[keyof typeof RANKS];

export interface PlaceCandidate {
  state: string;
  geoid: string;
  /** NAME as in the gazetteer. */
  gazetteerName: string;
  rank: Rank;
  /** Land area, m²: the larger of two namesakes of the same rank wins. */
  aland: number;
  lat: number;
  lon: number;
  /** Normalised names, its own name first (lib/placeName.ts lookupNames). */
  names: string[];
  /** Normalised names it answers only when no place has them as a name (lib/placeName.ts aliasNames). */
  aliases: string[];
  /** Where lat/lon come from: the Census internal point, until centres.ts joins GeoNames' centre. */
  point: PlacePoint;
  /** GeoNames' population of the joined place; null without one. */
  population: number | null;
}

export interface DroppedRow {
  state: string;
  gazetteerName: string;
  reason: string;
}

export interface Candidates {
  candidates: PlaceCandidate[];
  dropped: DroppedRow[];
}

/** Place FUNCSTATs of governments that work as cities (A active; F the balance of a consolidated city). */
const WORKING_PLACE = new Set(['A', 'F']);

/**
 * County subdivisions that are towns and cities people name: New England and New York towns,
 * NYC's boroughs, townships of NJ/PA/MI/…, and the minor civil divisions that duplicate places.
 */
const NAMED_COUSUBS = new Set<LegalSuffix>([
  'town', 'township', 'charter township', 'city', 'borough', 'village', 'plantation', 'municipality',
]);

const COUSUB_DROP_REASON: Partial<Record<LegalSuffix, string>> = {
  CCD: 'census county division (a statistical area, not a place)',
  district: 'magisterial or election district',
  precinct: 'election precinct',
  UT: 'unorganized territory',
  'census subarea': 'Alaska census subarea (statistical)',
  barrio: 'Puerto Rico barrio (its towns are in the place file as zonas urbanas and comunidades)',
  'barrio-pueblo': 'Puerto Rico barrio (its towns are in the place file as zonas urbanas and comunidades)',
  gore: 'unincorporated New England remnant (gore, grant, purchase, location)',
  grant: 'unincorporated New England remnant (gore, grant, purchase, location)',
  purchase: 'unincorporated New England remnant (gore, grant, purchase, location)',
  location: 'unincorporated New England remnant (gore, grant, purchase, location)',
};

/** The gazetteer columns placeCandidates reads; cousubCandidates reads them but FUNCSTAT. */
export const PLACE_COLUMNS = ['USPS', 'GEOID', 'NAME', 'FUNCSTAT', 'ALAND', 'INTPTLAT', 'INTPTLONG'] as const;
export const COUSUB_COLUMNS = PLACE_COLUMNS.filter((column) => column !== 'FUNCSTAT');

/**
 * Rows of the place gazetteer (PLACE_COLUMNS).
 * @example placeCandidates(rows).candidates.find((c) => c.geoid === '2965000')!.names // ['saint louis']
 */
export function placeCandidates(rows: readonly GazetteerRow[]): Candidates {
  return candidatesOf(rows, 'place gazetteer', (row) =>
    WORKING_PLACE.has(row.FUNCSTAT ?? '') ? RANKS.incorporated : RANKS.otherPlace,
  );
}

/**
 * Rows of the county-subdivision gazetteer; keeps only the kinds in NAMED_COUSUBS.
 * @example cousubCandidates(rows).candidates.find((c) => c.gazetteerName === 'Brooklyn borough')!.names // ['brooklyn']
 */
export function cousubCandidates(rows: readonly GazetteerRow[]): Candidates {
  return candidatesOf(rows, 'county-subdivision gazetteer', (row) => {
    const { suffix } = stripLegalSuffix(row.NAME ?? '');
    if (suffix && NAMED_COUSUBS.has(suffix)) return RANKS.countySubdivision;
    if (suffix) return COUSUB_DROP_REASON[suffix] ?? `county subdivision of kind "${suffix}"`;
    return 'no legal description: numbered ("District 5", "Township 1"), "not defined", or a reservation';
  });
}

function candidatesOf(
  rows: readonly GazetteerRow[],
  file: string,
  /** The row's rank, or why it is dropped. */
  classify: (row: GazetteerRow) => Rank | string,
): Candidates {
  const candidates: PlaceCandidate[] = [];
  const dropped: DroppedRow[] = [];
  rows.forEach((row, i) => {
    const where = `${file} row ${i + 2}`;
    const state = row.USPS ?? '';
    const gazetteerName = row.NAME ?? '';
    if (!(state in STATES)) throw new Error(`${where}: USPS ${JSON.stringify(state)} is not a state code`);
    const rank = classify(row);
    // parseCityState reads a digit as the mark of a street address, so such a name is unreachable.
    const hasDigit = /\d/.test(stripLegalSuffix(gazetteerName).name);
    if (typeof rank === 'string' || hasDigit) {
      dropped.push({ state, gazetteerName, reason: typeof rank === 'string' ? rank : 'name has a digit (it reads as a street address)' });
      return;
    }
    const aland = Number(row.ALAND);
    if (!Number.isSafeInteger(aland) || aland < 0) throw new Error(`${where}: ALAND ${JSON.stringify(row.ALAND)} is not an area in m²`);
    candidates.push({
      state,
      geoid: row.GEOID ?? '',
      gazetteerName,
      rank,
      aland,
      lat: coordinate(row.INTPTLAT, 90, `${where} INTPTLAT`),
      lon: coordinate(row.INTPTLONG, 180, `${where} INTPTLONG`),
      names: lookupNames(gazetteerName),
      aliases: aliasNames(gazetteerName),
      point: 'census-internal-point',
      population: null,
    });
  });
  return { candidates, dropped };
}
