/**
 * Answer buffers given back by the Node edge (api/slab.ts, server/nodeAdapter.ts): only once
 * written. A client that stops reading holds its answer's buffer out while other clients' answers
 * of the same size are written and given back; its answer still arrives byte for byte.
 */
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, get, type Server, type ServerResponse } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { CACHE } from '../../api/cache.ts';
import { jsonBytes } from '../../api/http.ts';
import { joinBytes } from '../../api/jsonParts.ts';
import { isLent } from '../../api/slab.ts';
import { serveWithHandler } from '../../server/nodeAdapter.ts';

/**
 * 900 KB: a buffer the edge gives back, and more than a Unix socket takes from a client that reads
 * nothing (its send buffer is about 200 KB; loopback TCP takes megabytes).
 */
const LENGTH = 900 * 1024;
const answerOf = (letter: string) => `"${letter.repeat(LENGTH)}"`;

let server: Server;
const dir = mkdtempSync(path.join(tmpdir(), 'answer-buffers-'));
const socketPath = path.join(dir, 'server.sock');
const responses = new Map<string, ServerResponse>();
const lent: boolean[] = [];
beforeAll(async () => {
  const handler = async (request: Request) => {
    const letter = new URL(request.url).searchParams.get('letter')!;
    const bytes = joinBytes(['"', letter.repeat(LENGTH), '"']);
    lent.push(isLent(bytes));
    return jsonBytes(200, bytes, CACHE.none);
  };
  server = createServer((req, res) => {
    responses.set(req.url!, res);
    void serveWithHandler(req, res, handler, () => jsonBytes(405, Buffer.from('{}'), CACHE.none));
  });
  server.listen(socketPath);
  await once(server, 'listening');
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  rmSync(dir, { recursive: true, force: true });
});

/** An answer's body, read whole. */
async function bodyOf(target: string): Promise<string> {
  const res = get({ socketPath, path: target });
  const [answer] = await once(res, 'response');
  const chunks: Buffer[] = [];
  for await (const chunk of answer) chunks.push(chunk);
  return Buffer.concat(chunks).toString('latin1');
}

it('a stalled answer keeps its bytes while others like it are written and given back', async () => {
  const socket = connect(socketPath);
  const chunks: Buffer[] = [];
  socket.on('data', (chunk) => chunks.push(chunk));
  socket.pause();
  socket.write('GET /?letter=a HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
  // Until the server holds part of the answer unsent: its buffer is still Node's to write.
  await expect.poll(() => responses.get('/?letter=a')?.socket?.writableLength ?? 0, { timeout: 10_000, interval: 5 }).toBeGreaterThan(0);

  for (const letter of 'bcdefgh') {
    expect((await bodyOf(`/?letter=${letter}`)) === answerOf(letter)).toBe(true);
  }

  const closed = once(socket, 'close');
  socket.resume();
  await closed;
  const text = Buffer.concat(chunks).toString('latin1');
  expect(text.slice(text.indexOf('\r\n\r\n') + 4) === answerOf('a')).toBe(true);
  expect(lent.every(Boolean)).toBe(true);
});
