/**
 * The API reference at /docs in a real browser (Debian's Chromium through playwright-core) against
 * the real local server: Redoc draws every endpoint of /openapi.json, with no request leaving the
 * server's origin (it must work offline) and no error in the console.
 */
import { describe, expect, it } from 'vitest';
import { serverAndBrowser } from '../support/browserFixture.ts';

/** The operations of an OpenAPI path item: each is one section of the reference. */
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

const at = serverAndBrowser();

describe('/docs', () => {
  it.each(['/docs', '/docs/'])('%s draws every endpoint from /openapi.json, offline', async (docsPath) => {
    const page = await at.browser.newPage({ viewport: { width: 1280, height: 900 } });
    const elsewhere: string[] = [];
    const problems: string[] = [];
    // Anything not from the server is refused and remembered: the reference must not need it.
    await page.route('**/*', (route) => {
      const url = route.request().url();
      if (url.startsWith(at.server.url) || url.startsWith('data:') || url.startsWith('blob:')) return route.continue();
      elsewhere.push(url);
      return route.abort();
    });
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });

    await page.goto(at.server.url + docsPath);
    await page.waitForSelector('[data-section-id^="operation/"]', { timeout: 30_000 });

    const { paths } = (await at.server.getJson('/openapi.json')).body as { paths: Record<string, Record<string, unknown>> };
    const operations = await page.locator('[data-section-id^="operation/"]').count();
    const documented = Object.values(paths).flatMap((item) => Object.keys(item).filter((k) => METHODS.includes(k))).length;
    expect(operations).toBe(documented);
    const text = await page.locator('#reference').innerText();
    for (const path of Object.keys(paths)) expect(text).toContain(path);
    expect(await page.title()).toContain('Typical Weather');
    expect(elsewhere).toEqual([]);
    expect(problems).toEqual([]);
    await page.close();
  });
});
