/**
 * The framing family: the systematic cases (framingBodies.ts, framingRequests.ts) in a fixed
 * order, then random requests put together from the same parts, one to five on a connection.
 */
import { bodyCases, unsupportedCoding } from './framingBodies.ts';
import { bodyFor, framingCase, headersFor, TARGETS, type After, type CaseParts } from './framingParts.ts';
import { requestCases } from './framingRequests.ts';
import { BODY_LIMIT } from './mcpCases.ts';
import { rng, type Rng } from './random.ts';
import type { FuzzCase } from './types.ts';
import { chunked, request, split, type Chunk } from './wire.ts';

let systematic: CaseParts[] | undefined;
export const systematicFraming = (): CaseParts[] => (systematic ??= [...bodyCases(), ...requestCases()]);

const ODD_METHODS = ['OPTIONS', 'PUT', 'DELETE', 'PATCH', 'TRACE', 'CONNECT', 'PROPFIND', 'get', 'FOO', 'HEAD'];
/** Methods answered with the connection's end (CONNECT), or refused by the parser: nothing after them is read. */
const CLOSING_METHODS = ['CONNECT', 'get', 'FOO'];
const EXTRA: readonly [string, string][] = [
  ['Connection', 'keep-alive'],
  ['Connection', 'close'],
  ['Expect', '100-continue'],
  ['Origin', 'https://x.example'],
  ['If-None-Match', '*'],
  ['Accept-Encoding', 'gzip, br'],
  ['Cookie', 'a=b'],
  ['X-Big', 'h'.repeat(12000)],
  ['X-Bigger', 'h'.repeat(20000)],
  ['mcp-protocol-version', '2025-06-18'],
];
const SIZES = [0, 1, 40, 1000, BODY_LIMIT - 1, BODY_LIMIT, BODY_LIMIT + 1, 200_000];

interface Built {
  bytes: Buffer;
  method: string;
  target: string;
  /** Well framed, so owed an answer; and whether the connection stays open after it. */
  sound: boolean;
  closes: boolean;
  allow501: boolean;
}

/** One random request. */
function randomRequest(r: Rng): Built {
  const target = r.chance(0.05) ? `http://127.0.0.1${r.pick(TARGETS)}` : r.pick(TARGETS);
  const roll = r.int(20);
  const method = roll < 7 ? 'GET' : roll < 15 ? 'POST' : r.pick(ODD_METHODS);
  const version = r.chance(0.9) ? 'HTTP/1.1' : r.pick(['HTTP/1.0', 'HTTP/2.0', 'HTTP/1.1 x', '']);
  const extra = r.some(EXTRA, 2);
  const headers = r.chance(0.95) ? headersFor(target.replace('http://127.0.0.1', ''), extra) : extra;
  let sound = version === 'HTTP/1.1' && headers.some(([n]) => n === 'Host') && !extra.some(([n]) => n === 'X-Bigger');
  let closes = extra.some(([, v]) => v === 'close') || CLOSING_METHODS.includes(method);
  const size = method === 'GET' && r.chance(0.7) ? -1 : r.pick(SIZES);
  const data = bodyFor(target, Math.max(0, size));
  let body: Buffer | undefined = size < 0 ? undefined : data;
  const framing = r.int(10);
  if (size < 0) {
    // No body.
  } else if (framing < 5) {
    const lie = r.chance(0.15) ? r.pick([-1, 1, -size, 100]) : 0;
    sound &&= lie === 0;
    headers.push(['Content-Length', String(size + lie)]);
  } else if (framing < 9) {
    const form = r.pick(['lower', 'upper', 'zeros'] as const);
    const extension = r.chance(0.2) ? r.pick([';a=b', `;${'e'.repeat(r.pick([10, 3000, 20000]))}`]) : undefined;
    const chunks: Chunk[] = split(data, Array.from({ length: r.range(1, 8) }, () => r.pick([1, 3, 16, 255, 4096, 30000]))).map((d) => ({ data: d, form, extension }));
    const liar = r.chance(0.1) && chunks.length > 0;
    if (liar) chunks[0]!.declared = chunks[0]!.data.length + r.pick([-1, 1, 0xfffff]);
    // A chunked MCP body past the limit is cancelled mid-read: its answer may be a cut.
    sound &&= !liar && (extension?.length ?? 0) < 10000 && !(target.endsWith('/mcp') && size > BODY_LIMIT);
    body = chunked(chunks, r.chance(0.2) ? [['X-Trailer', 't']] : []);
    headers.push(['Transfer-Encoding', 'chunked']);
  } else {
    // Answered 400 or 501, the connection closed after (server/framing.ts).
    headers.push(['Transfer-Encoding', r.pick(['xchunked', 'gzip, chunked', 'chunked, gzip', 'identity', 'Chunked'])]);
    body = chunked([{ data }]);
    closes ||= !headers.some(([, v]) => v === 'Chunked');
  }
  return { bytes: request({ method, target, version, headers, body }), method, target, sound, closes, allow501: unsupportedCoding(headers) };
}

/** One to five random requests on one connection, and what the client then does. */
function randomParts(r: Rng): CaseParts {
  const built = Array.from({ length: r.chance(0.8) ? 1 : r.range(2, 5) }, () => randomRequest(r));
  const bytes = Buffer.concat(built.map((b) => b.bytes));
  const roll = r.int(10);
  const after: After = roll < 8 ? 'end' : roll < 9 ? { endAt: r.int(bytes.length) } : { destroyAt: r.int(bytes.length), ms: r.pick([0, 5, 20]) };
  // Owed answers: up to the first that is not well framed, and none after one that closes.
  let answers = 0;
  for (const b of built) {
    if (!b.sound) break;
    answers++;
    if (b.closes) break;
  }
  const name = built.map((b) => `${b.method} ${b.target} (${b.bytes.length} bytes)`).join(' + ');
  return { name: `${name}${after === 'end' ? '' : `, ${JSON.stringify(after)}`}`, bytes, methods: built.map((b) => b.method), targets: built.map((b) => b.target), after, answers, allow501: built.some((b) => b.allow501) };
}

/** Case `index` of the family: a systematic one below their count, a random one (its own seed) above. */
export function framingCaseAt(index: number, seedOf: (index: number) => number): FuzzCase {
  const list = systematicFraming();
  return framingCase(index, index < list.length ? list[index]! : randomParts(rng(seedOf(index))));
}
