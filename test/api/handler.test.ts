/**
 * The handler against its contract, called with `new Request(...)` (no port): query rules, both
 * response shapes, errors, and every body checked against the OpenAPI document's schema.
 */
import { describe, expect, it } from 'vitest';
import { messages } from '../../lib/messages.ts';
import { HTTP_SPEAKER, say } from '../../lib/wording.ts';
import type { ErrorBody, OneMonthResponse, WholeYearResponse } from '../../lib/types.ts';
import { SOURCES } from '../../lib/constants.ts';
import { DEFAULT_EDITION } from '../../lib/editions.ts';
import { wholeYearResponse } from '../../lib/weather/wholeYear.ts';
import { harness } from '../support/handlerHarness.ts';
import { ANCHORAGE, CENTRAL_PARK, FIXTURE_MANIFEST, QUARANTINED } from '../support/memoryStore.ts';
import { schemaErrors } from '../support/openapiSchemas.ts';

const W = '/typical-weather';
const pathOf = (url: string) => url.split('?')[0]!;

describe('GET /typical-weather: which month, or the whole year', () => {
  const cases: { query: string; month: number | null }[] = [
    { query: 'zip=10024', month: null },
    { query: 'zip=10024&month=', month: null },
    { query: 'zip=10024&month=%20%20', month: null },
    { query: 'zip=10024&month=July', month: 7 },
    { query: 'zip=10024&month=jul', month: 7 },
    { query: 'zip=10024&month=JUL', month: 7 },
    { query: 'zip=10024&month=7', month: 7 },
    { query: 'zip=10024&month=07', month: 7 },
    { query: 'zip=10024&month=%207%20', month: 7 },
    { query: 'zip=10024&month=dec', month: 12 },
    { query: 'zip=10024&date=2026-07-04', month: 7 },
    { query: 'zip=10024&date=07-04', month: 7 },
    { query: 'zip=10024&date=2024-02-29', month: 2 },
    { query: 'zip=10024&date=02-29', month: 2 },
    // date wins over month (a month given beside it is still checked: see the 400s)
    { query: 'zip=10024&date=2026-01-15&month=jul', month: 1 },
    // a repeated parameter: the first value
    { query: 'zip=10024&month=3&month=9', month: 3 },
    // unknown parameters are ignored
    { query: 'zip=10024&month=3&lang=fr', month: 3 },
  ];
  it.each(cases)('$query → month $month', async ({ query, month }) => {
    const { status, body } = await harness().call(`${W}?${query}`);
    expect(status).toBe(200);
    expect(schemaErrors(W, 200, body)).toEqual([]);
    const b = body as OneMonthResponse & Omit<WholeYearResponse, 'shape'>;
    expect(b.query.month).toBe(month);
    if (month === null) {
      expect(b.months).toEqual(CENTRAL_PARK.months);
      expect(b.yearSummary).toEqual(CENTRAL_PARK.yearSummary);
      expect(b).not.toHaveProperty('normals');
      expect(b).not.toHaveProperty('summary');
      expect(b.query).not.toHaveProperty('monthName');
    } else {
      expect(b.normals).toEqual(CENTRAL_PARK.months[month - 1]);
      expect(b.query.monthName).toBe(CENTRAL_PARK.months[month - 1]!.monthName);
      expect(b.summary).toContain('ZIP 10024');
      expect(b).not.toHaveProperty('months');
      expect(b).not.toHaveProperty('yearSummary');
    }
  });

  it('carries every common field, from the record and the constants', async () => {
    const { body } = await harness().call(`${W}?zip=10024&month=1`);
    expect(body).toEqual({
      shape: 'one-month',
      query: { zip: '10024', month: 1, monthName: 'January' },
      location: CENTRAL_PARK.location,
      station: CENTRAL_PARK.station,
      confidence: 'high',
      confidenceNote: CENTRAL_PARK.confidenceNote,
      source: DEFAULT_EDITION.source,
      normalsPeriod: DEFAULT_EDITION.label,
      period: DEFAULT_EDITION.slug,
      units: 'us',
      disclaimer: DEFAULT_EDITION.disclaimer,
      sources: { normals: DEFAULT_EDITION.sourcesNormals, ...SOURCES },
      normals: CENTRAL_PARK.months[0],
      summary:
        'January in ZIP 10024 is typically cold: highs around 40 °F and lows around 28 °F, with 3.6 in of precipitation and 8.8 in of snowfall. ' +
        'Normals 1991–2020 from NEW YORK CNTRL PK TWR, NY US, 0.5 mi away.',
      // The fixture's record lists no columns its file lacks, so its nulls are NCEI's (lib/weather/nullNote.ts).
      nullNote:
        'Null: daysHighAtLeast90F, daysHighAtMost32F, daysLowAtMost32F, daysPrecipAtLeast0_01In, daysSnowAtLeast1In, precipQuartilesIn (NCEI publishes none for this station).',
    });
    expect(DEFAULT_EDITION.label).toBe('1991–2020');
  });

  it('a station without precipitation normals: nulls, and wettest/driest null', async () => {
    const year = (await harness().call(`${W}?zip=10025`)).body as WholeYearResponse;
    expect(schemaErrors(W, 200, year)).toEqual([]);
    expect(year.months.every((m) => m.avgPrecipIn === null && m.avgSnowIn === null)).toBe(true);
    expect(year.yearSummary).toMatchObject({ wettestMonth: null, driestMonth: null });
    const month = (await harness().call(`${W}?zip=10025&month=5`)).body as OneMonthResponse;
    expect(month.summary).toContain('no precipitation normal');
  });
});

