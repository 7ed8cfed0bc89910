/**
 * The resolver's routes: a ZIP as address, "City, ST" to the index (never the geocoder), street
 * addresses to the geocoder with the ZIP written in the address and then its city part as fallbacks, and which
 * of not-found and unavailable it answers when nothing works. A small in-memory city index and
 * the fake geocoder; the real index is tested in cityIndex.mirror.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAddressResolver, type AddressResolverService } from '../../api/address/resolver.ts';
import type { AddressResolution } from '../../api/address/types.ts';
import { ZCTA_POINTS_FILE } from '../../lib/zctaPoints.ts';
import { NEW_YORK_ADDRESS, startFakeGeocoder, type FakeGeocoder } from '../support/fakeGeocoder.ts';
import { memoryStore, type MemoryStore } from '../support/memoryStore.ts';
import { cityFile, cityFiles, geocoded, indexed, notFound, written, zip } from '../support/resolverFixture.ts';

/** The budget a hanging geocoder runs out; a geocoder that answers gets an ample one, so a loaded machine cannot run it out. */
const BUDGET_MS = 500;
const AMPLE_MS = 600_000;

let fake: FakeGeocoder;
let store: MemoryStore;
let resolver: AddressResolverService;
let outOfTime: AddressResolverService;
const logged: string[] = [];

beforeAll(async () => {
  fake = await startFakeGeocoder();
  store = memoryStore(cityFiles());
  const log = (line: string) => logged.push(line);
  resolver = createAddressResolver({ store, geocoderUrl: fake.url, geocoder: { budgetMs: AMPLE_MS }, log });
  outOfTime = createAddressResolver({ store, geocoderUrl: fake.url, geocoder: { budgetMs: BUDGET_MS }, log });
});
afterAll(async () => {
  await Promise.all([resolver.close(), outOfTime.close()]);
  await fake.close();
});

