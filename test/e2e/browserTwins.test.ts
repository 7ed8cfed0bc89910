/**
 * The page's "Places with a climate like this" in Debian's Chromium against the real local server, at
 * a phone's and a desktop's size: the API's twins in order, each name a link that looks that ZIP up
 * (keeping the edition and units), the distance and the differences in words, in °C too; a place
 * whose twins cannot be given says why; the layout checks and axe-core find nothing.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ClimateTwinsResponse } from '../../lib/twins/types.ts';
import { axeViolations } from '../support/axe.ts';
import { serverAndBrowser } from '../support/browserFixture.ts';
import { overflowProblems } from './browserChecks.ts';
import { twinName } from '../../lib/twins/twinName.ts';

const SIZES = [{ width: 390, height: 844 }, { width: 1280, height: 800 }] as const;
const at = serverAndBrowser();

const items = (page: Page) =>
  page.$$eval('#twins-list li', (lis) => lis.map((li) => ({ name: li.querySelector('a')?.textContent, href: li.querySelector('a')?.getAttribute('href'), text: li.textContent })));

describe.each(SIZES)('the twins list at $width × $height', (size) => {
  it.each([
    { search: '?place=92101&period=1981-2010', api: '/climate-twins?zip=92101&period=1981-2010', words: /°F (warmer|cooler) highs|the same highs/ },
    { search: '?place=10024&units=metric', api: '/climate-twins?zip=10024&units=metric', words: /°C (warmer|cooler) highs|the same highs/ },
  ])('shows the API\'s twins of $search, each a link that looks it up', async ({ search, api, words }) => {
    const page = await at.browser.newPage({ viewport: size });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    await page.goto(`${at.server.url}/${search}`);
    await page.locator('#twins-list li').first().waitFor({ state: 'visible' });
    const body = (await (await fetch(`${at.server.url}${api}`)).json()) as ClimateTwinsResponse;
    const shown = await items(page);
    expect(shown.map((s) => s.name)).toEqual(body.twins.map((t) => twinName(t)));
    const params = new URLSearchParams(search);
    shown.forEach((s, i) => {
      const link = new URLSearchParams(s.href!.slice(1));
      expect(link.get('place')).toBe(body.twins[i]!.zip);
      expect([link.get('period'), link.get('units')]).toEqual([params.get('period'), params.get('units')]);
      expect(s.text).toMatch(words);
      expect(s.text).toContain(body.twins[i]!.similarity);
    });
    expect(await page.textContent('#twins-title')).toBe('Places with a climate like this');
    expect(await page.isHidden('#twins-missing')).toBe(true);
    expect(await page.evaluate(overflowProblems)).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    // Following a twin's link looks that place up.
    await page.click('#twins-list li a >> nth=0');
    await expect.poll(() => page.textContent('#place-name')).toBe(`ZIP ${body.twins[0]!.zip}`);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('says why when the place has no twins in this edition', async () => {
    const page = await at.browser.newPage({ viewport: size });
    await page.goto(`${at.server.url}/?place=92101`);
    await page.locator('#twins-missing').waitFor({ state: 'visible' });
    expect(await page.textContent('#twins-missing')).toMatch(/not in this build\. No other station is substituted\./);
    expect(await page.locator('#twins-list li').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });
});

/** The map's accessible name and description, as a screen reader gets them (aria-labelledby). */
const mapWords = (page: Page) =>
  page.locator('#map svg[role="img"]').evaluate((svg) => svg.getAttribute('aria-labelledby')!.split(' ').map((id) => document.getElementById(id)!.textContent).join(' '));

describe.each(SIZES)('the twins on the map at $width × $height', (size) => {
  it('marks each twin beside the place and its station, names them all, and fetches the outline once', async () => {
    const page = await at.browser.newPage({ viewport: size });
    const outlines: string[] = [];
    page.on('request', (r) => void (new URL(r.url()).pathname === '/map-outline.json' && outlines.push(r.url())));
    await page.goto(`${at.server.url}/?place=10024`);
    const body = (await (await fetch(`${at.server.url}/climate-twins?zip=10024`)).json()) as ClimateTwinsResponse;
    expect(body.twins.length).toBeGreaterThan(0);
    await expect.poll(() => page.locator('#map .map-twin').count()).toBe(body.twins.length);
    // The place and its station stay circles; the twins are diamonds, each titled with its place.
    expect(await page.locator('#map circle').count()).toBe(2);
    const titles = await page.$$eval('#map .map-twin title', (ts) => ts.map((t) => t.textContent));
    // Drawn least alike first, so the most alike lies on top where markers overlap.
    expect(titles).toEqual(body.twins.map((t) => `Climate twin: ${twinName(t)} (${t.station.name})`).reverse());
    const words = await mapWords(page);
    expect(words).toContain('Map: ZIP 10024 and its station, with its climate twins');
    expect(words).toContain(body.station.name);
    for (const twin of body.twins) expect(words).toContain(twinName(twin));
    expect(await page.textContent('#map-caption')).toContain(`Its ${body.twins.length} climate twins`);
    expect(outlines).toHaveLength(1);
    expect(await page.evaluate(overflowProblems)).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });

  it('never draws a previous lookup\'s late twins on the current map', async () => {
    const page = await at.browser.newPage({ viewport: size });
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/climate-twins?zip=10024*', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${at.server.url}/?place=10024`);
    await page.locator('#map svg').waitFor({ state: 'visible' });
    // A second lookup (whose twins are a 422 in this edition) while the first one's twins are held.
    await page.fill('#place', '92101');
    await page.click('#submit');
    await expect.poll(() => page.textContent('#place-name')).toBe('ZIP 92101');
    await page.locator('#twins-missing').waitFor({ state: 'visible' });
    const late = page.waitForResponse((r) => r.url().includes('/climate-twins?zip=10024'));
    release();
    await late;
    // Let the page run what the late answer would set off (its JSON parse and any redraw).
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(await page.locator('#map .map-twin').count()).toBe(0);
    expect(await mapWords(page)).not.toContain('climate twin');
    expect(await page.textContent('#map-caption')).toContain('92101');
    await page.close();
  });
});
