/**
 * The parts of a one-line US address the resolver can use without the geocoder: its city and
 * state (to fall back on the city index) and a ZIP the user wrote at its end.
 */
import { ISLAND_AREAS, parseCityState, splitTrailingState, stateCode, STATES, type CityState } from '../../lib/states.ts';

/** "…, NY 10024", "… 10024-1234": a 5-digit ZIP (optionally ZIP+4) at the very end. */
const TRAILING_ZIP = /[\s,]*\b(\d{5})(?:-\d{4})?$/;

/** ", USA", " US", ", United States (of America)" at the end, as map apps copy an address. */
const TRAILING_COUNTRY = /[\s,]+(?:u\.?s\.?a?\.?|united states(?: of america)?)$/i;

/**
 * The address without a trailing country: every address the service answers is in the US.
 * @example withoutCountry('Chicago, IL, USA') // 'Chicago, IL'
 * @example withoutCountry('Chicago, IL 60601, United States') // 'Chicago, IL 60601'
 */
export function withoutCountry(address: string): string {
  const trimmed = address.trim();
  const cut = trimmed.replace(TRAILING_COUNTRY, '');
  // "US" alone, or a country with nothing before it, is not an address to shorten.
  return /\p{L}|\d/u.test(cut) ? cut : trimmed;
}

/**
 * A house number first ("1600 Pennsylvania Ave", "123-45 Queens Blvd", "12B Main St"): what makes
 * an address a street address, worth asking the geocoder about. A digit elsewhere ("abc1, NY") does not.
 */
const HOUSE_NUMBER_FIRST = /^\d+[a-z]?(?:[-/]\d+[a-z]?)?\s+(?:\d+\/\d+\s+)?[^\s,]*\p{L}/iu;

/**
 * @example isStreetAddress('1600 Pennsylvania Ave NW, Washington, DC 20500') // true
 * @example isStreetAddress('abc1, NY') // false
 */
export function isStreetAddress(address: string): boolean {
  return HOUSE_NUMBER_FIRST.test(address.trim());
}

/** The most words a city name is taken to have when no comma marks where it starts. */
const MAX_CITY_WORDS = 4;

/**
 * The ZIP written at the end of an address, or null.
 * @example trailingZip('4600 Silver Hill Rd, Washington, DC 20233') // '20233'
 */
export function trailingZip(address: string): string | null {
  return TRAILING_ZIP.exec(address.trim())?.[1] ?? null;
}

/**
 * The city-and-state readings of an address, best first, for the city index. With commas the
 * city is the part before the state ("100 Main St, Springfield, IL 62701" → Springfield, IL).
 * Without them the city is the last words after the house number and street, longest first
 * ("100 Main St New York NY" → "Main St New York", "St New York", "New York"); the index
 * takes the first it knows, so a street word is never chosen over a longer real name.
 * @example cityCandidates('1600 Pennsylvania Ave NW, Washington, DC 20500') // [{ city: 'Washington', state: 'DC' }]
 */
export function cityCandidates(address: string): CityState[] {
  const rest = address.trim().replace(TRAILING_ZIP, '');
  const whole = parseCityState(rest);
  if (whole) return [whole];
  const segments = rest.split(',').map((s) => s.replace(/\s+/g, ' ').trim()).filter((s) => s !== '');
  const last = segments.at(-1);
  if (last === undefined) return [];

  const stateAlone = stateCode(last);
  // An island area by its name alone ("Guam"): the index keys it to its capital (pipeline/cities/centres.ts).
  if (stateAlone && segments.length === 1 && stateAlone in ISLAND_AREAS) return [{ city: STATES[stateAlone], state: stateAlone }];
  if (stateAlone) {
    // "…, City, ST": the segment before the state, unless it still holds the street ("100 Main St Springfield, IL").
    const before = segments.at(-2);
    if (before === undefined) return [];
    return /\d/.test(before) ? trailingWords(before, stateAlone) : city(before, stateAlone);
  }
  const split = splitTrailingState(last);
  if (!split) return [];
  // "…, City ST" (the segment is the city) or "100 Main St City ST" (the city is its last words).
  if (split.before === '') return segments.length >= 2 ? city(segments.at(-2)!, split.state) : [];
  return /\d/.test(split.before) ? trailingWords(split.before, split.state) : city(split.before, split.state);
}

function city(name: string, state: CityState['state']): CityState[] {
  return /\p{L}/u.test(name) && !/\d/.test(name) ? [{ city: name, state }] : [];
}

/** The last 1…MAX_CITY_WORDS words after the last word with a digit (the house number), longest first. */
function trailingWords(text: string, state: CityState['state']): CityState[] {
  const words = text.split(' ');
  const afterNumber = words.slice(words.findLastIndex((w) => /\d/.test(w)) + 1);
  const most = Math.min(MAX_CITY_WORDS, afterNumber.length);
  return Array.from({ length: most }, (_, i) => afterNumber.slice(afterNumber.length - most + i).join(' ')).flatMap((c) => city(c, state));
}
