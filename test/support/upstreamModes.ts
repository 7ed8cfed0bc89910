/**
 * The servers found in the wild, as modes of the test upstream: each says how an answer goes
 * onto the wire. node:http plays the well-formed ones; a bare `net` server (rawHttpServer.ts) the ones
 * node:http cannot send (HTTP/1.0, a body ended by closing the connection, a FIN mid-body).
 */
import { createReadStream } from 'node:fs';
import type { ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';

export const UPSTREAM_MODES = {
  length: { server: 'node:http', about: 'HTTP/1.1, keep-alive, Content-Length' },
  close: { server: 'node:http', about: 'HTTP/1.1, Content-Length, Connection: close after every answer' },
  chunked: { server: 'node:http', about: 'HTTP/1.1, keep-alive, chunked (no Content-Length)' },
  http10: { server: 'net', about: 'HTTP/1.0 as python3 -m http.server sends it: Content-Length, no ETag, closed after the body' },
  'http10-no-length': { server: 'net', about: 'HTTP/1.0, no Content-Length: the body ends when the server closes the connection' },
  'redirect-301': { server: 'node:http', about: '301 to a relative Location on the same host' },
  'redirect-302': { server: 'node:http', about: '302 to another host (127.0.0.2)' },
  'redirect-307': { server: 'node:http', about: '307 to an absolute URL on the same host' },
  'redirect-308': { server: 'node:http', about: '308 to another host, which answers 301 to the file' },
  slow: { server: 'node:http', about: 'a slow link: 16 KiB writes, 1 ms apart' },
  short: { server: 'net', about: "HTTP/1.1: every file's first answer stops at half its Content-Length and closes (FIN)" },
  stall: { server: 'node:http', about: "the largest file's first answer stops sending at half and holds the connection open" },
} as const;

export type UpstreamMode = keyof typeof UPSTREAM_MODES;

/** A served file's bytes: on disk or in memory. */
export interface Served {
  file: string | Buffer;
  bytes: number;
  sha256: string;
  etag: string;
  lastModified: string;
}

/** What the test upstream answers a request, before a mode puts it on the wire. */
export type Answer =
  | { kind: 'status'; status: number; headers: Record<string, string>; text: string }
  | { kind: 'redirect'; status: number; location: string }
  /** `cut`: half the body, then the connection closes; `stall`: half, then nothing, the connection held open. */
  | { kind: 'file'; headers: Record<string, string>; served: Served; head: boolean; fault: 'cut' | 'stall' | null };

const REASON: Readonly<Record<number, string>> = { 200: 'OK', 304: 'Not Modified', 404: 'Not Found', 500: 'Internal Server Error' };

/** The body, or its first half. */
function body(served: Served, half: boolean): Readable {
  const end = half ? served.bytes >> 1 : served.bytes;
  if (typeof served.file !== 'string') return Readable.from([served.file.subarray(0, end)]);
  return createReadStream(served.file, { end: end - 1, highWaterMark: 16 * 1024 });
}

/** Through node:http. */
export function writeWithNodeHttp(mode: UpstreamMode, res: ServerResponse, answer: Answer): void {
  if (answer.kind === 'status') return void res.writeHead(answer.status, { 'content-type': 'text/plain', ...answer.headers }).end(answer.text);
  if (answer.kind === 'redirect') return void res.writeHead(answer.status, { location: answer.location }).end();
  const headers: Record<string, string | number> = { ...answer.headers, 'content-type': 'application/octet-stream' };
  if (mode !== 'chunked') headers['content-length'] = answer.served.bytes;
  if (mode === 'close') headers.connection = 'close';
  res.writeHead(200, headers);
  if (answer.head) return void res.end();
  const stream = body(answer.served, answer.fault !== null);
  if (answer.fault === 'cut') return void stream.on('end', () => res.destroy()).pipe(res, { end: false });
  if (answer.fault === 'stall') return void stream.pipe(res, { end: false });
  if (mode === 'slow') return void trickle(stream, res);
  stream.pipe(res);
}

async function trickle(stream: Readable, res: ServerResponse): Promise<void> {
  try {
    for await (const chunk of stream) {
      if (res.destroyed) return void stream.destroy();
      if (!res.write(chunk)) await new Promise((ok) => res.once('drain', ok));
      await sleep(1);
    }
    res.end();
  } catch {
    res.destroy();
  }
}

/** Byte by byte over a bare socket, then the connection closes. */
export function writeRaw(mode: UpstreamMode, socket: Socket, answer: Answer): void {
  const version = mode === 'short' ? 'HTTP/1.1' : 'HTTP/1.0';
  const status = answer.kind === 'file' ? 200 : answer.status;
  const fields: Record<string, string | number> = { server: 'SimpleHTTP/0.6 Python/3.11.7', date: new Date().toUTCString() };
  if (answer.kind === 'status') Object.assign(fields, answer.headers, { 'content-type': 'text/plain', 'content-length': Buffer.byteLength(answer.text) });
  if (answer.kind === 'redirect') Object.assign(fields, { location: answer.location, 'content-length': 0 });
  if (answer.kind === 'file') {
    Object.assign(fields, answer.headers, { 'content-type': 'application/octet-stream' });
    if (mode !== 'http10-no-length') fields['content-length'] = answer.served.bytes;
  }
  if (version === 'HTTP/1.1') fields.connection = 'close';
  const head = `${version} ${status} ${REASON[status] ?? 'Status'}\r\n${Object.entries(fields).map(([k, v]) => `${k}: ${v}\r\n`).join('')}\r\n`;
  if (answer.kind !== 'file' || answer.head) return void socket.end(head + (answer.kind === 'status' ? answer.text : ''), 'latin1');
  socket.write(head, 'latin1');
  const stream = body(answer.served, answer.fault !== null);
  stream.on('error', () => socket.destroy());
  // `cut` ends with a FIN (a clean close, short of the length); `stall` keeps the socket open.
  stream.pipe(socket, { end: answer.fault !== 'stall' });
}
