/**
 * The Census geocoder client against the fake geocoder on 127.0.0.1: the real recorded bodies,
 * every fault (each an expected outcome within the budget), the request it sends, the answer
 * cache, shared in-flight calls, keep-alive and the concurrency bound.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerOf, createGeocoder, type Geocoder, type GeocoderOptions } from '../../api/address/geocoder.ts';
import { NEW_YORK_ADDRESS, samplesDir, startFakeGeocoder, type Fault, type FakeGeocoder } from '../support/fakeGeocoder.ts';

/** Short, so a hanging geocoder runs it out fast; a geocoder that answers gets an ample one, which a loaded machine cannot run out. */
const BUDGET_MS = 500;
const AMPLE_MS = 600_000;

let fake: FakeGeocoder;
const clients: Geocoder[] = [];
const client = (options: GeocoderOptions = {}) => {
  const geocoder = createGeocoder({ url: fake.url, budgetMs: AMPLE_MS, ...options });
  clients.push(geocoder);
  return geocoder;
};

beforeAll(async () => {
  fake = await startFakeGeocoder();
});
afterAll(async () => {
  await Promise.all(clients.map((c) => c.close()));
  await fake.close();
});

/** The recorded matches as the client reads them: ZIP, point (coordinates y, x) and matched address. */
const CINCINNATI = { kind: 'match', zip: '45202', point: { lat: 39.09612212505558, lon: -84.50827551429869 }, matchedAddress: '100 JOE NUXHALL WAY, CINCINNATI, OH, 45202' };
const CENSUS_HQ = { kind: 'match', zip: '20233', point: { lat: 38.845053106269, lon: -76.928365658124 }, matchedAddress: '4600 SILVER HILL RD, WASHINGTON, DC, 20233' };
const NEW_YORK = { kind: 'match', zip: '10044', point: { lat: 40.76218, lon: -73.94912 }, matchedAddress: '100 MAIN ST, NEW YORK, NY, 10044' };

describe('answerOf (a 2xx body)', () => {
  const sample = (name: string) => readFile(path.join(samplesDir(), name), 'utf8');
  const cases = [
    { name: 'recorded match, Cincinnati', body: () => sample('onelineaddress-match-cincinnati.json'), expected: CINCINNATI },
    { name: 'recorded match, Census HQ', body: () => sample('onelineaddress-match-dc-census-hq.json'), expected: CENSUS_HQ },
    {
      name: 'recorded match, older benchmark, pretty-printed',
      body: () => sample('locations-match-Public_AR_Census2010-suitland.json'),
      expected: { kind: 'match', zip: '20746', point: { lat: 38.846542, lon: -76.92691 }, matchedAddress: '4600 Silver Hill Rd, SUITLAND, MD, 20746' },
    },
    { name: 'recorded no match', body: () => sample('onelineaddress-nomatch.json'), expected: { kind: 'no-match' } },
    { name: 'a match with neither a 5-digit ZIP nor a point', body: async () => '{"result":{"addressMatches":[{"addressComponents":{"zip":""}}]}}', expected: { kind: 'no-match' } },
    {
      name: 'a match with a point and no ZIP',
      body: async () => '{"result":{"addressMatches":[{"coordinates":{"x":-77.0365,"y":38.8977},"addressComponents":{}}]}}',
      expected: { kind: 'match', zip: null, point: { lat: 38.8977, lon: -77.0365 }, matchedAddress: null },
    },
    {
      name: 'a match with a ZIP and a point out of range',
      body: async () => '{"result":{"addressMatches":[{"coordinates":{"x":-777,"y":"38"},"addressComponents":{"zip":"20500"}}]}}',
      expected: { kind: 'match', zip: '20500', point: null, matchedAddress: null },
    },
    { name: 'HTML', body: async () => '<html><body>Down</body></html>', expected: { kind: 'unavailable', reason: 'body is not JSON' } },
    { name: 'cut-off JSON', body: async () => '{"result":{"addressMatches":[', expected: { kind: 'unavailable', reason: 'body is not JSON' } },
    { name: 'JSON of another shape', body: async () => '{"errors":["x"]}', expected: { kind: 'unavailable', reason: 'JSON without result.addressMatches' } },
    { name: 'JSON null', body: async () => 'null', expected: { kind: 'unavailable', reason: 'JSON without result.addressMatches' } },
  ];
  it.each(cases)('$name', async ({ body, expected }) => {
    expect(answerOf(await body())).toEqual(expected);
  });
});

