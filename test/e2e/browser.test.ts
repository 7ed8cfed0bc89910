/**
 * The page in a real browser (Debian's Chromium through playwright-core) against the real local
 * server on the dataset built from ../shared/data: numbers on screen equal the API's, month
 * switching, error paths, keyboard-only use, WCAG AA contrast, screenshots, and CORS from a second origin.
 */
import { noticeWords } from '../../page/noticeWords.ts';
import { nullWords } from '../../page/nullWords.ts';
import { dayCell } from '../../page/dayColumns.ts';
import { mkdirSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverAndBrowser } from '../support/browserFixture.ts';
import type { ClimateProfileResponse } from '../../lib/profile/types.ts';
import type { ErrorBody, OneMonthResponse, WholeYearResponse } from '../../lib/types.ts';
import { lowContrastTexts } from '../support/contrast.ts';
import { freePort, repoRoot } from '../support/serverProcess.ts';

const shots = path.join(repoRoot, 'test-output');
const COVERED_ZIP = '10024'; // New York Central Park station
const UNCOVERED_ZIP = '99501'; // Anchorage: a real ZCTA whose nearest station has no monthly file in the mirror

beforeAll(() => {
  mkdirSync(shots, { recursive: true });
});

const at = serverAndBrowser();

async function api<T>(query: string): Promise<{ status: number; body: T }> {
  const res = await fetch(`${at.server.url}/typical-weather?${query}`);
  return { status: res.status, body: (await res.json()) as T };
}

async function newPage(width = 1280, height = 900): Promise<Page> {
  const page = await at.browser.newPage({ viewport: { width, height } });
  page.on('pageerror', (err) => {
    throw err;
  });
  return page;
}

async function lookUp(page: Page, place: string): Promise<void> {
  await page.fill('#place', place);
  await page.click('#submit');
}

