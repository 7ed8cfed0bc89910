/**
 * Framing of request bodies, for every target: chunked with odd sizes, extensions, trailers,
 * huge and lying sizes; Content-Length over and under the 64 KB MCP limit, lying and malformed;
 * both framings at once; unknown transfer codings; bodies cancelled or half-closed mid-way.
 */
import { BODY_LIMIT } from './mcpCases.ts';
import { bodyFor, headersFor, one, TARGETS, type CaseParts } from './framingParts.ts';
import { chunked, head, sizeText, split, type Chunk } from './wire.ts';

const post = (target: string, headers: [string, string][], body: Buffer) => ({ method: 'POST', target, headers: headersFor(target, headers), body });
const TE: [string, string] = ['Transfer-Encoding', 'chunked'];
const raw = (text: string) => Buffer.from(text, 'latin1');

/** Chunked bodies that are well framed: each owed an answer. */
function chunkedSound(target: string): CaseParts[] {
  const body = bodyFor(target, 40);
  const pieces = (sizes: number[]) => split(body, sizes);
  const cases: [string, Chunk[], [string, string][]?][] = [
    ['one chunk, lower-case size', [{ data: body, form: 'lower' }]],
    ['one chunk, upper-case size', [{ data: body, form: 'upper' }]],
    ['one chunk, size with leading zeros', [{ data: body, form: 'zeros' }]],
    ['one-byte chunks', pieces(Array(40).fill(1)).map((data) => ({ data }))],
    ['odd chunk sizes', pieces([3, 1, 7, 13]).map((data) => ({ data, form: 'upper' }))],
    ['extension ;a=b', [{ data: body, extension: ';a=b' }]],
    ['quoted extension', [{ data: body, extension: ';a="x;y z"' }]],
    ['a 1,000-byte extension', [{ data: body, extension: `;${'e'.repeat(1000)}=1` }]],
    ['a trailer', [{ data: body }], [['X-Trailer', '1']]],
    ['50 trailers', [{ data: body }], Array.from({ length: 50 }, (_, i): [string, string] => [`X-T${i}`, 'v'])],
  ];
  const sound = cases.map(([name, chunks, trailers]) => one(`chunked, ${name}`, post(target, [TE], chunked(chunks, trailers)), { answers: 1 }));
  // No data at all, and an empty body whose last chunk is written oddly.
  sound.push(one('chunked, only the last chunk', post(target, [TE], raw('0\r\n\r\n')), { answers: 1 }));
  sound.push(one('chunked, last chunk 000 with an extension', post(target, [TE], raw('000;x=y\r\n\r\n')), { answers: 1 }));
  return sound;
}

/** Chunked bodies that break the framing: refused, or cut. */
function chunkedBroken(target: string): CaseParts[] {
  const body = bodyFor(target, 20);
  const lines: [string, string][] = [
    ['a 17,000-byte extension', `14;${'e'.repeat(17000)}\r\n${body}\r\n0\r\n\r\n`],
    ['a 20 KB trailer', `14\r\n${body}\r\n0\r\nX-T: ${'t'.repeat(20000)}\r\n\r\n`],
    ['size ffffffff, 20 bytes sent', `ffffffff\r\n${body}`],
    ['size beyond 64 bits', `fffffffffffffffffff\r\n${body}\r\n0\r\n\r\n`],
    ['size 7fffffffffffffff', `7fffffffffffffff\r\n${body}`],
    ['size says 5, 20 bytes follow', `5\r\n${body}\r\n0\r\n\r\n`],
    ['size says 30, 20 bytes and the end follow', `1e\r\n${body}\r\n0\r\n\r\n`],
    ['size with a space after', `14 \r\n${body}\r\n0\r\n\r\n`],
    ['size with a space before', ` 14\r\n${body}\r\n0\r\n\r\n`],
    ['size +14', `+14\r\n${body}\r\n0\r\n\r\n`],
    ['size -1', `-1\r\n${body}\r\n0\r\n\r\n`],
    ['size 0x14', `0x14\r\n${body}\r\n0\r\n\r\n`],
    ['size line ended by a bare LF', `14\n${body}\r\n0\r\n\r\n`],
    ['no CRLF after the data', `14\r\n${body}0\r\n\r\n`],
    ['no last chunk', `14\r\n${body}\r\n`],
    ['no empty line after the last chunk', `14\r\n${body}\r\n0\r\n`],
    ['a size that is not hex', `zz\r\n${body}\r\n0\r\n\r\n`],
    ['a NUL in the size line', `14\x00\r\n${body}\r\n0\r\n\r\n`],
  ];
  return lines.map(([name, text]) => one(`chunked, ${name}`, post(target, [TE], raw(text))));
}

