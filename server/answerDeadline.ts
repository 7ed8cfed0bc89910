/**
 * The last bound on an exchange: a request that has run ANSWER_MS without its answer written is
 * cut (its connection destroyed) and logged. The work limit (api/workLimit.ts), the geocoder's
 * budget and the request timeouts answer well before it; this is for a bug that leaves a request
 * hanging, which would otherwise hold its connection and its client forever. Checked every
 * TIMEOUTS.checkEveryMs by one timer, not a timer per request (the hot path); and watched per
 * connection, not per request: a connection runs one request at a time (server/connectionGate.ts),
 * so a request only writes two fields of its connection's slot, where a Map of requests, added to
 * and deleted from on every request, kept growing and rehashing its table.
 */
import type { Server, ServerResponse } from 'node:http';
import { TIMEOUTS } from './timeouts.ts';

/** A connection's slot: the request it runs (undefined: none) and since when (performance.now()). */
export interface Running {
  res: ServerResponse | undefined;
  since: number;
}

export interface AnswerDeadline {
  /** A connection opened: its requests are watched while it is. */
  watch(running: Running): void;
  /** It closed. */
  unwatch(running: Running): void;
}

/** @example const deadline = answerDeadline(server, console.error); deadline.watch(slot); slot.res = res; slot.since = performance.now() */
export function answerDeadline(server: Server, log: (line: string) => void, ms: number = TIMEOUTS.answerMs): AnswerDeadline {
  const watched = new Set<Running>();
  const sweep = () => {
    const late = performance.now() - ms;
    for (const running of watched) {
      const { res } = running;
      if (res === undefined || running.since > late) continue;
      running.res = undefined;
      log(`a request ran ${ms} ms without its answer (${res.req.method} ${res.req.url?.slice(0, 100)}): its connection is cut`);
      res.destroy();
    }
  };
  const timer = setInterval(sweep, TIMEOUTS.checkEveryMs).unref();
  server.once('close', () => clearInterval(timer));
  return {
    watch: (running) => void watched.add(running),
    unwatch: (running) => void watched.delete(running),
  };
}
