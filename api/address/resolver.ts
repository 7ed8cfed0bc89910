/**
 * `address` → ZIP: the Census geocoder for street addresses, the local city index for "City, ST"
 * (which the geocoder cannot do), and, when the geocoder has no match or does not answer in time,
 * the ZIP the user wrote in the address (more precise than a city's point), then its city part.
 * A trailing country ("…, USA") is dropped first. Each answer says how it was matched (lib/types.ts
 * AddressMatch).
 *
 *   "10024" / "10024-1234"            → that ZIP (zip-in-address)
 *   "City, ST" (or City State, …)     → city index → else not-found
 *   street address (house number first) → geocoder: its ZIP when a ZCTA (census-geocoder), else the
 *                                        ZCTA nearest its point (nearest-zcta) → ZIP written at its
 *                                        end, if a ZCTA → city part in the index → unavailable if the
 *                                        geocoder was down, else not-found
 *   anything else ("Springfield, IL 62701", "Paris") → ZIP at its end, if a ZCTA → city part in the index → not-found
 */
import { quote } from '../../lib/messages.ts';
import { parseCityState, type CityState } from '../../lib/states.ts';
import type { AddressMatch } from '../../lib/types.ts';
import { parseZip } from '../../lib/zip.ts';
import type { DataStore } from '../data/dataStore.ts';
import { cityCandidates, isStreetAddress, trailingZip, withoutCountry } from './addressParts.ts';
import { createCityIndex } from './cityIndex.ts';
import { createGeocoder, type GeocodeResult, type GeocoderOptions } from './geocoder.ts';
import type { AddressResolution, AddressResolver } from './types.ts';
import { createZctaLocator } from './zctaLocator.ts';

export interface AddressResolverOptions {
  /** The built dataset (its cities/ folder). */
  store: DataStore;
  /** Census geocoder base URL (CENSUS_GEOCODER_URL); default https://geocoding.geo.census.gov/geocoder. */
  geocoderUrl?: string;
  /** Budget, timeouts, concurrency and cache size of the geocoder client (tests and benches tune them). */
  geocoder?: Omit<GeocoderOptions, 'url'>;
  /** Where a city-index or ZCTA-points read failure is logged; default console.error. */
  log?: (line: string) => void;
}

export interface AddressResolverService {
  resolve: AddressResolver;
  /** Stops the geocoder client: its calls in flight are aborted (geocoder.ts close). */
  close(): Promise<void>;
}

/**
 * @example const { resolve, close } = createAddressResolver({ store: fileDataStore('site/data'), geocoderUrl: process.env.CENSUS_GEOCODER_URL });
 * await resolve('St. Louis, MO') // { kind: 'zip', zip: '63101', match: { matchedBy: 'city-index', matchedPlace: 'St. Louis city', placePoint: 'geonames-centre' } }
 */
