/**
 * A test upstream: a real server on 127.0.0.1 that plays NCEI and Census for a build with
 * UPSTREAM_URL_PREFIX set to its URL, serving the upstream-shaped files made from the raw data
 * mirror (upstreamShaped.ts) into a temp folder, with ETag / Last-Modified and 304 answers to
 * conditional requests, the way one kind of server found in the wild sends them (`mode`,
 * upstreamModes.ts). Tests can replace a file and make one fail (404, 500, a cut connection),
 * and read which requests it got and how many bytes it sent.
 *
 * CLI: `npx tsx test/support/testUpstream.ts --port 8123 [--mode http10] [--mirror <dir>]` prints its URL and serves until stopped.
 */
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo, Server, Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { UPSTREAM_FILES } from '../../pipeline/inputs/upstream.ts';
import { rawHttpServer } from './rawHttpServer.ts';
import { UPSTREAM_MODES, writeRaw, writeWithNodeHttp, type Answer, type Served, type UpstreamMode } from './upstreamModes.ts';
import { makeUpstreamFiles } from './upstreamShaped.ts';

export type Fault = 'http404' | 'http500' | 'cut';
export type { UpstreamMode } from './upstreamModes.ts';

export interface TestUpstream {
  /** The UPSTREAM_URL_PREFIX to build against, ending in `/`. */
  url: string;
  mode: UpstreamMode;
  /** Every request so far: method, URL path, the status answered and the body bytes promised. */
  requests: { method: string; path: string; status: number; bytes: number }[];
  /** Bytes written to connections so far (heads and bodies). */
  bytesSent(): number;
  /** What is served at a URL path now (size and SHA-256), or undefined for a 404. */
  served(path: string): { bytes: number; sha256: string } | undefined;
  /** Serves other bytes at a URL path (a new ETag and Last-Modified), or a 404 for null. */
  replace(path: string, body: Buffer | null): void;
  /** Makes a URL path fail (every request) until cleared with null. */
  fail(path: string, fault: Fault | null): void;
  /** Forgets which files were answered, so a mode that misbehaves on a file's first answer does again. */
  forget(): void;
  close(): Promise<void>;
}

/** RAW_DATA_DIR, else the mirror beside the checkout. */
export const DEFAULT_MIRROR = process.env.RAW_DATA_DIR || resolve(fileURLToPath(new URL('../../..', import.meta.url)), 'shared', 'data');
const PUBLISHED = new Date('2023-04-04T00:00:00Z');
/** Where redirect modes send a request: the file itself, and a hop that redirects again. */
const MOVED = '/moved';
const HOP = '/hop';

/** The upstream-shaped files, made once for several test upstreams (`dispose` when all are closed). */
export interface UpstreamFiles {
  served: ReadonlyMap<string, Served>;
  dispose(): Promise<void>;
}

export async function makeServedFiles(mirror = DEFAULT_MIRROR): Promise<UpstreamFiles> {
  const dir = await mkdtemp(join(tmpdir(), 'test-upstream-'));
  const files = await makeUpstreamFiles(UPSTREAM_FILES, mirror, dir);
  if (files.size === 0) throw new Error(`no upstream file could be made from ${mirror}: set RAW_DATA_DIR to the raw data mirror`);
  const served = new Map<string, Served>();
  for (const [path, file] of files) served.set(path, describe(await readFile(file), file, PUBLISHED));
  return { served, dispose: () => rm(dir, { recursive: true, force: true }) };
}

