/**
 * What the one message of a POST must be before it reaches the server (api/mcp/postRules.ts has read
 * it): a JSON-RPC message by the protocol's schema, as the SDK's transport checks it, and of a
 * protocol revision the SDK speaks; JSON that is no JSON-RPC message is -32600, as JSON-RPC 2.0 says.
 */
import { isInitializeRequest, JSONRPCMessageSchema, SUPPORTED_PROTOCOL_VERSIONS, type JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';
import { envelopeFault, isRequestEnvelope } from './envelope.ts';
import { refused, type Refused } from './postRules.ts';

export type Post = { messages: JSONRPCMessage[] } | Refused;

/** The message checked by the protocol's schema, as the SDK's transport does, or what is wrong with it. */
function messageOf(json: unknown): JSONRPCMessage | string {
  const message = JSONRPCMessageSchema.safeParse(json);
  if (message.success) return message.data;
  if (!isRequestEnvelope(json)) return 'not a JSON-RPC 2.0 message';
  // A request sound by its envelope, refused for its params: its method's schema names what is
  // wrong in the answer under its id (api/mcp/requestParams.ts).
  return envelopeFault(json) ?? json;
}

// The schema check only for what names itself `initialize`: most POSTs are tool calls.
const isInitialize = (message: JSONRPCMessage) => 'method' in message && message.method === 'initialize' && isInitializeRequest(message);

/**
 * @param version the POST's `mcp-protocol-version` header
 * @example postMessages({ jsonrpc: '2.0', id: 1, method: 'tools/list' }, '2025-11-25') // { messages: [{ jsonrpc: '2.0', id: 1, method: 'tools/list' }] }
 */
export function postMessages(json: unknown, version: string | null): Post {
  const message = messageOf(json);
  // JSON, but no JSON-RPC message: the specification's "Invalid Request" (the SDK's transport said -32700, a parse error).
  if (typeof message === 'string') return refused(400, -32600, `Invalid Request: ${message}`);
  // The version is negotiated by `initialize`; every later POST names it, or none (then the SDK's default).
  if (!isInitialize(message) && version !== null && !SUPPORTED_PROTOCOL_VERSIONS.includes(version)) {
    return refused(400, -32000, `Bad Request: Unsupported protocol version: ${version} (supported versions: ${SUPPORTED_PROTOCOL_VERSIONS.join(', ')})`);
  }
  return { messages: [message] };
}