describe('the page', () => {
  it('looks up a covered ZIP and shows the API numbers', async () => {
    const page = await newPage();
    await page.goto(at.server.url + '/');
    await lookUp(page, COVERED_ZIP);
    await page.locator('#result').waitFor({ state: 'visible' });
    const { body } = await api<WholeYearResponse>(`zip=${COVERED_ZIP}`);

    expect(await page.textContent('#station-name')).toBe(`${body.station.name} (${body.station.id})`);
    expect(await page.textContent('#station-distance')).toBe(`${body.station.distanceMi} mi`);
    expect(await page.textContent('#confidence')).toBe(body.confidence);
    expect(await page.textContent('#confidence-note')).toBe(body.confidenceNote);
    const rows = await page.$$eval('#months-body tr', (trs) => trs.map((tr) => [...tr.children].map((c) => c.textContent)));
    expect(rows).toEqual(
      body.months.map((m) => [
        m.monthName, m.avgHighF.toFixed(1), m.avgLowF.toFixed(1), m.avgMeanF.toFixed(1),
        m.avgPrecipIn === null ? '—' : m.avgPrecipIn.toFixed(2), m.avgSnowIn === null ? '—' : m.avgSnowIn.toFixed(1),
      ]),
    );
    // The day counts are a table of their own; "—" says why under the tables, from the answer's note.
    const days = await page.$$eval('#days-body tr', (trs) => trs.map((tr) => [...tr.children].map((c) => c.textContent)));
    expect(days).toEqual(body.months.map((m) => [m.monthName, dayCell(m.daysPrecipAtLeast0_01In)]));
    expect(await page.textContent('#months-nulls')).toBe(nullWords(body.nullNote));
    expect(await page.locator('#chart svg polyline').count()).toBe(3);
    expect(await page.textContent('#year-summary')).toContain(`Warmest: ${body.yearSummary.warmestMonth}`);
    expect(page.url()).toContain(`place=${COVERED_ZIP}`);
    await page.screenshot({ path: path.join(shots, 'page-desktop.png'), fullPage: true });
    await page.close();
  });

  it('switches months and shows that month’s summary', async () => {
    const page = await newPage();
    await page.goto(`${at.server.url}/?place=${COVERED_ZIP}`);
    await page.locator('#result').waitFor({ state: 'visible' });
    for (const month of [7, 1]) {
      await page.selectOption('#month', String(month));
      const { body } = await api<OneMonthResponse>(`zip=${COVERED_ZIP}&month=${month}`);
      await expect.poll(() => page.textContent('#summary')).toBe(body.summary);
      expect(await page.textContent('#months-body tr[aria-current="true"] th')).toBe(body.normals.monthName);
    }
    expect(page.url()).toContain('month=1');
    await page.goBack();
    await expect.poll(() => page.inputValue('#month')).toBe('7');
    await page.close();
  });

  it('switches the normals edition and shows that edition’s numbers, in the URL too', async () => {
    const page = await newPage();
    await page.goto(`${at.server.url}/?place=${UNCOVERED_ZIP}&month=7`);
    await page.locator('#monthly-missing').waitFor({ state: 'visible' });
    // 1991–2020 has no monthly file for Anchorage in the mirror: the page shows the climate profile and
    // the 422's words, which offer 1981–2010; the switch asks for it.
    expect(await page.textContent('#monthly-missing-detail')).toContain('1981–2010 normals');
    expect(await page.inputValue('#period')).toBe('1991-2020');
    await page.selectOption('#period', '1981-2010');
    await page.locator('#monthly').waitFor({ state: 'visible' });
    const { body } = await api<OneMonthResponse>(`zip=${UNCOVERED_ZIP}&month=7&period=1981-2010`);
    expect(body.normalsPeriod).toBe('1981–2010');
    await expect.poll(() => page.textContent('#summary')).toBe(body.summary);
    expect(await page.textContent('#attribution')).toContain(body.source);
    expect(page.url()).toContain('period=1981-2010');
    expect(await page.textContent('#request-url')).toContain('period=1981-2010');
    await expect.poll(() => page.isVisible('#monthly-missing')).toBe(false);
    await page.selectOption('#period', '1991-2020');
    await page.locator('#monthly-missing').waitFor({ state: 'visible' });
    expect(page.url()).not.toContain('period=');
    await page.goBack();
    await expect.poll(() => page.inputValue('#period')).toBe('1981-2010');
    await page.close();
  });

  it.each([
    { place: '00501', status: 422, title: 'Not covered by this build' },
    { place: 'Nowhereville, ZZ', status: 404, title: 'Place not found' },
  ])('explains $status for $place in plain words', async ({ place, status, title }) => {
    const page = await newPage();
    await page.goto(at.server.url + '/');
    await lookUp(page, place);
    await page.locator('#error').waitFor({ state: 'visible' });
    const query = /^\d{5}$/.test(place) ? `zip=${place}` : `address=${encodeURIComponent(place)}`;
    const res = await api<ErrorBody>(query);
    expect(res.status).toBe(status);
    expect(await page.textContent('#error-title')).toBe(title);
    expect(await page.textContent('#error-detail')).toBe(noticeWords(res.body.error));
    expect(await page.isHidden('#result')).toBe(true);
    await page.close();
  });

  it('shows the climate profile of a ZIP whose monthly normals are not in the build: freeze strip, seasons, degree days', async () => {
    const page = await newPage();
    await page.goto(at.server.url + '/');
    await lookUp(page, UNCOVERED_ZIP);
    await page.locator('#profile').waitFor({ state: 'visible' });
    const weather = await api<ErrorBody>(`zip=${UNCOVERED_ZIP}`);
    expect(weather.status).toBe(422);
    const profile = (await (await fetch(`${at.server.url}/climate-profile?zip=${UNCOVERED_ZIP}`)).json()) as ClimateProfileResponse;
    expect(await page.isHidden('#monthly')).toBe(true);
    expect(await page.textContent('#monthly-missing-detail')).toBe(noticeWords(weather.body.error));
    expect(await page.textContent('#station-name')).toBe(`${profile.station.name} (${profile.station.id})`);
    expect(await page.textContent('#profile-summary')).toBe(profile.summary);
    // The strip: three rows (1 in 10, half, 9 in 10) of freeze-free spans on a Jan–Dec axis.
    expect(await page.locator('#freeze-strip svg rect.free').count()).toBe(3);
    const f = profile.freeze['32F'];
    const freezeRows = await page.$$eval('#freeze-body tr', (trs) => trs.map((tr) => [...tr.children].map((c) => c.textContent)));
    expect(freezeRows[1]).toEqual(['32 °F (freeze)', `${f.chanceInAYearPct} %`,
      expect.stringContaining('in half of years; after'), expect.stringContaining('in half of years; before'), `${f.growingSeasonDays.p50} days or more in half of years`]);
    const seasons = await page.$$eval('#seasons-body tr', (trs) => trs.map((tr) => [...tr.children].map((c) => c.textContent)));
    expect(seasons.map((r) => r[1])).toEqual(['winter', 'spring', 'summer', 'fall'].map((s) => profile.seasons[s as 'winter'].avgHighF.toFixed(1)));
    expect(await page.textContent('#degree-days')).toContain(`Heating degree days (base 65 °F): ${profile.annual.heatingDegreeDays!.toLocaleString('en-US')}`);
    await page.screenshot({ path: path.join(shots, 'page-profile.png'), fullPage: true });
    await page.close();
  });

  it("shows the change since 1981–2010 in words and a chart, from the API's block", async () => {
    const page = await newPage();
    await page.goto(`${at.server.url}/?place=${COVERED_ZIP}`);
    await page.locator('#profile').waitFor({ state: 'visible' });
    const profile = (await (await fetch(`${at.server.url}/climate-profile?zip=${COVERED_ZIP}`)).json()) as ClimateProfileResponse;
    const summer = profile.changeSince1981_2010!.seasons.summer;
    const words = await page.$$eval('#change-words li', (lis) => lis.map((li) => li.textContent));
    expect(words).toHaveLength(5);
    expect(words[3]).toBe(`Summer highs: +${summer.avgHighF!.toFixed(1)} °F, lows: +${summer.avgLowF!.toFixed(1)} °F, ` +
      `precipitation: +${summer.precipIn!.toFixed(2)} in since 1981–2010`);
    // Five rows of a high and a low bar, and a text alternative that says the same words.
    expect(await page.locator('#change-chart svg rect.high').count()).toBe(5);
    expect(await page.locator('#change-chart svg rect.low').count()).toBe(5);
    expect(await page.textContent('#change-chart svg desc')).toContain(words[3]!);
    expect(await page.getAttribute('#change-chart svg', 'role')).toBe('img');
    expect(await page.textContent('#change-note')).toContain(profile.station.id);
    await page.locator('#change').screenshot({ path: path.join(shots, 'page-change.png') });
    await page.close();
  });

  it("says why there is no change where the station has no 1981–2010 record (02635), with no chart", async () => {
    const page = await newPage();
    await page.goto(`${at.server.url}/?place=02635`);
    await page.locator('#profile').waitFor({ state: 'visible' });
    const profile = (await (await fetch(`${at.server.url}/climate-profile?zip=02635`)).json()) as ClimateProfileResponse;
    expect(profile.changeSince1981_2010).toBeNull();
    expect(await page.textContent('#change-note')).toBe(profile.changeSince1981_2010Note);
    expect(await page.locator('#change-words li').count()).toBe(0);
    expect(await page.locator('#change-chart svg').count()).toBe(0);
    await page.close();
  });

  it('words a freeze that can come in any month (Truckee) without a date', async () => {
    const page = await newPage();
    await page.goto(`${at.server.url}/?place=96161`);
    await page.locator('#profile').waitFor({ state: 'visible' });
    expect(await page.textContent('#freeze-body tr:nth-child(2)')).toContain('can come in any month');
    expect(await page.locator('#freeze-strip svg rect.free').count()).toBe(0);
    await page.close();
  });

  it('works from the keyboard alone', async () => {
    const page = await newPage();
    await page.goto(at.server.url + '/');
    for (let i = 0; i < 10 && (await page.evaluate(() => document.activeElement?.id)) !== 'place'; i++) {
      await page.keyboard.press('Tab');
    }
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('place');
    await page.keyboard.type(COVERED_ZIP);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('locate');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('month');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    await page.locator('#result').waitFor({ state: 'visible' });
    expect(await page.textContent('#place-name')).toBe(`ZIP ${COVERED_ZIP}`);
    await page.close();
  });

  it('fits a phone screen', async () => {
    const page = await newPage(390, 844);
    await page.goto(`${at.server.url}/?place=${COVERED_ZIP}&month=7`);
    await page.locator('#profile').waitFor({ state: 'visible' });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: path.join(shots, 'page-phone.png'), fullPage: true });
    await page.close();
  });

  it.each([
    { state: 'a month of a covered ZIP', query: `?place=${COVERED_ZIP}&month=7`, shown: '#result' },
    { state: 'a date of a covered ZIP (its day and the daily chart)', query: `?place=${COVERED_ZIP}&date=12-25`, shown: '#day-values' },
    { state: 'an error', query: '?place=00501', shown: '#error' },
    { state: 'a profile without monthly normals', query: `?place=${UNCOVERED_ZIP}`, shown: '#profile' },
  ])('every text passes WCAG AA contrast: $state', async ({ query, shown }) => {
    const page = await newPage();
    await page.goto(at.server.url + '/' + query);
    await page.locator(shown).waitFor({ state: 'visible' });
    await expect.poll(() => page.locator('#endpoints > li').count()).toBeGreaterThanOrEqual(3);
    expect(await page.evaluate(lowContrastTexts)).toEqual([]);
    await page.close();
  });

  it('the contrast check itself flags grey on white', async () => {
    const page = await newPage();
    await page.goto(`${at.server.url}/?place=${COVERED_ZIP}&month=7`);
    await page.locator('#result').waitFor({ state: 'visible' });
    await page.addStyleTag({ content: '#summary { color: #aaa; background: #fff; }' });
    const summary = await page.textContent('#summary');
    expect(await page.evaluate(lowContrastTexts)).toEqual([{ text: summary!.trim().slice(0, 60), ratio: 2.32, required: 4.5 }]);
    await page.close();
  });

  it('lists the endpoints and the bulk downloads', async () => {
    const page = await newPage();
    await page.goto(at.server.url + '/');
    await expect.poll(() => page.locator('#endpoints > li').count()).toBeGreaterThanOrEqual(3);
    await expect.poll(() => page.locator('#downloads li').count()).toBeGreaterThanOrEqual(3);
    const hrefs = await page.$$eval('#downloads a', (as) => as.map((a) => a.getAttribute('href')));
    expect(hrefs.filter((h) => h?.startsWith('/data/1981-2010/download/'))).toHaveLength(3); // months, ZIP to station, twins
    for (const href of hrefs) expect((await fetch(at.server.url + href!)).status, href!).toBe(200);
    await page.close();
  });
});

describe('CORS in a real browser', () => {
  let other: Server;
  let otherUrl: string;

  beforeAll(async () => {
    const port = await freePort();
    other = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(`<!doctype html><title>pending</title><script>
        fetch(${JSON.stringify(`${at.server.url}/typical-weather?zip=${COVERED_ZIP}&month=7`)})
          .then((r) => r.json()).then((b) => { document.title = 'ok:' + b.normals.monthName; })
          .catch((e) => { document.title = 'failed:' + e; });
      </script>`);
    });
    await new Promise<void>((resolve) => other.listen(port, '127.0.0.1', resolve));
    otherUrl = `http://127.0.0.1:${port}/`;
  });

  afterAll(() => new Promise<void>((resolve) => other.close(() => resolve())));

  it('lets a page on another origin call the API', async () => {
    const page = await newPage();
    await page.goto(otherUrl);
    await expect.poll(() => page.title()).toBe('ok:July');
    await page.close();
  });
});
