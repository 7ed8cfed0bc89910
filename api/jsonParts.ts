/**
 * Putting an answer's JSON together from parts (api/weather/prerendered.ts, api/profile/prerendered.ts):
 * texts made per request, members serialized once, and prerendered pieces as bytes.
 */
import { membersJson } from '../lib/serving/answerText.ts';
import { slabBuffer } from './slab.ts';

/** Texts (as UTF-8) and bytes, one after another, in one buffer. */
export function joinBytes(parts: readonly (string | Uint8Array)[]): Buffer {
  let length = 0;
  for (const part of parts) length += typeof part === 'string' ? Buffer.byteLength(part) : part.length;
  const out = slabBuffer(length);
  let at = 0;
  for (const part of parts) {
    if (typeof part === 'string') at += out.write(part, at);
    else {
      out.set(part, at);
      at += part.length;
    }
  }
  return out;
}

/** An object's members as they follow others in an object: a comma, then their JSON without braces. @example followingMembers({ a: 1 }) // ',"a":1' */
export const followingMembers = (value: object) => Buffer.from(`,${membersJson(value)}`);
