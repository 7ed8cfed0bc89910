/**
 * Requests Node's parser takes but this server must not answer as they stand: an HTTP/1.1
 * request without Host (RFC 9112 §3.2: a 400), and a body framed by a transfer coding other than
 * chunked alone (RFC 9112 §6.1: the body's end cannot be known, so a 400 when chunked is not the
 * last coding, a 501 for a coding the server does not decode). Either way the bytes after the
 * headers cannot be trusted as a next request: the answer closes the connection. Node answered
 * the first with a bare 400, and read an `xchunked` body as the next request.
 */
import type { IncomingMessage } from 'node:http';
import { ApiError } from '../api/apiError.ts';
import { CACHE } from '../api/cache.ts';
import { messages } from '../lib/messages.ts';

const refused = (status: number, message: string) => new ApiError(status, message, { cache: CACHE.none, headers: { connection: 'close' } });

/** @example framingRefusal(req) // undefined for `GET / HTTP/1.1` with a Host */
export function framingRefusal(req: IncomingMessage): ApiError | undefined {
  if (req.httpVersion === '1.1' && req.headers.host === undefined) return refused(400, messages.missingHost());
  const coding = req.headers['transfer-encoding'];
  if (coding === undefined) return undefined;
  const codings = coding.toLowerCase().split(',').map((part) => part.trim());
  if (codings.length === 1 && codings[0] === 'chunked') return undefined;
  return codings.at(-1) === 'chunked' ? refused(501, messages.transferCodingNotImplemented(coding)) : refused(400, messages.transferCodingUnframed(coding));
}
