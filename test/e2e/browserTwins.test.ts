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
    expect(shown.map((s) => s.name)).toEqual(body.twins.map((t) => t.place));
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