describe('GET /typical-weather: zip rules', () => {
  const cases: { zip: string; status: number; resolved?: string; error?: string }[] = [
    { zip: '10024', status: 200, resolved: '10024' },
    { zip: '%2010024%20', status: 200, resolved: '10024' },
    { zip: '10024-1234', status: 200, resolved: '10024' },
    { zip: '100241234', status: 200, resolved: '10024' },
    { zip: '1002', status: 422, error: messages.badZip('1002') },
    { zip: '100245', status: 422, error: messages.badZip('100245') },
    { zip: 'abcde', status: 422, error: messages.badZip('abcde') },
    { zip: '10024-12', status: 422, error: messages.badZip('10024-12') },
    { zip: '１００２４', status: 422, error: messages.badZip('１００２４') },
    { zip: '00000', status: 422, error: messages.zipNotInDataset('00000') },
    { zip: '10099', status: 422, error: messages.zipNotInDataset('10099') },
    { zip: '99501', status: 422, error: say(messages.stationNotInBuild("ZIP 99501's", ANCHORAGE.station.name, ANCHORAGE.station.id, 6.4, '1991–2020'), HTTP_SPEAKER) },
    {
      zip: '99567',
      status: 422,
      error: messages.stationQuarantined("ZIP 99567's", QUARANTINED.station.name, QUARANTINED.station.id, 12.8, '1991–2020', QUARANTINED.reason),
    },
  ];
  it.each(cases)('zip=$zip → $status', async ({ zip, status, resolved, error }) => {
    const { status: got, body } = await harness().call(`${W}?zip=${zip}`);
    expect(got).toBe(status);
    expect(schemaErrors(W, status, body)).toEqual([]);
    if (resolved) expect((body as WholeYearResponse).query.zip).toBe(resolved);
    if (error) expect((body as ErrorBody).error).toBe(error);
  });

  it('the two 422s say different things: not a ZCTA vs station not in this build', async () => {
    const notZcta = ((await harness().call(`${W}?zip=00000`)).body as ErrorBody).error;
    const notBuilt = ((await harness().call(`${W}?zip=99501`)).body as ErrorBody).error;
    expect(notZcta).toMatch(/not in the climate-normals dataset/);
    expect(notBuilt).toMatch(/ANCHORAGE TED STEVENS INTL AP, AK US \(USW00026451, 6\.4 mi away\).*not in this build.*No other station/);
  });

  it('a ZIP whose nearest station was quarantined: 422 naming the station and the reason, never another station', async () => {
    const error = ((await harness().call(`${W}?zip=99567`)).body as ErrorBody).error;
    expect(error).toMatch(/MATANUSKA AES, AK US \(USC00505733, 12\.8 mi away\).*failed validation.*JJA-TMAX-NORMAL is 66\.4.*No other station/);
  });
});

