/**
 * MCP message bodies, edited: every member of every base message removed, retyped, given
 * `__proto__`/`constructor` members, every string given a lone surrogate or invalid UTF-8 bytes,
 * ids of every type, unknown methods, values nested 1,000 deep and more, long strings. The
 * systematic list does each edit once; a random body stacks a few.
 */
import { ADDED_KEYS, baseMessages, edit, get, isObject, ODD_VALUES, paths, RETYPES, SURROGATES, type Json, type JsonPath } from './mcpMessages.ts';
import type { Rng } from './random.ts';

export interface Body {
  name: string;
  bytes: Buffer;
}

/** A stand-in for a deep value, swapped for its text after JSON.stringify (a JS value that deep would overflow the stack). */
const deep = (kind: 'array' | 'object', depth: number) => `\u0001deep:${kind}:${depth}`;
const nested = (kind: string, depth: number) => (kind === 'array' ? '['.repeat(depth) + ']'.repeat(depth) : '{"a":'.repeat(depth) + '1' + '}'.repeat(depth));

/** The message's bytes, deep stand-ins expanded. */
export const jsonBytes = (message: Json | undefined): Buffer =>
  Buffer.from((JSON.stringify(message) ?? '').replace(/"\\u0001deep:(\w+):(\d+)"/g, (_, kind: string, depth: string) => nested(kind, Number(depth))));

/** Bytes that are not UTF-8: a stray byte, a lead byte without its continuation, an encoded surrogate. */
export const BAD_UTF8: readonly (readonly number[])[] = [[0xff], [0xc3, 0x28], [0xed, 0xa0, 0x80], [0x80], [0xf4, 0x90, 0x80, 0x80], [0xc0, 0xaf]];

/** Where the JSON text's string literals begin and end (their contents), keys among them. */
export function stringSpans(bytes: Buffer): [number, number][] {
  const spans: [number, number][] = [];
  for (let i = 0; i < bytes.length; i++) {
    if (bytes[i] !== 0x22) continue;
    const start = i + 1;
    for (i = start; i < bytes.length && bytes[i] !== 0x22; i++) if (bytes[i] === 0x5c) i++;
    spans.push([start, i]);
  }
  return spans;
}

/** `bad` spliced into the middle of string literal number `which`. */
export function spliceBad(bytes: Buffer, which: number, bad: readonly number[]): Buffer {
  const [start, end] = stringSpans(bytes)[which]!;
  const at = start + Math.floor((end - start) / 2);
  return Buffer.concat([bytes.subarray(0, at), Buffer.from(bad), bytes.subarray(at)]);
}

/** Nestings: 12,000 objects deep is over the body limit (64 KB), the rest under it. */
const DEPTHS: readonly [number, 'array' | 'object'][] = [[1000, 'array'], [1000, 'object'], [5000, 'array'], [5000, 'object'], [12000, 'object']];

const named = (path: JsonPath) => (path.length === 0 ? 'the message' : path.join('.'));
const withSurrogate = (old: Json | undefined, lone: string) => (typeof old === 'string' ? old.slice(0, 1) + lone + old.slice(1) : lone);

/** The edits of one message, each once: seed-independent, so every run covers them all. */
function editsOf(base: string, message: Json): Body[] {
  const out: Body[] = [];
  const add = (name: string, value: Json | undefined) => out.push({ name: `${base}: ${name}`, bytes: jsonBytes(value) });
  const all = paths(message);
  for (const path of all) {
    if (path.length > 0) add(`${named(path)} removed`, edit(message, path, () => undefined));
    for (const [type, value] of RETYPES) add(`${named(path)} as ${type}`, edit(message, path, () => value));
    const here = get(message, path);
    if (isObject(here)) {
      for (const key of ['__proto__', 'constructor']) {
        for (const value of [{ polluted: true }, 'x'] as Json[]) add(`${named(path)} with own ${key}: ${JSON.stringify(value)}`, edit(message, [...path, key], () => value));
      }
    }
    if (typeof here === 'string') {
      const lone = SURROGATES[out.length % SURROGATES.length]!;
      add(`${named(path)} with lone surrogate ${JSON.stringify(lone)}`, edit(message, path, (old) => withSurrogate(old, lone)));
    }
  }
  const bytes = jsonBytes(message);
  stringSpans(bytes).forEach((_, which) => {
    for (const bad of BAD_UTF8.slice(0, 3)) out.push({ name: `${base}: string ${which} with bytes ${bad.map((b) => b.toString(16)).join(' ')}`, bytes: spliceBad(bytes, which, bad) });
  });
  if (isObject(message) && 'id' in message) for (const id of ODD_VALUES) add(`id ${JSON.stringify(id).slice(0, 20)}`, edit(message, ['id'], () => id));
  for (const [depth, kind] of DEPTHS) {
    for (const at of [['params'], ['id'], ['params', 'arguments']] as JsonPath[]) {
      if (get(message, at.slice(0, -1)) !== undefined) add(`${named(at)} ${kind}s nested ${depth} deep`, edit(message, at, () => deep(kind, depth)));
    }
  }
  return out;
}

