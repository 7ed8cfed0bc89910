/**
 * Pipelining attacks on the real server (createApp) over raw sockets, with a handler whose every
 * answer is large: a connection that sends many requests and reads nothing must not make the server
 * run them all (each answer held in memory), and other connections are answered meanwhile. Counts,
 * not times: how many requests ran before the client read a byte.
 */
import type { Server } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import { MAX_WAITING } from '../../server/connectionGate.ts';

const ANSWER_BYTES = 2 * 1024 * 1024;
const BIG = JSON.stringify({ pad: 'x'.repeat(ANSWER_BYTES) });

let server: Server;
afterEach(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/** The app on 127.0.0.1 whose API answers are BIG (but /health), counting the requests it ran. */
async function bigServer(): Promise<{ port: number; ran: () => number }> {
  let ran = 0;
  const handler = async (request: Request) => {
    if (new URL(request.url).pathname === '/health') return Response.json({ status: 'ok' });
    ran++;
    return new Response(BIG, { headers: { 'content-type': 'application/json' } });
  };
  server = createApp({ siteDir: '/nonexistent', handler });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: (server.address() as AddressInfo).port, ran: () => ran };
}

const request = (path: string) => `GET ${path} HTTP/1.1\r\nHost: a\r\n\r\n`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A connection that writes `count` pipelined requests and reads nothing until told. */
async function pipeliner(port: number, count: number): Promise<{ socket: Socket; closed: Promise<void>; read(): Promise<Buffer> }> {
  const socket = connect(port, '127.0.0.1');
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  socket.on('error', () => undefined);
  socket.pause();
  socket.write(request('/openapi.json').repeat(count));
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  const read = () => {
    const chunks: Buffer[] = [];
    socket.on('data', (c: Buffer) => chunks.push(c));
    socket.resume();
    return closed.then(() => Buffer.concat(chunks));
  };
  return { socket, closed, read };
}

async function health(port: number): Promise<number> {
  const res = await fetch(`http://127.0.0.1:${port}/health`);
  await res.arrayBuffer();
  return res.status;
}

/** Waits (bounded) until `count()` has stopped growing for a while. */
async function settled(count: () => number): Promise<number> {
  let last = -1;
  for (let i = 0; i < 40 && count() !== last; i++) {
    last = count();
    await sleep(250);
  }
  return count();
}

describe('pipelined requests', () => {
  it('a flood on one unread connection is cut once more than the limit wait; others are answered', async () => {
    const { port, ran } = await bigServer();
    const flood = await pipeliner(port, 1400);
    await flood.closed;
    expect(ran()).toBeLessThanOrEqual(MAX_WAITING + 1);
    expect(await health(port)).toBe(200);
  });

  it('within the limit, requests run only as the client reads their answers, and all are answered in order', async () => {
    const { port, ran } = await bigServer();
    const count = MAX_WAITING - 2;
    const client = await pipeliner(port, count);
    // Unread: the kernel's buffers and the unsent budget hold a few answers, not all of them.
    expect(await settled(ran)).toBeLessThanOrEqual(8);
    expect(await health(port)).toBe(200);
    client.socket.end();
    const received = (await client.read()).toString('latin1');
    expect(received.split('HTTP/1.1 200 OK').length - 1).toBe(count);
    expect(ran()).toBe(count);
  });

  it('many connections pipelining and not reading: each runs a few requests, /health still answers', async () => {
    const { port, ran } = await bigServer();
    const clients = await Promise.all(Array.from({ length: 20 }, () => pipeliner(port, 16)));
    expect(await settled(ran)).toBeLessThanOrEqual(20 * 8);
    expect(await health(port)).toBe(200);
    for (const client of clients) client.socket.destroy();
  });
});
