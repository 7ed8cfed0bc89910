/**
 * The date field in Debian's Chromium against the real local server, at a phone's and a desktop's
 * size: a date shows its day (the API's own numbers, in °F and after the switch in °C), lives in the
 * URL and stays there when the place or the units change; the year's chart draws the 366 daily
 * normals where the station has them (Central Park) and the monthly lines where it does not
 * (Philadelphia); another month drops the date. Each day's state passes the layout checks
 * (overflow, chart text ≥ 11 px, axe-core 0 violations); the day and its chart are saved as PNGs.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { OneDayResponse } from '../../lib/types.ts';
import { dayRows } from '../../page/dateCard.ts';
import { noticeWords } from '../../page/noticeWords.ts';
import { axeViolations } from '../support/axe.ts';
import { serverAndBrowser } from '../support/browserFixture.ts';
import { repoRoot } from '../support/serverProcess.ts';
import { chartTextProblems, overflowProblems } from './browserChecks.ts';

const DAILY_ZIP = '10024'; // Central Park: the mirror's one daily file
const MONTHLY_ONLY_ZIP = '19153'; // Philadelphia: monthly normals, no daily file in the mirror
const DATE = '2026-12-25';
const SIZES = [{ width: 390, height: 844 }, { width: 1280, height: 800 }] as const;
const shots = path.join(repoRoot, 'test-output');

beforeAll(() => mkdirSync(shots, { recursive: true }));
const at = serverAndBrowser();

async function dayAnswer(query: string): Promise<OneDayResponse> {
  const res = await fetch(`${at.server.url}/typical-weather?${query}`);
  expect(res.status).toBe(200);
  return (await res.json()) as OneDayResponse;
}

/** The day card's rows as the page shows them. */
const shownRows = (page: Page) => page.$$eval('#day-values > div', (rows) => rows.map((r) => [r.children[0]!.textContent, r.children[1]!.textContent]));
/** What the page must show for the API's day, in its units. */
const expectedRows = (answer: OneDayResponse) => dayRows(answer.day!, answer.units).map(({ term, value }) => [term, value]);
const highPoints = (page: Page) => page.$eval('#chart svg polyline.high', (line) => line.getAttribute('points')!.trim().split(/\s+/).length);

async function layoutChecks(page: Page): Promise<void> {
  expect(await page.evaluate(overflowProblems)).toEqual([]);
  expect(await page.evaluate(chartTextProblems, 11)).toEqual([]);
  expect(await axeViolations(page)).toEqual([]);
}

describe.each(SIZES)('the date field at $width × $height', (size) => {
  it('shows the day and the daily chart, keeps the date over a place and a units change, and passes the layout checks', async () => {
    const page = await at.browser.newPage({ viewport: size });
    const errors: string[] = [];
    // A station without daily normals is their route's 422, which Chromium logs as a console error.
    page.on('console', (m) => m.type() === 'error' && !/status of 422/.test(m.text()) && errors.push(m.text()));
    page.on('pageerror', (e) => errors.push(String(e)));
    await page.goto(`${at.server.url}/?place=${DAILY_ZIP}`);
    await page.locator('#chart svg').waitFor({ state: 'visible' });
    expect(await page.isHidden('#day')).toBe(true);
    await expect.poll(() => highPoints(page)).toBe(366);

    // A person picks a date: it picks its month, goes into the URL and shows its day.
    await page.getByLabel('Date (optional)').fill(DATE);
    await expect.poll(() => page.url()).toContain(`date=${DATE}`);
    const us = await dayAnswer(`zip=${DAILY_ZIP}&date=${DATE}`);
    await expect.poll(() => shownRows(page)).toEqual(expectedRows(us));
    expect(await page.textContent('#day-title')).toBe('December 25, typically');
    expect(await page.inputValue('#month')).toBe('12');
    expect(await page.textContent('#summary')).toBe(us.summary);
    expect(await page.textContent('#request-url')).toContain(`date=${DATE}`);
    expect(await page.textContent('#chart title')).toMatch(/^Daily and monthly normals for /);
    expect(await page.textContent('#chart desc')).toContain('a vertical line marks December 25');
    expect(await page.locator('#chart svg .day-mark').count()).toBe(1);
    expect(await page.isVisible('#legend-date')).toBe(true);
    await layoutChecks(page);
    await page.locator('#day').screenshot({ path: path.join(shots, `day-${size.width}-card.png`) });
    await page.locator('#chart').screenshot({ path: path.join(shots, `day-${size.width}-chart.png`) });

    // °C: the API's metric day; the date stays in the URL.
    await page.getByLabel('°C').check();
    await expect.poll(() => page.url()).toContain('units=metric');
    const metric = await dayAnswer(`zip=${DAILY_ZIP}&date=${DATE}&units=metric`);
    await expect.poll(() => shownRows(page)).toEqual(expectedRows(metric));
    expect(page.url()).toContain(`date=${DATE}`);
    await expect.poll(() => page.textContent('#chart')).toContain(' °C');
    expect(await highPoints(page)).toBe(366);
    await layoutChecks(page);

    // Another place keeps the date: no daily normals there, so the reason, and the monthly chart.
    await page.fill('#place', MONTHLY_ONLY_ZIP);
    await page.click('#submit');
    await expect.poll(() => page.url()).toContain(`place=${MONTHLY_ONLY_ZIP}`);
    expect(page.url()).toContain(`date=${DATE}`);
    const none = await dayAnswer(`zip=${MONTHLY_ONLY_ZIP}&date=${DATE}&units=metric`);
    expect(none.day).toBeNull();
    await expect.poll(() => page.textContent('#day-note')).toBe(noticeWords(none.dayNote!));
    expect(await shownRows(page)).toEqual([]);
    expect(await page.textContent('#day-title')).toBe('December 25');
    await expect.poll(() => highPoints(page)).toBe(12);
    await layoutChecks(page);

    // A reload keeps it all; another month drops the date.
    await page.reload();
    await expect.poll(() => page.inputValue('#date')).toBe(DATE);
    await page.locator('#day-note').waitFor({ state: 'visible' });
    await page.selectOption('#month', '7');
    await expect.poll(() => page.url()).toContain('month=7');
    expect(page.url()).not.toContain('date=');
    expect(await page.inputValue('#date')).toBe('');
    await expect.poll(() => page.isHidden('#day')).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });
});
