/**
 * The few cases that wait on the server's clocks (server/timeouts.ts): a client that stops
 * sending and keeps its connection open. Each must be answered (408) or cut by its deadline:
 * the clock, one check interval late at most, and slack. They run together at the start.
 */
import { TIMEOUTS } from '../../server/timeouts.ts';
import { MCP_TYPES, PING } from './framingParts.ts';
import type { FuzzCase } from './types.ts';
import { head } from './wire.ts';

const SLACK_MS = 2000;
/** By when a clock of `ms` has answered or cut. */
const by = (ms: number) => ms + 2 * TIMEOUTS.checkEveryMs + SLACK_MS;

const mcpHead = (framing: [string, string]) => head({ method: 'POST', target: '/mcp', headers: [['Host', 'a'], ...MCP_TYPES, framing] });

/** @example stallCases()[0].name // 'headers that never end' */
export function stallCases(): FuzzCase[] {
  const cases: [string, Buffer, number, number | undefined][] = [
    ['headers that never end', Buffer.from('POST /mcp HTTP/1.1\r\nHost: a\r\nContent-Type: application/json\r\n'), by(TIMEOUTS.headersMs), undefined],
    ['a connection that sends nothing', Buffer.alloc(0), by(TIMEOUTS.headersMs), undefined],
    ['Content-Length 100, 10 bytes sent', Buffer.concat([mcpHead(['Content-Length', '100']), PING.subarray(0, 10)]), by(TIMEOUTS.requestMs), undefined],
    ['chunked, one chunk and no end', Buffer.concat([mcpHead(['Transfer-Encoding', 'chunked']), Buffer.from(`a\r\n${PING.subarray(0, 10)}\r\n`)]), by(TIMEOUTS.requestMs), undefined],
    ['chunked size ffffff, 10 bytes sent', Buffer.concat([mcpHead(['Transfer-Encoding', 'chunked']), Buffer.from(`ffffff\r\n${PING.subarray(0, 10)}`)]), by(TIMEOUTS.requestMs), undefined],
    ['Content-Length 65537 (over the limit), 100 bytes sent', Buffer.concat([mcpHead(['Content-Length', '65537']), Buffer.alloc(100, 0x20)]), by(TIMEOUTS.requestMs), 1],
    ['GET /health with a chunked body that stops', Buffer.from('GET /health HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nab'), by(TIMEOUTS.requestMs), 1],
    ['a GET answered, then the connection idle', Buffer.from('GET /typical-weather?zip=10024 HTTP/1.1\r\nHost: a\r\n\r\n'), by(TIMEOUTS.keepAliveMs), 1],
  ];
  return cases.map(([name, bytes, deadlineMs, expectAnswers], index) => ({
    family: 'stall',
    index,
    name,
    steps: bytes.length > 0 ? [{ write: bytes }] : [],
    methods: [name.startsWith('GET') || name.startsWith('a GET') ? 'GET' : 'POST'],
    keepOpen: true,
    expectAnswers,
    deadlineMs,
  }));
}
