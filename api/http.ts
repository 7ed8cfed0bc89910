/**
 * HTTP details every API response shares: JSON bodies, CORS, preflight and HEAD. Pure helpers;
 * the handler decides which to use.
 */
import { cacheHeaders, type CachePolicy } from './cache.ts';
import { etagOf, etagsLoaded, etagsReady } from './etag.ts';
import { asResponse, JsonResponse } from './jsonResponse.ts';
import { headerOf } from './lightWeb.ts';
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
 * A JSON response whose body is already its bytes (a prerendered answer: api/weather/prerendered.ts,
 * or one serialized in parts: api/jsonParts.ts), with the headers json() gives the same status and
 * policy; `value`, when the route has it, spares a caller that reads it (an MCP tool) the parse.
 */
export function jsonBytes(status: number, bytes: Uint8Array, cache: CachePolicy, value?: unknown): Response {
  return asResponse(new JsonResponse(status, sharedHeaders(status, cache), value, bytes));
}

/**
 * A 200 that never changes while the process runs (the OpenAPI document): serialized and given its
 * ETag once (after etagsReady).
 * @example const openapi = await fixedAnswer(document, CACHE.document); openapi()
 */
export async function fixedAnswer(value: unknown, cache: CachePolicy): Promise<() => Response> {
  await etagsReady;
  const bytes = Buffer.from(JSON.stringify(value));
  const etag = etagOf(bytes);
  return () => asResponse(new JsonResponse(200, sharedHeaders(200, cache), undefined, bytes, etag));
}

/**
 * A GET's 200 with its ETag (api/jsonResponse.ts), or, when the request's If-None-Match holds it
 * (weakly, or `*`: `fresh`), a 304 with the same headers and no body. Only the request's
 * If-None-Match is given to `fresh`: fetch sends `Cache-Control: no-cache` with every conditional
 * request, and honouring it is a cache's business, not the origin's. A request without one is
 * answered at once, and `fresh` is imported with the first that has one: it is CommonJS, whose
 * loading (Node's CJS lexer too) a cold start would pay for answers that never ask.
 */
export function conditional(request: Request, response: Response): Response | Promise<Response> {
  if (!(response instanceof JsonResponse) || response.status !== 200) return response;
  if (!etagsLoaded()) return etagsReady.then(() => conditional(request, response));
  const etag = response.etag();
  const ifNoneMatch = headerOf(request, 'if-none-match');
  if (etag === null || ifNoneMatch === null) return response;
  return (loadingFresh ??= import('fresh')).then(({ default: fresh }) =>
    fresh({ 'if-none-match': ifNoneMatch }, { etag }) ? asResponse(response.notModified()) : response,
  );
}

let loadingFresh: Promise<typeof import('fresh')> | undefined;

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
