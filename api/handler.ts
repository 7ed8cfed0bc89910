/**
 * The whole API as one web-standard handler, `(Request) => Promise<Response>`. The
 * Netlify Function and the local server are thin adapters over it; tests call it directly.
 */
import { API_PATHS } from '../lib/constants.ts';
import { EDITION_REGISTRY, type EditionRegistry } from '../lib/editions.ts';
import { messages } from '../lib/messages.ts';
import type { AddressResolver } from './address/types.ts';
import { createDataset } from './dataset.ts';
import type { DataStore } from './dataStore.ts';
import { healthDocument } from './health.ts';
import { CACHE, errorJson, json, methodNotAllowed, preflight, unavailable, withoutBody } from './http.ts';
import { openApiDocument } from './openapi.ts';
import { profileRoute } from './profile.ts';
import { createProfileDataset } from './profileDataset.ts';
import { weatherRoute } from './weather.ts';

export type Handler = (request: Request) => Promise<Response>;

export interface HandlerOptions {
  /** The built dataset (site/data). */
  store: DataStore;
  /** Resolves `address` queries (api/address). */
  resolveAddress: AddressResolver;
  /** Where data outages and unexpected errors are logged; default console.error. */
  log?: (line: string) => void;
  /** The editions served (`period`, /health, the OpenAPI document); default lib/editions.ts's. */
  editions?: EditionRegistry;
}

/** True when a path is one the handler answers (the local server sends only these to it). */
export function isApiPath(pathname: string): boolean {
  return ROUTE_PATHS.has(normalisePath(pathname));
}

const ROUTE_PATHS = new Set<string>(Object.values(API_PATHS));

/** One trailing slash is forgiven: /health/ is /health. */
function normalisePath(pathname: string): string {
  return pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
}

/**
 * @example const handler = createHandler({ store: fileDataStore('site/data'), resolveAddress });
 * const res = await handler(new Request('http://localhost/typical-weather?zip=10024&month=7'));
 */
export function createHandler({ store, resolveAddress, log = console.error, editions = EDITION_REGISTRY }: HandlerOptions): Handler {
  const dataset = createDataset(store, log, undefined, editions);
  const weather = weatherRoute(dataset, resolveAddress, editions);
  const profile = profileRoute(createProfileDataset(dataset, log, editions), resolveAddress, editions);
  const openapi = openApiDocument(editions);

  const health = async () => {
    try {
      return json(200, healthDocument(await dataset.manifest(), editions), CACHE.none);
    } catch {
      return unavailable(messages.datasetUnavailable(), 'data');
    }
  };

  const route = (url: URL): Promise<Response> | Response => {
    switch (normalisePath(url.pathname)) {
      case API_PATHS.weather:
        return weather(url);
      case API_PATHS.profile:
        return profile(url);
      case API_PATHS.health:
      case API_PATHS.api:
        return health();
      case API_PATHS.openapi:
        return json(200, openapi, CACHE.document);
      default:
        return errorJson(404, messages.notFound(url.pathname), CACHE.document);
    }
  };

  return async (request) => {
    const { method } = request;
    if (method === 'OPTIONS') return preflight(request);
    if (method !== 'GET' && method !== 'HEAD') return methodNotAllowed(method);
    try {
      const response = await route(new URL(request.url));
      return method === 'HEAD' ? withoutBody(response) : response;
    } catch (error) {
      // A bug, not a client or data problem: say so honestly. The fuzz tests prove it does not happen.
      log(`unexpected error on ${request.url.slice(0, 200)}: ${error instanceof Error ? error.stack : String(error)}`);
      return errorJson(500, messages.internal(), CACHE.none);
    }
  };
}
