/**
 * Gzip with a fixed header, so the same bytes in give the same bytes out on any machine.
 */
import { gzipSync } from 'node:zlib';

/** RFC 1952 header: bytes 4–7 are the modification time, byte 9 the operating system. */
const MTIME = 4;
const OS = 9;
const OS_UNKNOWN = 0xff;

/**
 * @example gunzipSync(deterministicGzip(Buffer.from('a'))).toString() // 'a'
 */
export function deterministicGzip(data: Uint8Array | string): Buffer {
  const out = gzipSync(data, { level: 9 });
  // zlib already writes mtime 0; the OS byte differs by platform, so pin it to "unknown".
  out.writeUInt32LE(0, MTIME);
  out[OS] = OS_UNKNOWN;
  return out;
}
