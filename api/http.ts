/**
 * HTTP details every API response shares: JSON bodies, CORS, preflight and HEAD. Pure helpers;
 * the handler decides which to use.
 */
import { hash } from 'node:crypto';
import fresh from 'fresh';
import { cacheHeaders, type CachePolicy } from './cache.ts';
import { asResponse, JsonResponse } from './jsonResponse.ts';
import { EXPOSED_HEADERS, NOSNIFF } from './securityHeaders.ts';

export const ALLOWED_METHODS = 'GET, HEAD, OPTIONS';

/** What every answer carries: CORS (any origin, and the headers it may read) and no sniffing. */
export const CORS = { 'access-control-allow-origin': '*', 'access-control-expose-headers': EXPOSED_HEADERS, 'x-content-type-options': NOSNIFF } as const;

/**
 * A JSON response with CORS and caching headers (a light one: api/jsonResponse.ts).
 * @example json(200, { status: 'ok' }, CACHE.none)
 */
export function json(status: number, body: unknown, cache: CachePolicy, headers?: Record<string, string>): Response {
  return asResponse(new JsonResponse(status, answerHeaders(status, cache, headers), body));
}

/** A JSON response whose body is made already as its text (the MCP endpoint's: api/mcp/answerText.ts), with json()'s headers. */
export function jsonText(status: number, text: string, cache: CachePolicy, headers?: Record<string, string>): Response {
  return asResponse(new JsonResponse(status, answerHeaders(status, cache, headers), undefined, text));
}

function answerHeaders(status: number, cache: CachePolicy, headers: Record<string, string> | undefined): Readonly<Record<string, string>> {
  const shared = sharedHeaders(status, cache);
  return headers === undefined ? shared : Object.assign({}, shared, headers);
}

/**
 * A JSON response whose body is already its bytes (a prerendered answer: api/weather/prerendered.ts),
 * with the headers json() gives the same status and policy.
 */
export function jsonBytes(status: number, bytes: Uint8Array, cache: CachePolicy): Response {
  return asResponse(new JsonResponse(status, sharedHeaders(status, cache), undefined, bytes));
}

/**
 * A 200 that never changes while the process runs (the OpenAPI document): serialized and given its
 * ETag once; a request whose If-None-Match matches it (weakly, or `*`: `fresh`) gets a 304.
 * @example const openapi = fixedAnswer(document, CACHE.document); await openapi(request)
 */
export function fixedAnswer(value: unknown, cache: CachePolicy): (request: Request) => Response {
  const bytes = Buffer.from(JSON.stringify(value));
  const headers = Object.assign({}, sharedHeaders(200, cache), { etag: `"${hash('sha1', bytes, 'base64url')}"` });
  return (request) => {
    const ifNoneMatch = request.headers.get('if-none-match');
    if (ifNoneMatch !== null && fresh({ 'if-none-match': ifNoneMatch }, headers)) {
      return asResponse(new JsonResponse(304, headers));
    }
    return asResponse(new JsonResponse(200, headers, undefined, bytes));
  };
}

const made = new WeakMap<CachePolicy, Record<string, string>[]>();

/**
 * The headers every answer of a policy and kind (success or error) has: made once, shared, never
 * changed (Readonly, not frozen: V8 copies a frozen object on its slow path, and an answer with
 * headers of its own copies these). The Node edge keeps one list of them a record (server/nodeAdapter.ts).
 */
function sharedHeaders(status: number, cache: CachePolicy): Readonly<Record<string, string>> {
  let byKind = made.get(cache);
  if (byKind === undefined) made.set(cache, (byKind = []));
  const kind = status >= 400 ? 1 : 0;
  return (byKind[kind] ??= { 'content-type': 'application/json; charset=utf-8', ...cacheHeaders(status, cache), ...CORS });
}

/** CORS preflight: any origin, the allowed methods, whatever headers the browser asks for. */
export function preflight(request: Request, methods: string = ALLOWED_METHODS): Response {
  return new Response(null, {
    status: 204,
    headers: Object.assign({}, CORS, {
      'access-control-allow-methods': methods,
      'access-control-allow-headers': request.headers.get('access-control-request-headers') ?? '*',
      'access-control-max-age': '86400',
      allow: methods,
    }),
  });
}

/** HEAD answers with the GET response's status and headers and no body. */
export function withoutBody(response: Response): Response {
  if (response instanceof JsonResponse) return asResponse(response.withoutBody());
  return new Response(null, { status: response.status, statusText: response.statusText, headers: response.headers });
}
