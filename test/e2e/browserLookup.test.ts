/**
 * A lookup on a phone, in Debian's Chromium against the real local server on the mirror build: at
 * 390 × 844 the answer the person asked for is scrolled into view and holds the focus (a screen
 * reader goes there), a problem too; a month in the page's URL is read as the API reads it (a name
 * or an abbreviation, not only a number); a notice says in words what the API says with a request path.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { serverAndBrowser } from '../support/browserFixture.ts';

const at = serverAndBrowser();
const PHONE = { width: 390, height: 844 };

/** Where a box's top is on the screen, and which element holds the focus. */
const placing = (page: Page, box: string) =>
  page.evaluate((selector) => ({ top: document.querySelector(selector)!.getBoundingClientRect().top, height: innerHeight, focused: document.activeElement?.id }), box);

describe('a lookup at 390 px', () => {
  it.each([
    { typed: '98158', box: '#result', heading: 'place-name' },
    { typed: '99999', box: '#error', heading: 'error-title' },
  ])('$typed: $box is scrolled to the top of the screen and its heading has the focus', async ({ typed, box, heading }) => {
    const page = await at.browser.newPage({ viewport: PHONE });
    await page.goto(`${at.server.url}/`);
    await page.fill('#place', typed);
    await page.press('#place', 'Enter');
    await page.locator(box).waitFor({ state: 'visible' });
    await page.waitForFunction((id) => document.activeElement?.id === id, heading);
    const { top, height } = await placing(page, box);
    expect(top).toBeGreaterThanOrEqual(-1);
    expect(top).toBeLessThan(height / 4);
    await page.close();
  });

  it('switching the month keeps the focus on the month picker', async () => {
    const page = await at.browser.newPage({ viewport: PHONE });
    await page.goto(`${at.server.url}/?place=98158`);
    await page.locator('#result').waitFor({ state: 'visible' });
    await page.focus('#month');
    await page.selectOption('#month', '3');
    await page.waitForFunction(() => document.querySelector('#status')?.textContent?.includes('March'));
    expect((await placing(page, '#result')).focused).toBe('month');
    await page.close();
  });
});

describe('a month in the URL, read as the API reads it', () => {
  it.each(['jan', 'January', 'JAN', '1', '01'])('?place=98158&month=%s shows January', async (month) => {
    const page = await at.browser.newPage({ viewport: PHONE });
    await page.goto(`${at.server.url}/?place=98158&month=${month}`);
    await page.waitForFunction(() => document.querySelector('#status')?.textContent?.startsWith('Showing'));
    expect(await page.inputValue('#month')).toBe('1');
    expect(await page.textContent('#status')).toContain('January');
    await page.close();
  });
});

describe('a notice in words', () => {
  it('the 1991–2020 normals missing from the build: the way forward is a button, not a request path', async () => {
    const page = await at.browser.newPage({ viewport: PHONE });
    await page.goto(`${at.server.url}/?place=99501`);
    await page.locator('#monthly-missing').waitFor({ state: 'visible' });
    const words = await page.textContent('#monthly-missing-detail');
    expect(words).toMatch(/do cover this ZIP\.$/);
    expect(words).not.toContain('/typical-weather');
    expect(await page.textContent('#monthly-missing .hint-action button')).toBe('Show the 1981–2010 normals');
    await page.close();
  });
});
