/**
 * A request's params checked by the protocol's schema for its method before the server sees it. A
 * malformed one is answered -32602 (invalid params) in one line naming what was wrong, where the
 * SDK's server answered -32603 (internal error) with the validator's issues as JSON for a message.
 */
import {
  CallToolRequestSchema,
  ErrorCode,
  InitializeRequestSchema,
  JSONRPCRequestSchema,
  ListToolsRequestSchema,
  PingRequestSchema,
  type JSONRPCMessage,
  type JSONRPCRequest,
} from '@modelcontextprotocol/sdk/types.js';
import { isObject } from './envelope.ts';

interface Issue {
  path: PropertyKey[];
  message: string;
}

/** What of a zod schema is used here: its check without throwing. */
interface Checks {
  safeParse(value: unknown): { success: true } | { success: false; error: { issues: Issue[] } };
}

/** Every method the server answers (api/mcp/mcpServer.ts), by the SDK's schema of its request: a Map, as a method may be named `toString` or `__proto__`. */
const SCHEMAS = new Map<string, Checks>([
  ['initialize', InitializeRequestSchema],
  ['ping', PingRequestSchema],
  ['tools/list', ListToolsRequestSchema],
  ['tools/call', CallToolRequestSchema],
]);

/** At most this many of a request's problems are named: the first says what to fix. */
const NAMED = 3;

/** @example oneLine('tools/list', [{ path: ['params', 'cursor'], message: 'Invalid input: expected string, received object' }]) */
export function oneLine(method: string, issues: readonly Issue[]): string {
  return `Invalid params for ${method}: ${named(issues)}.`;
}

function named(issues: readonly Issue[]): string {
  const first = issues.slice(0, NAMED).map(({ path, message }) => `${path.map(String).join('.') || 'the request'}: ${message}`);
  return `${first.join('; ')}${issues.length > NAMED ? ` (and ${issues.length - NAMED} more)` : ''}`;
}

/**
 * The error answering `request` when its params do not fit its method; undefined when they do, or
 * the method is one the server does not answer (then "Method not found"). Params of any method
 * are an object, its `_meta` an object too (the SDK's JSONRPCRequestSchema): a request of another
 * method with other params is no request to the server, which would never answer it, so it is an
 * Invalid Request here.
 * @example paramsRefusal({ jsonrpc: '2.0', id: 1, method: 'tools/list', params: { cursor: {} } })?.error.code // -32602
 */
export function paramsRefusal(request: JSONRPCRequest): (JSONRPCMessage & { error: { code: number } }) | undefined {
  const { id, method, params } = request as { id: JSONRPCRequest['id']; method: string; params?: unknown };
  const schema = SCHEMAS.get(method);
  if (schema === undefined) {
    if (params !== undefined && !isObject(params)) return invalidRequest(id, `the params of ${method} must be an object`);
    // Every request's params as the protocol has them (a `_meta` that is an object, …), or the server never answers.
    const checked = JSONRPCRequestSchema.safeParse(request);
    return checked.success ? undefined : invalidRequest(id, named(checked.error.issues));
  }
  const checked = schema.safeParse(request);
  if (checked.success) return undefined;
  return { jsonrpc: '2.0', id, error: { code: ErrorCode.InvalidParams, message: oneLine(method, checked.error.issues) } };
}

function invalidRequest(id: JSONRPCRequest['id'], what: string): JSONRPCMessage & { error: { code: number } } {
  return { jsonrpc: '2.0', id, error: { code: ErrorCode.InvalidRequest, message: `Invalid Request: ${what}.` } };
}
