/**
 * "Use my location" and the map, in real Chromium against the real local server on the mirror
 * build, at phone and desktop widths: with the permission granted the page answers for the browser's
 * position (the URL keeps lat and lon, so a reload shows the same), draws the place and its station
 * on the map with an accessible name, and axe finds nothing; with it denied, a sentence says what to
 * do instead and nothing reaches the console.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { LOCATE_PROBLEMS } from '../../page/locate.ts';
import { NOT_DRAWN } from '../../page/placeMap.ts';
import type { WholeYearResponse } from '../../lib/types.ts';
import { axeViolations } from '../support/axe.ts';
import { serverAndBrowser } from '../support/browserFixture.ts';
import { repoRoot } from '../support/serverProcess.ts';

const at = serverAndBrowser();
/** Near Central Park, NYC (station USW00094728, whose monthly file is in the mirror). */
const HERE = { latitude: 40.77941, longitude: -73.96953 };

async function pageWith(width: number, permissions: string[]): Promise<{ page: Page; problems: string[] }> {
  const context = await at.browser.newContext({ viewport: { width, height: 900 }, permissions, geolocation: HERE });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  await page.goto(at.server.url + '/');
  return { page, problems };
}

describe('the map of a territory', () => {
  it('draws a point in Puerto Rico and its station in their inset', async () => {
    const { page, problems } = await pageWith(390, []);
    await page.goto(`${at.server.url}/?lat=18.466&lon=-66.106`);
    await page.locator('#map svg').waitFor({ state: 'visible' });
    expect(await page.locator('#map circle').count()).toBe(2);
    expect(await page.textContent('#map-caption')).not.toContain(NOT_DRAWN);
    expect(await axeViolations(page)).toEqual([]);
    expect(problems.filter((p) => !p.includes('422'))).toEqual([]);
    await page.context().close();
  });
});

describe.each([390, 1280])('"Use my location" at %i px', (width) => {
  it('answers for the position, keeps it in the URL and draws the place and its station', async () => {
    const { page, problems } = await pageWith(width, ['geolocation']);
    await page.click('#locate');
    await page.locator('#result').waitFor({ state: 'visible' });
    expect(new URL(page.url()).search).toBe('?lat=40.779&lon=-73.97');
    const body = (await (await fetch(`${at.server.url}/typical-weather?lat=40.779&lon=-73.97`)).json()) as WholeYearResponse;
    expect(await page.textContent('#station-name')).toBe(`${body.station.name} (${body.station.id})`);
    expect(await page.textContent('#place-name')).toBe('40.779, -73.97 (NY)');

    const map = page.locator('#map svg[role="img"]');
    await map.waitFor({ state: 'visible' });
    const name = await map.evaluate((svg) => svg.getAttribute('aria-labelledby')!.split(' ').map((id) => document.getElementById(id)!.textContent).join(' '));
    expect(name).toContain('Map: 40.779, -73.97 (NY) and its station');
    expect(name).toContain(body.station.name);
    expect(await page.textContent('#map-caption')).toContain(`${body.station.distanceMi} mi apart`);
    expect(await page.locator('#map circle').count()).toBe(2);
    const box = await map.boundingBox();
    expect(box!.width).toBeLessThanOrEqual(width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    expect(await axeViolations(page)).toEqual([]);
    mkdirSync(path.join(repoRoot, 'test-output'), { recursive: true });
    await map.screenshot({ path: path.join(repoRoot, 'test-output', `map-${width}.png`) });

    await page.reload();
    await page.locator('#result').waitFor({ state: 'visible' });
    expect(await page.inputValue('#place')).toBe('40.779, -73.97');
    expect(await page.textContent('#station-name')).toBe(`${body.station.name} (${body.station.id})`);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('says what to do instead when the permission is denied, with nothing in the console', async () => {
    const { page, problems } = await pageWith(width, []);
    await page.click('#locate');
    await page.locator('#error').waitFor({ state: 'visible' });
    expect(await page.textContent('#error-detail')).toBe(LOCATE_PROBLEMS[1]);
    expect(await page.locator('#result').isHidden()).toBe(true);
    expect(new URL(page.url()).search).toBe('');
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
