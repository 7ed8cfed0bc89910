/**
 * Downloads upstream files into a cache folder laid out like the raw data mirror, so the rest
 * of the build reads them exactly as it reads a mirror. Bounded concurrency (p-limit), retries
 * with exponential backoff on timeouts, cut connections, 408, 429 and 5xx (never on a name that
 * does not resolve or a refused connection: downloadError.ts), a `.part` file renamed into place
 * only when complete (so the cache never holds a truncated file), and a progress line on a
 * terminal. The first failure that is final stops the other downloads.
 */
import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import pLimit from 'p-limit';
import { fetch } from 'undici';
import { DownloadError, downloadErrorOf, httpDownloadError } from './downloadError.ts';

export interface RemoteFile {
  /** Path inside the cache, in the raw data layout. */
  path: string;
  url: string;
}

export interface DownloadOptions {
  concurrency?: number;
  /** Retries after the first attempt. */
  retries?: number;
  /** First backoff; doubles on every retry. */
  backoffMs?: number;
  /** Where progress goes; a TTY gets one line redrawn in place. */
  progress?: NodeJS.WriteStream | { isTTY?: boolean; write(text: string): unknown };
}

/**
 * Downloads every file not already in the cache; resolves when all are there, else rejects with
 * the first final DownloadError.
 * @example await downloadAll(UPSTREAM_FILES, '.cache/raw') // then build from '.cache/raw'
 */
export async function downloadAll(files: readonly RemoteFile[], cacheDir: string, options: DownloadOptions = {}): Promise<void> {
  const { concurrency = 3, retries = 4, backoffMs = 1000, progress = process.stderr } = options;
  const limit = pLimit(concurrency);
  const meter = new ProgressMeter(progress);
  const stop = new AbortController();
  try {
    await Promise.all(
      files.map((file) =>
        limit(async () => {
          const target = join(cacheDir, file.path);
          if (await exists(target)) return meter.cached(file.path);
          await withRetries(() => downloadOne(file, target, meter, stop.signal), retries, backoffMs, stop.signal, (error, attempt, delay) =>
            meter.note(`${file.path}: ${error.message}; retry ${attempt} of ${retries} in ${delay} ms`),
          );
        }),
      ),
    );
  } catch (error) {
    limit.clearQueue();
    stop.abort(error);
    throw error;
  } finally {
    meter.end();
  }
}

async function downloadOne(file: RemoteFile, target: string, meter: ProgressMeter, signal: AbortSignal): Promise<void> {
  const response = await fetch(file.url, { signal }).catch((error: unknown) => {
    throw downloadErrorOf(error, file.url);
  });
  if (!response.ok || !response.body) {
    await response.body?.cancel();
    throw httpDownloadError(response.status, file.url);
  }
  const total = Number(response.headers.get('content-length')) || null;
  await mkdir(dirname(target), { recursive: true });
  const part = `${target}.part`;
  const count = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      meter.add(file.path, chunk.length, total);
      done(null, chunk);
    },
  });
  try {
    await pipeline(Readable.fromWeb(response.body as import('node:stream/web').ReadableStream), count, createWriteStream(part));
    await rename(part, target);
  } catch (error) {
    await rm(part, { force: true });
    throw downloadErrorOf(error, file.url);
  }
  meter.done(file.path);
}

async function withRetries(
  attempt: () => Promise<void>,
  retries: number,
  backoffMs: number,
  /** Aborted when another file failed for good: no more attempts. */
  signal: AbortSignal,
  onRetry: (error: DownloadError, attempt: number, delayMs: number) => void,
): Promise<void> {
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

async function exists(path: string): Promise<boolean> {
  return (await stat(path).catch(() => null))?.isFile() ?? false;
}

/** Bytes received per file; on a TTY one line redrawn at most every 200 ms, else a line per file. */
class ProgressMeter {
  private readonly files = new Map<string, { received: number; total: number | null }>();
  private lastDraw = 0;
  constructor(private readonly out: NonNullable<DownloadOptions['progress']>) {}

  cached(path: string): void {
    this.line(`cached      ${path}`);
  }
  note(message: string): void {
    this.line(message);
  }
  add(path: string, bytes: number, total: number | null): void {
    const file = this.files.get(path) ?? { received: 0, total };
    file.received += bytes;
    this.files.set(path, file);
    const now = Date.now();
    if (this.out.isTTY && now - this.lastDraw > 200) {
      this.lastDraw = now;
      this.out.write(`\r\x1b[2K${this.summary()}`);
    }
  }
  done(path: string): void {
    const mb = ((this.files.get(path)?.received ?? 0) / 1e6).toFixed(1);
    this.line(`downloaded  ${path} (${mb} MB)`);
  }
  end(): void {
    if (this.out.isTTY && this.lastDraw) this.out.write('\r\x1b[2K');
  }
  private summary(): string {
    let received = 0;
    let total = 0;
    for (const f of this.files.values()) {
      received += f.received;
      total += f.total ?? f.received;
    }
    return `downloading ${this.files.size} file(s): ${(received / 1e6).toFixed(1)} of ${(total / 1e6).toFixed(1)} MB`;
  }
  private line(text: string): void {
    this.out.write(this.out.isTTY ? `\r\x1b[2K${text}\n` : `${text}\n`);
  }
}
