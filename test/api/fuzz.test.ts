/**
 * Property-based fuzzing of the handler: any method, path and query string gets a
 * status in {200, 400, 404, 405, 422} and a body the OpenAPI document's schema for that status
 * accepts. Never a 500, never an exception.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { API_PATHS } from '../../lib/constants.ts';
import { harness } from '../support/handlerHarness.ts';
import { memoryStore } from '../support/memoryStore.ts';
import { schemaErrors } from '../support/openapiSchemas.ts';

const ALLOWED = new Set([200, 400, 404, 405, 422]);


const text = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom('', ' ', '10024', '10024-1234', '99501', '00000', 'jul', 'July', '7', '13', '02-29', '2023-02-29', 'Seattle, WA'),
  fc.constantFrom('../../etc/passwd', '..%2f..%2f', '%2e%2e', '/etc/passwd', 'C:\\Windows', '\u0000', '10024\u0000', '__proto__', 'constructor'),
  fc.integer({ min: 9_000, max: 11_000 }).map((n) => 'x'.repeat(n)),
);
const key = fc.oneof(fc.constantFrom('zip', 'address', 'month', 'date', 'ZIP', 'zip[]', ''), fc.string({ maxLength: 10 }));
/** Percent-encoding tricks written straight into the query string, not through URLSearchParams. */
const rawPiece = fc.constantFrom('%00', '%', '%zz', '%E2%82', '%C0%AE', '+', '&&', '==', '%26zip%3D10024', '%252e', ';', '#frag', '%FF%FE');

const query = fc
  .array(fc.tuple(key, text, fc.option(rawPiece, { nil: undefined })), { maxLength: 6 })
  .map((pairs) => pairs.map(([k, v, raw]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}${raw ?? ''}`).join('&'));
const path = fc.oneof(fc.constantFrom(...Object.values(API_PATHS), '/', '/x', '/typical-weather/', '//health'), fc.webPath());
const method = fc.constantFrom('GET', 'GET', 'GET', 'HEAD', 'OPTIONS', 'POST', 'PUT', 'DELETE', 'PATCH');

describe('fuzz', () => {
  it('any request: an allowed status and a body that matches the document', async () => {
    const h = harness(memoryStore());
    await fc.assert(
      fc.asyncProperty(method, path, query, async (m, p, q) => {
        const { status, body } = await h.call(`${p}?${q}`, { method: m });
        if (m === 'OPTIONS') {
          expect(status).toBe(204);
          return;
        }
        expect(ALLOWED.has(status), `status ${status} for ${m} ${p}?${q.slice(0, 200)}`).toBe(true);
        if (m === 'HEAD') {
          expect(body).toBeUndefined();
          return;
        }
        const documented = new URL(`http://localhost${p}`).pathname.replace(/(.)\/$/, '$1');
        expect(schemaErrors(documented, status, body)).toEqual([]);
      }),
      { numRuns: 1500 },
    );
    expect(h.logs).toEqual([]);
  });

  it('any zip, month and date values on the weather path', async () => {
    const h = harness(memoryStore());
    await fc.assert(
      fc.asyncProperty(text, fc.option(text), fc.option(text), async (zip, month, date) => {
        const params = new URLSearchParams({ zip });
        if (month !== null) params.set('month', month);
        if (date !== null) params.set('date', date);
        const { status, body } = await h.call(`/typical-weather?${params}`);
        expect(ALLOWED.has(status)).toBe(true);
        expect(schemaErrors('/typical-weather', status, body)).toEqual([]);
        // Errors never repeat unbounded input.
        if (status !== 200) expect((body as { error: string }).error.length).toBeLessThan(400);
      }),
      { numRuns: 1500 },
    );
  });
});