describe('GET /typical-weather: 400s', () => {
  const cases: { query: string; error: string }[] = [
    { query: '', error: messages.noLocation() },
    { query: 'month=jul', error: messages.noLocation() },
    { query: 'zip=&address=', error: messages.noLocation() },
    { query: 'zip=%20&month=jul', error: messages.noLocation() },
    { query: 'zip=10024&month=13', error: messages.badMonth('13') },
    { query: 'zip=10024&month=Juli', error: messages.badMonth('Juli') },
    { query: 'zip=10024&month=0', error: messages.badMonth('0') },
    { query: 'zip=10024&date=2023-02-29', error: messages.badDate('2023-02-29') },
    { query: 'zip=10024&date=2026-04-31', error: messages.badDate('2026-04-31') },
    { query: 'zip=10024&date=7/4', error: messages.badDate('7/4') },
    { query: 'zip=10024&date=2026-07-04&month=jul', error: '' }, // control: fine
    // month/date are checked before the ZIP: a bad month with a bad ZIP is 400
    { query: 'zip=abc&month=13', error: messages.badMonth('13') },
    { query: `address=${'x'.repeat(101)}`, error: messages.addressTooLong() },
    // a parameter given is checked even when another wins over it
    { query: 'zip=10024&date=2026-01-15&month=nonsense', error: messages.badMonth('nonsense') },
    { query: `zip=10024&address=${'x'.repeat(101)}`, error: messages.addressTooLong() },
  ];
  it.each(cases.filter((c) => c.error !== ''))('$query → 400', async ({ query, error }) => {
    const { status, body } = await harness().call(`${W}?${query}`);
    expect(status).toBe(400);
    expect(body).toEqual({ error });
    expect(schemaErrors(W, 400, body)).toEqual([]);
  });

  it('error messages never echo unbounded input', async () => {
    const { body } = await harness().call(`${W}?zip=10024&month=${'j'.repeat(10_000)}`);
    expect((body as ErrorBody).error.length).toBeLessThan(200);
  });
});

describe('GET /typical-weather: address', () => {
  it('resolves through the resolver, echoes the address trimmed and names it in the summary', async () => {
    const h = harness();
    const { status, body, headers } = await h.call(`${W}?address=${encodeURIComponent('  Seattle, WA ')}&month=jan`);
    expect(status).toBe(200);
    expect(schemaErrors(W, 200, body)).toEqual([]);
    const b = body as OneMonthResponse;
    expect(b.query).toEqual({ zip: '10024', month: 1, monthName: 'January', address: 'Seattle, WA' });
    expect(b.summary).toMatch(/^January in Seattle, WA \(ZIP 10024\) is typically/);
    expect(h.resolved).toEqual(['Seattle, WA']);
    expect(headers.get('cache-control')).toBe('public, max-age=300');
  });

  it('whole year by address echoes the address too', async () => {
    const { body } = await harness().call(`${W}?address=${encodeURIComponent('200 Central Park W, New York, NY')}`);
    expect((body as WholeYearResponse).query).toEqual({ zip: '10024', month: null, address: '200 Central Park W, New York, NY' });
  });

  it('zip wins when both are given, and the address is not even resolved', async () => {
    const h = harness();
    const { body } = await h.call(`${W}?zip=10025&address=${encodeURIComponent('Seattle, WA')}`);
    expect((body as WholeYearResponse).query).toEqual({ zip: '10025', month: null });
    expect(h.resolved).toEqual([]);
  });

  const cases: { address: string; status: number; error: RegExp }[] = [
    { address: 'Nowhereville, ZZ', status: 404, error: /^address "Nowhereville, ZZ" could not be matched to a US ZIP \(tried: the test resolver\)\. Try a place as "City, ST", the ZIP \(zip=\), or the point \(lat= and lon=\)\.$/ },
    { address: '1 Nowhere Rd, Atlantis, ZZ', status: 503, error: /Census geocoder is not answering/ },
    { address: '1 Main St, Anchorage, AK', status: 422, error: /nearest normals station is ANCHORAGE/ },
    { address: 'PO Box 1, Somewhere', status: 422, error: /ZIP 00000 is not in the climate-normals dataset/ },
    {
      address: '1 Unique Plaza, Anchorage, AK 99599',
      status: 422,
      error: /^The address's ZIP 99599 has no area \(it is not a ZCTA\); ZCTA 99501 is the one nearest its geocoded point\. ZIP 99501's nearest normals station is ANCHORAGE/,
    },
  ];
  it.each(cases)('$address → $status', async ({ address, status, error }) => {
    const { status: got, body, headers } = await harness().call(`${W}?address=${encodeURIComponent(address)}`);
    expect(got).toBe(status);
    expect((body as ErrorBody).error).toMatch(error);
    expect(schemaErrors(W, status, body)).toEqual([]);
    if (status === 503) {
      expect(headers.get('retry-after')).toBe('30');
      expect(headers.get('cache-control')).toBe('no-store');
    }
  });

  // How the address was matched rides on the location of address answers only.
  const matches = [
    { address: 'Seattle, WA', location: { matchedBy: 'city-index', matchedPlace: 'Seattle city' } },
    { address: '200 Central Park W, New York, NY', location: { matchedBy: 'census-geocoder', matchedAddress: '200 CENTRAL PARK W, NEW YORK, NY, 10024' } },
    {
      address: '1600 Pennsylvania Ave NW, Washington, DC 20500',
      location: {
        matchedBy: 'nearest-zcta',
        matchedAddress: '1600 PENNSYLVANIA AVE NW, WASHINGTON, DC, 20500',
        addressZip: '20500',
        matchedPoint: { lat: 38.8977, lon: -77.0365 },
      },
    },
    { address: '1 Failing Rd, New York, NY 10024', location: { matchedBy: 'zip-in-address' } },
  ];
  it.each(matches)('$address: location says how it was matched', async ({ address, location }) => {
    for (const month of ['', '&month=7']) {
      const { status, body } = await harness().call(`${W}?address=${encodeURIComponent(address)}${month}`);
      expect(status).toBe(200);
      expect(schemaErrors(W, 200, body)).toEqual([]);
      expect((body as WholeYearResponse).location).toEqual({ ...CENTRAL_PARK.location, ...location });
    }
  });

  it('a zip answer has no match fields: the same bytes as before addresses had them', async () => {
    const { text } = await harness().call(`${W}?zip=10024`);
    expect(text).toBe(JSON.stringify(wholeYearResponse(CENTRAL_PARK)));
  });

  const caching = [
    { address: 'Seattle, WA', browser: 'public, max-age=300', cdn: 'public, durable, s-maxage=3600' },
    // Found by a fallback while the geocoder failed: 5 minutes at most, on the CDN too.
    { address: '1 Failing Rd, New York, NY 10024', browser: 'public, max-age=300', cdn: 'public, durable, s-maxage=300' },
  ];
  it.each(caching)('$address is cached $cdn on the CDN', async ({ address, browser, cdn }) => {
    const { headers } = await harness().call(`${W}?address=${encodeURIComponent(address)}`);
    expect(headers.get('cache-control')).toBe(browser);
    expect(headers.get('netlify-cdn-cache-control')).toBe(cdn);
  });

  it('an address over 100 characters is refused before the resolver is asked', async () => {
    const h = harness();
    expect((await h.call(`${W}?address=${'a'.repeat(100)}`)).status).toBe(404);
    expect((await h.call(`${W}?address=${'a'.repeat(101)}`)).status).toBe(400);
    expect((await h.call(`${W}?address=${'é'.repeat(100)}`)).status).toBe(404);
    expect(h.resolved).toEqual(['a'.repeat(100), 'é'.repeat(100)]);
  });
});

