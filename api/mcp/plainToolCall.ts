/**
 * A tools/call the endpoint answers without the SDK: a cold start's first tool call then loads
 * neither the SDK's server nor the zod schemas of its protocol, which were most of the MCP
 * function's cold start (docs/mcp.md). Only the plainest call is taken, one the protocol's schemas
 * accept as it is (test/mcp/plainToolCall.test.ts holds every case taken to them); anything else
 * (`_meta`, a task, another key, another revision) goes through the SDK, which answers or refuses it.
 */
import type { JSONRPCRequest } from '@modelcontextprotocol/sdk/types.js';
import { isObject, isRequestEnvelope } from './envelope.ts';

/** The protocol revisions with structured tool output, among those the SDK speaks (the test holds them there). */
export const PLAIN_VERSIONS: readonly string[] = ['2025-11-25', '2025-06-18'];

const hasOnly = (object: object, keys: readonly string[]) => Object.keys(object).every((key) => keys.includes(key));

/** A map of arguments as the protocol's schema copies it: a key `__proto__` would not survive the copy. */
const isArguments = (value: unknown) => value === undefined || (isObject(value) && !Object.hasOwn(value, '__proto__'));

/**
 * The request, when `json` is a plain tools/call and `version` (the POST's `mcp-protocol-version`)
 * none or one of PLAIN_VERSIONS; else undefined.
 * @example plainToolCall({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'typical-weather', arguments: { zip: '10024' } } }, '2025-11-25') // the same object
 */
export function plainToolCall(json: unknown, version: string | null): JSONRPCRequest | undefined {
  if (version !== null && !PLAIN_VERSIONS.includes(version)) return undefined;
  if (!isRequestEnvelope(json) || json.method !== 'tools/call' || !hasOnly(json, ['jsonrpc', 'id', 'method', 'params'])) return undefined;
  const { params } = json as { params?: unknown };
  if (!isObject(params) || !hasOnly(params, ['name', 'arguments']) || typeof params.name !== 'string' || !isArguments(params.arguments)) return undefined;
  return json;
}
