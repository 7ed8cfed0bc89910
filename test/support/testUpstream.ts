/**
 * A test upstream: a real HTTP server on 127.0.0.1 that plays NCEI and Census for a build with
 * UPSTREAM_URL_PREFIX set to its URL, serving the upstream-shaped files made from the raw data
 * mirror (upstreamShaped.ts) into a temp folder, with ETag / Last-Modified and 304 answers to
 * conditional requests. Tests can replace a file and make one fail (404, 500, a cut connection),
 * and read which requests it got.
 *
 * CLI: `npx tsx test/support/testUpstream.ts --port 8123 [--mirror <dir>]` prints its URL and serves until stopped.
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { UPSTREAM_FILES } from '../../pipeline/inputs/upstream.ts';
import { makeUpstreamFiles } from './upstreamShaped.ts';

export type Fault = 'http404' | 'http500' | 'cut';

export interface TestUpstream {
  /** The UPSTREAM_URL_PREFIX to build against, ending in `/`. */
  url: string;
  /** Every request so far: method, URL path, the status answered and the body bytes promised. */
  requests: { method: string; path: string; status: number; bytes: number }[];
  /** Serves other bytes at a URL path (a new ETag and Last-Modified), or a 404 for null. */
  replace(path: string, body: Buffer | null): void;
  /** Makes a URL path fail (every request) until cleared with null. */
  fail(path: string, fault: Fault | null): void;
  close(): Promise<void>;
}

interface Served {
  file: string | Buffer;
  bytes: number;
  etag: string;
  lastModified: string;
}

/** RAW_DATA_DIR, else the mirror beside the checkout. */
export const DEFAULT_MIRROR = process.env.RAW_DATA_DIR || resolve(fileURLToPath(new URL('../../..', import.meta.url)), 'shared', 'data');
const PUBLISHED = new Date('2023-04-04T00:00:00Z');

export async function startTestUpstream(options: { mirror?: string; port?: number } = {}): Promise<TestUpstream> {
  const dir = await mkdtemp(join(tmpdir(), 'test-upstream-'));
  const files = await makeUpstreamFiles(UPSTREAM_FILES, options.mirror ?? DEFAULT_MIRROR, dir);
  const served = new Map<string, Served>();
  for (const [path, file] of files) served.set(path, describe(await readFile(file), file, PUBLISHED));
  const faults = new Map<string, Fault>();
  const requests: TestUpstream['requests'] = [];
  let replaced = 0;

  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    const answer = (status: number, bytes = 0) => requests.push({ method: req.method ?? 'GET', path, status, bytes });
    const fault = faults.get(path);
    const entry = served.get(path);
    if (fault === 'http404' || fault === 'http500' || !entry) {
      const status = fault === 'http500' ? 500 : 404;
      answer(status);
      return res.writeHead(status, { 'content-type': 'text/plain' }).end(status === 404 ? 'Not Found' : 'Internal Server Error');
    }
    const headers = { etag: entry.etag, 'last-modified': entry.lastModified };
    if (req.headers['if-none-match'] === entry.etag) {
      answer(304);
      return res.writeHead(304, headers).end();
    }
    answer(200, req.method === 'HEAD' ? 0 : entry.bytes);
    res.writeHead(200, { ...headers, 'content-length': entry.bytes, 'content-type': 'application/octet-stream' });
    if (req.method === 'HEAD') return res.end();
    const body = typeof entry.file === 'string' ? createReadStream(entry.file) : null;
    if (fault === 'cut') {
      // Half the promised bytes, then the socket closes: a connection cut mid-file.
      const half = entry.bytes >> 1;
      const head = typeof entry.file === 'string' ? createReadStream(entry.file, { end: half - 1 }) : null;
      if (head) head.on('end', () => res.destroy()).pipe(res, { end: false });
      else res.write((entry.file as Buffer).subarray(0, half), () => res.destroy());
      return;
    }
    if (body) body.pipe(res);
    else res.end(entry.file);
  });
  await new Promise<void>((ok) => server.listen(options.port ?? 0, '127.0.0.1', ok));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/`,
    requests,
    replace(path, body) {
      if (body) served.set(path, describe(body, body, new Date(PUBLISHED.getTime() + 86_400_000 * ++replaced)));
      else served.delete(path);
    },
    fail(path, fault) {
      if (fault) faults.set(path, fault);
      else faults.delete(path);
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((ok) => server.close(() => ok()));
      await rm(dir, { recursive: true, force: true });
    },
  };
}

function describe(bytes: Buffer, file: string | Buffer, modified: Date): Served {
  const etag = `"${createHash('sha256').update(bytes).digest('hex').slice(0, 16)}"`;
  return { file, bytes: bytes.length, etag, lastModified: modified.toUTCString() };
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const { values } = parseArgs({ options: { port: { type: 'string', default: '0' }, mirror: { type: 'string' } } });
  const upstream = await startTestUpstream({ port: Number(values.port), mirror: values.mirror });
  console.log(upstream.url);
  console.error(`test upstream from ${values.mirror ?? DEFAULT_MIRROR}: build against it with UPSTREAM_URL_PREFIX=${upstream.url}`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void upstream.close().then(() => process.exit(0)));
}
