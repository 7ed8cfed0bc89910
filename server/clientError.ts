/**
 * Requests Node's HTTP parser refuses before any handler sees them (headers or URL over
 * `maxHeaderSize`, bytes that are not HTTP, a request too slow to arrive) still get the API's
 * answer: JSON `{"error": …}` with CORS and the error caching headers, then the connection closes.
 * Node's own answer would be an empty 400/431 with no CORS, which a browser page cannot read; a
 * CONNECT, which Node hands over as a socket, is a JSON 405 the same way.
 */
import { maxHeaderSize, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { ApiError } from '../api/apiError.ts';
import { CACHE } from '../api/cache.ts';
import { errorResponse } from '../api/errorResponse.ts';
import { messages } from '../lib/messages.ts';
import { afterAnswers, withdrawUnfinished } from './connectionGate.ts';

const REASONS: Record<number, string> = { 400: 'Bad Request', 405: 'Method Not Allowed', 408: 'Request Timeout', 414: 'URI Too Long', 431: 'Request Header Fields Too Large' };

/** The methods the server answers somewhere (POST on /mcp only). */
const connectRefusal = () => new ApiError(405, messages.connectNotAllowed(), { cache: CACHE.none, headers: { allow: 'GET, HEAD, OPTIONS, POST' } });

interface ParserError extends Error {
  code?: string;
  /** What had arrived of the request when the parser gave up. */
  rawPacket?: Buffer;
  /** Where in rawPacket it gave up. */
  bytesParsed?: number;
}

/**
 * The API's error for a request the parser refused: 414 when the limit was passed inside the
 * request line (the URL is too long), 431 when in the headers or where the read chunk does not tell
 * (a request can arrive in pieces), 408 when it came too slowly, else 400.
 * @example refusal({ code: 'HPE_INVALID_URL' } as Error, 16384).status // 400
 */
export function refusal(error: ParserError, maxHeaderSize: number): ApiError {
  const kb = Math.round(maxHeaderSize / 1024);
  if (error.code === 'HPE_HEADER_OVERFLOW') {
    const parsed = error.rawPacket?.subarray(0, error.bytesParsed ?? 0).toString('latin1') ?? '';
    const inRequestLine = /^[A-Z]+ /.test(parsed) && !parsed.includes('\n');
    return new ApiError(inRequestLine ? 414 : 431, inRequestLine ? messages.urlTooLong(kb) : messages.headersTooLarge(kb), { cache: CACHE.none, cause: error });
  }
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return new ApiError(408, messages.requestTimeout(), { cache: CACHE.none, cause: error });
  return new ApiError(400, messages.malformedRequest(), { cache: CACHE.none, cause: error });
}

/** The response as HTTP/1.1 bytes (a HEAD's without its body): the parser is gone, so only the socket is left to write to. */
async function serialise(response: Response, head: boolean): Promise<string> {
  const text = await response.text();
  const body = head ? '' : text;
  const lines = [`HTTP/1.1 ${response.status} ${REASONS[response.status] ?? 'Error'}`];
  response.headers.forEach((value, name) => lines.push(`${name}: ${value}`));
  lines.push(`content-length: ${Buffer.byteLength(text)}`, 'connection: close');
  return `${lines.join('\r\n')}\r\n\r\n${body}`;
}

/**
 * The bytes of a refusal, made once per status and message: they never vary, and two thousand
 * idle connections reaching their headers timeout together made a Response each, holding the
 * event loop for seconds.
 */
function rawAnswers(log: (line: string) => void): (error: ApiError, head: boolean) => Promise<string> {
  const made = new Map<string, Promise<string>>();
  return (error, head) => {
    const key = `${head} ${error.status} ${error.message}`;
    let raw = made.get(key);
    if (raw === undefined) made.set(key, (raw = serialise(errorResponse(error, log, 'client error'), head)));
    return raw;
  };
}

/** How long a refused connection may take to read its answer and close before it is destroyed. */
const LINGER_MS = 5000;

/**
 * The last bytes on a socket no parser reads any more: what the client still sends is discarded
 * (unread, a CONNECT's socket never saw the client's FIN and was held for good), and the socket
 * is destroyed once the client has had LINGER_MS to read the answer and close.
 */
function endWith(socket: Socket, bytes: string): void {
  if (!socket.writable) return void socket.destroy();
  socket.on('error', () => socket.destroy());
  // The client's end: once the answer is written, nothing is left to do (a socket ended by both sides and not destroyed was held).
  socket.once('end', () => socket.destroySoon());
  socket.resume();
  socket.end(bytes);
  // A deadline, not an idle timeout: a client that keeps sending would keep resetting that.
  const linger = setTimeout(() => socket.destroy(), LINGER_MS).unref();
  socket.once('close', () => clearTimeout(linger));
}

/**
 * Whether the request the parser gave up on is a HEAD, whose answer has no body: the text after the
 * last complete head before the failure. A head begun in an earlier packet is not in this one's
 * text: then it cannot be told, and the answer has its body.
 */
export function isHead(error: ParserError): boolean {
  const parsed = error.rawPacket?.subarray(0, error.bytesParsed ?? error.rawPacket.length).toString('latin1') ?? '';
  // A fault found at the end of a head (a transfer coding it refuses) leaves that head's own blank line last.
  const end = parsed.endsWith('\r\n\r\n') ? parsed.length - 4 : parsed.length;
  const start = parsed.lastIndexOf('\r\n\r\n', end - 1);
  return parsed.startsWith('HEAD ', start < 0 ? 0 : start + 4);
}

/**
 * Answers the server's parser refusals as the API does (replaces Node's default `clientError`).
 * @example answerClientErrors(createServer(listener))
 */
export function answerClientErrors(server: Server, log: (line: string) => void = console.error): Server {
  const raw = rawAnswers(log);
  const answer = (socket: Socket, error: ApiError, head = false) => void raw(error, head).then((bytes) => endWith(socket, bytes), () => socket.destroy());
  // CONNECT asks for a tunnel: Node hands its socket here (or, unheard, destroys it without a word),
  // after the requests before it on the connection, whose answers come first.
  server.on('connect', (_req: IncomingMessage, socket: Socket) => {
    socket.on('error', () => socket.destroy());
    // Node reads a CONNECT's socket no more: read on, discarding, so a client that resets it while
    // the answers before it are written is seen (a socket nobody reads never learns of the reset).
    socket.resume();
    afterAnswers(socket, () => answer(socket, connectRefusal()));
  });
  // A parser that has failed fails again on every later chunk of its socket: the first refusal is the answer.
  const refused = new WeakSet<Socket>();
  server.on('clientError', (error: ParserError, socket: Socket) => {
    if (refused.has(socket)) return;
    refused.add(socket);
    // A reset or half-written socket has no one to answer; a response already begun cannot be replaced.
    const running = (socket as Socket & { _httpMessage?: ServerResponse | null })._httpMessage;
    const busy = running?.headersSent === true;
    // Bytes after a request that said `Connection: close` are ignored: the socket ends after its answer.
    if (error.code === 'HPE_CLOSED_CONNECTION') return;
    // A client that closed its side mid-request after an answer (a 413 sent while its body still
    // came) has abandoned that request: a second answer would be one nobody asked for.
    // One still waiting its turn leaves the line, and the answers owed before it still go.
    if (error.code === 'HPE_INVALID_EOF_STATE' && socket.bytesWritten > 0) {
      if (running?.req !== undefined && !running.req.complete) return void socket.destroy();
      withdrawUnfinished(socket);
      afterAnswers(socket, () => socket.destroySoon());
      return;
    }
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    // Too slow, or a fault in the body of the request running: that request is the one refused,
    // now (its handler may wait for the rest of its body), unless its answer has begun.
    const current = error.code === 'ERR_HTTP_REQUEST_TIMEOUT' || (running?.req !== undefined && !running.req.complete);
    if (current) return busy ? void socket.destroy() : answer(socket, refusal(error, maxHeaderSize));
    // Bytes the parser refuses come after the requests it read: their answers first.
    withdrawUnfinished(socket);
    afterAnswers(socket, () => answer(socket, refusal(error, maxHeaderSize), isHead(error)));
  });
  return server;
}
