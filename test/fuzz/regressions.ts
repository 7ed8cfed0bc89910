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
  /**
   * A found one that makes some cases end the server's process (run last in a run, never in
   * process: it would end the test run's) or wait for the 20 s request timeout (not run in process,
   * whose run must stay short): which cases.
   */
  avoid?: { why: 'ends the process' | 'waits for the request timeout'; cases: (test: FuzzCase) => boolean };
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
const sentText = (test: FuzzCase) => Buffer.concat(test.steps.flatMap((s) => ('write' in s ? [s.write] : []))).toString('latin1');
const got = (f: Failure) => f.received.toString('latin1');
const answersMissing = (f: Failure) => /^\d+ of \d+ answers/.test(f.what);
/** The names Object.prototype answers to, as a lookup table's keys would. */
const PROTOTYPE_NAMES = Object.getOwnPropertyNames(Object.prototype);
/** A CONNECT after another request on the connection (or in a body: close enough to be left out). */
const pipelinedConnect = (sent: string) => /.CONNECT \S+ HTTP\//s.test(sent);

/** Requests the parser refuses, as the fuzzer writes them: an unknown or lower-case method, a bad version, headers over 16 KB. */
const PARSER_REFUSES = /(^|[\n}])(get|FOO) \S+ HTTP|HTTP\/1\.1 x\r\n|HTTP\/2\.0\r\n|X-Bigger: /;

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
  { name: 'an unknown method, its params._meta no object', status: 'fixed', happened: 'never answered: a 503 from the 10 s work limit (seed 2, mcp:1329)', case: single('method foo, params._meta ""', post(json({ jsonrpc: '2.0', id: 1, method: 'foo', params: { _meta: '' } }))) },
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
    status: 'fixed',
    happened:
      'HTTP 500 (the API\'s "unexpected error"), logged "TypeError: schema.safeParse is not a function" at api/mcp/requestParams.ts paramsRefusal: SCHEMAS[method] is Object.prototype\'s member for __proto__, constructor, toString, valueOf, hasOwnProperty … (fixed in cb09b7c)',
    case: single('method "toString"', post(json({ jsonrpc: '2.0', id: 1, method: 'toString' }))),
    matches: (f) => f.what.includes('status 500') && PROTOTYPE_NAMES.some((name) => text(f).includes(`"method":"${name}"`)),
  },
  {
    name: 'an answer that closes the connection, then a pipelined CONNECT',
    status: 'fixed',
    happened:
      "the process dies: the first answer (400 for no Host; 501/400 for a transfer coding) ends the socket, then the CONNECT's 405 ends it again (server/clientError.ts answer(), socket.end after end): ERR_STREAM_WRITE_AFTER_END is emitted on a socket Node handed over for the CONNECT with no 'error' listener left, an uncaught 'error' event (fixed in cb09b7c)",
    case: single('GET /health without Host, then CONNECT', Buffer.from('GET /health HTTP/1.1\r\n\r\nCONNECT a:443 HTTP/1.1\r\nHost: a\r\n\r\n'), { methods: ['GET', 'CONNECT'] }),
    matches: (f) => f.what.startsWith('the server is gone') && pipelinedConnect(text(f)),
    avoid: { why: 'ends the process', cases: (test) => pipelinedConnect(sentText(test)) },
  },
  {
    name: 'pipelined requests, a later one malformed or a CONNECT',
    status: 'fixed',
    happened:
      "the parser's refusal (400/414/431, Connection: close), or a CONNECT's 405, is written at once, before the answers of the requests ahead of it on the connection, which never come: the client reads it as its first request's answer (server/clientError.ts answers unless the current response has begun; a CONNECT is answered when parsed, not in the connection's turn; fixed in cb09b7c)",
    case: single('GET /climate-twins then `get /health`', Buffer.from('GET /climate-twins?zip=10024 HTTP/1.1\r\nHost: a\r\n\r\nget /health HTTP/1.1\r\nHost: a\r\n\r\n'), { methods: ['GET', 'get'], expectAnswers: 2 }),
    matches: (f) => answersMissing(f) && REFUSALS.test(got(f)),
  },
  {
    name: 'a body the server does not read, over about 64 KB, then another request',
    status: 'fixed',
    happened:
      'the first is answered (405; 413 for /mcp over its limit) with keep-alive, but the rest of its body is never read: the next request is never answered and the connection is closed by the keep-alive timer about 6 s later (Readable.toWeb(req) in server/nodeAdapter.ts takes the body, so Node does not dump it; fixed in cb09b7c)',
    case: single('POST /health with 200,000 bytes, then GET /health', Buffer.from(`POST /health HTTP/1.1\r\nHost: a\r\nContent-Length: 200000\r\n\r\n${'b'.repeat(200_000)}GET /health HTTP/1.1\r\nHost: a\r\n\r\n`), { methods: ['POST', 'GET'], expectAnswers: 2 }),
    matches: (f) => answersMissing(f) && f.sent.length > 65_536 && /HTTP\/1\.1 (405|413) /.test(got(f)),
  },
  {
    name: 'CONNECT with 64 KB or more after its headers',
    status: 'fixed',
    happened: "answered 405, then the server's socket is never closed (a file descriptor held for good: seen with 70 KB and 200 KB, not 20 KB): ended but never read, it never sees the client's FIN, and no timeout watches a CONNECT's socket (fixed in cb09b7c)",
    case: single('CONNECT /health with 200,000 bytes after', Buffer.from(`CONNECT /health HTTP/1.1\r\nHost: a\r\nContent-Length: 200000\r\n\r\n${'b'.repeat(200_000)}`), { methods: ['CONNECT'] }),
    matches: (f) => f.what.includes('still holds') && /CONNECT \S+ HTTP\//.test(text(f)),
  },
  {
    name: "a HEAD the parser refuses (a 17 KB header, a 17 KB URL, a bad version)",
    status: 'fixed',
    happened: "answered 431 (414, 400) with the JSON error as content: an answer to HEAD has none (RFC 9110 §9.3.2), so a client reads those bytes as the next answer (fixed in cb09b7c)",
    case: single('HEAD /health with a 17 KB header', Buffer.from(`HEAD /health HTTP/1.1\r\nHost: a\r\nX-Big: ${'h'.repeat(17_000)}\r\n\r\n`), { methods: ['HEAD'] }),
    matches: (f) => f.what.includes('the answer to a HEAD has a body') && /HTTP\/1\.1 (400|414|431) /.test(got(f)),
  },
  {
    name: 'a static answer, then a pipelined request the parser refuses, the client half-closed',
    status: 'fixed',
    happened:
      "only the page is answered (200, or the static path's 404): the connection is closed after it without the parser's 400 for the request behind it, which comes with the client's side open or behind an API answer. The refusal held for its turn (afterAnswers, cb09b7c) is lost once Node ends the half-closed connection after the static answer (fixed: the refusal closes it instead)",
    case: single('GET / then `get /health`, half-closed', Buffer.from('GET / HTTP/1.1\r\nHost: a\r\n\r\nget /health HTTP/1.1\r\nHost: a\r\n\r\n'), { methods: ['GET', 'get'], expectAnswers: 2, html: true }),
    matches: (f) => answersMissing(f) && !REFUSALS.test(got(f)) && PARSER_REFUSES.test(text(f)),
  },
  {
    name: 'a POST /mcp whose body the parser refuses, or the client half-closes mid-way',
    status: 'fixed',
    happened:
      "answered 408 (\"took too long to arrive\") after the 20 s request timeout, where it was the parser's 400 at once before cb09b7c: the parser's refusal waits for the answer of the request it refuses (afterAnswers), which waits for a body that will not come (fixed: a fault in the running request's body refuses it at once)",
    case: single('POST /mcp chunked, a chunk size `zz`', post(Buffer.from('zz\r\n{}\r\n0\r\n\r\n'), ['Transfer-Encoding', 'chunked']), { statuses: [400] }),
    matches: (f) => f.what.startsWith('statuses 408 where 400'),
  },
  {
    name: 'a pipelined POST /mcp whose chunk extensions overflow, behind two requests',
    status: 'fixed',
    happened:
      "the two requests before it answered, then nothing until the 24 s deadline: the parser refused the third request's body (Node's 16 KB bound on chunk extensions) while it waited its turn, so the refusal waited for its answer, and it for its body (fixed: a request whose body the parser refuses while it waits leaves the line, and the refusal answers it)",
    case: single(
      'GET /nonexistent, GET /mcp, then POST /mcp with 20,000-byte chunk extensions',
      Buffer.concat([
        Buffer.from('GET /nonexistent HTTP/1.1\r\nHost: a\r\n\r\nGET /mcp HTTP/1.1\r\nHost: a\r\n\r\n'),
        post(chunked(['{"jsonrpc":"2.0"', ',"id":1,"method"', ':"ping"}'].map((data) => ({ data: Buffer.from(data), extension: `;${'e'.repeat(20_000)}` }))), ['Transfer-Encoding', 'chunked']),
      ]),
      { methods: ['GET', 'GET', 'POST'], expectAnswers: 3, statuses: [404, 405, 400] },
    ),
  },
  {
    name: 'a HEAD whose transfer coding the parser refuses, behind a GET',
    status: 'fixed',
    happened:
      "the parser's 400 came with its body: the refusal is a HEAD's when the text after the last blank line starts with HEAD, and a fault found at the end of a head leaves that head's own blank line last (fixed: the blank line before it is the one looked for)",
    case: single(
      'GET /health, HEAD /health with `Transfer-Encoding: xchunked`, then a long POST',
      Buffer.from(
        'GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\nHEAD /health HTTP/1.1\r\nHost: 127.0.0.1\r\nTransfer-Encoding: xchunked\r\n\r\n0\r\n\r\n' +
          `POST http://127.0.0.1/ HTTP/1.1\r\nHost: 127.0.0.1\r\nExpect: 100-continue\r\nX-Big: ${'h'.repeat(12_000)}\r\nTransfer-Encoding: xchunked\r\n\r\n30d40\r\n{"a":"${'b'.repeat(199_992)}"}\r\n0\r\n\r\n`,
      ),
      { methods: ['GET', 'HEAD', 'POST'], expectAnswers: 2 },
    ),
  },
  {
    name: 'a request after an answered one, then an unfinished one, the client half-closed',
    status: 'fixed',
    happened:
      "only the first answer (a 405 to a POST): a client closing its side mid-request after any answer was taken to have abandoned the request running, and the socket was destroyed with the 404 owed to the GET between them unsent (fixed: a request still waiting its turn is the one abandoned, and the answers before it go first)",
    case: single(
      'POST /typical-weather with a 200,000-byte body, GET /nonexistent, then a POST whose chunk says 1 MB',
      Buffer.concat([
        request({ method: 'POST', target: '/typical-weather?zip=10024', headers: [['Host', 'a'], ['Content-Length', '200000']], body: Buffer.alloc(200_000, 'b') }),
        Buffer.from('GET /nonexistent HTTP/1.1\r\nHost: a\r\n\r\n'),
        request({ method: 'POST', target: '/typical-weather?zip=10024', headers: [['Host', 'a'], ['Transfer-Encoding', 'chunked']], body: Buffer.from('100002\r\n{"a":"b"}\r\n0\r\n\r\n') }),
      ]),
      { methods: ['POST', 'GET', 'POST'], expectAnswers: 2 },
    ),
  },
];

export const regressionCases = (): FuzzCase[] => REGRESSIONS.map((r, i) => r.case(i));

const avoided = (test: FuzzCase, why?: string) => REGRESSIONS.some((r) => r.status === 'found' && r.avoid !== undefined && (why === undefined || r.avoid.why === why) && r.avoid.cases(test));

/** Whether a case would end the server's process by a found regression. @example killsTheServer(regressionCases()[7]) // true while it is found */
export const killsTheServer = (test: FuzzCase): boolean => avoided(test, 'ends the process');

/** Whether a found regression keeps a case out of an in-process run (it would end the process, or take 20 s). */
export const avoidInProcess = (test: FuzzCase): boolean => avoided(test);

/** The found regression a failure is, if any. @example knownAs(failure) // 'an MCP method named like a member of Object.prototype' */
export const knownAs = (failure: Failure): string | undefined => REGRESSIONS.find((r) => r.status === 'found' && r.matches?.(failure))?.name;
