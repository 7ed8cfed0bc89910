/**
 * Hostile exchanges, each a failure once (issue 48; the fuzz harness in test/fuzz adds its finds):
 * the bytes a client sends, how it leaves, and what the server must answer. Run on the in-process
 * server (test/server/everyExchangeEnds.test.ts) and on both starts (test/e2e/hostile.test.ts).
 */
import { messages } from '../../lib/messages.ts';
import { expect } from 'vitest';
import type { ClientEnd, ExchangeResult } from './rawExchange.ts';

const MCP_HEAD = 'POST /mcp HTTP/1.1\r\nHost: a\r\nAccept: application/json, text/event-stream\r\nContent-Type: application/json\r\n';
const post = (body: string) => `${MCP_HEAD}Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;
const chunk = (text: string) => `${text.length.toString(16)}\r\n${text}\r\n`;
const call = (args: object) => JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'typical-weather', arguments: args } });
const GET_HEALTH = 'GET /health HTTP/1.1\r\nHost: a\r\n\r\n';

export interface Row {
  name: string;
  pieces: string[];
  end?: ClientEnd;
  /** The statuses of the answers, in order; none given when the client cuts (what arrived before the cut varies). */
  statuses?: number[];
  /** A JSON-RPC error code the first answer carries, or its error text (the API's or a tool's). */
  code?: number;
  error?: string;
  /** The server ends the connection after its answers. */
  closes?: boolean;
  /** The first answer has no body (a HEAD's: its Content-Length is the GET's). */
  bodiless?: boolean;
}

export const HOSTILE_ROWS: Row[] = [
  {
    name: 'a chunked POST over 64 KB: 413, then the next request on the connection',
    pieces: [`${MCP_HEAD}Transfer-Encoding: chunked\r\n\r\n`, ...Array.from({ length: 6 }, () => chunk('x'.repeat(16_000))), '0\r\n\r\n', GET_HEALTH],
    statuses: [413, 200],
    code: -32000,
  },
  { name: 'a chunked POST over 64 KB, the client cutting it mid-body', pieces: [`${MCP_HEAD}Transfer-Encoding: chunked\r\n\r\n`, ...Array.from({ length: 6 }, () => chunk('x'.repeat(16_000)))], end: 'cut' },
  { name: 'a chunked POST under 64 KB, the client cutting it mid-body', pieces: [`${MCP_HEAD}Transfer-Encoding: chunked\r\n\r\n`, chunk('{"jsonrpc":"2.0",')], end: 'cut' },
  { name: 'a chunked POST over 64 KB, half-closed mid-body', pieces: [`${MCP_HEAD}Transfer-Encoding: chunked\r\n\r\n`, ...Array.from({ length: 6 }, () => chunk('x'.repeat(16_000)))], end: 'half-close', statuses: [413] },
  { name: 'a request with a member beyond the protocol’s', pieces: [post('{"jsonrpc":"2.0","id":1,"method":"tools/list","x":1}')], statuses: [400], code: -32600 },
  { name: 'a request with a __proto__ member', pieces: [post('{"jsonrpc":"2.0","id":1,"method":"tools/list","__proto__":{"a":1}}')], statuses: [400], code: -32600 },
  { name: 'a request with a constructor member', pieces: [post('{"jsonrpc":"2.0","id":1,"method":"ping","constructor":1}')], statuses: [400], code: -32600 },
  { name: 'an initialize with a member beyond the protocol’s', pieces: [post('{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"a","version":"1"}},"y":2}')], statuses: [400], code: -32600 },
  { name: 'a method the server does not know, its params a number', pieces: [post('{"jsonrpc":"2.0","id":1,"method":"foo","params":5}')], statuses: [200], code: -32600 },
  { name: 'a method the server does not know, its params._meta a string', pieces: [post('{"jsonrpc":"2.0","id":1,"method":"foo","params":{"_meta":""}}')], statuses: [200], code: -32600 },
  { name: 'a lone surrogate in a tool argument: the tool’s error', pieces: [post(call({ zip: '\ud800' }).replace('\ud800', '\\ud800'))], statuses: [200], error: messages.mcpNotText('zip') },
  { name: 'HTTP/1.1 without Host', pieces: ['GET /health HTTP/1.1\r\n\r\n'], statuses: [400], error: messages.missingHost(), closes: true },
  { name: 'CONNECT', pieces: ['CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n'], statuses: [405], error: messages.connectNotAllowed(), closes: true },
  {
    name: 'Transfer-Encoding: xchunked, its body a request: refused, the body never run',
    pieces: [`${MCP_HEAD}Transfer-Encoding: xchunked\r\n\r\n${GET_HEALTH}`],
    statuses: [400],
    error: messages.transferCodingUnframed('xchunked'),
    closes: true,
  },
  // Found by the fuzz harness (test/fuzz/regressions.ts).
  { name: 'an MCP method named like a member of Object.prototype', pieces: [post('{"jsonrpc":"2.0","id":1,"method":"toString"}')], statuses: [200], code: -32601 },
  { name: 'an answer that closes the connection, then a pipelined CONNECT', pieces: ['GET /health HTTP/1.1\r\n\r\nCONNECT a:443 HTTP/1.1\r\nHost: a\r\n\r\n'], statuses: [400], error: messages.missingHost(), closes: true },
  { name: 'a request, then a malformed one pipelined: their answers in order', pieces: [`${GET_HEALTH}get /health HTTP/1.1\r\nHost: a\r\n\r\n`], statuses: [200, 400], closes: true },
  { name: 'a request, then a pipelined CONNECT: their answers in order', pieces: [`${GET_HEALTH}CONNECT a:443 HTTP/1.1\r\nHost: a\r\n\r\n`], statuses: [200, 405], closes: true },
  { name: 'a body the handler does not read, then another request', pieces: [`POST /health HTTP/1.1\r\nHost: a\r\nContent-Length: 200000\r\n\r\n${'b'.repeat(200_000)}${GET_HEALTH}`], statuses: [405, 200] },
  { name: 'CONNECT with 200 KB after its headers: answered, then closed', pieces: [`CONNECT /health HTTP/1.1\r\nHost: a\r\nContent-Length: 200000\r\n\r\n${'b'.repeat(200_000)}`], statuses: [405], closes: true },
  { name: 'a HEAD the parser refuses: its answer without a body', pieces: [`HEAD /health HTTP/1.1\r\nHost: a\r\nX-Big: ${'h'.repeat(17_000)}\r\n\r\n${GET_HEALTH}`], statuses: [431], closes: true, bodiless: true },
  { name: 'a POST /mcp whose chunk size is no number: refused at once', pieces: [`${MCP_HEAD}Transfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n`], statuses: [400], closes: true },
  { name: 'a page, then a pipelined request the parser refuses, the client half-closed', pieces: ['GET /nonexistent HTTP/1.1\r\nHost: a\r\n\r\nget /health HTTP/1.1\r\nHost: a\r\n\r\n'], end: 'half-close', statuses: [404, 400], closes: true },
  { name: 'Transfer-Encoding: gzip, chunked', pieces: [`${MCP_HEAD}Transfer-Encoding: gzip, chunked\r\n\r\n0\r\n\r\n`], statuses: [501], error: messages.transferCodingNotImplemented('gzip, chunked'), closes: true },
];

/** The answers as the row says: JSON with CORS, its statuses, codes and words, never -32603, a stack or a path. */
export function expectAnswered({ statuses, code, error, closes, bodiless }: Row, { answers, serverClosed }: ExchangeResult): void {
  if (statuses !== undefined) expect(answers.map((a) => a.status)).toEqual(statuses);
  if (bodiless) expect(answers[0]?.body).toBe('');
  for (const answer of answers) {
    expect(answer.headers.get('access-control-allow-origin')).toBe('*');
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
    expect(answer.body).not.toMatch(/-32603|\bat .+:\d+:\d+|node:internal|\/(?:work|tmp|root|home)\/|\.ts:\d/);
  }
  if (code === undefined && error === undefined) return void (closes && expect(serverClosed).toBe(true));
  const first = answers[0] === undefined ? undefined : (JSON.parse(answers[0].body) as { error?: unknown; result?: { content: { text: string }[] } });
  if (code !== undefined) expect(first).toMatchObject({ error: { code } });
  if (error !== undefined) expect(typeof first?.error === 'string' ? first.error : first?.result?.content[0]?.text).toBe(error);
  if (closes) expect(serverClosed).toBe(true);
}
