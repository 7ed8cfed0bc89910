/**
 * What a POST to the MCP endpoint must be before any of its messages reaches the server: the rules
 * the SDK's WebStandardStreamableHTTPServerTransport applies for a stateless server answering JSON
 * (Streamable HTTP), with its statuses, JSON-RPC codes and messages, built from the SDK's own
 * helpers and schemas; JSON that is no JSON-RPC message is -32600, as JSON-RPC 2.0 says. Sessions, event streams and resumption have no rule here: this server has none.
 */
import { Buffer } from 'node:buffer';
import { requestBodyTooLargeMessage } from '@modelcontextprotocol/sdk/server/requestBody.js';
import { isJsonContentType } from '@modelcontextprotocol/sdk/shared/mediaType.js';
import { isInitializeRequest, JSONRPCMessageSchema, SUPPORTED_PROTOCOL_VERSIONS, type JSONRPCMessage, type JSONRPCRequest } from '@modelcontextprotocol/sdk/types.js';

/** An HTTP status with the JSON-RPC error that says why. */
export interface Refusal {
  status: number;
  code: number;
  message: string;
}

export type Post = { messages: JSONRPCMessage[] } | { refused: Refusal };

const refused = (status: number, code: number, message: string): Post => ({ refused: { status, code, message } });

function headersRefusal(headers: Headers): Post | undefined {
  // A client must be able to take either form of answer, though this server only ever sends JSON.
  const accept = headers.get('accept');
  if (!accept?.includes('application/json') || !accept.includes('text/event-stream')) {
    return refused(406, -32000, 'Not Acceptable: Client must accept both application/json and text/event-stream');
  }
  if (!isJsonContentType(headers.get('content-type'))) return refused(415, -32000, 'Unsupported Media Type: Content-Type must be application/json');
  return undefined;
}

/**
 * The body's text, or undefined once it is over the bound: a declared length over it is refused
 * unread, else the read stops there. As the SDK's readRequestBody, but decoded once at the end
 * rather than chunk by chunk, which took a third of reading a tool call's POST.
 */
async function bodyText(request: Request, maxBytes: number): Promise<string | undefined> {
  if (Number(request.headers.get('content-length')) > maxBytes) return undefined;
  if (request.body === null) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    size += read.value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return undefined;
    }
    chunks.push(read.value);
  }
  const [only] = chunks;
  return (chunks.length === 1 ? Buffer.from(only!.buffer, only!.byteOffset, only!.byteLength) : Buffer.concat(chunks, size)).toString('utf8');
}

async function readJson(request: Request, maxBytes: number): Promise<{ json: unknown } | Post> {
  try {
    const text = await bodyText(request, maxBytes);
    if (text === undefined) return refused(413, -32000, requestBodyTooLargeMessage(maxBytes));
    return { json: JSON.parse(text) as unknown };
  } catch {
    return refused(400, -32700, 'Parse error: Invalid JSON');
  }
}

/**
 * A JSON-RPC 2.0 request by its envelope alone: the protocol's schema refused it for its params,
 * which its method's schema names in the answer under its id (api/mcp/requestParams.ts).
 */
function isRequestEnvelope(item: unknown): item is JSONRPCRequest {
  if (item === null || typeof item !== 'object' || Array.isArray(item)) return false;
  const { jsonrpc, method, id } = item as Record<string, unknown>;
  return jsonrpc === '2.0' && typeof method === 'string' && (typeof id === 'string' || Number.isSafeInteger(id));
}

/** The message checked by the protocol's schema, as the SDK's transport does. */
function messageOf(json: unknown): JSONRPCMessage | undefined {
  const message = JSONRPCMessageSchema.safeParse(json);
  if (message.success) return message.data;
  return isRequestEnvelope(json) ? json : undefined;
}

// The schema check only for what names itself `initialize`: most POSTs are tool calls.
const isInitialize = (message: JSONRPCMessage) => 'method' in message && message.method === 'initialize' && isInitializeRequest(message);

/** @example await readPost(request, 64 * 1024) // { messages: [{ jsonrpc: '2.0', id: 1, method: 'tools/list' }] } */
export async function readPost(request: Request, maxBytes: number): Promise<Post> {
  const byHeaders = headersRefusal(request.headers);
  if (byHeaders !== undefined) return byHeaders;
  const body = await readJson(request, maxBytes);
  if (!('json' in body)) return body;
  // The protocol revisions the SDK speaks (2025-06-18 on) have no batches: one POST, one message.
  if (Array.isArray(body.json)) return refused(400, -32600, 'Invalid Request: JSON-RPC batches are not supported; send one message per POST');
  const message = messageOf(body.json);
  // JSON, but no JSON-RPC message: the specification's "Invalid Request" (the SDK's transport said -32700, a parse error).
  if (message === undefined) return refused(400, -32600, 'Invalid Request: not a JSON-RPC 2.0 message');
  const initializing = isInitialize(message);
  // The version is negotiated by `initialize`; every later POST names it, or none (then the SDK's default).
  const version = request.headers.get('mcp-protocol-version');
  if (!initializing && version !== null && !SUPPORTED_PROTOCOL_VERSIONS.includes(version)) {
    return refused(400, -32000, `Bad Request: Unsupported protocol version: ${version} (supported versions: ${SUPPORTED_PROTOCOL_VERSIONS.join(', ')})`);
  }
  return { messages: [message] };
}
