/** A JSON-RPC 2.0 request by its envelope alone, as the protocol's schema reads one (a string id or a safe integer). */
import type { JSONRPCRequest } from '@modelcontextprotocol/sdk/types.js';

/** A JSON object: not null, not a list. */
export const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/** The members a request may have: the protocol's schema refuses any other (it is strict). */
const REQUEST_MEMBERS: readonly string[] = ['jsonrpc', 'id', 'method', 'params'];

/** @example isRequestEnvelope({ jsonrpc: '2.0', id: 1, method: 'ping' }) // true */
export function isRequestEnvelope(item: unknown): item is JSONRPCRequest {
  if (!isObject(item)) return false;
  const { jsonrpc, method, id } = item;
  return jsonrpc === '2.0' && typeof method === 'string' && (typeof id === 'string' || Number.isSafeInteger(id));
}

/**
 * What makes a request envelope one the protocol refuses whatever its method: a member it does
 * not have; undefined when there is none. The server would never answer such a request (its
 * schema does not take it as a request), so it is refused before.
 * @example envelopeFault({ jsonrpc: '2.0', id: 1, method: 'tools/list', x: 1 }) // 'unknown member "x" (a request has jsonrpc, id, method and params)'
 */
export function envelopeFault(request: JSONRPCRequest): string | undefined {
  const unknown = Object.keys(request).filter((key) => !REQUEST_MEMBERS.includes(key));
  if (unknown.length > 0) {
    const named = unknown.slice(0, 3).map((key) => JSON.stringify(key.slice(0, 40))).join(', ');
    return `unknown member${unknown.length > 1 ? 's' : ''} ${named}${unknown.length > 3 ? ' …' : ''} (a request has jsonrpc, id, method and params)`;
  }
  return undefined;
}
