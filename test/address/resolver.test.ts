/**
 * The resolver's routes: a ZIP as address, "City, ST" to the index (never the geocoder), street
 * addresses to the geocoder with the ZIP written in the address and then its city part as fallbacks, and which
 * of not-found and unavailable it answers when nothing works. A small in-memory city index and
 * the fake geocoder; the real index is tested in cityIndex.mirror.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAddressResolver, type AddressResolverService } from '../../api/address/resolver.ts';
import type { AddressResolution } from '../../api/address/types.ts';
import type { CityIndexFile } from '../../lib/types.ts';
import { NEW_YORK_ADDRESS, startFakeGeocoder, type FakeGeocoder } from '../support/fakeGeocoder.ts';
import { memoryStore, type MemoryStore } from '../support/memoryStore.ts';

const BUDGET_MS = 500;

const cityFile = (state: string, cities: Record<string, string>): [string, CityIndexFile] => [
  `cities/${state}.json`,
  { state, cities: Object.fromEntries(Object.entries(cities).map(([name, zip]) => [name, { zip, name: `${name} city` }])) },
];
const cityFiles = () =>
  new Map<string, unknown>([
    cityFile('IL', { springfield: '62701' }),
    cityFile('NY', { 'new york': '11213', manhattan: '10023', bronx: '10462' }),
    cityFile('OH', {}),
    cityFile('DC', { washington: '20001' }),
  ]);

let fake: FakeGeocoder;
let store: MemoryStore;
let resolver: AddressResolverService;
const logged: string[] = [];

beforeAll(async () => {
  fake = await startFakeGeocoder();
  store = memoryStore(cityFiles());
  resolver = createAddressResolver({ store, geocoderUrl: fake.url, geocoder: { budgetMs: BUDGET_MS }, log: (line) => logged.push(line) });
});
afterAll(async () => {
  await resolver.close();
  await fake.close();
});

const zip = (z: string, via: 'geocoder' | 'city-index' | 'address-zip'): AddressResolution => ({ kind: 'zip', zip: z, via });
const notFound = (tried: string): AddressResolution => ({ kind: 'not-found', tried });

describe('createAddressResolver', () => {
  const cases: { address: string; expected: AddressResolution; geocoderCalls: number }[] = [
    // The user's own ZIP.
    { address: '10024', expected: zip('10024', 'address-zip'), geocoderCalls: 0 },
    { address: '10024-1234', expected: zip('10024', 'address-zip'), geocoderCalls: 0 },
    // "City, ST" goes straight to the index: the geocoder cannot do it.
    { address: 'Springfield, IL', expected: zip('62701', 'city-index'), geocoderCalls: 0 },
    { address: 'springfield illinois', expected: zip('62701', 'city-index'), geocoderCalls: 0 },
    { address: 'New York City, NY', expected: zip('11213', 'city-index'), geocoderCalls: 0 },
    { address: 'The Bronx, NY', expected: zip('10462', 'city-index'), geocoderCalls: 0 },
    { address: 'Springfield, IL 62701', expected: zip('62701', 'address-zip'), geocoderCalls: 0 },
    { address: 'Shelbyville, IL', expected: notFound('the city index ("Shelbyville, IL")'), geocoderCalls: 0 },
    { address: 'Springfield', expected: notFound('the city index (no US state found: write "City, ST")'), geocoderCalls: 0 },
    { address: 'Nowhereville, ZZ', expected: notFound('the city index (no US state found: write "City, ST")'), geocoderCalls: 0 },
    { address: 'Constructor, NY', expected: notFound('the city index ("Constructor, NY")'), geocoderCalls: 0 },
    { address: '__proto__, NY', expected: notFound('the city index ("__proto__, NY")'), geocoderCalls: 0 },
    { address: 'toString, NY', expected: notFound('the city index ("toString, NY")'), geocoderCalls: 0 },
    // Street addresses: the geocoder first.
    { address: '100 Joe Nuxhall Way, Cincinnati, OH 45202', expected: zip('45202', 'geocoder'), geocoderCalls: 1 },
    { address: NEW_YORK_ADDRESS, expected: zip('10044', 'geocoder'), geocoderCalls: 1 },
    { address: '4600 Silver Hill Rd, Washington, DC 20233', expected: zip('20233', 'geocoder'), geocoderCalls: 1 },
    // No match: the ZIP written at the end, then the city part.
    { address: '1 Unknown Rd, Springfield, IL', expected: zip('62701', 'city-index'), geocoderCalls: 1 },
    { address: '1 Unknown Rd Manhattan NY', expected: zip('10023', 'city-index'), geocoderCalls: 1 },
    { address: '1 Unknown Rd, Shelbyville, IL 62565', expected: zip('62565', 'address-zip'), geocoderCalls: 1 },
    { address: '99999 Nonexistent Fake St, Nowhere, ZZ 00000', expected: zip('00000', 'address-zip'), geocoderCalls: 1 },
    {
      address: '1 Unknown Rd, Shelbyville, IL',
      expected: notFound('the Census geocoder (no match) and the city index ("Shelbyville, IL")'),
      geocoderCalls: 1,
    },
    {
      address: 'PO Box 1, Somewhere',
      expected: notFound('the Census geocoder (no match) and the city index (no US state found: write "City, ST")'),
      geocoderCalls: 1,
    },
    // The geocoder down (500, HTML, timeout): the written ZIP, then the city part; else unavailable.
    { address: '1 Error500 St, Springfield, IL', expected: zip('62701', 'city-index'), geocoderCalls: 1 },
    { address: '1 Htmlpage St, Manhattan, NY', expected: zip('10023', 'city-index'), geocoderCalls: 1 },
    { address: '1 Timeout St, Washington, DC', expected: zip('20001', 'city-index'), geocoderCalls: 1 },
    { address: '1 Error500 St, Shelbyville, IL 62565', expected: zip('62565', 'address-zip'), geocoderCalls: 1 },
    { address: '1 Error500 St, Shelbyville, IL', expected: { kind: 'unavailable' }, geocoderCalls: 1 },
    { address: '1 Timeout St, Nowhereville, ZZ', expected: { kind: 'unavailable' }, geocoderCalls: 1 },
  ];
  it.each(cases)('$address', async ({ address, expected, geocoderCalls }) => {
    const before = fake.requests();
    expect(await resolver.resolve(address)).toEqual(expected);
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
      expect(await fresh.resolve('Springfield, IL')).toEqual(zip('62701', 'city-index'));
    } finally {
      await fresh.close();
    }
  });

  it('with the geocoder unreachable, street addresses still resolve through their city', async () => {
    const down = createAddressResolver({ store: memoryStore(cityFiles()), geocoderUrl: fake.refusedUrl });
    try {
      expect(await down.resolve('100 Main St, Springfield, IL')).toEqual(zip('62701', 'city-index'));
      expect(await down.resolve('100 Main St, Nowhereville, ZZ')).toEqual({ kind: 'unavailable' });
    } finally {
      await down.close();
    }
  });

  it('logs nothing on the way for ordinary outcomes', () => {
    expect(logged).toEqual([]);
  });
});
