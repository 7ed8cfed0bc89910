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

/**
 * JSON.stringify(value) as UTF-8 bytes, its last member serialized apart: V8 makes a whole text
 * two-byte for one character beyond Latin-1 (the period's en dash), and a large ASCII member (a
 * year's days) is then encoded at twice the cost; apart it stays one-byte.
 * @example lastMemberApart({ a: '–', days: [1] }).toString() // '{"a":"–","days":[1]}'
 */
export function lastMemberApart(value: object): Buffer {
  const key = Object.keys(value).at(-1);
  if (key === undefined) return Buffer.from(JSON.stringify(value));
  const { [key]: last, ...rest } = value as Record<string, unknown>;
  if (last === undefined) return Buffer.from(JSON.stringify(value));
  return withLastMember(rest, key, JSON.stringify(last));
}

/**
 * The JSON of `value` with one more member at its end, `key`, whose JSON is given (made apart).
 * @example withLastMember({ a: 1 }, 'days', '[]').toString() // '{"a":1,"days":[]}'
 */
export function withLastMember(value: object, key: string, json: string | Uint8Array): Buffer {
  const head = JSON.stringify(value);
  return joinBytes([head === '{}' ? '{' : `${head.slice(0, -1)},`, `${JSON.stringify(key)}:`, json, '}']);
}
