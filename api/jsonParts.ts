/**
 * Putting an answer's JSON together from parts (api/weather/prerendered.ts, api/profile/prerendered.ts):
 * texts made per request, members serialized once, and prerendered pieces as bytes.
 */
import { membersJson } from '../lib/serving/answerText.ts';

/**
 * Answers are cut from slabs of their own, as Node cuts small buffers from its pool: that pool is
 * 8 KB, two or three answers, and every new one is an allocation the collector must track.
 */
const SLAB_BYTES = 128 * 1024;
let slab = Buffer.allocUnsafeSlow(SLAB_BYTES);
let used = 0;

/** Texts (as UTF-8) and bytes, one after another, in one buffer (never changed once given). */
export function joinBytes(parts: readonly (string | Uint8Array)[]): Buffer {
  // A UTF-16 unit is at most 3 bytes of UTF-8: room for the worst case, then the slab keeps what is left.
  let room = 0;
  for (const part of parts) room += typeof part === 'string' ? 3 * part.length : part.length;
  if (room > SLAB_BYTES / 4) return Buffer.from(writeParts(Buffer.allocUnsafe(room), 0, parts));
  if (used + room > SLAB_BYTES) {
    slab = Buffer.allocUnsafeSlow(SLAB_BYTES);
    used = 0;
  }
  const out = writeParts(slab, used, parts);
  used += (out.length + 7) & ~7;
  return out;
}

/** Writes the parts into `into` from `start`; the bytes written. */
function writeParts(into: Buffer, start: number, parts: readonly (string | Uint8Array)[]): Buffer {
  let at = start;
  for (const part of parts) {
    if (typeof part === 'string') at += into.write(part, at);
    else {
      into.set(part, at);
      at += part.length;
    }
  }
  return into.subarray(start, at);
}

/** An object's members as they follow others in an object: a comma, then their JSON without braces. @example followingMembers({ a: 1 }) // ',"a":1' */
export const followingMembers = (value: object) => Buffer.from(`,${membersJson(value)}`);
