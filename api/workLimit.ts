/**
 * A bound on the expensive kinds of request (climate twins, MCP posts): at most RUNNING at once
 * and WAITING queued behind them; one more is answered 503 with Retry-After at once, rather than
 * queued with its memory (docs/design.md, "Limits").
 */
import pLimit from 'p-limit';
import { messages } from '../lib/messages.ts';
import { ApiError } from './apiError.ts';
import { CACHE, RETRY_AFTER_SECONDS } from './cache.ts';

export const WORK_LIMITS = { running: 4, waiting: 16 } as const;

/** The 503 of a full queue. */
export const busy = () => new ApiError(503, messages.busy(), { cache: CACHE.none, retryAfterSeconds: RETRY_AFTER_SECONDS.busy });

export type WorkLimit = <T>(work: () => Promise<T>) => Promise<T>;

/**
 * Runs work within the limits; rejects with busy() when they are full.
 * @example const expensive = workLimit(); await expensive(() => twins(url))
 */
export function workLimit({ running, waiting }: { running: number; waiting: number } = WORK_LIMITS): WorkLimit {
  const limit = pLimit(running);
  return (work) => (limit.activeCount + limit.pendingCount >= running + waiting ? Promise.reject(busy()) : limit(work));
}