export async function startTestUpstream(options: { mirror?: string; port?: number; mode?: UpstreamMode; files?: UpstreamFiles } = {}): Promise<TestUpstream> {
  const mode = options.mode ?? 'length';
  const files = options.files ?? (await makeServedFiles(options.mirror));
  const served = new Map(files.served);
  const largest = [...served].sort(([, a], [, b]) => b.bytes - a.bytes)[0]![0];
  const faults = new Map<string, Fault>();
  const requests: TestUpstream['requests'] = [];
  const answered = new Set<string>();
  const sockets = new Set<Socket>();
  let replaced = 0;
  let sent = 0;
  const hosts = { here: '', other: '' };

  function answer(method: string, rawPath: string, headers: IncomingHttpHeaders | Record<string, string>): Answer {
    const path = decodeURIComponent(new URL(rawPath, 'http://x').pathname);
    const record = (status: number, bytes = 0) => requests.push({ method, path, status, bytes });
    if (mode.startsWith('redirect-') && !path.startsWith(MOVED)) {
      const status = path.startsWith(HOP) ? 301 : Number(mode.slice('redirect-'.length));
      const file = path.startsWith(HOP) ? path.slice(HOP.length) : path;
      record(status);
      const location = { 301: `${MOVED}${file}`, 302: `${hosts.other}${MOVED}${file}`, 307: `${hosts.here}${MOVED}${file}`, 308: `${hosts.other}${HOP}${file}` }[status]!;
      return { kind: 'redirect', status, location };
    }
    const filePath = path.startsWith(MOVED) ? path.slice(MOVED.length) : path;
    const fault = faults.get(filePath);
    const entry = served.get(filePath);
    if (fault === 'http404' || fault === 'http500' || !entry) {
      const status = fault === 'http500' ? 500 : 404;
      record(status);
      return { kind: 'status', status, headers: {}, text: status === 404 ? 'Not Found' : 'Internal Server Error' };
    }
    // python3 -m http.server sends no ETag: the HTTP/1.0 modes are asked If-Modified-Since only.
    const fields: Record<string, string> = { 'last-modified': entry.lastModified };
    if (!mode.startsWith('http10')) fields.etag = entry.etag;
    const ims = headers['if-modified-since'];
    if (headers['if-none-match'] === entry.etag || (!headers['if-none-match'] && typeof ims === 'string' && Date.parse(ims) >= Date.parse(entry.lastModified))) {
      record(304);
      return { kind: 'status', status: 304, headers: fields, text: '' };
    }
    const head = method === 'HEAD';
    record(200, head ? 0 : entry.bytes);
    const first = !head && !answered.has(filePath) && answered.add(filePath);
    const byMode = (mode === 'short' && first && 'cut') || (mode === 'stall' && first && filePath === largest && 'stall') || null;
    return { kind: 'file', headers: fields, served: entry, head, fault: fault === 'cut' ? 'cut' : byMode };
  }

  const raw = UPSTREAM_MODES[mode].server === 'net';
  const make = (): Server =>
    raw
      ? rawHttpServer((req, socket) => writeRaw(mode, socket, answer(req.method, req.path, req.headers)))
      : createServer((req, res) => writeWithNodeHttp(mode, res, answer(req.method ?? 'GET', req.url ?? '/', req.headers)));
  const listen = async (server: Server, host: string) => {
    server.on('connection', (socket: Socket) => {
      sockets.add(socket);
      socket.on('close', () => {
        sent += socket.bytesWritten;
        sockets.delete(socket);
      });
    });
    await new Promise<void>((ok) => server.listen(host === '127.0.0.1' ? (options.port ?? 0) : 0, host, ok));
    return `http://${host}:${(server.address() as AddressInfo).port}`;
  };
  const servers = [make()];
  hosts.here = await listen(servers[0]!, '127.0.0.1');
  // Redirects to another host: a second listener on another loopback address, the same files.
  if (mode === 'redirect-302' || mode === 'redirect-308') servers.push(make());
  if (servers[1]) hosts.other = await listen(servers[1], '127.0.0.2');

  return {
    url: `${hosts.here}/`,
    mode,
    requests,
    bytesSent: () => sent + [...sockets].reduce((sum, s) => sum + s.bytesWritten, 0),
    served: (path) => served.get(path),
    replace(path, body) {
      if (body) served.set(path, describe(body, body, new Date(PUBLISHED.getTime() + 86_400_000 * ++replaced)));
      else served.delete(path);
    },
    fail(path, fault) {
      if (fault) faults.set(path, fault);
      else faults.delete(path);
    },
    forget: () => answered.clear(),
    async close() {
      for (const socket of sockets) socket.destroy();
      await Promise.all(servers.map((server) => new Promise<void>((ok) => server.close(() => ok()))));
      if (!options.files) await files.dispose();
    },
  };
}

function describe(bytes: Buffer, file: string | Buffer, modified: Date): Served {
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  return { file, bytes: bytes.length, sha256, etag: `"${sha256.slice(0, 16)}"`, lastModified: modified.toUTCString() };
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const { values } = parseArgs({ options: { port: { type: 'string', default: '0' }, mirror: { type: 'string' }, mode: { type: 'string', default: 'length' } } });
  if (!(values.mode in UPSTREAM_MODES)) throw new Error(`--mode must be one of ${Object.keys(UPSTREAM_MODES).join(', ')}`);
  const upstream = await startTestUpstream({ port: Number(values.port), mirror: values.mirror, mode: values.mode as UpstreamMode });
  console.log(upstream.url);
  console.error(`test upstream (${values.mode}: ${UPSTREAM_MODES[upstream.mode].about}) from ${values.mirror ?? DEFAULT_MIRROR}: build against it with UPSTREAM_URL_PREFIX=${upstream.url}`);
  const summary = () => `test upstream: ${upstream.requests.length} requests, ${upstream.bytesSent()} bytes sent`;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => (console.error(summary()), void upstream.close().then(() => process.exit(0))));
}