export function createAddressResolver({ store, geocoderUrl, geocoder: tuning, log = console.error }: AddressResolverOptions): AddressResolverService {
  const index = createCityIndex(store);
  const geocoder = createGeocoder({ ...tuning, url: geocoderUrl });
  const zctas = createZctaLocator(store);

  /** The first candidate the index knows; 'outage' when a state file could not be read. */
  const fromIndex = async (candidates: readonly CityState[]): Promise<AddressResolution | null | 'outage'> => {
    try {
      for (const { city, state } of candidates) {
        const entry = await index.lookup(city, state);
        if (entry) return zipMatch(entry.zip, { matchedBy: 'city-index', matchedPlace: entry.name, placePoint: entry.point });
      }
      return null;
    } catch (error) {
      log(`city index unreadable: ${errorText(error)}`);
      return 'outage';
    }
  };

  /** What a 404 suggests: the names nearest the first reading's city in its state; none when its file cannot be read. */
  const nearest = async (candidates: readonly CityState[]): Promise<string[]> => {
    const first = candidates[0];
    if (!first) return [];
    try {
      return await index.nearest(first.city, first.state);
    } catch {
      return [];
    }
  };

  /**
   * A geocoder match: its own ZIP when that is a ZCTA, else the ZCTA nearest its point (a unique
   * or PO-box ZIP has no area). Unreadable ZCTA points leave the ZIP as the geocoder gave it.
   */
  const fromGeocoder = async ({ zip, point, matchedAddress }: Extract<GeocodeResult, { kind: 'match' }>): Promise<AddressResolution | null> => {
    const matched = matchedAddress === null ? {} : { matchedAddress };
    try {
      if (zip !== null && (await zctas.has(zip))) return zipMatch(zip, { matchedBy: 'census-geocoder', ...matched });
      if (point !== null) {
        const nearest = await zctas.nearest(point.lat, point.lon);
        return zipMatch(nearest, { matchedBy: 'nearest-zcta', ...matched, ...(zip === null ? {} : { addressZip: zip }), matchedPoint: point });
      }
    } catch (error) {
      log(`ZCTA points unreadable: ${errorText(error)}`);
    }
    return zip === null ? null : zipMatch(zip, { matchedBy: 'census-geocoder', ...matched });
  };

  /** Unreadable ZCTA points leave a written ZIP trusted, as before they existed (then answered 422 if need be). */
  const isZcta = async (zip: string): Promise<boolean> => {
    try {
      return await zctas.has(zip);
    } catch (error) {
      log(`ZCTA points unreadable: ${errorText(error)}`);
      return true;
    }
  };

  const resolve: AddressResolver = async (input) => {
    const address = withoutCountry(input);
    const ownZip = parseZip(address);
    if (ownZip) return zipMatch(ownZip, { matchedBy: 'zip-in-address' });

    const cityState = parseCityState(address);
    if (cityState) {
      const found = await fromIndex([cityState]);
      if (found === 'outage') return { kind: 'unavailable' };
      return found ?? notFound(`the city index (${label([cityState])})`, await nearest([cityState]));
    }

    const candidates = cityCandidates(address);
    const writtenZip = trailingZip(address);
    // The geocoder needs a house number and a street; without one it is a wasted call.
    const geocoded = isStreetAddress(address) ? await geocoder.geocode(address) : null;
    const matched = geocoded?.kind === 'match' ? await fromGeocoder(geocoded) : null;
    if (matched) return matched;

    // The ZIP the person wrote is more precise than their city's point, so it comes first, if it has an area.
    const geocoderFailed = geocoded?.kind === 'unavailable';
    const zipHasArea = writtenZip !== null && (await isZcta(writtenZip));
    const fallback = zipHasArea ? zipMatch(writtenZip, { matchedBy: 'zip-in-address' }) : await fromIndex(candidates);
    if (fallback && fallback !== 'outage') return geocoderFailed ? Object.assign({}, fallback, { geocoderFailed }) : fallback;
    if (geocoderFailed || fallback === 'outage') return { kind: 'unavailable' };

    const geocoderPart = geocoded ? 'the Census geocoder (no match)' : null;
    const zipPart = writtenZip ? `ZIP ${writtenZip} (not a ZCTA: it has no area)` : null;
    const indexPart = candidates.length > 0 ? `the city index (${label(candidates)})` : 'the city index (no US state found: write "City, ST")';
    return notFound(listed([geocoderPart, zipPart, indexPart].filter((part) => part !== null)), await nearest(candidates));
  };

  return { resolve, close: () => geocoder.close() };
}

function zipMatch(zip: string, match: AddressMatch): AddressResolution {
  return { kind: 'zip', zip, match };
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** "a and b", "a, b and c". */
function listed(parts: readonly string[]): string {
  return parts.length < 2 ? parts.join('') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

function notFound(tried: string, suggestions: string[]): AddressResolution {
  return suggestions.length > 0 ? { kind: 'not-found', tried, suggestions } : { kind: 'not-found', tried };
}

/** "Springfield, IL" or several readings, each quoted and cut like any echoed input. */
function label(candidates: readonly CityState[]): string {
  return candidates.map(({ city, state }) => quote(`${city}, ${state}`)).join(' or ');
}
