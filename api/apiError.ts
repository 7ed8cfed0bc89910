/**
 * The one error type of the API: whatever step finds that a request cannot be answered (the query,
 * the place, the data) throws it, and the handler turns it into the response (api/errorResponse.ts).
 * Anything else thrown is a bug, answered 500.
 */
import { messages } from '../lib/messages.ts';
import { HTTP_SPEAKER, say, type Message, type Speaker } from '../lib/wording.ts';
import { CACHE, RETRY_AFTER_SECONDS, type CachePolicy } from './cache.ts';
import { ALLOWED_METHODS } from './http.ts';

export interface ApiErrorOptions {
  cache: CachePolicy;
  /** Seconds before a retry may succeed (503s). */
  retryAfterSeconds?: number;
  /** Headers the status needs besides the usual ones (a 405's Allow). */
  headers?: Record<string, string>;
  cause?: unknown;
}

export class ApiError extends Error {
  override name = 'ApiError';
  readonly cache: CachePolicy;
  readonly retryAfterSeconds: number | undefined;
  readonly headers: Record<string, string>;
  readonly #wording: Message;

  /** `message`: its text, or its wording when it names a next step (`message` then says it to an HTTP client). */
  constructor(
    readonly status: number,
    message: Message,
    { cache, retryAfterSeconds, headers = {}, cause }: ApiErrorOptions,
  ) {
    super(say(message, HTTP_SPEAKER), cause === undefined ? undefined : { cause });
    this.#wording = message;
    this.cache = cache;
    this.retryAfterSeconds = retryAfterSeconds;
    this.headers = headers;
  }

  /** The message as a speaker says it: an MCP tool's error names tools, not paths. */
  messageFor(speaker: Speaker): string {
    return speaker === HTTP_SPEAKER ? this.message : say(this.#wording, speaker);
  }
}

/** 503 for an outage: never cached, with the Retry-After of what is down. */
export const outage = (message: string, down: keyof typeof RETRY_AFTER_SECONDS, cause?: unknown) =>
  new ApiError(503, message, { cache: CACHE.none, retryAfterSeconds: RETRY_AFTER_SECONDS[down], cause });

export const methodNotAllowed = (method: string) =>
  new ApiError(405, messages.methodNotAllowed(method), { cache: CACHE.none, headers: { allow: ALLOWED_METHODS } });

export const notFound = (path: string, cache: CachePolicy = CACHE.document) => new ApiError(404, messages.notFound(path), { cache });
