/**
 * One GET over Node's own http/https (not undici: docs/data-builds.md says why), following
 * redirects, with a stall timer: a connection that sends nothing for `stallMs` (while connecting,
 * waiting for the head or in the middle of the body) is cut. A body is complete only when it is as
 * long as its Content-Length, or, without one, when the server ends it (chunked or by closing).
 */
import type { Agent as HttpAgent, IncomingMessage } from 'node:http';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest, type Agent as HttpsAgent } from 'node:https';
import { Transform } from 'node:stream';
import { DownloadError } from './downloadError.ts';

export const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const MAX_REDIRECTS = 5;

export interface HttpGetOptions {
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Cut a connection that sends nothing for this long. */
  stallMs: number;
  /** Keep-alive agents, so files from one host share connections where the server allows. */
  agents?: { http: HttpAgent; https: HttpsAgent };
}

export interface HttpResponse {
  status: number;
  /** The URL that answered, after redirects. */
  url: string;
  header(name: string): string | null;
  /** Content-Length when the server sent one. */
  length: number | null;
  /** The body, failing with a retryable DownloadError when it stalls or ends short of its Content-Length. */
  body: NodeJS.ReadableStream;
  /** Discards the body (a 304, a 404). */
  discard(): void;
}

/** @example (await httpGet('http://127.0.0.1:8123/x', { stallMs: 30_000 })).status // 200 */
export async function httpGet(url: string, options: HttpGetOptions): Promise<HttpResponse> {
  let current = url;
  for (let hop = 0; ; hop++) {
    const stall: Stall = { error: null };
    const response = await once(current, options, stall);
    const location = response.headers.location;
    if (!REDIRECTS.has(response.statusCode ?? 0) || !location) return wrap(current, response, stall);
    response.resume();
    if (hop >= MAX_REDIRECTS) throw new DownloadError(`more than ${MAX_REDIRECTS} redirects from ${url}`, 'http-permanent', url);
    current = new URL(location, current).href;
  }
}

/** Set when the stall timer cut the connection, so the body fails for that reason. */
interface Stall {
  error: DownloadError | null;
}

function once(url: string, options: HttpGetOptions, stall: Stall): Promise<IncomingMessage> {
  const target = new URL(url);
  const secure = target.protocol === 'https:';
  if (!secure && target.protocol !== 'http:') return Promise.reject(new DownloadError(`cannot download ${url}: not http or https`, 'http-permanent', url));
  const send = secure ? httpsRequest : httpRequest;
  const agent = options.agents ? (secure ? options.agents.https : options.agents.http) : undefined;
  return new Promise((resolve, reject) => {
    const req = send(target, { headers: options.headers, signal: options.signal, agent }, resolve);
    req.on('error', reject);
    // The socket's idle timer runs from connecting to the body's last byte.
    req.setTimeout(options.stallMs, () => {
      stall.error = new DownloadError(`${target.host} sent nothing for ${options.stallMs / 1000} s: cut`, 'timeout', url);
      req.destroy(stall.error);
    });
    req.end();
  });
}

function wrap(url: string, response: IncomingMessage, stall: Stall): HttpResponse {
  const host = new URL(url).host;
  const raw = response.headers['content-length'];
  const length = raw !== undefined && /^\d+$/.test(raw) ? Number(raw) : null;
  let received = 0;
  // Counted as well as checked by Node's parser: a short body is never taken for a file.
  const checked = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      received += chunk.length;
      done(null, chunk);
    },
    flush(done) {
      if (length === null || received === length) return done();
      done(short());
    },
  });
  const short = () => new DownloadError(`${host} sent ${received} of ${length ?? 'an unknown number of'} bytes, then closed the connection`, 'reset', url);
  // A body cut before its end (short of its length, an unfinished chunked body, a stall).
  const cut = () => {
    if (!response.complete) checked.destroy(stall.error ?? short());
  };
  response.on('error', cut);
  response.on('close', cut);
  // A body nobody reads any more (the run was stopped before it was piped) must not crash the process.
  checked.on('error', () => {});
  response.pipe(checked);
  return {
    status: response.statusCode ?? 0,
    url,
    header: (name) => {
      const value = response.headers[name.toLowerCase()];
      return value === undefined ? null : Array.isArray(value) ? value.join(', ') : value;
    },
    length,
    body: checked,
    discard: () => {
      response.resume();
      checked.resume();
    },
  };
}
