/**
 * What the framing cases are made of: the targets, bodies fit for each, and a case from request
 * bytes and what the client does with its connection after them.
 */
import { DEADLINE_MS } from './mcpCases.ts';
import type { FuzzCase, Step } from './types.ts';
import { request, type RequestParts } from './wire.ts';

export const TARGETS = ['/mcp', '/typical-weather?zip=10024', '/health', '/climate-twins?zip=10024', '/', '/nonexistent'] as const;

/** The paths served from site/ (HTML), not by the API. */
const STATIC = new Set(['/']);

export const MCP_TYPES: [string, string][] = [['Content-Type', 'application/json'], ['Accept', 'application/json, text/event-stream']];
export const PING = Buffer.from('{"jsonrpc":"2.0","id":1,"method":"ping"}');

/** A body of `size` bytes fit for the target: for /mcp a ping padded with spaces (still valid JSON), else JSON text. */
export function bodyFor(target: string, size = PING.length): Buffer {
  if (target === '/mcp') return Buffer.concat([PING, Buffer.alloc(Math.max(0, size - PING.length), 0x20)]).subarray(0, size);
  const json = Buffer.from('{"a":"' + 'b'.repeat(Math.max(0, size - 8)) + '"}');
  return json.subarray(0, size);
}

/** A request's headers: Host, the MCP ones for /mcp, then the case's. */
export const headersFor = (target: string, extra: [string, string][] = []): [string, string][] => [['Host', '127.0.0.1'], ...(target === '/mcp' ? MCP_TYPES : []), ...extra];

/** What the client does after the request bytes. */
export type After =
  /** Half-close (the default): the server answers and closes. */
  | 'end'
  /** Send `at` bytes, then half-close mid-request. */
  | { endAt: number }
  /** Send `at` bytes, wait `ms`, then go away (a cancelled body). */
  | { destroyAt: number; ms: number };

export interface CaseParts {
  name: string;
  bytes: Buffer;
  methods: string[];
  targets: string[];
  after?: After;
  /** The requests are well framed and the client stays to read: each is owed an answer. */
  answers?: number;
  allow501?: boolean;
}

/** A framing case from its parts. */
export function framingCase(index: number, { name, bytes, methods, targets, after = 'end', answers, allow501 }: CaseParts): FuzzCase {
  const steps: Step[] = [];
  if (after === 'end') steps.push({ write: bytes });
  else if ('endAt' in after) steps.push({ write: bytes.subarray(0, after.endAt) }, { end: true });
  else steps.push({ write: bytes.subarray(0, after.destroyAt) }, { wait: after.ms }, { destroy: true });
  const html = targets.some((t, i) => STATIC.has(t) && ['GET', 'HEAD'].includes(methods[i] ?? ''));
  return { family: 'framing', index, name, steps, methods, expectAnswers: after === 'end' ? answers : undefined, deadlineMs: DEADLINE_MS, allow501, html };
}

/** One request's case parts. */
export const one = (name: string, parts: RequestParts, more: Partial<CaseParts> = {}): CaseParts => ({
  name: `${parts.method} ${parts.target.slice(0, 60)}: ${name}`,
  bytes: request(parts),
  methods: [parts.method],
  targets: [parts.target],
  ...more,
});
