/**
 * The one place an error becomes a response: an ApiError as it says, anything else as a 500 after
 * logging it once, with its cause chain; its message as `speaker` says it (an MCP tool call's names
 * tools). The handler and the local server both use it.
 */
import { messages } from '../lib/messages.ts';
import type { ErrorBody } from '../lib/types.ts';
import { HTTP_SPEAKER, type Speaker } from '../lib/wording.ts';
import { ApiError } from './apiError.ts';
import { CACHE } from './cache.ts';
import { json } from './http.ts';

/**
 * @example errorResponse(new ApiError(400, 'Give a location', { cache: CACHE.document }), console.error, '/typical-weather')
 */
export function errorResponse(error: unknown, log: (line: string) => void, where: string, speaker: Speaker = HTTP_SPEAKER): Response {
  const known = error instanceof ApiError ? error : null;
  if (known === null) log(`unexpected error on ${where.slice(0, 200)}: ${describe(error)}`);
  const answered = known ?? new ApiError(500, messages.internal(), { cache: CACHE.none });
  const { status, cache, retryAfterSeconds, headers } = answered;
  const body: ErrorBody = { error: answered.messageFor(speaker) };
  const retry: Record<string, string> = retryAfterSeconds === undefined ? {} : { 'retry-after': String(retryAfterSeconds) };
  return json(status, body, cache, Object.assign({}, retry, headers));
}

/** A stack, then each cause's, as Node prints them; bounded, as a cause chain could loop. */
function describe(error: unknown): string {
  const lines: string[] = [];
  for (let current = error, depth = 0; current !== undefined && depth < 8; depth++) {
    lines.push((depth === 0 ? '' : 'caused by: ') + (current instanceof Error ? (current.stack ?? String(current)) : String(current)));
    current = current instanceof Error ? current.cause : undefined;
  }
  return lines.join('\n');
}
