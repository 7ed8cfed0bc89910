/**
 * server/shutdown.ts on an http.Server behind the connection gate (as the app's) whose handler answers after a delay: idle keep-alive
 * connections close at once, requests in flight finish, and the grace period bounds the wait.
 */
import { createServer, request, Agent, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { connectionGate } from '../../server/connectionGate.ts';
import { shutdown } from '../../server/shutdown.ts';

let server: Server;
afterEach(() => server?.closeAllConnections());

/** A server on 127.0.0.1 whose answer to `/?ms=N` comes N ms after the request. */
async function slowServer(): Promise<number> {
  server = createServer();
  server.on(
    'request',
    connectionGate(server, (req, res) => {
      const ms = Number(new URL(req.url!, 'http://x').searchParams.get('ms') ?? 0);
      setTimeout(() => res.end('done'), ms);
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

/** GET over `agent`: the status and body, or the error's code when the connection is cut. */
function get(port: number, ms: number, agent: Agent): Promise<{ status?: number; body?: string; connection?: string; error?: string }> {
  return new Promise((resolve) => {
    const req = request({ host: '127.0.0.1', port, path: `/?ms=${ms}`, agent }, (res) => {
      let body = '';
      res.on('data', (d) => (body += d));
      res.on('end', () => resolve({ status: res.statusCode, body, connection: res.headers.connection }));
      res.on('error', (e: NodeJS.ErrnoException) => resolve({ error: e.code }));
    });
    req.on('error', (e: NodeJS.ErrnoException) => resolve({ error: e.code }));
    req.end();
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('shutdown', () => {
  it('closes at once with only idle keep-alive connections', async () => {
    const port = await slowServer();
    const agent = new Agent({ keepAlive: true });
    expect((await get(port, 0, agent)).status).toBe(200);
    const result = await shutdown(server, 5000);
    expect(result.drained).toBe(true);
    expect(result.ms).toBeLessThan(500);
  });

  it('lets a request in flight finish, then closes soon after its answer', async () => {
    const port = await slowServer();
    const agent = new Agent({ keepAlive: true });
    const inFlight = get(port, 400, agent);
    await sleep(100);
    const result = await shutdown(server, 5000);
    expect(await inFlight).toMatchObject({ status: 200, body: 'done' });
    expect(result.drained).toBe(true);
    expect(result.ms).toBeGreaterThanOrEqual(250);
    expect(result.ms).toBeLessThan(1500);
  });

  it('answers a request whose headers end after the stop began, with Connection: close', async () => {
    const port = await slowServer();
    const socket = connect(port, '127.0.0.1');
    let received = '';
    socket.on('data', (d) => (received += d));
    const closed = new Promise((resolve) => socket.once('close', resolve));
    socket.write('GET /?ms=0 HTTP/1.1\r\nHost: x\r\n');
    await sleep(100);
    const stopped = shutdown(server, 5000);
    await sleep(100);
    socket.write('\r\n');
    await closed;
    expect(received).toMatch(/^HTTP\/1\.1 200 [^]*\r\nConnection: close\r\n[^]*done$/);
    expect((await stopped).drained).toBe(true);
  });

  it('cuts a request still running when the grace period ends', async () => {
    const port = await slowServer();
    const agent = new Agent({ keepAlive: true });
    const inFlight = get(port, 10_000, agent);
    await sleep(100);
    const result = await shutdown(server, 300);
    expect(await inFlight).toHaveProperty('error');
    expect(result.drained).toBe(false);
    expect(result.ms).toBeGreaterThanOrEqual(290);
    expect(result.ms).toBeLessThan(1500);
  });

  it('refuses new connections once stopping', async () => {
    const port = await slowServer();
    const agent = new Agent({ keepAlive: true });
    const inFlight = get(port, 300, agent);
    await sleep(50);
    const stopped = shutdown(server, 5000);
    await sleep(50);
    expect(await get(port, 0, new Agent())).toEqual({ error: 'ECONNREFUSED' });
    await inFlight;
    await stopped;
  });
});
