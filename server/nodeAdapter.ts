/**
 * Node `http` ⇄ web `Request`/`Response`, so the local server runs the same handler as the
 * Netlify Function. Cheap where it can be (as hono's node-server is): a GET, HEAD or OPTIONS
 * becomes a light Request (server/nodeRequest.ts), and the handler's light answer
 * (api/jsonResponse.ts) is written straight to the socket; anything else goes through real web
 * objects. Only the MCP endpoint reads a request body (a POST's, streamed: the reader bounds it);
 * the response body is sent in one write with its length, at the end of the turn (server/turnEnd.ts).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Handler } from '../api/handler.ts';
import { wireOf } from '../api/jsonResponse.ts';
import { giveBack, isLent } from '../api/slab.ts';
import { bodyStream, discardRest } from './bodyStream.ts';
import { headersOf, nodeRequest, requestUrl } from './nodeRequest.ts';
import { endAtTurnEnd } from './turnEnd.ts';

/**
 * The request as a web Request. The origin is fixed: the handler never builds absolute URLs,
 * and a fixed origin keeps a hostile Host header or request target from changing the path.
 * Returns null when the target or method cannot form a Request (e.g. TRACE, CONNECT).
 */
export function toRequest(req: IncomingMessage): Request | null {
  try {
    const method = req.method ?? 'GET';
    if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return nodeRequest(req);
    const body = bodyStream(req);
    // duplex: a streamed body (Node's fetch requires it; TypeScript's RequestInit does not know it yet).
    return new Request(requestUrl(req).href, { method, headers: headersOf(req), body, duplex: 'half' } as RequestInit);
  } catch {
    return null;
  }
}

const headerLists = new WeakMap<object, string[]>();

/**
 * A light answer's headers as Node's flat list of names and values, made once per record (answers
 * of one policy share theirs). Not a copy of the record with the length added: on Node 20 that
 * copy gets a V8 map of its own each time (docs/design.md, "Objects that keep their shape").
 */
function headerList(headers: Readonly<Record<string, string>>): string[] {
  let list = headerLists.get(headers);
  if (list === undefined) headerLists.set(headers, (list = Object.entries(headers).flat()));
  return list;
}

/**
 * Writes a web Response to a Node response: a light answer at the turn's end (no promise to wait
 * for on the hot path), a real Response once its body is read (the promise returned).
 */
export function sendResponse(res: ServerResponse, response: Response): Promise<void> | undefined {
  const wire = wireOf(response);
  if (wire === null) return sendWeb(res, response);
  const { body, etag } = wire;
  const shared = headerList(wire.headers);
  // The answer's own headers after one copy of the shared list (none: the list itself).
  const headers = etag === null && body === null ? shared : shared.slice();
  if (etag !== null) headers.push('etag', etag);
  if (body !== null) headers.push('content-length', String(typeof body === 'string' ? Buffer.byteLength(body) : body.length));
  res.writeHead(wire.status, headers);
  // Written ('finish': Node and the kernel are done with its bytes), the body's buffer is used again (api/slab.ts).
  if (body !== null && typeof body !== 'string' && isLent(body)) res.once('finish', () => giveBack(body));
  endAtTurnEnd(res, body);
  return undefined;
}

async function sendWeb(res: ServerResponse, response: Response): Promise<void> {
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, key) => {
    headers[key] = value;
  });
  const body = response.body === null ? null : Buffer.from(await response.arrayBuffer());
  if (body !== null) headers['content-length'] = String(body.length);
  res.writeHead(response.status, headers);
  res.end(body);
}

/**
 * A Node request listener over a handler; `fallback` answers requests that cannot form a Request.
 * @example http.createServer(nodeListener(handler, () => methodNotAllowed('TRACE')))
 */
export async function serveWithHandler(
  req: IncomingMessage,
  res: ServerResponse,
  handler: Handler,
  fallback: () => Response,
): Promise<void> {
  const request = toRequest(req);
  const sent = sendResponse(res, request === null ? fallback() : await handler(request));
  if (sent !== undefined) await sent;
  discardRest(req);
}
