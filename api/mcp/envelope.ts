/** A JSON-RPC 2.0 request by its envelope alone, as the protocol's schema reads one (a string id or a safe integer). */
import type { JSONRPCRequest } from '@modelcontextprotocol/sdk/types.js';

/** A JSON object: not null, not a list. */
export const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/** @example isRequestEnvelope({ jsonrpc: '2.0', id: 1, method: 'ping' }) // true */
export function isRequestEnvelope(item: unknown): item is JSONRPCRequest {
  if (!isObject(item)) return false;
  const { jsonrpc, method, id } = item;
  return jsonrpc === '2.0' && typeof method === 'string' && (typeof id === 'string' || Number.isSafeInteger(id));
}
