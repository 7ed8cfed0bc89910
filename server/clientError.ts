/**
 * Requests Node's HTTP parser refuses before any handler sees them (headers or URL over
 * `maxHeaderSize`, bytes that are not HTTP, a request too slow to arrive) still get the API's
 * answer: JSON `{"error": …}` with CORS and the error caching headers, then the connection closes.
 * Node's own answer would be an empty 400/431 with no CORS, which a browser page cannot read; a
 * CONNECT, which Node hands over as a socket, is a JSON 405 the same way.
 */
import { maxHeaderSize, type IncomingMessage, type Server } from 'node:http';
import type { Socket } from 'node:net';
import { ApiError } from '../api/apiError.ts';
import { CACHE } from '../api/cache.ts';
import { errorResponse } from '../api/errorResponse.ts';
import { messages } from '../lib/messages.ts';

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

/** The response as HTTP/1.1 bytes: the parser is gone, so only the socket is left to write to. */
async function serialise(response: Response): Promise<string> {
  const body = await response.text();
  const lines = [`HTTP/1.1 ${response.status} ${REASONS[response.status] ?? 'Error'}`];
  response.headers.forEach((value, name) => lines.push(`${name}: ${value}`));
  lines.push(`content-length: ${Buffer.byteLength(body)}`, 'connection: close');
  return `${lines.join('\r\n')}\r\n\r\n${body}`;
}

/**
 * The bytes of a refusal, made once per status and message: they never vary, and two thousand
 * idle connections reaching their headers timeout together made a Response each, holding the
 * event loop for seconds.
 */
function rawAnswers(log: (line: string) => void): (error: ApiError) => Promise<string> {
  const made = new Map<string, Promise<string>>();
  return (error) => {
    const key = `${error.status} ${error.message}`;
    let raw = made.get(key);
    if (raw === undefined) made.set(key, (raw = serialise(errorResponse(error, log, 'client error'))));
    return raw;
  };
}

/**
 * Answers the server's parser refusals as the API does (replaces Node's default `clientError`).
 * @example answerClientErrors(createServer(listener))
 */
export function answerClientErrors(server: Server, log: (line: string) => void = console.error): Server {
  const raw = rawAnswers(log);
  const answer = (socket: Socket, error: ApiError) => void raw(error).then((bytes) => socket.end(bytes), () => socket.destroy());
  // CONNECT asks for a tunnel: Node hands its socket here (or, unheard, destroys it without a word).
  server.on('connect', (_req: IncomingMessage, socket: Socket) => answer(socket, connectRefusal()));
  server.on('clientError', (error: ParserError, socket: Socket) => {
    // A reset or half-written socket has no one to answer; a response already begun cannot be replaced.
    const busy = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage?.headersSent === true;
    // Bytes after a request that said `Connection: close` are ignored: the socket ends after its answer.
    if (error.code === 'HPE_CLOSED_CONNECTION') return;
    // A client that closed its side mid-request after an answer (a 413 sent while its body still
    // came) has abandoned that request: a second answer would be one nobody asked for.
    if (error.code === 'HPE_INVALID_EOF_STATE' && socket.bytesWritten > 0) {
      socket.destroy();
      return;
    }
    if (error.code === 'ECONNRESET' || !socket.writable || busy) {
      socket.destroy();
      return;
    }
    answer(socket, refusal(error, maxHeaderSize));
  });
  return server;
}
