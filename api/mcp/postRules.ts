/**
 * What a POST to the MCP endpoint must be before its message is read: the rules the SDK's
 * WebStandardStreamableHTTPServerTransport applies to a POST's headers and body for a stateless
 * server answering JSON (Streamable HTTP), with its statuses, JSON-RPC codes and messages, built
 * from the SDK's own helpers; the message's own rules are api/mcp/messageRules.ts's. Sessions,
 * event streams and resumption have no rule here: this server has none.
 */
import { Buffer } from 'node:buffer';
import { requestBodyTooLargeMessage } from '@modelcontextprotocol/sdk/server/requestBody.js';
import { isJsonContentType } from '@modelcontextprotocol/sdk/shared/mediaType.js';

/** An HTTP status with the JSON-RPC error that says why. */
export interface Refusal {
  status: number;
  code: number;
  message: string;
}

export interface Refused {
  refused: Refusal;
}

export const refused = (status: number, code: number, message: string): Refused => ({ refused: { status, code, message } });

function headersRefusal(headers: Headers): Refused | undefined {
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

async function readJson(request: Request, maxBytes: number): Promise<{ json: unknown } | Refused> {
  try {
    const text = await bodyText(request, maxBytes);
    if (text === undefined) return refused(413, -32000, requestBodyTooLargeMessage(maxBytes));
    return { json: JSON.parse(text) as unknown };
  } catch {
    return refused(400, -32700, 'Parse error: Invalid JSON');
  }
}

/** The POST's JSON, or why it was refused. @example await readPost(request, 64 * 1024) // { json: { jsonrpc: '2.0', id: 1, method: 'tools/list' } } */
export async function readPost(request: Request, maxBytes: number): Promise<{ json: unknown } | Refused> {
  const byHeaders = headersRefusal(request.headers);
  if (byHeaders !== undefined) return byHeaders;
  const body = await readJson(request, maxBytes);
  if (!('json' in body)) return body;
  // The protocol revisions the SDK speaks (2025-06-18 on) have no batches: one POST, one message.
  if (Array.isArray(body.json)) return refused(400, -32600, 'Invalid Request: JSON-RPC batches are not supported; send one message per POST');
  return body;
}
