/**
 * A request's params checked by the protocol's schema for its method before the server sees it. A
 * malformed one is answered -32602 (invalid params) in one line naming what was wrong, where the
 * SDK's server answered -32603 (internal error) with the validator's issues as JSON for a message.
 */
import {
  CallToolRequestSchema,
  ErrorCode,
  InitializeRequestSchema,
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
  const named = issues.slice(0, NAMED).map(({ path, message }) => `${path.map(String).join('.') || 'the request'}: ${message}`);
  const more = issues.length > NAMED ? ` (and ${issues.length - NAMED} more)` : '';
  return `Invalid params for ${method}: ${named.join('; ')}${more}.`;
}

/**
 * The error answering `request` when its params do not fit its method; undefined when they do, or
 * the method is one the server does not answer (then "Method not found"). Params of any method
 * are an object: a request of another method with other params is no request to the server, which
 * would never answer it, so it is an Invalid Request here.
 * @example paramsRefusal({ jsonrpc: '2.0', id: 1, method: 'tools/list', params: { cursor: {} } })?.error.code // -32602
 */
export function paramsRefusal(request: JSONRPCRequest): (JSONRPCMessage & { error: { code: number } }) | undefined {
  const { id, method, params } = request as { id: JSONRPCRequest['id']; method: string; params?: unknown };
  const schema = SCHEMAS.get(method);
  if (schema === undefined) {
    if (params === undefined || isObject(params)) return undefined;
    return { jsonrpc: '2.0', id, error: { code: ErrorCode.InvalidRequest, message: `Invalid Request: the params of ${method} must be an object.` } };
  }
  const checked = schema.safeParse(request);
  if (checked.success) return undefined;
  return { jsonrpc: '2.0', id, error: { code: ErrorCode.InvalidParams, message: oneLine(method, checked.error.issues) } };
}
