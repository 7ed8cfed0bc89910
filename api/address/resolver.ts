/**
 * `address` → ZIP: the Census geocoder for street addresses, the local city index for "City, ST"
 * (which the geocoder cannot do), and, when the geocoder has no match or does not answer in time,
 * the ZIP the user wrote in the address (more precise than a city's point), then its city part.
 *
 *   "10024" / "10024-1234"            → that ZIP (via address-zip)
 *   "City, ST" (or City State, …)     → city index → else not-found
 *   street address (has a number)     → geocoder → ZIP written at its end → city part in the index
 *                                        → unavailable if the geocoder was down, else not-found
 *   anything else ("Springfield, IL 62701", "Paris") → ZIP at its end → city part in the index → not-found
 */
import { quote } from '../../lib/messages.ts';
import { parseCityState, type CityState } from '../../lib/states.ts';
import { parseZip } from '../../lib/zip.ts';
import type { DataStore } from '../dataStore.ts';
import { cityCandidates, trailingZip, withoutCountry } from './addressParts.ts';
import { createCityIndex } from './cityIndex.ts';
import { createGeocoder, type GeocoderOptions } from './geocoder.ts';
import type { AddressResolution, AddressResolver } from './types.ts';

export interface AddressResolverOptions {
  /** The built dataset (its cities/ folder). */
  store: DataStore;
  /** Census geocoder base URL (CENSUS_GEOCODER_URL); default https://geocoding.geo.census.gov/geocoder. */
  geocoderUrl?: string;
  /** Budget, timeouts, concurrency and cache size of the geocoder client (tests and benches tune them). */
  geocoder?: Omit<GeocoderOptions, 'url'>;
  /** Where a city-index read failure is logged; default console.error. */
  log?: (line: string) => void;
}

export interface AddressResolverService {
  resolve: AddressResolver;
  /** Closes the geocoder's keep-alive connections. */
  close(): Promise<void>;
}

/**
 * @example const { resolve, close } = createAddressResolver({ store: fileDataStore('site/data'), geocoderUrl: process.env.CENSUS_GEOCODER_URL });
 * await resolve('St. Louis, MO') // { kind: 'zip', zip: '63108', via: 'city-index' }
 */
export function createAddressResolver({ store, geocoderUrl, geocoder: tuning, log = console.error }: AddressResolverOptions): AddressResolverService {
  const index = createCityIndex(store);
  const geocoder = createGeocoder({ ...tuning, url: geocoderUrl });

  /** The first candidate the index knows; 'outage' when a state file could not be read. */
  const fromIndex = async (candidates: readonly CityState[]): Promise<string | null | 'outage'> => {
    try {
      for (const { city, state } of candidates) {
        const entry = await index.lookup(city, state);
        if (entry) return entry.zip;
      }
      return null;
    } catch (error) {
      log(`city index unreadable: ${error instanceof Error ? error.message : String(error)}`);
      return 'outage';
    }
  };

  const resolve: AddressResolver = async (input) => {
    const address = withoutCountry(input);
    const ownZip = parseZip(address);
    if (ownZip) return zipVia(ownZip, 'address-zip');

    const cityState = parseCityState(address);
    if (cityState) {
      const zip = await fromIndex([cityState]);
      if (zip === 'outage') return { kind: 'unavailable' };
      return zip ? zipVia(zip, 'city-index') : notFound(`the city index (${label([cityState])})`);
    }

    const candidates = cityCandidates(address);
    const writtenZip = trailingZip(address);
    const hasHouseNumber = /\d/.test(writtenZip ? address.slice(0, address.lastIndexOf(writtenZip)) : address);
    // The geocoder needs a house number and a street; without one it is a wasted call.
    const geocoded = hasHouseNumber ? await geocoder.geocode(address) : null;
    if (geocoded?.kind === 'zip') return zipVia(geocoded.zip, 'geocoder');

    // The ZIP the person wrote is more precise than their city's point, so it comes first.
    if (writtenZip) return zipVia(writtenZip, 'address-zip');
    const zip = await fromIndex(candidates);
    if (zip && zip !== 'outage') return zipVia(zip, 'city-index');
    if (geocoded?.kind === 'unavailable' || zip === 'outage') return { kind: 'unavailable' };

    const geocoderPart = geocoded ? 'the Census geocoder (no match)' : null;
    const indexPart = candidates.length > 0 ? `the city index (${label(candidates)})` : 'the city index (no US state found: write "City, ST")';
    return notFound([geocoderPart, indexPart].filter(Boolean).join(' and '));
  };

  return { resolve, close: () => geocoder.close() };
}

function zipVia(zip: string, via: 'geocoder' | 'city-index' | 'address-zip'): AddressResolution {
  return { kind: 'zip', zip, via };
}

function notFound(tried: string): AddressResolution {
  return { kind: 'not-found', tried };
}

/** "Springfield, IL" or several readings, each quoted and cut like any echoed input. */
function label(candidates: readonly CityState[]): string {
  return candidates.map(({ city, state }) => quote(`${city}, ${state}`)).join(' or ');
}
