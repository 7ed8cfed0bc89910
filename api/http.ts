/**
 * HTTP details every API response shares: JSON bodies, CORS, caching and method rules
 * (DESIGN.md "Responses"). Pure helpers; the handler decides which to use.
 */
import { messages } from '../lib/messages.ts';
import type { ErrorBody } from '../lib/types.ts';

export const ALLOWED_METHODS = 'GET, HEAD, OPTIONS';

/**
 * Cache policies by kind of answer. ZIP answers change only with a new build, and Netlify purges
 * its CDN on every deploy, so the CDN may keep them long; browsers re-check hourly. Address answers
 * depend on the geocoder, so they are kept shorter. Outages and liveness are never cached.
 */
export const CACHE = {
  zip: { browser: 'public, max-age=3600', cdn: 'public, durable, s-maxage=604800' },
  address: { browser: 'public, max-age=300', cdn: 'public, durable, s-maxage=3600' },
  /** Found by a fallback while the geocoder was failing: at most 5 minutes anywhere. */
  addressFallback: { browser: 'public, max-age=300', cdn: 'public, durable, s-maxage=300' },
  document: { browser: 'public, max-age=3600', cdn: 'public, durable, s-maxage=604800' },
  none: { browser: 'no-store', cdn: 'no-store' },
} as const;

export type CachePolicy = (typeof CACHE)[keyof typeof CACHE];

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
      'cache-control': cache.browser,
      'netlify-cdn-cache-control': cache.cdn,
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

export function methodNotAllowed(method: string): Response {
  return errorJson(405, messages.methodNotAllowed(method), CACHE.none, { allow: ALLOWED_METHODS });
}

/** HEAD answers with the GET response's status and headers and no body. */
export function withoutBody(response: Response): Response {
  return new Response(null, { status: response.status, statusText: response.statusText, headers: response.headers });
}
