/**
 * A bound on the expensive kinds of request (climate twins, MCP posts): at most RUNNING at once
 * and WAITING queued behind them; one more is answered 503 with Retry-After at once, rather than
 * queued with its memory (docs/design.md, "Limits"). Every work ends for the limit: a work that
 * has not settled by DEADLINE_MS gives its slot back and is a 503 (a hang is a bug, logged where
 * the 503 is made), and on stop the work still queued is a 503 at once, never left to be cut.
 */
import pLimit from 'p-limit';
import { messages } from '../lib/messages.ts';
import { ApiError } from './apiError.ts';
import { CACHE, RETRY_AFTER_SECONDS } from './cache.ts';

export const WORK_LIMITS = { running: 4, waiting: 16, deadlineMs: 10_000 } as const;

/** The 503 of a full queue. */
export const busy = () => new ApiError(503, messages.busy(), { cache: CACHE.none, retryAfterSeconds: RETRY_AFTER_SECONDS.busy });

/** The 503 of a work queued when the server stops: it never started, so another server may run it. */
export const stopping = () => new ApiError(503, messages.stopping(), { cache: CACHE.none, retryAfterSeconds: RETRY_AFTER_SECONDS.busy });

/** The 503 of a work past its deadline. */
export const overdue = (ms: number) => new ApiError(503, messages.overdue(Math.round(ms / 1000)), { cache: CACHE.none, retryAfterSeconds: RETRY_AFTER_SECONDS.busy });

export interface WorkLimit {
  /** Runs work within the limits; rejects with a 503 ApiError when they are full, the server stops or the work is overdue. */
  <T>(work: () => Promise<T>): Promise<T>;
  /** The slots taken: running and waiting. Both 0 when nothing is in flight. */
  load(): { running: number; waiting: number };
  /** Answers the queued work at once with stopping(), and from now on queues none (new work runs only in a free slot). */
  stop(): void;
}

/** Settles as `work` does, or rejects with overdue() after `ms`, logged: no work should take that long. */
function withDeadline<T>(work: Promise<T>, ms: number, log: (line: string) => void): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      log(`a bounded work did not end within ${ms} ms: its slot is given back and its request answered 503`);
      reject(overdue(ms));
    }, ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

export interface WorkLimits {
  running: number;
  waiting: number;
  deadlineMs: number;
}

/** @example const expensive = workLimit(console.error); await expensive(() => twins(url)) */
export function workLimit(log: (line: string) => void, { running, waiting, deadlineMs }: WorkLimits = WORK_LIMITS): WorkLimit {
  const limit = pLimit(running);
  /** The refusals of the work queued and not started, by which stop() answers them. */
  const queued = new Set<() => void>();
  let stopped = false;

  const run = <T>(work: () => Promise<T>): Promise<T> => {
    // Stopping, work runs only in a free slot: none is queued to be cut at the grace's end.
    if (stopped && limit.activeCount + limit.pendingCount >= running) return Promise.reject(stopping());
    if (limit.activeCount + limit.pendingCount >= running + waiting) return Promise.reject(busy());
    return new Promise<T>((resolve, reject) => {
      const refuse = () => reject(stopping());
      queued.add(refuse);
      void limit(() => {
        queued.delete(refuse);
        return withDeadline(Promise.resolve().then(work), deadlineMs, log).then(resolve, reject);
      });
    });
  };
  return Object.assign(run, {
    load: () => ({ running: limit.activeCount, waiting: limit.pendingCount }),
    stop: () => {
      stopped = true;
      for (const refuse of queued) refuse();
      queued.clear();
      limit.clearQueue();
    },
  });
}
