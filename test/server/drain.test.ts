/**
 * A stop with requests in flight, on the real server (createApp) over raw sockets: twelve
 * keep-alive connections, each sending a request in the same turn of the event loop as the stop
 * (so none has been read yet), get their answers in full, each connection then closed; the stop
 * then ends drained. And a request already running when the stop comes is answered too, and so is
 * one whose connection the server has not yet accepted (Node accepts one connection a turn of the
 * event loop): twelve new connections made just before the stop.
 */
import type { Server } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import { shutdown } from '../../server/shutdown.ts';
import { WORK_LIMITS, workLimit } from '../../api/workLimit.ts';
import { messages } from '../../lib/messages.ts';

let server: Server;
afterEach(() => server.closeAllConnections());

const BODY = JSON.stringify({ pad: 'y'.repeat(100_000) });

/** The app whose API answers `?slow` after 300 ms and anything else at once, with BODY. */
async function app(): Promise<number> {
  const handler = async (request: Request) => {
    if (new URL(request.url).searchParams.has('slow')) await new Promise((r) => setTimeout(r, 300));
    return new Response(BODY, { headers: { 'content-type': 'application/json' } });
  };
  server = createApp({ siteDir: '/nonexistent', handler });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

interface Client {
  socket: Socket;
  received(): string;
  closed: Promise<void>;
}

async function open(port: number): Promise<Client> {
  const socket = connect(port, '127.0.0.1');
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  let data = '';
  socket.on('data', (d) => (data += d.toString('latin1')));
  socket.on('error', (e: NodeJS.ErrnoException) => (data += `<${e.code}>`));
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  return { socket, received: () => data, closed };
}

const GET = (path: string) => `GET ${path} HTTP/1.1\r\nHost: a\r\n\r\n`;
const answers = (text: string) => text.split('HTTP/1.1 200 OK').length - 1;

async function until(check: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 25));
  if (!check()) throw new Error(`timed out waiting for ${what}`);
}

describe('a stop with requests in flight', () => {
  it('answers the twelve requests sent in the same turn as the stop, in full, then closes', async () => {
    const port = await app();
    const clients = await Promise.all(Array.from({ length: 12 }, () => open(port)));
    // Each connection has had one answer and is idle, kept alive.
    for (const c of clients) c.socket.write(GET('/health'));
    await until(() => clients.every((c) => c.received().endsWith('"}')), 'the first answers');
    const before = clients.map((c) => c.received().length);
    for (const [i, c] of clients.entries()) c.socket.write(GET(i % 3 === 0 ? '/health?slow' : '/typical-weather'));
    const stopped = shutdown(server, 5000);
    await Promise.all(clients.map((c) => c.closed));
    for (const [i, c] of clients.entries()) {
      const second = c.received().slice(before[i]);
      expect(second, `connection ${i}`).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
      expect(second).toContain('Connection: close');
      expect(second.endsWith(BODY)).toBe(true);
    }
    expect((await stopped).drained).toBe(true);
  });

  it('answers twelve connections made just before the stop, though the server had accepted few of them', async () => {
    const port = await app();
    let accepted = 0;
    server.on('connection', () => accepted++);
    const clients = await Promise.all(Array.from({ length: 12 }, () => open(port)));
    for (const c of clients) c.socket.write(GET('/typical-weather'));
    const acceptedAtStop = accepted;
    const stopped = shutdown(server, 5000);
    await Promise.all(clients.map((c) => c.closed));
    expect(acceptedAtStop, 'the case this test is for: connections not accepted yet at the stop').toBeLessThan(12);
    for (const [i, c] of clients.entries()) expect(c.received().endsWith(BODY), `connection ${i}: ${c.received().slice(0, 40)}`).toBe(true);
    expect((await stopped).drained).toBe(true);
  });

  it('answers a connection its pipelined requests already read, then closes it', async () => {
    const port = await app();
    const client = await open(port);
    client.socket.write(GET('/health?slow') + GET('/health') + GET('/health'));
    await new Promise((r) => setTimeout(r, 100));
    const stopped = shutdown(server, 5000);
    await client.closed;
    expect(answers(client.received())).toBe(3);
    expect((await stopped).drained).toBe(true);
  });

  it('answers the work queued behind the work limit with a 503 and Retry-After at once; the running work finishes', async () => {
    const limit = workLimit(() => undefined);
    const handler = async () => limit(async () => (await new Promise((r) => setTimeout(r, 300)), new Response(BODY, { headers: { 'content-type': 'application/json' } })));
    server = createApp({ siteDir: '/nonexistent', handler, limits: [limit] });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as AddressInfo).port;
    const clients = await Promise.all(Array.from({ length: 15 }, () => open(port)));
    for (const c of clients) c.socket.write(GET('/climate-twins'));
    await until(() => limit.load().running === WORK_LIMITS.running && limit.load().waiting === 15 - WORK_LIMITS.running, 'the work limit to fill');
    const stopped = shutdown(server, 5000);
    await Promise.all(clients.map((c) => c.closed));
    const statuses = clients.map((c) => Number(/^HTTP\/1\.1 (\d+)/.exec(c.received())?.[1]));
    expect(statuses.filter((status) => status === 200).length).toBe(WORK_LIMITS.running);
    expect(statuses.filter((status) => status === 503).length).toBe(15 - WORK_LIMITS.running);
    for (const c of clients.filter((c) => c.received().startsWith('HTTP/1.1 503'))) {
      expect(c.received()).toMatch(/\r\nretry-after: 1\r\n/i);
      expect(c.received()).toContain(JSON.stringify({ error: messages.stopping() }));
    }
    expect((await stopped).drained).toBe(true);
  });
});
