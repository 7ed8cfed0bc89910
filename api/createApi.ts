/**
 * Wires the handler to its edges: the dataset on disk and the address resolver (Census geocoder +
 * city index). The one composition root, shared by the local server and the Netlify Function.
 */
import { createAddressResolver } from './address/resolver.ts';
import { fileDataStore } from './data/dataStore.ts';
import { createHandler, type Handler } from './handler.ts';
import type { WorkLimit } from './workLimit.ts';

export interface ApiOptions {
  /** The built dataset folder (site/data). */
  dataDir: string;
  /** Census geocoder base URL; default https://geocoding.geo.census.gov/geocoder (CENSUS_GEOCODER_URL). */
  geocoderUrl?: string;
  log?: (line: string) => void;
  /** The OpenAPI document's contact URL; default CONTACT_URL, set at deploy (none when unset). */
  contactUrl?: string;
  /** The bound on twins searches (api/workLimit.ts); default one of the handler's own. */
  work?: WorkLimit;
}

export interface Api {
  handler: Handler;
  /** Closes the geocoder's keep-alive connections. */
  close(): Promise<void>;
}

/** @example const { handler } = createApi({ dataDir: 'site/data', geocoderUrl: process.env.CENSUS_GEOCODER_URL }) */
export function createApi({ dataDir, geocoderUrl, log, contactUrl = process.env.CONTACT_URL || undefined, work }: ApiOptions): Api {
  const store = fileDataStore(dataDir);
  const resolver = createAddressResolver({ store, geocoderUrl });
  return { handler: createHandler({ store, resolveAddress: resolver.resolve, log, contactUrl, work }), close: () => resolver.close() };
}
