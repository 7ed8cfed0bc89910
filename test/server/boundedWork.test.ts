/**
 * Bounded work and the API's headers on the real server (createApp with the MCP endpoint, over the
 * fixture dataset): JSON-RPC batches on /mcp are refused whole, unread by the server; a full queue
 * of expensive requests is a 503 with Retry-After; API answers carry nosniff, the exposed headers
 * and on every 200 an ETag (the body's XXH64) that a conditional request (weak, `*` or in a list)
 * turns into a 304 with the same headers; a HEAD carries the GET's Content-Length and ETag.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import xxhash from 'xxhash-wasm';
import { createHandler, type Handler } from '../../api/handler.ts';
import { createMcpHandler } from '../../api/mcp/mcpHandler.ts';
import { withMcp } from '../../api/mcp/withMcp.ts';
import { WORK_LIMITS } from '../../api/workLimit.ts';
import { createApp } from '../../server/app.ts';
import { memoryStore } from '../support/memoryStore.ts';
import { rawHttp } from '../support/rawHttp.ts';

let server: Server;
afterEach(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const fixtureApi = () => createHandler({ store: memoryStore(), resolveAddress: async () => ({ kind: 'not-found', tried: 'nothing' }), log: () => undefined });

async function start(api: Handler): Promise<{ base: string; port: number }> {
  server = createApp({ siteDir: '/nonexistent', handler: withMcp(api, createMcpHandler(api, { log: () => undefined })) });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { base: `http://127.0.0.1:${port}`, port };
}

const MCP_HEADERS = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' };
const twinsCall = (id: number) => ({ jsonrpc: '2.0', id, method: 'tools/call', params: { name: 'climate-twins', arguments: { zip: '10024', limit: 50, minDistance: 0 } } });

describe('MCP batches', () => {
  it.each([
    ['an empty batch', []],
    ['a batch of one ping', [{ jsonrpc: '2.0', id: 1, method: 'ping' }]],
    ['a batch of 100 twins searches', Array.from({ length: 100 }, (_, i) => twinsCall(i))],
  ])('%s: 400, JSON-RPC -32600 Invalid Request, id null', async (_, batch) => {
    let calls = 0;
    const api = fixtureApi();
    const { base } = await start((request) => (calls++, api(request)));
    const res = await fetch(`${base}/mcp`, { method: 'POST', headers: MCP_HEADERS, body: JSON.stringify(batch) });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ jsonrpc: '2.0', error: { code: -32600 }, id: null });
    expect(calls).toBe(0);
  });
});

describe('expensive requests beyond the work limit', () => {
  it('a tool call past the running and waiting ones is a 503 with Retry-After; the others are answered', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const api = fixtureApi();
    const { base } = await start(async (request) => (await held, api(request)));
    const post = (id: number) => fetch(`${base}/mcp`, { method: 'POST', headers: MCP_HEADERS, body: JSON.stringify(twinsCall(id)) });
    const admitted = Array.from({ length: WORK_LIMITS.running + WORK_LIMITS.waiting }, (_, i) => post(i));
    // Bounded wait: the admitted ones have reached the limit once a probe is refused.
    let refused: Response | undefined;
    for (let i = 0; i < 100 && refused === undefined; i++) {
      const probe = await post(1000 + i);
      if (probe.status === 503) refused = probe;
      else await new Promise((r) => setTimeout(r, 50));
    }
    expect(refused?.headers.get('retry-after')).toBe('1');
    expect(await refused!.json()).toMatchObject({ jsonrpc: '2.0', error: { code: -32000 }, id: null });
    release();
    for (const answer of await Promise.all(admitted)) expect(answer.status).toBe(200);
  });
});

describe("the API's headers", () => {
  it('every answer: nosniff, and ETag and Retry-After readable from other origins', async () => {
    const { base } = await start(fixtureApi());
    for (const path of ['/typical-weather?zip=10024', '/typical-weather?zip=1', '/health', '/openapi.json', '/nowhere-api']) {
      const res = await fetch(base + path);
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(res.headers.get('access-control-expose-headers'), path).toBe('ETag, Retry-After');
    }
  });

  const conditionalCases = ['/typical-weather?zip=10024', '/typical-weather?zip=10024&month=7', '/climate-profile?zip=10024', '/health', '/openapi.json'].flatMap((path) =>
    (
      [
        ['its ETag', (etag: string) => etag, 304],
        ['its weak ETag', (etag: string) => `W/${etag}`, 304],
        ['a list holding it', (etag: string) => `"other", ${etag}`, 304],
        ['*', () => '*', 304],
        ['another ETag', () => '"other"', 200],
      ] as const
    ).map(([what, ifNoneMatch, status]) => [path, what, ifNoneMatch, status] as const),
  );

  it.each(conditionalCases)('%s with If-None-Match %s: %i', async (path, _, ifNoneMatch, status) => {
    const { base, port } = await start(fixtureApi());
    const first = await fetch(base + path);
    const etag = first.headers.get('etag')!;
    expect(etag).toBe(`"${(await xxhash()).h64Raw(new Uint8Array(await first.arrayBuffer())).toString(16).padStart(16, '0')}"`);
    const res = await rawHttp(port, `GET ${path} HTTP/1.1\r\nHost: a\r\nIf-None-Match: ${ifNoneMatch(etag)}\r\nConnection: close\r\n\r\n`);
    expect(res.status).toBe(status);
    expect(res.headers.get('etag')).toBe(etag);
    expect(res.headers.get('cache-control')).toBe(first.headers.get('cache-control'));
    if (status === 304) expect(res.body).toBe('');
  });

  it.each(['/typical-weather?zip=1', '/typical-weather?zip=10024&month=13', '/nowhere-api'])('%s: an error has no ETag, and If-None-Match: * does not make it a 304', async (path) => {
    const { port } = await start(fixtureApi());
    const res = await rawHttp(port, `GET ${path} HTTP/1.1\r\nHost: a\r\nIf-None-Match: *\r\nConnection: close\r\n\r\n`);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.headers.get('etag') ?? null).toBeNull();
  });

  it.each(['/typical-weather?zip=10024', '/typical-weather?zip=1', '/openapi.json', '/health'])('HEAD %s: the GET’s Content-Length and ETag, no body', async (path) => {
    const { base, port } = await start(fixtureApi());
    const get = await fetch(base + path);
    const body = Buffer.from(await get.arrayBuffer());
    const head = await rawHttp(port, `HEAD ${path} HTTP/1.1\r\nHost: a\r\nConnection: close\r\n\r\n`);
    expect(Number(head.headers.get('content-length'))).toBe(body.length);
    expect(head.headers.get('etag') ?? null).toBe(get.headers.get('etag'));
    expect(head.body).toBe('');
  });
});
