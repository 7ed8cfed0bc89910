/**
 * Requests Node's HTTP parser refuses before routing, sent over a raw socket (no client would send
 * them), still answer as the API does: JSON, CORS, no-store, and the connection closed.
 */
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { errorResponse } from '../../api/errorResponse.ts';
import { messages } from '../../lib/messages.ts';
import { createApp } from '../../server/app.ts';
import { isHead, refusal } from '../../server/clientError.ts';
import { rawHttp } from '../support/rawHttp.ts';

// Counted: a refusal's answer is made once per message, however many connections it answers.
vi.mock('../../api/errorResponse.ts', async (original) => {
  const module = await original<typeof import('../../api/errorResponse.ts')>();
  return { ...module, errorResponse: vi.fn(module.errorResponse) };
});

let server: Server;
let port: number;

/** The server's side of the newest connection: its bytesRead says what the parser has been given. */
let latest: Socket | undefined;

/** Resolves once the server has read `bytes` on the newest connection. */
async function serverRead(bytes: number): Promise<void> {
  while ((latest?.bytesRead ?? 0) < bytes) await new Promise((resolve) => setTimeout(resolve, 2));
}

beforeAll(async () => {
  const handler = async () => Response.json({ ok: true });
  server = createApp({ siteDir: '/nonexistent', handler });
  server.on('connection', (socket: Socket) => (latest = socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const KB = 1024;
const long = 'x'.repeat(17 * KB);

describe('requests the HTTP parser refuses', () => {
  const cases = [
    { name: 'a URL over 16 KB', bytes: `GET /typical-weather?address=${long} HTTP/1.1\r\nHost: a\r\n\r\n`, status: 414, error: messages.urlTooLong(16) },
    // Arriving in pieces, the part that passes the limit may not show where it is: the 431 names both.
    { name: 'a URL over 16 KB in two pieces', bytes: ['GET /typical-weather?address=', `${long} HTTP/1.1\r\nHost: a\r\n\r\n`], status: 431, error: messages.headersTooLarge(16) },
    { name: 'headers over 16 KB', bytes: `GET /health HTTP/1.1\r\nHost: a\r\nCookie: ${long}\r\n\r\n`, status: 431, error: messages.headersTooLarge(16) },
    { name: 'an unencoded en dash in the URL', bytes: Buffer.from('GET /typical-weather?zip=10024&period=1991–2020 HTTP/1.1\r\nHost: a\r\n\r\n'), status: 400, error: messages.malformedRequest() },
    { name: 'a space in the URL', bytes: 'GET /typical-weather?address=New York HTTP/1.1\r\nHost: a\r\n\r\n', status: 400, error: messages.malformedRequest() },
    { name: 'bytes that are not HTTP', bytes: 'HELLO\r\n\r\n', status: 400, error: messages.malformedRequest() },
    { name: 'a header line without a colon', bytes: 'GET /health HTTP/1.1\r\nHost a\r\n\r\n', status: 400, error: messages.malformedRequest() },
  ];
  it.each(cases)('$name: a JSON $status with CORS', async ({ bytes, status, error }) => {
    latest = undefined;
    const answer = await rawHttp(port, bytes, Array.isArray(bytes) ? serverRead : undefined);
    expect(answer.status).toBe(status);
    expect(JSON.parse(answer.body)).toEqual({ error });
    expect(answer.headers.get('access-control-allow-origin')).toBe('*');
    expect(answer.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.headers.get('connection')).toBe('close');
    expect(Number(answer.headers.get('content-length'))).toBe(Buffer.byteLength(answer.body));
  });

  it('a well-formed request on the same server still reaches the handler', async () => {
    const answer = await rawHttp(port, 'GET /health HTTP/1.1\r\nHost: a\r\nConnection: close\r\n\r\n');
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ ok: true });
  });
});

describe('refusal', () => {
  const parserError = (code: string, packet = '', bytesParsed = packet.length) => Object.assign(new Error(code), { code, rawPacket: Buffer.from(packet), bytesParsed });
  it.each([
    { name: 'overflow inside the request line', error: parserError('HPE_HEADER_OVERFLOW', 'GET /?a=xxxx'), status: 414 },
    { name: 'overflow after it', error: parserError('HPE_HEADER_OVERFLOW', 'GET / HTTP/1.1\r\nCookie: xxxx'), status: 431 },
    { name: 'overflow in a later piece', error: parserError('HPE_HEADER_OVERFLOW', 'xxxx'), status: 431 },
    // Node's own code when a request's headers or body do not arrive within its timeouts.
    { name: 'too slow', error: parserError('ERR_HTTP_REQUEST_TIMEOUT'), status: 408 },
    { name: 'anything else', error: parserError('HPE_INVALID_METHOD'), status: 400 },
  ])('$name: $status', ({ error, status }) => {
    const answer = refusal(error, 16384);
    expect(answer.status).toBe(status);
    expect(answer.cause).toBe(error);
  });
});

describe('isHead: whether the refused request is a HEAD (its answer then has no body)', () => {
  const failedAt = (packet: string, bytesParsed = packet.length) => Object.assign(new Error('x'), { rawPacket: Buffer.from(packet), bytesParsed });
  const head = 'HEAD /health HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: xchunked\r\n\r\n';
  it.each([
    { name: 'a HEAD refused at the end of its head', packet: head, is: true },
    { name: 'the same behind a GET', packet: `GET / HTTP/1.1\r\nHost: a\r\n\r\n${head}`, is: true },
    { name: 'a HEAD refused in its request line', packet: 'HEAD /\x01 HTTP/1.1\r\n', is: true },
    { name: 'a GET refused behind a HEAD', packet: `${head}GET / HTTP/1.1\r\nTransfer-Encoding: xchunked\r\n\r\n`, is: false },
    { name: 'bytes after a GET', packet: 'GET / HTTP/1.1\r\nHost: a\r\n\r\nzz', is: false },
    { name: 'only what is left of a head sent before', packet: 'Host: a\r\n\r\n', is: false },
  ])('$name: $is', ({ packet, is }) => expect(isHead(failedAt(packet))).toBe(is));
});

describe('many connections timing out together', () => {
  it('each gets the 408, whose bytes are made once, not once per connection', async () => {
    const app = createApp({ siteDir: '/nonexistent', handler: async () => Response.json({ ok: true }) });
    const accepted: Socket[] = [];
    app.on('connection', (socket: Socket) => accepted.push(socket));
    await new Promise<void>((resolve) => app.listen(0, '127.0.0.1', resolve));
    const clients = Array.from({ length: 50 }, () => connect((app.address() as AddressInfo).port, '127.0.0.1'));
    const received = clients.map((socket) => new Promise<string>((resolve) => {
      let text = '';
      socket.on('data', (d) => (text += d)).on('close', () => resolve(text));
    }));
    while (accepted.length < clients.length) await new Promise((r) => setTimeout(r, 10));
    const before = vi.mocked(errorResponse).mock.calls.length;
    // What Node's connections check does for each connection past its headers timeout, all in one turn.
    for (const socket of accepted) app.emit('clientError', Object.assign(new Error('timeout'), { code: 'ERR_HTTP_REQUEST_TIMEOUT' }), socket);
    const answers = await Promise.all(received);
    expect(new Set(answers.map((text) => text.split('\r\n')[0]))).toEqual(new Set(['HTTP/1.1 408 Request Timeout']));
    expect(new Set(answers.map((text) => text.slice(text.indexOf('\r\n\r\n'))))).toEqual(new Set([`\r\n\r\n${JSON.stringify({ error: messages.requestTimeout() })}`]));
    expect(vi.mocked(errorResponse).mock.calls.length - before).toBe(1);
    await new Promise((resolve) => app.close(resolve));
  });
});
