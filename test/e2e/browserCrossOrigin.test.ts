/**
 * A page on another origin reads what the document promises a client: in Debian's Chromium, a page
 * served from another port (another origin) fetches the real local server's 503 and reads its
 * `Retry-After`, and reads `/openapi.json`'s `ETag`. Without `Access-Control-Expose-Headers` the
 * browser hides both (null), though the server sends them.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverAndBrowser } from '../support/browserFixture.ts';

// Port 9 (discard) refuses: the geocoder is down, so a street address is a 503 with Retry-After.
const at = serverAndBrowser(() => ({ CENSUS_GEOCODER_URL: 'http://127.0.0.1:9' }));
let other: Server;
let otherOrigin: string;

beforeAll(async () => {
  other = createServer((_, response) => response.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>another site</title>'));
  await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
  otherOrigin = `http://127.0.0.1:${(other.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => other.close(() => resolve())));

describe('a page on another origin', () => {
  it.each([
    { what: 'a 503 (geocoder down)', path: '/typical-weather?address=1%20Main%20St%2C%20Nowhereville%2C%20ZZ', status: 503, header: 'retry-after', value: /^\d+$/ },
    { what: '/openapi.json', path: '/openapi.json', status: 200, header: 'etag', value: /^"[^"]+"$/ },
  ])('reads the $header of $what', async ({ path, status, header, value }) => {
    const page = await at.browser.newPage();
    await page.goto(`${otherOrigin}/`);
    expect(new URL(page.url()).origin).not.toBe(new URL(at.server.url).origin);
    const read = await page.evaluate(
      async ([url, name]) => {
        const response = await fetch(url!);
        return { status: response.status, value: response.headers.get(name!) };
      },
      [`${at.server.url}${path}`, header],
    );
    expect(read.status).toBe(status);
    expect(read.value).toMatch(value);
    await page.close();
  });
});
