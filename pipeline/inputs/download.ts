/**
 * Downloads upstream files into a cache folder laid out like the raw data mirror, so the rest
 * of the build reads them exactly as it reads a mirror. Bounded concurrency (p-limit), retries
 * with exponential backoff on stalls (nothing received for 30 s), cut connections, bodies short of
 * their length, 408, 429 and 5xx (never on a name that does not resolve or a refused connection:
 * downloadError.ts), a `.part` file put in place only when complete (so the cache never holds a
 * truncated file), and a progress line on a terminal. The first failure that is final stops the
 * other downloads; every failure names its file.
 *
 * Whether a cached file is trusted and whether a fetched one is accepted are the caller's
 * (`decide`, `settle`): the upstream lock verifies both (pipeline/lock/).
 */
import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { Agent as HttpAgent } from 'node:http';
import { Agent as HttpsAgent } from 'node:https';
import { dirname, join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import pLimit from 'p-limit';
import { DownloadError, downloadErrorOf, httpDownloadError } from './downloadError.ts';
import { httpGet, type HttpGetOptions } from './httpGet.ts';
import { ProgressMeter, type ProgressOut } from './progress.ts';
import { stallMsOf } from './stallTimeout.ts';

export interface RemoteFile {
  /** Path inside the cache, in the raw data layout. */
  path: string;
  url: string;
  /** Upstream may not publish it: a 404 is a result (the build goes on without it), not a failure. */
  optional?: boolean;
}

/** What asking upstream for one file gave: the complete body in a part file, "not modified", or "not there". */
export type Fetched =
  | { status: 200; part: string; bytes: number; sha256: string; etag: string | null; lastModified: string | null }
  | { status: 304 }
  | { status: 404 };

/** Use the cached file as it is, or ask upstream (with conditional headers, to get a 304 for an unchanged file). */
export type CacheDecision = { use: 'cache' } | { use: 'network'; headers?: Record<string, string> };

export interface DownloadOptions {
  concurrency?: number;
  /** Retries after the first attempt. */
  retries?: number;
  /** First backoff; doubles on every retry. */
  backoffMs?: number;
  /** Cut and retry a transfer that receives nothing for this long; default UPSTREAM_STALL_SECONDS, else 30 s (stallTimeout.ts). */
  stallMs?: number;
  /** Where progress goes; a TTY gets one line redrawn in place. */
  progress?: ProgressOut;
  /** Default: a file already in the cache is used without a request. */
  decide?: (file: RemoteFile, target: string) => Promise<CacheDecision>;
  /** Puts what was fetched in place, or throws to refuse it; default: the part file becomes the cached file. */
  settle?: (file: RemoteFile, fetched: Fetched, target: string) => Promise<void>;
}

/**
 * Fetches every file the cache cannot answer; resolves when all are settled, else rejects with
 * the first final error.
 * @example await downloadAll(UPSTREAM_FILES, '.cache/raw') // then build from '.cache/raw'
 */
export async function downloadAll(files: readonly RemoteFile[], cacheDir: string, options: DownloadOptions = {}): Promise<void> {
  const { concurrency = 3, retries = 4, backoffMs = 1000, progress = process.stderr } = options;
  const { decide = cachedIfPresent, settle = renameIntoPlace, stallMs = stallMsOf(process.env) } = options;
  const limit = pLimit(concurrency);
  const meter = new ProgressMeter(progress);
  const stop = new AbortController();
  const agents = { http: new HttpAgent({ keepAlive: true }), https: new HttpsAgent({ keepAlive: true }) };
  const http = { signal: stop.signal, stallMs, agents };
  try {
    await Promise.all(
      files.map((file) =>
        limit(async () => {
          const target = join(cacheDir, file.path);
          const decision = await decide(file, target);
          if (decision.use === 'cache') return meter.cached(file.path);
          const attempt = () => fetchOne(file, target, { ...http, headers: decision.headers ?? {} }, meter).catch((error: unknown) => {
            throw downloadErrorOf(error, file.url, file.path);
          });
          const fetched = await withRetries(attempt, retries, backoffMs, stop.signal, (error, attempt, delay) =>
            meter.note(`${file.path}: ${error.message}; retry ${attempt} of ${retries} in ${delay} ms`),
          );
          try {
            await settle(file, fetched, target);
          } finally {
            if (fetched.status === 200) await rm(fetched.part, { force: true });
          }
        }),
      ),
    );
  } catch (error) {
    limit.clearQueue();
    stop.abort(error);
    throw error;
  } finally {
    meter.end();
    agents.http.destroy();
    agents.https.destroy();
  }
}

async function fetchOne(file: RemoteFile, target: string, http: HttpGetOptions, meter: ProgressMeter): Promise<Fetched> {
  const response = await httpGet(file.url, http);
  if (response.status === 304 || (response.status === 404 && file.optional)) {
    response.discard();
    meter.note(`${response.status === 304 ? 'unchanged' : 'not upstream'}  ${file.path} (HTTP ${response.status})`);
    return { status: response.status };
  }
  if (response.status !== 200) {
    response.discard();
    throw httpDownloadError(response.status, response.url);
  }
  await mkdir(dirname(target), { recursive: true });
  const part = `${target}.part`;
  const hash = createHash('sha256');
  let bytes = 0;
  const count = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      meter.add(file.path, chunk.length, response.length);
      hash.update(chunk);
      bytes += chunk.length;
      done(null, chunk);
    },
  });
  try {
    await pipeline(response.body, count, createWriteStream(part));
  } catch (error) {
    await rm(part, { force: true });
    throw error;
  }
  meter.done(file.path);
  return { status: 200, part, bytes, sha256: hash.digest('hex'), etag: response.header('etag'), lastModified: response.header('last-modified') };
}

async function cachedIfPresent(_file: RemoteFile, target: string): Promise<CacheDecision> {
  return (await stat(target).catch(() => null))?.isFile() ? { use: 'cache' } : { use: 'network' };
}

async function renameIntoPlace(_file: RemoteFile, fetched: Fetched, target: string): Promise<void> {
  if (fetched.status === 200) await rename(fetched.part, target);
}

async function withRetries<T>(
  attempt: () => Promise<T>,
  retries: number,
  backoffMs: number,
  /** Aborted when another file failed for good: no more attempts. */
  signal: AbortSignal,
  onRetry: (error: DownloadError, attempt: number, delayMs: number) => void,
): Promise<T> {
  for (let i = 0; ; i++) {
    try {
      return await attempt();
    } catch (error) {
      const err = error as DownloadError;
      if (!err.retryable || i >= retries || signal.aborted) throw err;
      const delay = backoffMs * 2 ** i;
      onRetry(err, i + 1, delay);
      await sleep(delay, undefined, { signal }).catch(() => {
        throw err;
      });
    }
  }
}
