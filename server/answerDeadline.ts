/**
 * The last bound on an exchange: a request that has run ANSWER_MS without its answer written is
 * cut (its connection destroyed) and logged. The work limit (api/workLimit.ts), the geocoder's
 * budget and the request timeouts answer well before it; this is for a bug that leaves a request
 * hanging, which would otherwise hold its connection and its client forever. Checked every
 * TIMEOUTS.checkEveryMs by one timer, not a timer per request (the hot path).
 */
import type { Server, ServerResponse } from 'node:http';
import { TIMEOUTS } from './timeouts.ts';

export interface AnswerDeadline {
  /** A request started: its answer is due within the deadline. */
  begin(res: ServerResponse): void;
  /** Its answer is written, or its connection gone. */
  end(res: ServerResponse): void;
}

/** @example const deadline = answerDeadline(server, console.error); deadline.begin(res) */
export function answerDeadline(server: Server, log: (line: string) => void, ms: number = TIMEOUTS.answerMs): AnswerDeadline {
  const started = new Map<ServerResponse, number>();
  const sweep = () => {
    const late = performance.now() - ms;
    for (const [res, at] of started) {
      if (at > late) break; // in order of start: the rest are later
      started.delete(res);
      log(`a request ran ${ms} ms without its answer (${res.req.method} ${res.req.url?.slice(0, 100)}): its connection is cut`);
      res.destroy();
    }
  };
  const timer = setInterval(sweep, TIMEOUTS.checkEveryMs).unref();
  server.once('close', () => clearInterval(timer));
  return {
    begin: (res) => void started.set(res, performance.now()),
    end: (res) => void started.delete(res),
  };
}
