/**
 * Light answers are written together at the end of the event loop's turn that made them, not each
 * as soon as it is made. Each write to a connection wakes its client; made one by one between the
 * turn's reads, the answers find the client gone idle again and each pays for waking it: on the
 * 2-core machine the largest single part of what the server spent beyond a bare Node server
 * (docs/design.md, "Where a request's time goes"). Written in a row, a turn's answers wake it
 * once. setImmediate runs after the turn's reads, so an answer waits no longer than the other
 * requests of its turn.
 * Only the answer to a request read in full waits: the parser may still refuse the rest of one
 * that is not (server/clientError.ts), and must find that request's answer written, not queued.
 */
import type { ServerResponse } from 'node:http';

type Body = string | Uint8Array | null;

/** Responses and their bodies, in turn, in the order they were made. */
let ending: (ServerResponse | Body)[] = [];

/**
 * Ends `res` with `body` (its head already given by writeHead): once this turn's reads are done if
 * its request has been read in full, else at once.
 */
export function endAtTurnEnd(res: ServerResponse, body: Body): void {
  if (!res.req.complete) return void res.end(body);
  if (ending.length === 0) setImmediate(endAll);
  ending.push(res, body);
}

function endAll(): void {
  const now = ending;
  ending = [];
  for (let i = 0; i < now.length; i += 2) {
    const res = now[i] as ServerResponse;
    // Cut meanwhile (its deadline, its client gone): its 'close' has already ended its bookkeeping.
    if (res.destroyed) continue;
    try {
      res.end(now[i + 1] as Body);
    } catch {
      // Past its head, an answer that cannot be written is cut (as server/app.ts's fail does); the others still go.
      res.destroy();
    }
  }
}
