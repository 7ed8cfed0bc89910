/**
 * Gzip with a fixed header, so the same bytes in give the same bytes out on any machine. It runs
 * in libuv's threadpool (zlib's async API gives the same bytes as gzipSync), so the bulk downloads
 * compress in parallel and off the main thread.
 */
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';

/** RFC 1952 header: bytes 4–7 are the modification time, byte 9 the operating system. */
const MTIME = 4;
const OS = 9;
const OS_UNKNOWN = 0xff;

/** zlib's default: level 9 took twice the CPU for 2.4 % fewer bytes (bench/choices.md). */
export const GZIP_LEVEL = 6;

/**
 * A text given in parts is made only as the compressor takes them, so the whole text never sits in
 * memory as one string (at full scale the NDJSON download is ~100 MB; peak RSS). The compressed
 * bytes do not depend on how the input is split, nor on the 1 MB output chunks (fewer threadpool
 * round trips than zlib's 16 KB; bench/choices.md).
 * @example gunzipSync(await deterministicGzip(['a', 'b'])).toString() // 'ab'
 */
export async function deterministicGzip(data: Uint8Array | string | Iterable<string>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const collect = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk);
      done();
    },
  });
  const parts = typeof data === 'string' || data instanceof Uint8Array ? [data] : data;
  await pipeline(Readable.from(parts), createGzip({ level: GZIP_LEVEL, chunkSize: 1 << 20 }), collect);
  const out = Buffer.concat(chunks);
  // zlib already writes mtime 0; the OS byte differs by platform, so pin it to "unknown".
  out.writeUInt32LE(0, MTIME);
  out[OS] = OS_UNKNOWN;
  return out;
}
