/**
 * The MCP family: POST /mcp with an edited message (test/fuzz/mcpEdits.ts), framed by its length or
 * chunked, under varied headers (mcp-protocol-version, content-type, accept), bodies around the 64 KB
 * limit, and batches. Every request is well framed, so each is owed an answer.
 */
import { jsonBytes, randomBody, systematicBodies, type Body } from './mcpEdits.ts';
import { baseMessages, edit, type Json } from './mcpMessages.ts';
import { rng, type Rng } from './random.ts';
import type { FuzzCase } from './types.ts';
import { chunked, request, type SizeForm } from './wire.ts';

/** The MCP endpoint's body limit (api/mcp/mcpHandler.ts, MAX_BODY_BYTES). */
export const BODY_LIMIT = 64 * 1024;
/** Every case's bound: the request timeout, its check and some slack (server/timeouts.ts). */
export const DEADLINE_MS = 24_000;

type Headers = [string, string][];
const DEFAULT_HEADERS: Headers = [['Host', '127.0.0.1'], ['Content-Type', 'application/json'], ['Accept', 'application/json, text/event-stream']];

interface Spec extends Body {
  /** Headers replacing the defaults of the same name; an empty value removes one. */
  headers?: Headers;
  /** Chunk sizes (the last takes the rest), or undefined for Content-Length. */
  chunks?: { sizes: number[]; form: SizeForm; extension?: string };
  /** A cut is allowed in place of the answer (a chunked body over the limit is cancelled mid-read). */
  mayCut?: boolean;
}

const base = (name: string) => baseMessages().find((b) => b.name === name)!.message;

/** A message padded (in one of its strings) to exactly `size` bytes. */
function sized(name: string, path: string[], size: number): Buffer {
  const bare = jsonBytes(base(name)).length - jsonBytes(edit(base(name), path, () => '') as Json).length;
  const pad = size - jsonBytes(base(name)).length + bare;
  return jsonBytes(edit(base(name), path, () => 'x'.repeat(Math.max(0, pad))));
}

const VERSIONS = ['2025-06-18', '2025-11-25', '2025-03-26', '2024-11-05', '2024-10-07', '1999-01-01', 'x'.repeat(3000), '\xfc\xe9', '2025-06-18, 2025-03-26', ' '];
const CONTENT_TYPES = ['application/json; charset=utf-8', 'APPLICATION/JSON', 'text/plain', 'application/json-seq', 'application/json; charset=latin1', ''];
const ACCEPTS = ['application/json', 'text/event-stream', '*/*', '', 'application/json, text/event-stream, */*', 'application/json;q=0, text/event-stream;q=0'];

function headerSpecs(): Spec[] {
  const messages = ['tools/list', 'initialize', baseMessages()[3]!.name, 'notifications/initialized'];
  const of = (name: string, header: string, value: string): Spec => ({ name: `${name} with ${header}: ${JSON.stringify(value.slice(0, 30))}`, bytes: jsonBytes(base(name)), headers: [[header, value]] });
  return messages.flatMap((name) => [
    ...VERSIONS.map((v) => of(name, 'mcp-protocol-version', v)),
    ...CONTENT_TYPES.map((v) => of(name, 'Content-Type', v)),
    ...ACCEPTS.map((v) => of(name, 'Accept', v)),
  ]);
}

function sizeSpecs(): Spec[] {
  const specs: Spec[] = [];
  for (const size of [BODY_LIMIT - 1, BODY_LIMIT, BODY_LIMIT + 1, 1024 * 1024, 4 * 1024 * 1024]) {
    for (const [name, path] of [['initialize', ['params', 'clientInfo', 'name']], ['tools/call typical-weather', ['params', 'arguments', 'zip']]] as const) {
      const bytes = sized(name, [...path], size);
      specs.push({ name: `${name} of ${size} bytes`, bytes });
      const sizes = [1, 4095, 16384, 65535].filter((n) => n < size);
      specs.push({ name: `${name} of ${size} bytes, chunked`, bytes, chunks: { sizes, form: 'upper' }, mayCut: size > BODY_LIMIT });
    }
  }
  return specs;
}

function batchSpecs(): Spec[] {
  const [init, ping, list] = baseMessages().map((b) => b.message);
  const call = base('tools/call climate-twins');
  const batches: [string, Json][] = [
    ['an empty batch', []],
    ['a batch of one ping', [ping!]],
    ['a batch of ping and tools/list', [ping!, list!]],
    ['a batch of initialize and a notification', [init!, base('notifications/initialized')]],
    ['a batch of 100 twins calls', Array.from({ length: 100 }, () => call)],
    ['a batch in a batch', [[ping!]]],
    ['a batch of numbers', [1, 2, 3]],
  ];
  return batches.map(([name, json]) => ({ name, bytes: jsonBytes(json) }));
}

let systematic: Spec[] | undefined;
/** The cases every run makes, in a fixed order: what the seed does not choose. */
export const systematicSpecs = (): Spec[] => (systematic ??= [...systematicBodies(), ...headerSpecs(), ...sizeSpecs(), ...batchSpecs()]);

function randomSpec(r: Rng): Spec {
  const body = randomBody(r);
  const headers: Headers = r.chance(0.15) ? [[r.pick(['mcp-protocol-version', 'Content-Type', 'Accept']), r.pick([...VERSIONS, ...CONTENT_TYPES])]] : [];
  if (!r.chance(0.3)) return { ...body, headers };
  const sizes = Array.from({ length: r.range(1, 6) }, () => r.pick([1, 2, 7, 16, 255, 4096, 70000]));
  const form = r.pick(['lower', 'upper', 'zeros'] as const);
  const extension = r.chance(0.3) ? r.pick([';a=b', ';x', `;${'e'.repeat(3000)}=1`, ';a="b;c"']) : undefined;
  return { ...body, name: `${body.name} (chunked ${sizes.join(',')})`, headers, chunks: { sizes, form, extension }, mayCut: body.bytes.length > BODY_LIMIT };
}

/** The request bytes of a spec. */
function framed({ bytes, headers = [], chunks }: Spec): Buffer {
  const replaced = new Set(headers.map(([n]) => n.toLowerCase()));
  const isDefault = (name: string) => DEFAULT_HEADERS.some(([n]) => n.toLowerCase() === name.toLowerCase());
  const all = [...DEFAULT_HEADERS.filter(([n]) => !replaced.has(n.toLowerCase())), ...headers.filter(([n, v]) => v !== '' || !isDefault(n))];
  if (chunks === undefined) return request({ method: 'POST', target: '/mcp', headers: [...all, ['Content-Length', String(bytes.length)]], body: bytes });
  const pieces: Buffer[] = [];
  let at = 0;
  for (const size of chunks.sizes) if (at < bytes.length) pieces.push(bytes.subarray(at, (at += size)));
  if (at < bytes.length) pieces.push(bytes.subarray(at));
  const body = chunked(pieces.map((data) => ({ data, form: chunks.form, extension: chunks.extension })));
  return request({ method: 'POST', target: '/mcp', headers: [...all, ['Transfer-Encoding', 'chunked']], body });
}

/** Case `index` of the family: a systematic one below their count, a random one (its own seed) above. */
export function mcpCase(index: number, seedOf: (index: number) => number): FuzzCase {
  const list = systematicSpecs();
  const spec = index < list.length ? list[index]! : randomSpec(rng(seedOf(index)));
  return { family: 'mcp', index, name: spec.name, steps: [{ write: framed(spec) }], methods: ['POST'], expectAnswers: spec.mayCut ? undefined : 1, deadlineMs: DEADLINE_MS };
}
