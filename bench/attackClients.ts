/**
 * The attacks of bench/attacks.ts, each a client that misbehaves against a server's port until told
 * to stop: what one impolite client could send to take a server down.
 */
import { connect, type Socket } from 'node:net';

export interface Attack {
  name: string;
  /** How long it must run at the least to show its effect (the idle connections' timeout comes after 10 s). */
  minSeconds?: number;
  /** Runs until `stopped()` is true; resolves once every socket it opened is closed. */
  run(port: number, stopped: () => boolean): Promise<void>;
}

const GET = (path: string) => `GET ${path} HTTP/1.1\r\nHost: bench\r\n\r\n`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A connection that writes `bytes` and then reads slowly (a chunk every `readEveryMs`) until stopped or closed. */
async function slowReader(port: number, bytes: string, readEveryMs: number, stopped: () => boolean): Promise<void> {
  const socket: Socket = connect(port, '127.0.0.1');
  socket.on('error', () => undefined);
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  socket.pause();
  socket.write(bytes);
  while (!stopped() && !socket.destroyed) {
    socket.read();
    await Promise.race([sleep(readEveryMs), closed]);
  }
  socket.destroy();
  await closed;
}

/** `connections` at once, each writing `bytes` (pipelined requests) and reading the answers; a closed one is opened again, until stopped. */
async function pipelineLoop(port: number, connections: number, bytes: string, stopped: () => boolean): Promise<void> {
  const one = async () => {
    while (!stopped()) await slowReader(port, bytes, 1, stopped);
  };
  await Promise.all(Array.from({ length: connections }, one));
}

const twinsCall = (id: number) => ({ jsonrpc: '2.0', id, method: 'tools/call', params: { name: 'climate-twins', arguments: { zip: '10024', limit: 50, minDistance: 0 } } });
const BATCH = JSON.stringify(Array.from({ length: 100 }, (_, i) => twinsCall(i)));

/** `clients` loops, each posting what `body` gives to /mcp again as soon as it is answered. */
async function postLoop(port: number, clients: number, body: () => string, stopped: () => boolean): Promise<void> {
  const headers = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' };
  const one = async () => {
    while (!stopped()) {
      try {
        await (await fetch(`http://127.0.0.1:${port}/mcp`, { method: 'POST', headers, body: body() })).arrayBuffer();
      } catch {
        await sleep(50);
      }
    }
  };
  await Promise.all(Array.from({ length: clients }, one));
}

const MCP_HEAD = 'POST /mcp HTTP/1.1\r\nHost: bench\r\nAccept: application/json, text/event-stream\r\nContent-Type: application/json\r\n';
const CHUNK = `${(16_000).toString(16)}\r\n${'x'.repeat(16_000)}\r\n`;
const CHUNKED_OVER_LIMIT = `${MCP_HEAD}Transfer-Encoding: chunked\r\n\r\n${CHUNK.repeat(6)}0\r\n\r\n`;

/**
 * `count` connections that send `bytes` and then wait, until the server closes them or the attack
 * stops. Opened a hundred at a time: two thousand at once overflow the listener's backlog, and the
 * kernel's SYN retries (1 s, then 3 s) would then delay /health's connection, not the server.
 */
async function idleConnections(port: number, count: number, bytes: string, stopped: () => boolean): Promise<void> {
  const sockets: Socket[] = [];
  while (sockets.length < count && !stopped()) {
    for (let i = 0; i < 100; i++) {
      const socket = connect(port, '127.0.0.1').on('error', () => undefined);
      socket.write(bytes);
      sockets.push(socket);
    }
    await sleep(20);
  }
  const closed = sockets.map((socket) => new Promise<void>((resolve) => socket.once('close', () => resolve())));
  while (!stopped() && sockets.some((socket) => !socket.destroyed)) await sleep(50);
  for (const socket of sockets) socket.destroy();
  await Promise.all(closed);
}

export const ATTACKS: Attack[] = [
  { name: '1,400 pipelined GET /openapi.json on one connection, read slowly', run: (port, stopped) => slowReader(port, GET('/openapi.json').repeat(1400), 50, stopped) },
  { name: '50 connections × 50 pipelined GET /openapi.json', run: (port, stopped) => pipelineLoop(port, 50, GET('/openapi.json').repeat(50), stopped) },
  { name: '16 clients posting a batch of 100 climate-twins calls to /mcp', run: (port, stopped) => postLoop(port, 16, () => BATCH, stopped) },
  { name: '16 clients posting single climate-twins calls to /mcp', run: (port, stopped) => postLoop(port, 16, () => JSON.stringify(twinsCall(1)), stopped) },
  {
    name: '8 connections asking static paths with a 300-byte segment',
    run: (port, stopped) => pipelineLoop(port, 8, GET(`/${'a'.repeat(300)}`).repeat(20), stopped),
  },
  { name: '16 connections posting 96 KB chunked bodies to /mcp', run: (port, stopped) => pipelineLoop(port, 16, CHUNKED_OVER_LIMIT, stopped) },
  {
    name: '16 clients posting MCP requests with a member the protocol has not',
    run: (port, stopped) => postLoop(port, 16, () => JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list', x: 1 }), stopped),
  },
  { name: '2,000 connections with half a request line, timing out together', minSeconds: 13, run: (port, stopped) => idleConnections(port, 2000, 'GET /hea', stopped) },
];
