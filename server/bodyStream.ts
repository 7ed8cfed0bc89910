/**
 * A request's body as a web stream whose cancel discards the rest of the body rather than
 * destroying the request: Node's Readable.toWeb destroys it, which destroys its socket mid-body,
 * losing the answer being written (a 413 for a body over the MCP limit) and the requests after it
 * on the connection. Discarded, the body is still bounded by the whole request's timeout
 * (server/timeouts.ts), as Node bounds a body nobody reads.
 */
import type { IncomingMessage } from 'node:http';

/** How much of the body is read ahead of the reader before the request is paused. */
const HIGH_WATER_BYTES = 64 * 1024;

/** @example new Request(url, { method: 'POST', body: bodyStream(req), duplex: 'half' }) */
export function bodyStream(req: IncomingMessage): ReadableStream<Uint8Array> {
  let onData: ((chunk: Buffer) => void) | undefined;
  // Once cancelled, the stream is closed: the end or the loss of the body discarded is no news to it.
  let cancelled = false;
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        onData = (chunk) => {
          controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
          if ((controller.desiredSize ?? 0) <= 0) req.pause();
        };
        req.on('data', onData);
        req.once('end', () => cancelled || controller.close());
        // The client went away mid-body: the reader's read rejects.
        req.once('aborted', () => cancelled || controller.error(new Error('the client closed the request before its body ended')));
        req.once('error', (error) => cancelled || controller.error(error));
      },
      pull() {
        req.resume();
      },
      cancel() {
        cancelled = true;
        req.off('data', onData!);
        req.resume();
      },
    },
    { highWaterMark: HIGH_WATER_BYTES, size: (chunk) => chunk.byteLength },
  );
}

/**
 * Discards what is left of a request's body once its answer is written: a handler that answered
 * without reading it (a 405 to a POST, a 413) left it unread, and the connection's next request,
 * behind it, never came. @example await sendResponse(res, response); discardRest(req)
 */
export function discardRest(req: IncomingMessage): void {
  if (req.complete) return;
  req.removeAllListeners('data');
  req.resume();
}
