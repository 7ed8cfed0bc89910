/**
 * The one error path: an ApiError answers as it says; anything else is a bug, answered 500 on every
 * route (/health too) and logged once with its cause chain.
 */
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/apiError.ts';
import { CACHE } from '../../api/cache.ts';
import { errorResponse } from '../../api/errorResponse.ts';
import { createHandler } from '../../api/handler.ts';
import { messages } from '../../lib/messages.ts';
import { harness } from '../support/handlerHarness.ts';
import { FIXTURE_MANIFEST, fixtureFiles, memoryStore } from '../support/memoryStore.ts';

describe('errorResponse', () => {
  it.each([
    { error: new ApiError(400, 'bad', { cache: CACHE.document }), status: 400, headers: { 'cache-control': 'public, max-age=3600' } },
    { error: new ApiError(503, 'down', { cache: CACHE.none, retryAfterSeconds: 60 }), status: 503, headers: { 'retry-after': '60' } },
    { error: new ApiError(405, 'no', { cache: CACHE.none, headers: { allow: 'GET' } }), status: 405, headers: { allow: 'GET' } },
    { error: new TypeError('a bug'), status: 500, headers: { 'cache-control': 'no-store' } },
  ])('$error.name $status', ({ error, status, headers }) => {
    const logs: string[] = [];
    const response = errorResponse(error, (line) => logs.push(line), '/x');
    expect(response.status).toBe(status);
    expect(Object.fromEntries(response.headers)).toMatchObject(headers);
    expect(logs).toHaveLength(error instanceof ApiError ? 0 : 1);
  });
});

describe('a bug', () => {
  it('on /health is a 500 like every route, not a 503', async () => {
    const files = fixtureFiles();
    const section = FIXTURE_MANIFEST.editions[FIXTURE_MANIFEST.defaultEdition]!;
    files.set('manifest.json', { ...FIXTURE_MANIFEST, editions: { [FIXTURE_MANIFEST.defaultEdition]: { ...section, counts: null } } });
    const h = harness(memoryStore(files));
    for (const path of ['/health', '/api']) {
      const { status, body, headers } = await h.call(path);
      expect(status).toBe(500);
      expect(body).toEqual({ error: messages.internal() });
      expect(headers.get('retry-after')).toBeNull();
    }
    expect(h.logs.filter((line) => line.startsWith('unexpected error'))).toHaveLength(2);
  });

  it('is logged once, with its cause chain', async () => {
    const logs: string[] = [];
    const handler = createHandler({
      store: memoryStore(),
      log: (line) => logs.push(line),
      resolveAddress: () => Promise.reject(new Error('resolver failed', { cause: new RangeError('socket table full') })),
    });
    const response = await handler(new Request('http://localhost/climate-profile?address=Anywhere'));
    expect(response.status).toBe(500);
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatch(/^unexpected error on http:\/\/localhost\/climate-profile\?address=Anywhere: Error: resolver failed/);
    expect(logs[0]).toContain('caused by: RangeError: socket table full');
  });
});
