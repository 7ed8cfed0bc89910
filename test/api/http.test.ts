/**
 * HTTP behaviour of the handler (issue 3, item 6): CORS on everything, preflight, HEAD, 405 with
 * Allow, JSON 404s, content type and caching headers.
 */
import { describe, expect, it } from 'vitest';
import { harness } from '../support/handlerHarness.ts';
import { schemaErrors } from '../support/openapiSchemas.ts';

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
    'HEAD %s: the GET status and headers, no body',
    async (path) => {
      const h = harness();
      const get = await h.call(path);
      const head = await h.call(path, { method: 'HEAD' });
      expect(head.status).toBe(get.status);
      expect(head.text).toBe('');
      expect(Object.fromEntries(head.headers)).toEqual(Object.fromEntries(get.headers));
    },
  );
});

describe('paths', () => {
  it.each(['/nope', '/typical-weather/extra', '/HEALTH', '/', '/data/zip/100.json'])('%s → JSON 404', async (path) => {
    const { status, body } = await harness().call(path);
    expect(status).toBe(404);
    expect((body as { error: string }).error).toMatch(/^No such endpoint .*See \/api/);
  });
});

describe('caching', () => {
  const cases: { path: string; browser: string; cdn: string }[] = [
    { path: '/typical-weather?zip=10024', browser: 'public, max-age=3600', cdn: 'public, durable, s-maxage=604800' },
    { path: '/typical-weather?zip=00000', browser: 'public, max-age=3600', cdn: 'public, durable, s-maxage=604800' },
    { path: '/typical-weather?month=13', browser: 'public, max-age=3600', cdn: 'public, durable, s-maxage=604800' },
    { path: '/typical-weather?address=Seattle%2C%20WA', browser: 'public, max-age=300', cdn: 'public, durable, s-maxage=3600' },
    { path: '/typical-weather?zip=99712', browser: 'no-store', cdn: 'no-store' }, // shard 997 is missing: outage
    { path: '/health', browser: 'no-store', cdn: 'no-store' },
    { path: '/openapi.json', browser: 'public, max-age=3600', cdn: 'public, durable, s-maxage=604800' },
  ];
  it.each(cases)('$path → $browser', async ({ path, browser, cdn }) => {
    const { headers } = await harness().call(path);
    expect(headers.get('cache-control')).toBe(browser);
    expect(headers.get('netlify-cdn-cache-control')).toBe(cdn);
  });
});
