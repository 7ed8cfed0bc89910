/**
 * The page at a phone's and a desktop's size in Debian's Chromium, against the real local server
 * whose street geocoder cannot be reached (so an address falls back to its city): nothing hidden by
 * overflow, chart text at least 11 px, axe-core with no violations, and the 422's edition button.
 */
import path from 'node:path';
import type { Page } from 'playwright-core';
import { axeViolations } from '../support/axe.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverAndBrowser } from '../support/browserFixture.ts';
import { startFakeGeocoder, type FakeGeocoder } from '../support/fakeGeocoder.ts';
import { repoRoot } from '../support/serverProcess.ts';
import { chartTextProblems, overflowProblems } from './browserChecks.ts';

const MIN_CHART_TEXT_PX = 11;
const ADDRESS = '1 Main St, Washington, DC'; // with the geocoder unreachable: matched by its city part

const STATES = [
  { state: 'initial', query: '', ready: '#endpoints > li' },
  { state: 'result', query: '?place=10024', ready: '#change-chart svg' },
  { state: '1981–2010', query: '?place=10024&period=1981-2010', ready: '#change-chart svg' },
  { state: '°C (units=metric)', query: '?place=10024&units=metric', ready: '#change-chart svg' },
  { state: 'day counts (Philadelphia)', query: '?place=19153', ready: '#days [data-day="daysHighAtLeast90F"]' },
  { state: 'day counts in °C', query: '?place=19153&units=metric', ready: '#days [data-day="daysHighAtLeast90F"]' },
  { state: '422 (monthly normals not in the build)', query: '?place=99501', ready: '#monthly-missing .hint-action button' },
  { state: 'address fallback', query: `?place=${encodeURIComponent(ADDRESS)}`, ready: '#match-note' },
] as const;
const SIZES = [{ width: 390, height: 844 }, { width: 1280, height: 800 }] as const;

let geocoder: FakeGeocoder;

beforeAll(async () => {
  geocoder = await startFakeGeocoder();
});
afterAll(() => geocoder?.close());

const at = serverAndBrowser(() => ({ CENSUS_GEOCODER_URL: geocoder.refusedUrl }));