/** Every base message's every edit. */
export function systematicBodies(): Body[] {
  const bodies = baseMessages().flatMap(({ name, message }) => [{ name: `${name} as it is`, bytes: jsonBytes(message) }, ...editsOf(name, message)]);
  const call = baseMessages().find((b) => b.name.startsWith('tools/call'))!;
  for (const method of ['tools/CALL', 'rpc.discover', '', 'initialize ', 'resources/list', 'prompts/get', 'completion/complete', 'logging/setLevel', 'tasks/list', '__proto__', 'constructor', 'toString', 'valueOf', 'hasOwnProperty', 'notifications/cancelled']) {
    bodies.push({ name: `method ${JSON.stringify(method)}`, bytes: jsonBytes(edit(call.message, ['method'], () => method)) });
  }
  const ping = jsonBytes(baseMessages()[1]!.message).toString();
  const texts = ['', '{', 'null', '"x"', '1', 'true', '[', ping.slice(0, -1), `${ping} x`, `${ping}${ping}`, `\ufeff${ping}`, `/* c */${ping}`, '{"jsonrpc":"2.0","id":NaN,"method":"ping"}', '{"a":1,"a":2}'];
  for (const text of texts) bodies.push({ name: `body ${JSON.stringify(text.slice(0, 40))}`, bytes: Buffer.from(text) });
  bodies.push({ name: 'ping in UTF-16', bytes: Buffer.from(ping, 'utf16le') });
  return bodies;
}

/** One random edit of `message`. */
function randomEdit(r: Rng, message: Json): { name: string; message: Json | undefined } {
  const path = r.pick(paths(message));
  const here = get(message, path);
  switch (r.int(7)) {
    case 0:
      // The message removed is an empty body: the systematic list has it.
      if (path.length === 0) return randomEdit(r, message);
      return { name: `${named(path)} removed`, message: edit(message, path, () => undefined) };
    case 1: {
      const value = r.pick(ODD_VALUES);
      return { name: `${named(path)} = ${JSON.stringify(value).slice(0, 20)}`, message: edit(message, path, () => value) };
    }
    case 2: {
      if (!isObject(here)) return randomEdit(r, message);
      const key = r.pick(ADDED_KEYS);
      const value = r.pick(ODD_VALUES);
      return { name: `${named(path)}.${key} added`, message: edit(message, [...path, key], () => value) };
    }
    case 3: {
      const lone = r.pick(SURROGATES);
      return { name: `${named(path)} with ${JSON.stringify(lone)}`, message: edit(message, path, (old) => withSurrogate(old, lone)) };
    }
    case 4: {
      const depth = r.pick([1000, 2000, 4000, 10000]);
      return { name: `${named(path)} nested ${depth} deep`, message: edit(message, path, () => deep(r.pick(['array', 'object'] as const), depth)) };
    }
    case 5: {
      const length = r.pick([1000, 30000, 60000, 66000]);
      return { name: `${named(path)} a ${length}-character string`, message: edit(message, path, () => r.pick(['x', 'é', '💧', '\\']).repeat(length)) };
    }
    default: {
      const [type, value] = r.pick(RETYPES);
      return { name: `${named(path)} as ${type}`, message: edit(message, path, () => value) };
    }
  }
}

/** A base message with one to three random edits, and sometimes invalid UTF-8 in one of its strings. */
export function randomBody(r: Rng): Body {
  const base = r.pick(baseMessages());
  let message: Json | undefined = base.message;
  const names: string[] = [];
  for (let i = r.range(1, 3); i > 0 && message !== undefined; i--) {
    const next = randomEdit(r, message);
    names.push(next.name);
    message = next.message;
  }
  let bytes = jsonBytes(message);
  const spans = stringSpans(bytes);
  if (spans.length > 0 && r.chance(0.2)) {
    const bad = r.pick(BAD_UTF8);
    bytes = spliceBad(bytes, r.int(spans.length), bad);
    names.push(`bytes ${bad.map((b) => b.toString(16)).join(' ')} in a string`);
  }
  return { name: `${base.name}: ${names.join('; ')}`, bytes };
}
