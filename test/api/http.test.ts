/**
 * HTTP behaviour of the handler: CORS on everything, preflight, HEAD, 405 with
 * Allow, JSON 404s, content type and caching headers.
 */
import { describe, expect, it } from 'vitest';
import { RETRY_AFTER_SECONDS } from '../../api/cache.ts';
import { openApiDocument } from '../../api/openapi.ts';
import { ROUTE_PARAMS, routeParamNames } from '../../lib/routeParams.ts';
import { harness } from '../support/handlerHarness.ts';
import { schemaErrors } from '../support/openapiSchemas.ts';

/** A serving-form file made missing, for the outage cases. */
const OUTAGE_FILE = 'serve/1991-2020.bin';

const paths = [
  '/typical-weather?zip=10024',
  '/typical-weather?zip=10024&month=7',
  '/typical-weather?address=Seattle%2C%20WA',
  '/typical-weather',
  '/typical-weather?zip=00000',
  '/typical-weather?zip=99701',
  '/typical-weather?address=Nowhere',
  '/health',
  '/api',
  '/openapi.json',
  '/nope',
  '/data/../../etc/passwd',
];

describe('every response', () => {
  it.each(paths)('GET %s: CORS and a JSON content type', async (path) => {
    const { headers } = await harness().call(path);
    expect(headers.get('access-control-allow-origin')).toBe('*');
    expect(headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(headers.get('cache-control')).toBeTruthy();
  });
});

describe('methods', () => {
  it.each(['POST', 'PUT', 'DELETE', 'PATCH', 'FOO'])('%s → 405 with Allow and CORS', async (method) => {
    const { status, headers, body } = await harness().call('/typical-weather?zip=10024', { method });
    expect(status).toBe(405);
    expect(headers.get('allow')).toBe('GET, HEAD, OPTIONS');
    expect(headers.get('access-control-allow-origin')).toBe('*');
    expect(schemaErrors('/typical-weather', 405, body)).toEqual([]);
  });

  // The document says the method is checked before the path: an unknown path is a 404 for GET and HEAD only.
  it.each([
    { method: 'POST', path: '/nope', status: 405 },
    { method: 'DELETE', path: '/health/', status: 405 },
    { method: 'OPTIONS', path: '/nope', status: 204 },
    { method: 'HEAD', path: '/nope', status: 404 },
  ])('$method $path → $status, as the document says', async ({ method, path, status }) => {
    expect((await harness().call(path, { method })).status).toBe(status);
    expect(openApiDocument().info.description).toContain('the method is checked before the path');
  });

  it('OPTIONS is a 204 preflight allowing any origin and the asked headers', async () => {
    const { status, headers, text } = await harness().call('/typical-weather?zip=10024', {
      method: 'OPTIONS',
      headers: { origin: 'https://example.com', 'access-control-request-method': 'GET', 'access-control-request-headers': 'x-requested-with' },
    });
    expect(status).toBe(204);
    expect(text).toBe('');
    expect(headers.get('access-control-allow-origin')).toBe('*');
    expect(headers.get('access-control-allow-methods')).toBe('GET, HEAD, OPTIONS');
    expect(headers.get('access-control-allow-headers')).toBe('x-requested-with');
    expect(headers.get('access-control-max-age')).toBe('86400');
  });

  it.each(['/typical-weather?zip=10024&month=7', '/typical-weather?zip=00000', '/health', '/nope'])(
    'HEAD %s: the GET status and headers, its Content-Length too, no body',
    async (path) => {
      const h = harness();
      const get = await h.call(path);
      const head = await h.call(path, { method: 'HEAD' });
      expect(head.status).toBe(get.status);
      expect(head.text).toBe('');
      expect(Object.fromEntries(head.headers)).toEqual(Object.assign(Object.fromEntries(get.headers), { 'content-length': String(Buffer.byteLength(get.text)) }));
    },
  );
});

describe('paths', () => {
  // Only the paths the document lists: a trailing slash is another path, as at a gateway built from it.
  it.each(['/nope', '/typical-weather/extra', '/HEALTH', '/', '/data/zip/100.json', '/typical-weather/?zip=10024', '/health/', '/openapi.json/'])('%s → JSON 404', async (path) => {
    const { status, body } = await harness().call(path);
    expect(status).toBe(404);
    expect((body as { error: string }).error).toMatch(/^No such endpoint .*See \/api/);
  });
});

describe('caching', () => {
  // Successes carry the CDN policy; errors tell Netlify's CDN no-store (it never keeps an error
  // status); only weather answers name their cache key (Netlify-Vary).
  const vary = 'query=zip|address|lat|lon|period|units|month|date';
  const cases: { path: string; status: number; browser: string; cdn: string; vary: string | null; outage?: true }[] = [
    { path: '/typical-weather?zip=10024', status: 200, browser: 'public, max-age=3600', cdn: 'public, durable, s-maxage=604800', vary },
    { path: '/typical-weather?zip=10024&month=7&utm_source=x', status: 200, browser: 'public, max-age=3600', cdn: 'public, durable, s-maxage=604800', vary },
    { path: '/typical-weather?zip=00000', status: 422, browser: 'public, max-age=3600', cdn: 'no-store', vary: null },
    { path: '/typical-weather?zip=10024&month=13', status: 400, browser: 'public, max-age=3600', cdn: 'no-store', vary: null },
    { path: '/typical-weather?address=Seattle%2C%20WA', status: 200, browser: 'public, max-age=300', cdn: 'public, durable, s-maxage=3600', vary },
    { path: '/typical-weather?address=Nowhere', status: 404, browser: 'public, max-age=300', cdn: 'no-store', vary: null },
    { path: '/typical-weather?zip=10024', outage: true, status: 503, browser: 'no-store', cdn: 'no-store', vary: null },
    { path: '/health', status: 200, browser: 'no-store', cdn: 'no-store', vary: null },
    { path: '/openapi.json', status: 200, browser: 'public, max-age=3600', cdn: 'public, durable, s-maxage=604800', vary: null },
    { path: '/nope', status: 404, browser: 'public, max-age=3600', cdn: 'no-store', vary: null },
  ];
  it.each(cases)('$path → $status, $browser, CDN $cdn', async ({ path, status, browser, cdn, vary, outage }) => {
    const h = harness();
    if (outage) h.store.files.set(OUTAGE_FILE, null);
    const { status: actual, headers } = await h.call(path);
    expect(actual).toBe(status);
    expect(headers.get('cache-control')).toBe(browser);
    expect(headers.get('netlify-cdn-cache-control')).toBe(cdn);
    expect(headers.get('netlify-vary')).toBe(vary);
  });

  it('Netlify-Vary names exactly the parameters the OpenAPI document gives /typical-weather', () => {
    const documented = openApiDocument().paths['/typical-weather'].get.parameters.filter((p) => p.in === 'query').map((p) => p.name);
    expect(routeParamNames(ROUTE_PARAMS.weather).sort()).toEqual(documented.sort());
  });

  it('a 503 says when to retry: 60 s for the dataset, 30 s for the geocoder, 1 s for a full work queue', async () => {
    const h = harness();
    h.store.files.set(OUTAGE_FILE, null);
    expect((await h.call('/typical-weather?zip=10024')).headers.get('retry-after')).toBe(String(RETRY_AFTER_SECONDS.data));
    expect(RETRY_AFTER_SECONDS).toEqual({ data: 60, geocoder: 30, busy: 1 });
  });
});
