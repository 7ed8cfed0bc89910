/**
 * The ETag is XXH64 (seed 0) of the body as sent, 16 hex digits: checked against the test vectors
 * of xxHash's own sanity checks, and the same for a body sent as text or as its UTF-8 bytes.
 */
import { describe, expect, it } from 'vitest';
import { etagOf, etagsReady } from '../../api/etag.ts';

await etagsReady;

describe('etagOf', () => {
  it.each([
    ['', '"ef46db3751d8e999"'],
    ['a', '"d24ec4f1a98c6e5b"'],
    ['abc', '"44bc2cf5ad770999"'],
  ])('XXH64 of %j is %s', (text, etag) => {
    expect(etagOf(text)).toBe(etag);
    expect(etagOf(Buffer.from(text))).toBe(etag);
  });

  it.each(['é “quoted” \u2028', '{"zip":"10024"}', 'x'.repeat(70_000)])('text and its UTF-8 bytes have one ETag (%#)', (text) => {
    expect(etagOf(text)).toBe(etagOf(new TextEncoder().encode(text)));
  });

  it('changes with any byte, and pads to 16 digits', () => {
    const bodies = Array.from({ length: 2000 }, (_, i) => `{"n":${i}}`);
    const etags = bodies.map((body) => etagOf(body));
    expect(new Set(etags).size).toBe(bodies.length);
    for (const etag of etags) expect(etag).toMatch(/^"[0-9a-f]{16}"$/);
  });
});