describe('createAddressResolver', () => {
  const cases: { address: string; expected: AddressResolution; geocoderCalls: number }[] = [
    // The user's own ZIP.
    { address: '10024', expected: written('10024'), geocoderCalls: 0 },
    { address: '10024-1234', expected: written('10024'), geocoderCalls: 0 },
    // "City, ST" goes straight to the index: the geocoder cannot do it.
    { address: 'Springfield, IL', expected: indexed('62701', 'springfield'), geocoderCalls: 0 },
    { address: 'springfield illinois', expected: indexed('62701', 'springfield'), geocoderCalls: 0 },
    { address: 'New York City, NY', expected: indexed('11213', 'new york'), geocoderCalls: 0 },
    { address: 'The Bronx, NY', expected: indexed('10462', 'bronx'), geocoderCalls: 0 },
    { address: 'Springfield, IL 62701', expected: written('62701'), geocoderCalls: 0 },
    { address: 'Shelbyville, IL', expected: notFound('the city index ("Shelbyville, IL")'), geocoderCalls: 0 },
    // A name near one the index has: the 404 suggests it (a name more than half misspelt gets none).
    { address: 'Springfeld, IL', expected: notFound('the city index ("Springfeld, IL")', ['springfield, IL']), geocoderCalls: 0 },
    { address: 'Springfield', expected: notFound('the city index (no US state found: write "City, ST")'), geocoderCalls: 0 },
    { address: 'Nowhereville, ZZ', expected: notFound('the city index (no US state found: write "City, ST")'), geocoderCalls: 0 },
    { address: 'Constructor, NY', expected: notFound('the city index ("Constructor, NY")'), geocoderCalls: 0 },
    { address: '__proto__, NY', expected: notFound('the city index ("__proto__, NY")', ['bronx, NY']), geocoderCalls: 0 },
    { address: 'toString, NY', expected: notFound('the city index ("toString, NY")'), geocoderCalls: 0 },
    // Street addresses: the geocoder first.
    { address: '100 Joe Nuxhall Way, Cincinnati, OH 45202', expected: geocoded('45202', '100 JOE NUXHALL WAY, CINCINNATI, OH, 45202'), geocoderCalls: 1 },
    { address: NEW_YORK_ADDRESS, expected: geocoded('10044', '100 MAIN ST, NEW YORK, NY, 10044'), geocoderCalls: 1 },
    // The country is dropped before the geocoder is asked: the same address, answered from the cache.
    { address: `${NEW_YORK_ADDRESS}, USA`, expected: geocoded('10044', '100 MAIN ST, NEW YORK, NY, 10044'), geocoderCalls: 0 },
    // The Census Bureau's own ZIP, 20233, is unique (no ZCTA): the ZCTA nearest the recorded point (0.8 mi) answers.
    {
      address: '4600 Silver Hill Rd, Washington, DC 20233',
      expected: zip('20746', {
        matchedBy: 'nearest-zcta',
        matchedAddress: '4600 SILVER HILL RD, WASHINGTON, DC, 20233',
        addressZip: '20233',
        matchedPoint: { lat: 38.845053106269, lon: -76.928365658124 },
      }),
      geocoderCalls: 1,
    },
    // No match: the ZIP written at the end, then the city part.
    { address: '1 Unknown Rd, Springfield, IL', expected: indexed('62701', 'springfield'), geocoderCalls: 1 },
    { address: '1 Unknown Rd Manhattan NY', expected: indexed('10023', 'manhattan'), geocoderCalls: 1 },
    { address: '1 Unknown Rd, Shelbyville, IL 62565', expected: written('62565'), geocoderCalls: 1 },
    {
      address: '99999 Nonexistent Fake St, Nowhere, ZZ 00000',
      expected: notFound('the Census geocoder (no match), ZIP 00000 (not a ZCTA: it has no area) and the city index (no US state found: write "City, ST")'),
      geocoderCalls: 1,
    },
    {
      address: '1 Unknown Rd, Shelbyville, IL',
      expected: notFound('the Census geocoder (no match) and the city index ("Shelbyville, IL")'),
      geocoderCalls: 1,
    },
    // Not a house number first: not a street address, so the geocoder is not asked.
    { address: 'PO Box 1, Somewhere', expected: notFound('the city index (no US state found: write "City, ST")'), geocoderCalls: 0 },
    // The geocoder down (500, HTML, timeout): the written ZIP, then the city part, each marked; else unavailable.
    { address: '1 Error500 St, Springfield, IL', expected: indexed('62701', 'springfield', true), geocoderCalls: 1 },
    { address: '1 Htmlpage St, Manhattan, NY', expected: indexed('10023', 'manhattan', true), geocoderCalls: 1 },
    { address: '1 Timeout St, Washington, DC', expected: indexed('20001', 'washington', true), geocoderCalls: 1 },
    { address: '1 Error500 St, Shelbyville, IL 62565', expected: written('62565', true), geocoderCalls: 1 },
    { address: '1 Error500 St, Shelbyville, IL', expected: { kind: 'unavailable' }, geocoderCalls: 1 },
    { address: '1 Timeout St, Nowhereville, ZZ', expected: { kind: 'unavailable' }, geocoderCalls: 1 },
  ];
  it.each(cases)('$address', async ({ address, expected, geocoderCalls }) => {
    const before = fake.requests();
    expect(await (address.includes('Timeout') ? outOfTime : resolver).resolve(address)).toEqual(expected);
    expect(fake.requests() - before).toBe(geocoderCalls);
  });

  it('reads one state file per lookup, once per instance', async () => {
    const own = memoryStore(cityFiles());
    const fresh = createAddressResolver({ store: own, geocoderUrl: fake.url });
    try {
      await fresh.resolve('Springfield, IL');
      await fresh.resolve('Shelbyville, IL');
      await fresh.resolve('Manhattan, NY');
      expect(own.reads).toEqual(['cities/IL.json', 'cities/NY.json']);
    } finally {
      await fresh.close();
    }
  });

  it('an unreadable city file is an outage (unavailable, logged), and is read again next time', async () => {
    const own = memoryStore(cityFiles());
    own.files.delete('cities/IL.json');
    const lines: string[] = [];
    const fresh = createAddressResolver({ store: own, geocoderUrl: fake.url, log: (line) => lines.push(line) });
    try {
      expect(await fresh.resolve('Springfield, IL')).toEqual({ kind: 'unavailable' });
      expect(lines).toEqual(['city index unreadable: ENOENT: cities/IL.json']);
      own.files.set(...cityFile('IL', { springfield: '62701' }));
      expect(await fresh.resolve('Springfield, IL')).toEqual(indexed('62701', 'springfield'));
    } finally {
      await fresh.close();
    }
  });

  it('unreadable ZCTA points leave the geocoder\'s ZIP as it is (then answered 422), and are logged', async () => {
    const own = memoryStore(cityFiles());
    own.files.delete(ZCTA_POINTS_FILE);
    const lines: string[] = [];
    const fresh = createAddressResolver({ store: own, geocoderUrl: fake.url, log: (line) => lines.push(line) });
    try {
      expect(await fresh.resolve('4600 Silver Hill Rd, Washington, DC 20233')).toEqual(geocoded('20233', '4600 SILVER HILL RD, WASHINGTON, DC, 20233'));
      expect(lines).toEqual([`ZCTA points unreadable: ENOENT: ${ZCTA_POINTS_FILE}`]);
    } finally {
      await fresh.close();
    }
  });

  // Budget and timeouts beyond the test's own time limit: only close() can end the call in time.
  it('close() ends the calls in flight, and every later call, as unavailable', async () => {
    const hanging = createAddressResolver({ store: memoryStore(cityFiles()), geocoderUrl: fake.hangingUrl, geocoder: { budgetMs: 600_000, headersTimeoutMs: 600_000 } });
    const pending = hanging.resolve('1 Hang St, Nowhereville, ZZ');
    await new Promise((r) => setTimeout(r, 50));
    await hanging.close();
    expect(await pending).toEqual({ kind: 'unavailable' });
    expect(await hanging.resolve('2 Hang St, Nowhereville, ZZ')).toEqual({ kind: 'unavailable' });
  });

  it('with the geocoder unreachable, street addresses still resolve through their city', async () => {
    const down = createAddressResolver({ store: memoryStore(cityFiles()), geocoderUrl: fake.refusedUrl });
    try {
      expect(await down.resolve('100 Main St, Springfield, IL')).toEqual(indexed('62701', 'springfield', true));
      expect(await down.resolve('100 Main St, Nowhereville, ZZ')).toEqual({ kind: 'unavailable' });
    } finally {
      await down.close();
    }
  });

  it('logs nothing on the way for ordinary outcomes', () => {
    expect(logged).toEqual([]);
  });
});
