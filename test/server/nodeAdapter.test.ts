/**
 * The Node edge: what the handler sees of a request (a light Request for GET, HEAD and OPTIONS,
 * a real one with its streamed body otherwise), and what the client gets of a light answer and
 * of a real Response: the same status, headers and bytes.
 */
import { once } from 'node:events';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CACHE } from '../../api/cache.ts';
import { json } from '../../api/http.ts';
import { serveWithHandler } from '../../server/nodeAdapter.ts';

/** What the handler saw, echoed as a light answer (or as a real Response when asked by `real`). */
async function echo(request: Request): Promise<Response> {
  const seen = {
    isRequest: request instanceof Request,
    method: request.method,
    url: request.url,
    header: request.headers.get('x-probe'),
    clonedUrl: request.clone().url,
    aborted: request.signal.aborted,
    body: request.method === 'POST' ? await request.text() : null,
  };
  if (new URL(request.url).searchParams.has('real')) return new Response(JSON.stringify(seen), { status: 201, headers: { 'content-type': 'application/json; charset=utf-8', 'x-real': 'yes' } });
  return json(200, seen, CACHE.none);
}

let server: Server;
let port: number;
beforeAll(async () => {
  server = createServer((req, res) => void serveWithHandler(req, res, echo, () => json(405, { error: 'no' }, CACHE.none)));
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** A raw exchange: status, headers as sent, body bytes. */
function exchange(method: string, target: string, body?: string) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, method, path: target, headers: { 'x-probe': 'p', Host: 'evil.example' } }, (res) => {
      let text = '';
      res.setEncoding('utf8').on('data', (d: string) => (text += d)).on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

describe('what the handler sees', () => {
  it.each([
    ['GET', '/typical-weather?zip=10024', undefined],
    ['OPTIONS', '/typical-weather', undefined],
    ['GET', '/a%20b/../c?x=%zz', undefined],
    ['POST', '/mcp', '{"jsonrpc":"2.0"}'],
  ])('%s %s: a Request at the fixed origin with its headers', async (method, target, body) => {
    const got = await exchange(method, target, body);
    const seen = JSON.parse(got.body);
    const url = new URL(`http://localhost${target}`).href;
    expect(seen).toEqual({ isRequest: true, method, url, header: 'p', clonedUrl: url, aborted: false, body: body ?? null });
  });
});

describe('what the client gets', () => {
  it.each(['/light', '/real?real'])('%s: the status and headers, and the body with its exact length', async (target) => {
    const got = await exchange('GET', target);
    const real = target.includes('real');
    expect(got.status).toBe(real ? 201 : 200);
    expect(got.headers['content-length']).toBe(String(Buffer.byteLength(got.body)));
    expect(got.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(got.headers['transfer-encoding']).toBeUndefined();
    expect(JSON.parse(got.body).url).toBe(`http://localhost${target}`);
  });

  it('HEAD: the headers without a body', async () => {
    const got = await exchange('HEAD', '/light');
    expect(got.status).toBe(200);
    expect(got.body).toBe('');
  });
});