describe('the recorded answers through HTTP', () => {
  const cases = [
    { address: '100 Joe Nuxhall Way, Cincinnati, OH 45202', expected: CINCINNATI },
    { address: '4600 Silver Hill Rd, Washington, DC 20233', expected: CENSUS_HQ },
    { address: NEW_YORK_ADDRESS, expected: NEW_YORK },
    { address: '99999 Nonexistent Fake St, Nowhere, ZZ 00000', expected: { kind: 'no-match' } },
    { address: '1 Unknown Rd, Springfield, IL', expected: { kind: 'no-match' } },
  ];
  it.each(cases)('$address', async ({ address, expected }) => {
    expect(await client().geocode(address)).toEqual(expected);
  });

  it('asks /locations/onelineaddress with the address, benchmark Public_AR_Current and format json', async () => {
    await client({ url: `${fake.url}/` }).geocode('4600 Silver Hill Rd, Washington, DC 20233');
    const url = fake.lastUrl()!;
    expect(url.pathname).toBe('/geocoder/locations/onelineaddress');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      address: '4600 Silver Hill Rd, Washington, DC 20233',
      benchmark: 'Public_AR_Current',
      format: 'json',
    });
  });
});

describe('every fault has an outcome, within the budget', () => {
  const cases: { fault: Fault | 'refused'; expected: object }[] = [
    { fault: 'timeout', expected: { kind: 'unavailable', reason: `over the ${BUDGET_MS} ms budget` } },
    { fault: 'slowBody', expected: { kind: 'unavailable', reason: `over the ${BUDGET_MS} ms budget` } },
    { fault: 'http500', expected: { kind: 'unavailable', reason: 'HTTP 500' } },
    { fault: 'html', expected: { kind: 'unavailable', reason: 'body is not JSON' } },
    { fault: 'malformedJson', expected: { kind: 'unavailable', reason: 'body is not JSON' } },
    { fault: 'emptyMatches', expected: { kind: 'no-match' } },
    { fault: 'reset', expected: { kind: 'unavailable', reason: 'UND_ERR_SOCKET' } },
    { fault: 'refused', expected: { kind: 'unavailable', reason: 'ECONNREFUSED' } },
  ];
  it.each(cases)('$fault', async ({ fault, expected }) => {
    const url = fault === 'refused' ? fake.refusedUrl : fake.urlFor(fault);
    // A hang past the budget would hit the test timeout: no timing assertion (shared machines).
    const budgetMs = fault === 'timeout' || fault === 'slowBody' ? BUDGET_MS : AMPLE_MS;
    expect(await client({ url, budgetMs }).geocode(NEW_YORK_ADDRESS)).toEqual(expected);
  });

  it('a fault can be chosen by a keyword in the address, or for every request', async () => {
    const geocoder = client();
    expect(await geocoder.geocode('1 Error500 St, Springfield, IL')).toEqual({ kind: 'unavailable', reason: 'HTTP 500' });
    fake.setFault('html');
    try {
      expect(await geocoder.geocode(NEW_YORK_ADDRESS)).toEqual({ kind: 'unavailable', reason: 'body is not JSON' });
    } finally {
      fake.setFault(null);
    }
  });

  it('the headers and body timeouts end a stall even with a larger budget', async () => {
    const options = { budgetMs: 60_000, headersTimeoutMs: 300, bodyTimeoutMs: 300 };
    expect(await client({ ...options, url: fake.urlFor('timeout') }).geocode('1 A St, Springfield, IL')).toEqual({
      kind: 'unavailable', reason: 'HEADERS_TIMEOUT',
    });
    expect(await client({ ...options, url: fake.urlFor('slowBody') }).geocode('1 A St, Springfield, IL')).toEqual({
      kind: 'unavailable', reason: 'BODY_TIMEOUT',
    });
  });
});

