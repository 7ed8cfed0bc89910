/**
 * Cases that broke the server once, run first in every fuzz run: those fixed stay fixed, and those
 * found and not fixed yet ('found') fail the run until they are. Each holds the bytes as they went
 * and what the server did; a found one also recognises its failures among a run's (`matches`), so a
 * run tells a new failure from a known one.
 */
import { framingCase } from './framingParts.ts';
import type { Failure, FuzzCase } from './types.ts';
import { chunked, request } from './wire.ts';

export interface Regression {
  name: string;
  /** 'fixed' holds now; 'found' is broken still (the server's fix is due). */
  status: 'fixed' | 'found';
  /** What the server did with it. */
  happened: string;
  case: (index: number) => FuzzCase;
  /** A found one: whether a run's failure is this bug again. */
  matches?: (failure: Failure) => boolean;
  /** A found one that ends the server's process: whether a case's bytes would (not run in process, where it would end the test run). */
  kills?: (sent: string) => boolean;
}

const MCP: [string, string][] = [['Host', 'a'], ['Content-Type', 'application/json'], ['Accept', 'application/json, text/event-stream']];
const post = (body: Buffer, framing: [string, string] = ['Content-Length', String(body.length)]) => request({ method: 'POST', target: '/mcp', headers: [...MCP, framing], body });
const json = (value: unknown) => Buffer.from(JSON.stringify(value));
const single = (name: string, bytes: Buffer, more: Partial<FuzzCase> = {}) => (index: number): FuzzCase => ({
  family: 'regression',
  index,
  name,
  steps: [{ write: bytes }],
  methods: ['POST'],
  expectAnswers: 1,
  deadlineMs: 24_000,
  ...more,
});
const big = chunked(Array.from({ length: 6 }, () => ({ data: Buffer.alloc(16384, 0x20) })));
const text = (f: Failure) => f.sent.toString('latin1');
const got = (f: Failure) => f.received.toString('latin1');
const answersMissing = (f: Failure) => /^\d+ of \d+ answers/.test(f.what);
/** The names Object.prototype answers to, as a lookup table's keys would. */
const PROTOTYPE_NAMES = Object.getOwnPropertyNames(Object.prototype);
/** A CONNECT after another request on the connection (or in a body: close enough to be left out). */
const pipelinedConnect = (sent: string) => /.CONNECT \S+ HTTP\//s.test(sent);

/** The answers written outside a connection's turn: the parser's refusals, and CONNECT's. */
const REFUSALS = /could not parse|larger than the server accepts|longer than the server accepts|Method \\"CONNECT\\"/;