/** A page at `size` whose console errors (a 404 favicon, a script error) are collected. */
async function open(size: { width: number; height: number }, query: string, ready: string): Promise<{ page: Page; errors: string[] }> {
  const page = await at.browser.newPage({ viewport: size });
  const errors: string[] = [];
  // An API error status is an answer the page explains, but Chromium logs its fetch as a console error.
  page.on('console', (m) => m.type() === 'error' && !/status of 422/.test(m.text()) && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(`${at.server.url}/${query}`);
  await page.locator(ready).first().waitFor({ state: 'visible' });
  await expect.poll(() => page.locator('#endpoints > li').count()).toBeGreaterThanOrEqual(3);
  return { page, errors };
}


describe.each(SIZES)('the page at $width × $height', (size) => {
  it.each(STATES)('$state: nothing cut by overflow, chart text ≥ 11 px, no axe violations, no console error', async ({ state, query, ready }) => {
    const { page, errors } = await open(size, query, ready);
    expect(await page.evaluate(overflowProblems)).toEqual([]);
    expect(await page.evaluate(chartTextProblems, MIN_CHART_TEXT_PX)).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.screenshot({ path: path.join(repoRoot, 'test-output', `page-${size.width}-${state.replace(/\W+/g, '-')}.png`), fullPage: true });
    await page.close();
  });
});

describe('at 320 px, the narrowest phone', () => {
  it('scrolls the month table inside a marked box and keeps every chart label at 11 px or more', async () => {
    const { page } = await open({ width: 320, height: 640 }, '?place=10024', '#change-chart svg');
    expect(await page.evaluate(overflowProblems)).toEqual([]);
    expect(await page.evaluate(chartTextProblems, MIN_CHART_TEXT_PX)).toEqual([]);
    await page.close();
  });

  it('redraws the charts for the new width when a desktop window narrows to a phone', async () => {
    const { page } = await open(SIZES[1], '?place=10024', '#change-chart svg');
    const drawnAt = () => page.$eval('#chart', (box) => [box.clientWidth, Number(box.querySelector('svg')!.getAttribute('width'))]);
    const [wide] = await drawnAt();
    await page.setViewportSize(SIZES[0]);
    await expect.poll(async () => { const [box = 0, svg] = await drawnAt(); return box === svg && box < wide!; }).toBe(true);
    expect(await page.evaluate(chartTextProblems, MIN_CHART_TEXT_PX)).toEqual([]);
    await page.close();
  });
});

describe('the checks themselves', () => {
  it('flag a scaled-down chart and a table cut without a marked scroll box', async () => {
    const { page } = await open(SIZES[0], '?place=10024', '#change-chart svg');
    await page.addStyleTag({ content: '#chart svg { width: 160px !important; } #months { min-width: 700px; } .table-wrap { overflow-x: hidden !important; }' });
    expect(await page.evaluate(chartTextProblems, MIN_CHART_TEXT_PX)).toEqual(expect.arrayContaining([expect.stringMatching(/renders at [0-9.]+ px/)]));
    expect(await page.evaluate(overflowProblems)).toEqual(expect.arrayContaining([expect.stringMatching(/^#months: last column cut/)]));
    await page.close();
  });
});

describe('words and actions', () => {
  it("turns the 422's hint into a button that shows the 1981–2010 answer, kept in the URL", async () => {
    const { page } = await open(SIZES[0], '?place=99501', '#monthly-missing .hint-action button');
    const button = page.locator('#monthly-missing .hint-action button');
    expect(await button.textContent()).toBe('Show the 1981–2010 normals');
    await button.click();
    await page.locator('#monthly').waitFor({ state: 'visible' });
    expect(page.url()).toContain('period=1981-2010');
    expect(await page.inputValue('#period')).toBe('1981-2010');
    const requested = await page.getAttribute('#request-url', 'href');
    expect((await fetch(requested!)).status).toBe(200);
    expect(await page.textContent('#year-title')).toBe('The year, 1981–2010 normals');
    expect(await page.textContent('#banner-period')).toContain('1981–2010');
    await page.close();
  });

  it('names the edition of every section and why the 1981–2010 snow column is empty', async () => {
    const { page } = await open(SIZES[1], '?place=10024&period=1981-2010', '#change-chart svg');
    expect(await page.textContent('#months-caption')).toContain('this build does not include NCEI’s 1981–2010 snowfall file');
    expect(await page.textContent('#profile-title')).toContain('1991–2020');
    expect(await page.isVisible('#change-beside-months #change')).toBe(true);
    await page.close();
  });

  it('says an address was matched by its city only, and that the street was not used', async () => {
    const { page } = await open(SIZES[0], `?place=${encodeURIComponent(ADDRESS)}`, '#match-note');
    const note = await page.textContent('#match-note');
    expect(note).toContain('Matched by its city and state only, to Washington city');
    expect(note).toContain('The street and house number were not used');
    await page.close();
  });

  it('says in one sentence why Truckee has no freeze-free strip, instead of three empty bars', async () => {
    const { page } = await open(SIZES[0], '?place=96161', '#profile-summary');
    expect(await page.locator('#freeze-strip svg').count()).toBe(0);
    expect(await page.textContent('#freeze-rows')).toMatch(/^No freeze-free dates: a freeze can come in any month\. The freeze-free stretch lasts \d+ days or more in 9 years in 10/);
    await page.close();
  });

  it.each([
    { units: 'us', hot: 'Hot days (high ≥ 90 °F)' },
    { units: 'metric', hot: 'Hot days (high ≥ 32.2 °C (90 °F))' },
  ])('shows Philadelphia’s wet, hot, freeze and snow days per month and season ($units)', async ({ units, hot }) => {
    const { page } = await open(SIZES[0], `?place=19153&units=${units}`, '#season-days [data-day]');
    const headers = await page.$$eval('#days [data-day]', (ths) => ths.map((th) => th.textContent));
    expect(headers).toHaveLength(4);
    expect(headers[1]).toBe(hot);
    // July's row: its wet and hot days as the station file gives them (10.1 and 12.5).
    expect(await page.$$eval('#days-body tr:nth-child(7) td', (tds) => tds.map((td) => td.textContent))).toEqual(['10.1', '12.5', '0.0', '0.0']);
    expect(await page.locator('#season-days [data-day]').count()).toBe(4);
    // At 390 px the day counts fit their box: nothing to scroll sideways.
    for (const table of ['#days', '#season-days']) expect(await page.$eval(table, (t) => t.scrollWidth <= t.parentElement!.clientWidth)).toBe(true);
    // July is not picked: the driest and wettest months' quartiles in words; the chart's wet row is in its legend.
    expect(await page.textContent('#quartiles')).toMatch(/^In 1 year in 4, \w+ gets less than [\d.]+ (in|mm) of precipitation, and in 1 year in 4 more than [\d.]+ (in|mm); in half of years less than [\d.]+ (in|mm)\. In 1 year in 4, /);
    expect(await page.isVisible('#legend-wet')).toBe(true);
    await page.close();
  });

  it('saves each edition’s downloads under distinct names', async () => {
    const { page } = await open(SIZES[1], '', '#downloads li');
    const names = await page.$$eval('#downloads a', (as) => as.map((a) => a.getAttribute('download')));
    expect(names.length).toBeGreaterThanOrEqual(6);
    expect(new Set(names).size).toBe(names.length);
    expect(names.filter((n) => n?.includes('1981-2010'))).toHaveLength(3);
    // The MCP endpoint is listed with the others, as /health and /docs list it.
    expect(await page.textContent('#endpoints')).toContain('POST /mcp — The MCP (Model Context Protocol) endpoint');
    await page.close();
  });
});
