/**
 * Addresses for the request set: "City, ST" names from the build's own city index (so they hit
 * it), the street addresses the fake Census geocoder knows, its fault keywords, and hostile text.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { FAULTS, NEW_YORK_ADDRESS, WHITE_HOUSE_ADDRESS } from '../support/fakeGeocoder.ts';
import type { Random } from './random.ts';

interface CityFile {
  state: string;
  cities: Record<string, { zip: string; name: string }>;
}

/** Every "city, ST" key of the build's city index (cities/*.json), sorted for a stable order. */
export async function cityNames(dataDir: string): Promise<string[]> {
  const dir = path.join(dataDir, 'cities');
  const files = (await readdir(dir)).filter((f) => f.endsWith('.json')).sort();
  const names: string[] = [];
  for (const file of files) {
    const { state, cities } = JSON.parse(await readFile(path.join(dir, file), 'utf8')) as CityFile;
    for (const city of Object.keys(cities).sort()) names.push(`${city}, ${state}`);
  }
  return names;
}

export const STREET_ADDRESSES = [
  '100 Joe Nuxhall Way, Cincinnati, OH 45202', '4600 Silver Hill Rd, Washington, DC 20233', NEW_YORK_ADDRESS, WHITE_HOUSE_ADDRESS,
  '200 Central Park W, New York, NY 10024', '1 Main St, Springfield, IL', '12 Unknown Rd, Nowhere, ZZ', '5 Elm St, Seattle, WA 98101',
  '1 Main St, Anchorage, AK 99501', '10 Downing St, London', '742 Evergreen Terrace, Springfield',
];

/** Fault keywords that answer at once; `timeout` and `slowbody` cost the client's whole budget, so they are rationed. */
const FAST_FAULTS = [FAULTS.http500, FAULTS.html, FAULTS.malformedJson, FAULTS.emptyMatches, FAULTS.reset];
export const SLOW_FAULTS = [FAULTS.timeout, FAULTS.slowBody];

/** A street address that triggers the given fault, with or without a ZIP or a known city to fall back on. */
export function faultAddresses(fault: string): string[] {
  return [`1 ${fault} St, Seattle, WA`, `1 ${fault} St, Nowhereville, ZZ`, `1 ${fault} St, New York, NY 10024`, `1 ${fault} Rd, Anchorage, AK 99599`];
}

export const FAST_FAULT_ADDRESSES = FAST_FAULTS.flatMap(faultAddresses);

export const ADDRESSES_HOSTILE = [
  '', ' ', 'Nowhereville, ZZ', 'Paris', 'SeaTac, WA', 'seatac wa', 'SEATAC, WASHINGTON', 'St. Louis, Missouri', 'Saint Louis, MO',
  'New York, NY, USA', 'New York, NY, United States', '10024', '10024-1234', '99501', '00000', 'Springfield, IL 62701', 'x'.repeat(100),
  'x'.repeat(101), 'é'.repeat(100), 'é'.repeat(101), '😀, NY', '__proto__', 'constructor', 'toString, NY', '<script>, CA', ', ,',
  'Washington', 'DC', 'Washington, DC', 'San Juan, PR', 'Hagåtña, GU', 'Honolulu, HI', 'Anchorage AK', '  New   York ,  NY  ',
  'New York NY 10024', 'NYC', '%', '\u0000', 'Seattle, WA\nHost: evil',
];

/** `count` city names from the index, in a seeded sample, half of them in a differently written form. */
export function cityAddresses(names: readonly string[], random: Random, count: number): string[] {
  return random.sample(names, count).map((name, i) => (i % 2 === 0 ? name : name.toUpperCase().replace(', ', ' ')));
}