export const REGRESSIONS: Regression[] = [
  {
    name: 'a chunked POST /mcp over 64 KB, cancelled by the client',
    status: 'fixed',
    happened: 'the process died: a TypeError on req.socket, null once the body was cancelled (commit a3e7a80)',
    case: (index) => ({ ...framingCase(index, { name: '', bytes: post(big, ['Transfer-Encoding', 'chunked']), methods: ['POST'], targets: ['/mcp'], after: { destroyAt: 70_000, ms: 20 } }), family: 'regression', name: 'chunked POST /mcp over 64 KB, cancelled' }),
  },
  {
    name: 'an MCP request with a member beyond jsonrpc, id, method and params',
    status: 'fixed',
    happened: 'never answered, its work slot held for good (commit c846b1b)',
    case: single('tools/list with a member x', post(json({ jsonrpc: '2.0', id: 1, method: 'tools/list', x: 1 }))),
  },
  {
    name: 'a lone surrogate in a tool argument',
    status: 'fixed',
    happened: 'JSON-RPC -32603 from encodeURIComponent (commit c846b1b)',
    case: single('typical-weather with zip "\\ud800"', post(Buffer.from('{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"typical-weather","arguments":{"zip":"\\ud800"}}}'))),
  },
  { name: 'HTTP/1.1 without Host', status: 'fixed', happened: "Node's bare 400, no JSON (commit 64cdb20)", case: single('GET /health without Host', Buffer.from('GET /health HTTP/1.1\r\n\r\n'), { methods: ['GET'] }) },
  { name: 'CONNECT', status: 'fixed', happened: 'the socket destroyed without a word (commit 64cdb20)', case: single('CONNECT a:443', Buffer.from('CONNECT a:443 HTTP/1.1\r\nHost: a:443\r\n\r\n'), { methods: ['CONNECT'] }) },
  {
    name: 'Transfer-Encoding: xchunked, a request in the body',
    status: 'fixed',
    happened: 'the body was read as the next request and answered (commit 64cdb20)',
    case: single('POST /health xchunked, GET /nonexistent in the body', Buffer.from('POST /health HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: xchunked\r\n\r\nGET /nonexistent HTTP/1.1\r\nHost: a\r\n\r\n'), { maxAnswers: 1 }),
  },
  {
    name: 'an MCP method named like a member of Object.prototype',
    status: 'found',
    happened:
      'HTTP 500 (the API\'s "unexpected error"), logged "TypeError: schema.safeParse is not a function" at api/mcp/requestParams.ts paramsRefusal: SCHEMAS[method] is Object.prototype\'s member for __proto__, constructor, toString, valueOf, hasOwnProperty …',
    case: single('method "toString"', post(json({ jsonrpc: '2.0', id: 1, method: 'toString' }))),
    matches: (f) => f.what.includes('status 500') && PROTOTYPE_NAMES.some((name) => text(f).includes(`"method":"${name}"`)),
  },
  {
    name: 'an answer that closes the connection, then a pipelined CONNECT',
    status: 'found',
    happened:
      "the process dies: the first answer (400 for no Host; 501/400 for a transfer coding) ends the socket, then the CONNECT's 405 ends it again (server/clientError.ts answer(), socket.end after end): ERR_STREAM_WRITE_AFTER_END is emitted on a socket Node handed over for the CONNECT with no 'error' listener left, an uncaught 'error' event",
    case: single('GET /health without Host, then CONNECT', Buffer.from('GET /health HTTP/1.1\r\n\r\nCONNECT a:443 HTTP/1.1\r\nHost: a\r\n\r\n'), { methods: ['GET', 'CONNECT'] }),
    matches: (f) => f.what.startsWith('the server is gone') && pipelinedConnect(text(f)),
    kills: (sent) => pipelinedConnect(sent),
  },
  {
    name: 'pipelined requests, a later one malformed or a CONNECT',
    status: 'found',
    happened:
      "the parser's refusal (400/414/431, Connection: close), or a CONNECT's 405, is written at once, before the answers of the requests ahead of it on the connection, which never come: the client reads it as its first request's answer (server/clientError.ts answers unless the current response has begun; a CONNECT is answered when parsed, not in the connection's turn)",
    case: single('GET /climate-twins then `get /health`', Buffer.from('GET /climate-twins?zip=10024 HTTP/1.1\r\nHost: a\r\n\r\nget /health HTTP/1.1\r\nHost: a\r\n\r\n'), { methods: ['GET', 'get'], expectAnswers: 2 }),
    matches: (f) => answersMissing(f) && REFUSALS.test(got(f)),
  },
  {
    name: 'a body the server does not read, over about 64 KB, then another request',
    status: 'found',
    happened:
      'the first is answered (405; 413 for /mcp over its limit) with keep-alive, but the rest of its body is never read: the next request is never answered and the connection is closed by the keep-alive timer about 6 s later (Readable.toWeb(req) in server/nodeAdapter.ts takes the body, so Node does not dump it)',
    case: single('POST /health with 200,000 bytes, then GET /health', Buffer.from(`POST /health HTTP/1.1\r\nHost: a\r\nContent-Length: 200000\r\n\r\n${'b'.repeat(200_000)}GET /health HTTP/1.1\r\nHost: a\r\n\r\n`), { methods: ['POST', 'GET'], expectAnswers: 2 }),
    matches: (f) => answersMissing(f) && f.sent.length > 65_536 && /HTTP\/1\.1 (405|413) /.test(got(f)),
  },
  {
    name: 'CONNECT with 64 KB or more after its headers',
    status: 'found',
    happened: "answered 405, then the server's socket is never closed (a file descriptor held for good: seen with 70 KB and 200 KB, not 20 KB): ended but never read, it never sees the client's FIN, and no timeout watches a CONNECT's socket",
    case: single('CONNECT /health with 200,000 bytes after', Buffer.from(`CONNECT /health HTTP/1.1\r\nHost: a\r\nContent-Length: 200000\r\n\r\n${'b'.repeat(200_000)}`), { methods: ['CONNECT'] }),
    matches: (f) => f.what.includes('still holds') && /CONNECT \S+ HTTP\//.test(text(f)),
  },
  {
    name: "a HEAD the parser refuses (a 17 KB header, a 17 KB URL, a bad version)",
    status: 'found',
    happened: "answered 431 (414, 400) with the JSON error as content: an answer to HEAD has none (RFC 9110 §9.3.2), so a client reads those bytes as the next answer",
    case: single('HEAD /health with a 17 KB header', Buffer.from(`HEAD /health HTTP/1.1\r\nHost: a\r\nX-Big: ${'h'.repeat(17_000)}\r\n\r\n`), { methods: ['HEAD'] }),
    matches: (f) => f.what.includes('the answer to a HEAD has a body') && /HTTP\/1\.1 (400|414|431) /.test(got(f)),
  },
];

export const regressionCases = (): FuzzCase[] => REGRESSIONS.map((r, i) => r.case(i));

/** Whether a case would end the server's process by a found regression. @example killsTheServer(regressionCases()[6]) // true while it is found */
export const killsTheServer = (test: FuzzCase): boolean => {
  const sent = Buffer.concat(test.steps.flatMap((s) => ('write' in s ? [s.write] : []))).toString('latin1');
  return REGRESSIONS.some((r) => r.status === 'found' && r.kills?.(sent));
};

/** The found regression a failure is, if any. @example knownAs(failure) // 'an MCP method named like a member of Object.prototype' */
export const knownAs = (failure: Failure): string | undefined => REGRESSIONS.find((r) => r.status === 'found' && r.matches?.(failure))?.name;
