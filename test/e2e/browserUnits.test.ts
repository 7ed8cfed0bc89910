/**
 * The °F/°C switch in Debian's Chromium against the real local server, at a phone's and a desktop's
 * size: choosing °C shows the API's own `units=metric` numbers (month table, degree days, station),
 * keeps `units=metric` in the URL and the request shown, survives a reload, and the °C result passes
 * the layout checks (overflow, chart text ≥ 11 px, axe-core 0 violations).
 */
import path from 'node:path';
import type { Page } from 'playwright-core';
import { axeViolations } from '../support/axe.ts';
import { describe, expect, it } from 'vitest';
import { serverAndBrowser } from '../support/browserFixture.ts';
import { repoRoot } from '../support/serverProcess.ts';
import { chartTextProblems, overflowProblems } from './browserChecks.ts';

const ZIP = '10024';
const SIZES = [{ width: 390, height: 844 }, { width: 1280, height: 800 }] as const;

/** The parts of the metric answers the test compares (lib/metric.ts names). */
interface MetricYear {
  units: string;
  station: { distanceKm: number; elevationM: number };
  months: Array<{ monthName: string; avgHighC: number; avgLowC: number; avgMeanC: number; avgPrecipMm: number | null; avgSnowCm: number | null; daysPrecipAtLeast0_01In: number | null }>;
}
interface MetricProfile {
  units: string;
  annual: { heatingDegreeDaysC: number | null; coolingDegreeDaysC: number | null; growingDegreeDaysBase10C: number | null };
}

const at = serverAndBrowser();

async function get<T>(p: string): Promise<T> {
  const res = await fetch(`${at.server.url}${p}`);
  expect(res.status).toBe(200);
  return (await res.json()) as T;
}


const tableRows = (page: Page) => page.$$eval('#months-body tr', (trs) => trs.map((tr) => [...tr.children].map((c) => c.textContent)));

/** What the page must show in °C: the metric answer's values, at the page's decimals. */
function expectedRows(year: MetricYear): Array<Array<string | null>> {
  const fixed = (v: number | null, d: number) => (v === null ? '—' : v.toFixed(d));
  return year.months.map((m) => [m.monthName, fixed(m.avgHighC, 1), fixed(m.avgLowC, 1), fixed(m.avgMeanC, 1), fixed(m.avgPrecipMm, 1), fixed(m.avgSnowCm, 1)]);
}

describe.each(SIZES)('the °F/°C switch at $width × $height', (size) => {
  it('switches to the API’s metric answer, keeps units=metric in the URL and over a reload, and passes the layout checks', async () => {
    const page = await at.browser.newPage({ viewport: size });
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    page.on('pageerror', (e) => errors.push(String(e)));
    await page.goto(`${at.server.url}/?place=${ZIP}`);
    await page.locator('#change-chart svg').waitFor({ state: 'visible' });
    expect(await page.isChecked('input[name="units"][value="us"]')).toBe(true);
    expect(await page.textContent('#months thead')).toContain('High °F');

    const year = await get<MetricYear>(`/typical-weather?zip=${ZIP}&units=metric`);
    const profile = await get<MetricProfile>(`/climate-profile?zip=${ZIP}&units=metric`);
    expect([year.units, profile.units]).toEqual(['metric', 'metric']);

    // A person picks °C by its label, as with a mouse or a tap.
    await page.getByLabel('°C').check();
    await expect.poll(() => page.url()).toContain('units=metric');
    await expect.poll(() => tableRows(page)).toEqual(expectedRows(year));

    const check = async () => {
      expect(await tableRows(page)).toEqual(expectedRows(year));
      expect(await page.isChecked('input[name="units"][value="metric"]')).toBe(true);
      expect((await page.textContent('#months thead'))?.trim()).toBe('MonthHigh °CLow °CMean °CPrecip. mmSnow cm');
      expect((await page.textContent('#days thead'))?.trim()).toMatch(/^MonthWet days \(≥ [\d.]+ mm \(0\.01 in\)\)$/);
      expect(await page.textContent('#station-distance')).toBe(`${year.station.distanceKm} km`);
      expect(await page.textContent('#station-elevation')).toBe(`${year.station.elevationM.toLocaleString('en-US')} m`);
      const dd = await page.textContent('#degree-days');
      const n = (v: number | null) => (v === null ? '—' : v.toLocaleString('en-US'));
      expect(dd).toContain(`Heating degree days (base 18.3 °C): ${n(profile.annual.heatingDegreeDaysC)}`);
      expect(dd).toContain(`Cooling degree days (base 18.3 °C): ${n(profile.annual.coolingDegreeDaysC)}`);
      expect(dd).toContain(`Growing degree days (base 10 °C): ${n(profile.annual.growingDegreeDaysBase10C)}`);
      expect(await page.textContent('#request-url')).toContain('units=metric');
      expect(await page.textContent('#curl')).toContain('units=metric');
      // No °F value or inch is left in the sections that show values.
      // (A °F or an inch in parentheses names NCEI's threshold beside its °C or mm; the freeze table's "Apr 20 in 1 year" is no inch.)
      for (const id of ['#chart', '#months', '#best-time', '#seasons', '#change', '#freeze', '#degree-days']) {
        expect(await page.textContent(id), id).not.toMatch(/\d °F(?!\))/);
        if (id !== '#freeze') expect(await page.textContent(id), id).not.toMatch(/\d in\b(?!\))/);
      }
      expect(await page.textContent('#chart')).toContain(' °C');
      expect(await page.textContent('#best-time')).toMatch(/normal high -?\d+ °C/);
      expect(await page.textContent('#change-words')).toMatch(/highs: [+−±]\d+\.\d °C, lows: [+−±]\d+\.\d °C, precipitation: [+−±]\d+\.\d mm/);
    };
    await check();

    await page.reload();
    await page.locator('#change-chart svg').waitFor({ state: 'visible' });
    await expect.poll(() => tableRows(page)).toEqual(expectedRows(year));
    await check();

    expect(await page.evaluate(overflowProblems)).toEqual([]);
    expect(await page.evaluate(chartTextProblems, 11)).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.screenshot({ path: path.join(repoRoot, 'test-output', `page-${size.width}-units-metric.png`), fullPage: true });

    // And back: °F drops units from the URL.
    await page.getByLabel('°F').check();
    await expect.poll(() => page.url()).not.toContain('units=');
    await expect.poll(() => page.textContent('#months thead')).toContain('High °F');
    await page.close();
  });
});

describe('the switch by keyboard', () => {
  it('moves to °C with an arrow key and re-requests in metric', async () => {
    const page = await at.browser.newPage({ viewport: SIZES[0] });
    await page.goto(`${at.server.url}/?place=${ZIP}&month=7`);
    await page.locator('#change-chart svg').waitFor({ state: 'visible' });
    await page.focus('input[name="units"][value="us"]');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => page.url()).toContain('units=metric');
    await expect.poll(() => page.textContent('#months thead')).toContain('High °C');
    expect(page.url()).toContain('month=7');
    expect(await page.getAttribute('#request-url', 'href')).toMatch(/month=7.*units=metric|units=metric.*month=7/);
    await page.close();
  });
});