/** Content-Length: around the MCP limit, lying, malformed. */
function lengths(target: string): CaseParts[] {
  const cases: CaseParts[] = [];
  for (const size of [0, 1, BODY_LIMIT - 1, BODY_LIMIT, BODY_LIMIT + 1, 1024 * 1024]) {
    cases.push(one(`Content-Length ${size}`, post(target, [['Content-Length', String(size)]], bodyFor(target, size)), { answers: 1 }));
  }
  const body = bodyFor(target, 100);
  const lying: [string, string, Buffer][] = [
    ['declared 101, 100 sent', '101', body],
    ['declared 200, 100 sent', '200', body],
    ['declared 65537, 100 sent', String(BODY_LIMIT + 1), body],
    ['declared 99, 100 sent', '99', body],
    ['declared 50, 100 sent', '50', body],
    ['declared 0, 100 sent', '0', body],
    ['-1', '-1', body],
    ['+100', '+100', body],
    ['0x64', '0x64', body],
    ['1e2', '1e2', body],
    ['100, 100', '100, 100', body],
    ['twenty digits', '99999999999999999999', body],
    ['empty', '', body],
  ];
  for (const [name, declared, sent] of lying) cases.push(one(`Content-Length ${name}`, post(target, [['Content-Length', declared]], sent)));
  cases.push(one('two Content-Lengths that differ', post(target, [['Content-Length', '100'], ['Content-Length', '50']], body)));
  cases.push(one('two Content-Lengths alike', post(target, [['Content-Length', '100'], ['Content-Length', '100']], body)));
  return cases;
}

/** Codings that end in chunked with another before it: the server answers 501 (server/framing.ts). */
export function unsupportedCoding(headers: [string, string][]): boolean {
  const codings = headers.filter(([n]) => n.toLowerCase() === 'transfer-encoding').flatMap(([, v]) => v.toLowerCase().split(',').map((c) => c.trim()));
  return codings.length > 1 && codings.at(-1) === 'chunked';
}

/** Transfer codings: both framings at once, codings the server does not decode. */
function codings(target: string): CaseParts[] {
  const body = chunked([{ data: bodyFor(target, 40) }]);
  const cases: [string, [string, string][]][] = [
    ['Content-Length and chunked', [['Content-Length', '40'], TE]],
    ['chunked and Content-Length', [TE, ['Content-Length', '5']]],
    ['xchunked', [['Transfer-Encoding', 'xchunked']]],
    ['gzip, chunked', [['Transfer-Encoding', 'gzip, chunked']]],
    ['chunked, gzip', [['Transfer-Encoding', 'chunked, gzip']]],
    ['identity', [['Transfer-Encoding', 'identity']]],
    ['Chunked', [['Transfer-Encoding', 'Chunked']]],
    ['chunked, chunked', [['Transfer-Encoding', 'chunked, chunked']]],
    ['two headers: gzip then chunked', [['Transfer-Encoding', 'gzip'], TE]],
    ['chunked;q=1', [['Transfer-Encoding', 'chunked;q=1']]],
    ['an empty coding', [['Transfer-Encoding', '']]],
    ['deflate', [['Transfer-Encoding', 'deflate']]],
  ];
  return cases.map(([name, headers]) => one(`Transfer-Encoding ${name}`, post(target, headers, body), { allow501: unsupportedCoding(headers) }));
}

/** Bodies the client stops sending: it goes away, or half-closes, mid-body or right after the headers. */
function stopped(target: string): CaseParts[] {
  const big = bodyFor(target, 3 * BODY_LIMIT);
  const small = bodyFor(target, 100);
  const bigChunked = chunked(split(big, Array(12).fill(16384)).map((data) => ({ data })));
  const forms: [string, [string, string][], Buffer][] = [
    ['Content-Length 100', [['Content-Length', '100']], small],
    ['Content-Length 196608', [['Content-Length', String(big.length)]], big],
    ['chunked, 196608 bytes', [TE], bigChunked],
  ];
  const cases: CaseParts[] = [];
  for (const [name, headers, body] of forms) {
    const parts = post(target, headers, body);
    const at = head(parts).length;
    for (const [when, cut] of [['after the headers', at], ['mid-body', at + Math.floor(body.length / 2)], ['just before the end', at + body.length - 1]] as const) {
      cases.push(one(`${name}, the client gone ${when}`, parts, { after: { destroyAt: cut, ms: 5 } }));
      cases.push(one(`${name}, half-closed ${when}`, parts, { after: { endAt: cut } }));
    }
  }
  cases.push(one(`chunked past 64 KB, size ${sizeText(BODY_LIMIT * 2)} declared, the client gone`, post(target, [TE], Buffer.concat([Buffer.from(`${sizeText(BODY_LIMIT * 2)}\r\n`), big])), { after: { destroyAt: BODY_LIMIT + 2000, ms: 20 } }));
  return cases;
}

export const bodyCases = (): CaseParts[] => TARGETS.flatMap((t) => [...chunkedSound(t), ...chunkedBroken(t), ...lengths(t), ...codings(t), ...stopped(t)]);