describe('/health and /api', () => {
  it.each(['/health', '/api'])('%s → the health document from the manifest', async (path) => {
    const { status, body, headers } = await harness().call(path);
    expect(status).toBe(200);
    expect(schemaErrors(pathOf(path.replace(/\/$/, '')), 200, body)).toEqual([]);
    expect(body).toMatchObject({
      status: 'ok',
      service: 'Typical Weather',
      dataset: {
        coverage: { zips: 2, stations: 1, zipsMapped: 3, zipsStationNotInBuild: 1, stationsInCatalog: 2, zipsStationQuarantined: 1 },
        synthetic: false,
      },
    });
    expect(Object.keys((body as { endpoints: object }).endpoints)).toContain('/typical-weather?zip=10024&month=july');
    expect(headers.get('cache-control')).toBe('no-store');
  });

  it('says SYNTHETIC in source and flag for a scale-simulation build', async () => {
    const h = harness();
    h.store.files.set('manifest.json', { ...FIXTURE_MANIFEST, synthetic: true });
    const { status, body } = await h.call('/health');
    expect(status).toBe(200);
    expect(schemaErrors('/health', 200, body)).toEqual([]);
    expect(body).toMatchObject({ dataset: { synthetic: true, source: expect.stringMatching(/^SYNTHETIC .*NOT real normals/) } });
  });

  it('is 503 when the manifest cannot be read, and recovers when it can', async () => {
    const h = harness();
    const manifest = h.store.files.get('manifest.json');
    h.store.files.delete('manifest.json');
    const down = await h.call('/health');
    expect(down.status).toBe(503);
    expect(schemaErrors('/health', 503, down.body)).toEqual([]);
    expect(h.logs.join('\n')).toMatch(/manifest\.json/);
    h.store.files.set('manifest.json', manifest);
    expect((await h.call('/health')).status).toBe(200);
  });
});

describe('/openapi.json', () => {
  it('is the OpenAPI 3.1 document, version 1.0.0', async () => {
    const { status, body, headers } = await harness().call('/openapi.json');
    expect(status).toBe(200);
    expect(body).toMatchObject({ openapi: '3.1.0', info: { version: '1.0.0' } });
    expect(Object.keys((body as { paths: object }).paths).sort()).toEqual(['/api', '/climate-profile', '/climate-twins', '/daily-normals', '/health', '/openapi.json', '/typical-weather']);
    expect(headers.get('content-type')).toBe('application/json; charset=utf-8');
  });
});
