/**
 * The API reference at /docs in a real browser (Debian's Chromium through playwright-core) against
 * the real local server: Redoc draws every endpoint of /openapi.json, with no request leaving the
 * server's origin (it must work offline) and no error in the console.
 */
import { describe, expect, it } from 'vitest';
import { LICENSE_NAME } from '../../lib/constants.ts';
import { openApiDocument } from '../../api/openapi.ts';
import { serverAndBrowser } from '../support/browserFixture.ts';
import { exampleBody } from '../support/exampleAnswers.ts';

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

  // Redoc draws a sample from the schema when a response has no example (lat -90, "name": "string").
  it.each([390, 1280])('at %i px: the samples are the real 10024 answers; the licence and contact are whole, not clipped', async (width) => {
    const page = await at.browser.newPage({ viewport: { width, height: 900 } });
    await page.goto(`${at.server.url}/docs`);
    await page.waitForSelector('[data-section-id^="operation/"]', { timeout: 30_000 });
    for (const [operation, name, path] of [['getTypicalWeather', 'oneMonth', '/typical-weather'], ['getClimateProfile', 'profile', '/climate-profile']]) {
      const sample = await page.locator(`[data-section-id="operation/${operation}"]`).innerText();
      const { station, location } = exampleBody(name!, path!) as { station: { id: string; name: string }; location: { lat: number } };
      expect(location.lat).toBeGreaterThan(40);
      for (const shown of [station.id, station.name, `"lat": ${location.lat}`]) expect(sample).toContain(shown);
      expect(sample).not.toContain('"lat": -90');
    }
    const { license, contact } = openApiDocument().info;
    // The contact has a URL only where a deploy sets CONTACT_URL (not here): then it is a link too.
    for (const [href, text] of [[license.url, LICENSE_NAME], ...('url' in contact ? [[contact.url, contact.url]] : [])]) {
      const link = page.locator(`.api-info a[href="${href}"]`);
      expect(await link.innerText()).toBe(text);
      // Every line of the link inside the box that clips the info line (overflow: hidden).
      const { box, lines } = await link.evaluate((el) => {
        let clip = el.parentElement!;
        while (getComputedStyle(clip).overflow !== 'hidden') clip = clip.parentElement!;
        const c = clip.getBoundingClientRect();
        return { box: { left: c.left, right: c.right }, lines: [...el.getClientRects()].map((r) => ({ left: r.left, right: r.right })) };
      });
      for (const line of lines) {
        expect(line.left, `${href} at ${width} px`).toBeGreaterThanOrEqual(box.left);
        expect(line.right, `${href} at ${width} px`).toBeLessThanOrEqual(box.right + 0.5);
      }
    }
    await page.close();
  });
});
