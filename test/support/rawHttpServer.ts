/**
 * A bare `net` server that reads one HTTP request head per connection and leaves the answer to
 * its caller, byte for byte: what node:http will not send (an HTTP/1.0 status line, a body with no
 * length that ends when the connection closes, a FIN before the promised length).
 */
import { createServer, type Server, type Socket } from 'node:net';

export interface RawRequest {
  method: string;
  path: string;
  /** Lower-case names. */
  headers: Record<string, string>;
}

const HEAD_LIMIT = 64 * 1024;

/** The request line and headers of `head` (everything before the blank line). */
export function parseHead(head: string): RawRequest | null {
  const [line = '', ...rest] = head.split('\r\n');
  const [method, path] = line.split(' ');
  if (!method || !path) return null;
  const headers: Record<string, string> = {};
  for (const field of rest) {
    const colon = field.indexOf(':');
    if (colon > 0) headers[field.slice(0, colon).trim().toLowerCase()] = field.slice(colon + 1).trim();
  }
  return { method, path, headers };
}

/** A server that calls `answer` with each connection's first request; the answer ends the socket. */
export function rawHttpServer(answer: (request: RawRequest, socket: Socket) => void): Server {
  return createServer((socket) => {
    let buffered = '';
    const onData = (chunk: Buffer) => {
      buffered += chunk.toString('latin1');
      const end = buffered.indexOf('\r\n\r\n');
      if (end < 0 && buffered.length < HEAD_LIMIT) return;
      socket.off('data', onData);
      const request = end < 0 ? null : parseHead(buffered.slice(0, end));
      if (!request) return void socket.end('HTTP/1.0 400 Bad Request\r\n\r\n');
      answer(request, socket);
    };
    socket.on('data', onData);
    socket.on('error', () => socket.destroy());
  });
}
