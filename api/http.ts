/**
 * HTTP details every API response shares: JSON bodies, CORS, caching and method rules
 * (DESIGN.md "Responses"). Pure helpers; the handler decides which to use.
 */
import { WEATHER_QUERY_PARAMS } from '../lib/constants.ts';
import { messages } from '../lib/messages.ts';
import type { ErrorBody } from '../lib/types.ts';

export const ALLOWED_METHODS = 'GET, HEAD, OPTIONS';

/**
 * Netlify's CDN key for weather answers: only the parameters that change the answer, so tracking
 * parameters (`utm_*`) and parameter order do not cost an invocation each.
 */
const WEATHER_VARY = `query=${WEATHER_QUERY_PARAMS.join('|')}`;

/**
 * Cache policies by kind of answer. ZIP answers change only with a new build, and Netlify purges
 * its CDN on every deploy, so the CDN may keep them long (durable: one cache shared by every edge
 * node); browsers re-check hourly. Address answers depend on the geocoder, so they are kept
 * shorter. Outages and liveness are never cached. Errors: see cacheHeaders.
 */
export const CACHE = {
  zip: { browser: 'public, max-age=3600', cdn: 'public, durable, s-maxage=604800', vary: WEATHER_VARY },
  address: { browser: 'public, max-age=300', cdn: 'public, durable, s-maxage=3600', vary: WEATHER_VARY },
  /** Found by a fallback while the geocoder was failing: at most 5 minutes anywhere. */
  addressFallback: { browser: 'public, max-age=300', cdn: 'public, durable, s-maxage=300', vary: WEATHER_VARY },
  document: { browser: 'public, max-age=3600', cdn: 'public, durable, s-maxage=604800' },
  none: { browser: 'no-store', cdn: 'no-store' },
} as const;

/** Seconds a client should wait after a 503 before retrying, by what is down. */
export const RETRY_AFTER_SECONDS = { data: 60, geocoder: 30 } as const;

export type CachePolicy = { browser: string; cdn: string; vary?: string };

/**
 * The caching headers of an answer: the policy's for a success. Netlify's CDN never stores an
 * error status, so an error says `no-store` to it rather than promise what will not happen; the
 * browser may still keep a deterministic 4xx as long as the policy says. Errors stay cheap
 * instead: a bad parameter is refused before any read, a ZIP's 422 costs one memoised shard.
 * @example cacheHeaders(422, CACHE.zip) // { 'cache-control': 'public, max-age=3600', 'netlify-cdn-cache-control': 'no-store' }
 */
export function cacheHeaders(status: number, cache: CachePolicy): Record<string, string> {
  if (status >= 400) return { 'cache-control': cache.browser, 'netlify-cdn-cache-control': 'no-store' };
  return {
    'cache-control': cache.browser,
    'netlify-cdn-cache-control': cache.cdn,
    ...(cache.vary === undefined ? {} : { 'netlify-vary': cache.vary }),
  };
}

const CORS = { 'access-control-allow-origin': '*' } as const;

/**
 * A JSON response with CORS and caching headers.
 * @example json(200, { status: 'ok' }, CACHE.none)
 */
export function json(status: number, body: unknown, cache: CachePolicy, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      ...cacheHeaders(status, cache),
      ...CORS,
      ...headers,
    },
  });
}

/** @example errorJson(400, messages.noLocation(), CACHE.document) */
export function errorJson(status: number, message: string, cache: CachePolicy, headers: Record<string, string> = {}): Response {
  const body: ErrorBody = { error: message };
  return json(status, body, cache, headers);
}

/** CORS preflight: any origin, the allowed methods, whatever headers the browser asks for. */
export function preflight(request: Request): Response {
  return new Response(null, {
    status: 204,
    headers: {
      ...CORS,
      'access-control-allow-methods': ALLOWED_METHODS,
      'access-control-allow-headers': request.headers.get('access-control-request-headers') ?? '*',
      'access-control-max-age': '86400',
      allow: ALLOWED_METHODS,
    },
  });
}

/** 503 for an outage: never cached, with the Retry-After of what is down. */
export function unavailable(message: string, down: keyof typeof RETRY_AFTER_SECONDS): Response {
  return errorJson(503, message, CACHE.none, { 'retry-after': String(RETRY_AFTER_SECONDS[down]) });
}

export function methodNotAllowed(method: string): Response {
  return errorJson(405, messages.methodNotAllowed(method), CACHE.none, { allow: ALLOWED_METHODS });
}

/** HEAD answers with the GET response's status and headers and no body. */
export function withoutBody(response: Response): Response {
  return new Response(null, { status: response.status, statusText: response.statusText, headers: response.headers });
}
