/**
 * A handler over the in-memory fixture dataset and a scripted address resolver, plus a `call`
 * that returns status, headers and parsed body, for table-driven handler tests.
 */
import type { AddressResolution } from '../../api/address/types.ts';
import { createHandler } from '../../api/handler.ts';
import { memoryStore, type MemoryStore } from './memoryStore.ts';

/** Scripted address answers; anything else is not found. */
export const ADDRESSES: Record<string, AddressResolution> = {
  'Seattle, WA': { kind: 'zip', zip: '10024', match: { matchedBy: 'city-index', matchedPlace: 'Seattle city' } },
  '200 Central Park W, New York, NY': { kind: 'zip', zip: '10024', match: { matchedBy: 'census-geocoder', matchedAddress: '200 CENTRAL PARK W, NEW YORK, NY, 10024' } },
  '1 Main St, Anchorage, AK': { kind: 'zip', zip: '99501', match: { matchedBy: 'census-geocoder', matchedAddress: '1 MAIN ST, ANCHORAGE, AK, 99501' } },
  '1 Nowhere Rd, Atlantis, ZZ': { kind: 'unavailable' },
  'PO Box 1, Somewhere': { kind: 'zip', zip: '00000', match: { matchedBy: 'census-geocoder' } },
  '1 Unique Plaza, Anchorage, AK 99599': { kind: 'zip', zip: '99501', match: { matchedBy: 'nearest-zcta', addressZip: '99599', matchedPoint: { lat: 61.2, lon: -149.9 } } },
  '1 Failing Rd, New York, NY 10024': { kind: 'zip', zip: '10024', match: { matchedBy: 'zip-in-address' }, geocoderFailed: true },
  '1600 Pennsylvania Ave NW, Washington, DC 20500': {
    kind: 'zip',
    zip: '10024',
    match: { matchedBy: 'nearest-zcta', matchedAddress: '1600 PENNSYLVANIA AVE NW, WASHINGTON, DC, 20500', addressZip: '20500', matchedPoint: { lat: 38.8977, lon: -77.0365 } },
  },
};

export interface Harness {
  store: MemoryStore;
  logs: string[];
  /** Addresses the resolver was asked, in order. */
  resolved: string[];
  call(path: string, init?: RequestInit): Promise<{ status: number; headers: Headers; body: unknown; text: string }>;
}

export function harness(store = memoryStore()): Harness {
  const logs: string[] = [];
  const resolved: string[] = [];
  const handler = createHandler({
    store,
    log: (line) => logs.push(line),
    resolveAddress: async (address) => {
      resolved.push(address);
      // Own keys only: "__proto__" is a key of every object literal, not an address.
      return Object.hasOwn(ADDRESSES, address) ? ADDRESSES[address]! : { kind: 'not-found', tried: 'the test resolver' };
    },
  });
  return {
    store,
    logs,
    resolved,
    async call(path, init) {
      const response = await handler(new Request(`http://localhost${path}`, init));
      const text = await response.text();
      let body: unknown;
      try {
        body = text === '' ? undefined : JSON.parse(text);
      } catch {
        body = text;
      }
      return { status: response.status, headers: response.headers, body, text };
    },
  };
}
