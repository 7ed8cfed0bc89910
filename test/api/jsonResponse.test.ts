/**
 * The handler's light answer passes for a web Response everywhere one is read, and the Node edge
 * writes exactly what that Response would carry, until something turns it into a real one.
 */
import { describe, expect, it } from 'vitest';
import { CACHE } from '../../api/cache.ts';
import { json, withoutBody } from '../../api/http.ts';
import { JsonResponse, readAnswer, wireOf } from '../../api/jsonResponse.ts';

const body = { shape: 'x', months: [{ month: 1, avgHighF: 39.5 }], note: 'é “quoted” \u2028' };
const answer = () => json(200, body, CACHE.zip);

describe('a light answer read as a Response', () => {
  it.each([
    ['instanceof Response', (r: Response) => r instanceof Response, true],
    ['status', (r: Response) => r.status, 200],
    ['ok', (r: Response) => r.ok, true],
    ['statusText', (r: Response) => r.statusText, ''],
    ['content-type', (r: Response) => r.headers.get('content-type'), 'application/json; charset=utf-8'],
    ['bodyUsed before reading', (r: Response) => r.bodyUsed, false],
    ['type', (r: Response) => r.type, 'default'],
  ] as const)('%s', (_name, read, expected) => {
    expect(read(answer())).toEqual(expected);
  });

  it.each([
    ['json()', async (r: Response) => r.json(), body],
    ['text()', async (r: Response) => r.text(), JSON.stringify(body)],
    ['arrayBuffer()', async (r: Response) => Buffer.from(await r.arrayBuffer()).toString(), JSON.stringify(body)],
    ['clone().text()', async (r: Response) => r.clone().text(), JSON.stringify(body)],
    ['body stream', async (r: Response) => new Response(r.body).text(), JSON.stringify(body)],
  ] as const)('%s reads the same body as a real Response', async (_name, read, expected) => {
    expect(await read(answer())).toEqual(expected);
  });

  it('is read once, as a real one: a second read is refused', async () => {
    const response = answer();
    await response.text();
    await expect(response.text()).rejects.toThrow(TypeError);
  });
});

describe('what the Node edge writes', () => {
  it('the status, headers and text a real Response would carry', async () => {
    const response = answer();
    const wire = wireOf(response)!;
    const real = new Response(JSON.stringify(body), { status: 200, headers: wire.headers });
    expect(wire.status).toBe(real.status);
    expect(Object.fromEntries(Object.entries(wire.headers))).toEqual(Object.fromEntries(real.headers));
    expect(wire.body).toBe(await real.text());
  });

  it('nothing once the answer became a real Response: its headers may have changed', () => {
    const response = answer();
    response.headers.set('x-added', 'yes');
    expect(wireOf(response)).toBeNull();
  });

  it("no body for HEAD, the same headers and the body's Content-Length", () => {
    const head = withoutBody(answer());
    expect(head).toBeInstanceOf(JsonResponse);
    const get = wireOf(answer())!;
    expect(wireOf(head)).toEqual({ status: 200, headers: { ...get.headers, 'content-length': String(Buffer.byteLength(get.body as string)) }, body: null, etag: null });
  });

  it('a real Response is never light', () => {
    expect(wireOf(new Response('{}'))).toBeNull();
  });

  it('extra headers never change the headers other answers share', () => {
    const before = { ...wireOf(json(503, {}, CACHE.none))!.headers };
    json(503, {}, CACHE.none, { 'retry-after': '60' });
    expect(wireOf(json(503, {}, CACHE.none))!.headers).toEqual(before);
    expect(wireOf(json(503, {}, CACHE.none, { 'retry-after': '60' }))!.headers['retry-after']).toBe('60');
  });
});

describe('readAnswer', () => {
  it.each([
    ['a light answer', () => json(503, { error: 'down' }, CACHE.none, { 'retry-after': '30' })],
    ['a light answer made real', () => { const r = json(503, { error: 'down' }, CACHE.none, { 'retry-after': '30' }); void r.headers; return r; }],
    ['a real Response', () => new Response('{"error":"down"}', { status: 503, headers: { 'retry-after': '30' } })],
  ])('%s: the value and the header', async (_name, make) => {
    expect(await readAnswer(make(), 'retry-after')).toEqual({ value: { error: 'down' }, header: '30' });
    expect((await readAnswer(make(), 'x-none')).header).toBeNull();
  });
});
