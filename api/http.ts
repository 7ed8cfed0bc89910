/**
 * HTTP details every API response shares: JSON bodies, CORS, preflight and HEAD. Pure helpers;
 * the handler decides which to use.
 */
import { cacheHeaders, type CachePolicy } from './cache.ts';

export const ALLOWED_METHODS = 'GET, HEAD, OPTIONS';

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

/** CORS preflight: any origin, the allowed methods, whatever headers the browser asks for. */
export function preflight(request: Request, methods: string = ALLOWED_METHODS): Response {
  return new Response(null, {
    status: 204,
    headers: {
      ...CORS,
      'access-control-allow-methods': methods,
      'access-control-allow-headers': request.headers.get('access-control-request-headers') ?? '*',
      'access-control-max-age': '86400',
      allow: methods,
    },
  });
}

/** HEAD answers with the GET response's status and headers and no body. */
export function withoutBody(response: Response): Response {
  return new Response(null, { status: response.status, statusText: response.statusText, headers: response.headers });
}