describe('cache, shared calls, keep-alive', () => {
  it('answers a repeated address (any case or spacing) from the cache, without a request', async () => {
    const geocoder = client();
    const before = fake.requests();
    expect(await geocoder.geocode(NEW_YORK_ADDRESS)).toEqual(NEW_YORK);
    expect(await geocoder.geocode(`  ${NEW_YORK_ADDRESS.toUpperCase().replace(/ /g, '  ')} `)).toEqual(NEW_YORK);
    expect(await geocoder.geocode('1 Unknown Rd, Springfield, IL')).toEqual({ kind: 'no-match' });
    expect(await geocoder.geocode('1 unknown rd, springfield, il')).toEqual({ kind: 'no-match' });
    expect(fake.requests() - before).toBe(2);
  });

  it('does not cache an outage: the next call asks again', async () => {
    const geocoder = client();
    const before = fake.requests();
    fake.setFault('http500');
    try {
      expect((await geocoder.geocode(NEW_YORK_ADDRESS)).kind).toBe('unavailable');
    } finally {
      fake.setFault(null);
    }
    expect(await geocoder.geocode(NEW_YORK_ADDRESS)).toEqual(NEW_YORK);
    expect(await geocoder.geocode(NEW_YORK_ADDRESS)).toEqual(NEW_YORK);
    expect(fake.requests() - before).toBe(2);
  });

  it('keeps at most cacheEntries answers, dropping the least recently used', async () => {
    const geocoder = client({ cacheEntries: 2 });
    const before = fake.requests();
    for (const address of ['1 A St, X, IL', '2 B St, X, IL', '1 A St, X, IL', '3 C St, X, IL', '1 A St, X, IL', '2 B St, X, IL']) {
      await geocoder.geocode(address);
    }
    // 1, 2, (1 cached), 3 evicts 2, (1 cached), 2 again.
    expect(fake.requests() - before).toBe(4);
  });

  it('shares one call among identical concurrent addresses', async () => {
    const geocoder = client();
    const before = fake.requests();
    fake.setDelay(100);
    try {
      const results = await Promise.all(Array.from({ length: 5 }, () => geocoder.geocode('4600 Silver Hill Rd, Washington, DC 20233')));
      expect(new Set(results.map((r) => JSON.stringify(r)))).toEqual(new Set([JSON.stringify(CENSUS_HQ)]));
    } finally {
      fake.setDelay(0);
    }
    expect(fake.requests() - before).toBe(1);
  });

  it('reuses keep-alive connections for calls in sequence', async () => {
    const own = await startFakeGeocoder();
    const geocoder = createGeocoder({ url: own.url, budgetMs: AMPLE_MS });
    try {
      for (let i = 1; i <= 10; i++) await geocoder.geocode(`${i} Main St, Springfield, IL`);
      // undici may open a second socket while the first is being released; never one per call.
      expect(own.requests()).toBe(10);
      expect(own.connections()).toBeLessThanOrEqual(2);
    } finally {
      await geocoder.close();
      await own.close();
    }
  });
});

describe('concurrency toward the geocoder is bounded', () => {
  it('never has more than maxConcurrent calls open, and every caller is answered', async () => {
    const own = await startFakeGeocoder();
    own.setDelay(100);
    const geocoder = createGeocoder({ url: own.url, budgetMs: 5_000, maxConcurrent: 3 });
    try {
      const results = await Promise.all(Array.from({ length: 12 }, (_, i) => geocoder.geocode(`${i + 1} Main St, Springfield, IL`)));
      expect(results.every((r) => r.kind === 'no-match')).toBe(true);
      expect([own.requests(), own.maxInFlight()]).toEqual([12, 3]);
    } finally {
      await geocoder.close();
      await own.close();
    }
  });

  it('a caller queued behind hanging calls still gets its answer within its budget', async () => {
    const geocoder = client({ url: fake.hangingUrl, budgetMs: BUDGET_MS, maxConcurrent: 1 });
    const result = await Promise.all(Array.from({ length: 4 }, (_, i) => geocoder.geocode(`${i + 1} Hang St, X, IL`)));
    // Each is over its own budget, not queued behind the others' hangs.
    expect(result).toEqual(Array(4).fill({ kind: 'unavailable', reason: `over the ${BUDGET_MS} ms budget` }));
  });
});
