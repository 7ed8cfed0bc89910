/**
 * The whole API as one web-standard handler, `(Request) => Promise<Response>`. The Netlify Function
 * and the local server are thin adapters over it; tests call it directly. Every step throws an
 * ApiError when a request cannot be answered; one catch turns any error into the response.
 */
import { API_PATHS } from '../lib/constants.ts';
import { EDITION_REGISTRY, type EditionRegistry } from '../lib/editions.ts';
import type { Speaker } from '../lib/wording.ts';
import type { AddressResolver } from './address/types.ts';
import { methodNotAllowed, notFound } from './apiError.ts';
import { CACHE } from './cache.ts';
import { createDataset } from './data/dataset.ts';
import type { DataStore } from './data/dataStore.ts';
import { errorResponse } from './errorResponse.ts';
import { healthDocument } from './health.ts';
import { conditional, fixedAnswer, json, preflight, withoutBody } from './http.ts';
import { urlOf } from './lightWeb.ts';
import { readData } from './place.ts';
import { dailyRoute } from './daily/route.ts';
import { profileRoute } from './profile/route.ts';
import { twinsRoute } from './twins/route.ts';
import { weatherRoute } from './weather/route.ts';
import { workLimit, type WorkLimit } from './workLimit.ts';

export type Handler = (request: Request) => Promise<Response>;

/**
 * Set on a request whose caller reads the answer's value, not its bytes (an MCP tool call): its
 * answers are made as values, not sent from prerendered texts, which it would have to parse back.
 */
export const READS_VALUE = Symbol('reads the answer as its value');

/** Set on a request whose error messages name next steps as its `Speaker` says them (an MCP tool call: as tools). */
export const SPEAKER = Symbol('how error messages name a next step');

export interface HandlerOptions {
  /** The built dataset (site/data). */
  store: DataStore;
  /** Resolves `address` queries (api/address). */
  resolveAddress: AddressResolver;
  /** Where data outages and unexpected errors are logged; default console.error. */
  log?: (line: string) => void;
  /** The editions served (`period`, /health, the OpenAPI document); default lib/editions.ts's. */
  editions?: EditionRegistry;
  /** The OpenAPI document's contact URL (CONTACT_URL); none by default. */
  contactUrl?: string;
  /** The bound on twins searches; default a workLimit of its own (the local server passes one it stops). */
  work?: WorkLimit;
}

/**
 * True when a path is one the handler answers (the local server sends only these to it): a route's
 * exactly as the OpenAPI document lists it, and that path with slashes after it, which the handler
 * answers 404 (`/health/`, as at a gateway built from the document) the same way in process as served.
 */
export function isApiPath(pathname: string): boolean {
  return ROUTE_PATHS.has(pathname) || (pathname.endsWith('/') && ROUTE_PATHS.has(pathname.replace(/\/+$/, '')));
}

const ROUTE_PATHS = new Set<string>(Object.values(API_PATHS));

/**
 * @example const handler = createHandler({ store: fileDataStore('site/data'), resolveAddress });
 * const res = await handler(new Request('http://localhost/typical-weather?zip=10024&month=7'));
 */
export function createHandler({ store, resolveAddress, log = console.error, editions = EDITION_REGISTRY, contactUrl, work }: HandlerOptions): Handler {
  const dataset = createDataset(store, log, editions);
  const weather = weatherRoute(dataset, resolveAddress, editions);
  const profile = profileRoute(dataset, resolveAddress, editions);
  const twins = twinsRoute(dataset, resolveAddress, editions);
  const daily = dailyRoute(dataset, resolveAddress, editions);
  // A twins search costs a thousand times a ZIP's answer: bounded (api/workLimit.ts).
  const expensive = work ?? workLimit(log);
  // Made when first asked, its module imported only then: building it (schemas rewritten for
  // metric, examples attached) is a good part of a cold start that answers anything else, and its
  // schemas and recorded examples, a third of the bundle, are then only pre-parsed (5 ms less to compile).
  let openapi: Promise<() => Response> | undefined;
  const openapiAnswer = () => import('./openapi.ts').then((m) => fixedAnswer(m.openApiDocument(editions, contactUrl), CACHE.document));

  const health = async () => json(200, healthDocument(await readData(() => dataset.manifest()), editions), CACHE.none);

  const route = (url: URL, prerender: boolean): Promise<Response> | Response => {
    switch (url.pathname) {
      case API_PATHS.weather:
        return weather(url, prerender);
      case API_PATHS.profile:
        return profile(url, prerender);
      case API_PATHS.twins:
        return expensive(() => twins(url));
      case API_PATHS.daily:
        return daily(url);
      case API_PATHS.health:
      case API_PATHS.api:
        return health();
      case API_PATHS.openapi:
        return (openapi ??= openapiAnswer()).then((answer) => answer());
      default:
        throw notFound(url.pathname);
    }
  };

  return async (request) => {
    const { method } = request;
    if (method === 'OPTIONS') return preflight(request);
    let response: Response;
    try {
      if (method !== 'GET' && method !== 'HEAD') throw methodNotAllowed(method);
      const readsValue = READS_VALUE in request;
      response = await route(urlOf(request), !readsValue);
      // A caller that reads the value has no use for an ETag, which hashes the bytes.
      if (!readsValue) response = await conditional(request, response);
    } catch (error) {
      response = errorResponse(error, log, request.url, (request as { [SPEAKER]?: Speaker })[SPEAKER]);
    }
    return method === 'HEAD' ? withoutBody(response) : response;
  };
}
