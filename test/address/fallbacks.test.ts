/**
 * The address fallbacks in their documented order, each input with the Census geocoder answering,
 * down (connection refused) and slow (answering after the budget): the geocoder's match; else a
 * ZIP written at the end when it is a ZCTA; else the city part through the index; else 404, or 503
 * only for a street address (a house number first) that nothing else answered. An input with a
 * digit elsewhere is not a street address: the geocoder is never asked and retrying cannot help.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAddressResolver, type AddressResolverService } from '../../api/address/resolver.ts';
import type { AddressResolution } from '../../api/address/types.ts';
import { ZCTA_POINTS_FILE } from '../../lib/zctaPoints.ts';
import { startFakeGeocoder, WHITE_HOUSE_ADDRESS, type FakeGeocoder } from '../support/fakeGeocoder.ts';
import { memoryStore } from '../support/memoryStore.ts';
import { cityFiles, indexed, notFound, written, zip } from '../support/resolverFixture.ts';

/** The slow geocoder answers after 3 × this; the others get a budget no loaded machine reaches, so only "slow" is ever over it. */
const BUDGET_MS = 300;
const AMPLE_MS = 600_000;
type State = 'answering' | 'down' | 'slow';
const STATES: readonly State[] = ['answering', 'down', 'slow'];

let fake: FakeGeocoder;
let slow: FakeGeocoder;
const resolvers = new Map<State, AddressResolverService>();

beforeAll(async () => {
  [fake, slow] = await Promise.all([startFakeGeocoder(), startFakeGeocoder()]);
  slow.setDelay(BUDGET_MS * 3);
  const urls: Record<State, string> = { answering: fake.url, down: fake.refusedUrl, slow: slow.url };
  for (const state of STATES) {
    const budgetMs = state === 'slow' ? BUDGET_MS : AMPLE_MS;
    resolvers.set(state, createAddressResolver({ store: memoryStore(cityFiles()), geocoderUrl: urls[state], geocoder: { budgetMs }, log: () => {} }));
  }
});
afterAll(async () => {
  await Promise.all([...resolvers.values()].map((r) => r.close()));
  await Promise.all([fake.close(), slow.close()]);
});

const UNAVAILABLE: AddressResolution = { kind: 'unavailable' };
const failed = <T extends AddressResolution>(r: T): T => ({ ...r, geocoderFailed: true });
const washington = indexed('20001', 'washington');
const NO_STATE = 'the city index (no US state found: write "City, ST")';

/** What each input resolves to with the geocoder in each state; `asks`: whether the geocoder is called. */
const cases: { address: string; asks: boolean; answering: AddressResolution; down: AddressResolution; slow?: AddressResolution }[] = [
  // The White House: its ZIP 20500 is unique (no ZCTA). Matched, the ZCTA nearest its point; else Washington, DC.
  {
    address: WHITE_HOUSE_ADDRESS,
    asks: true,
    answering: zip('20004', {
      matchedBy: 'nearest-zcta',
      matchedAddress: '1600 PENNSYLVANIA AVE NW, WASHINGTON, DC, 20500',
      addressZip: '20500',
      matchedPoint: { lat: 38.8977, lon: -77.0365 },
    }),
    down: failed(washington),
  },
  { address: '1 Unknown Rd, Washington, DC 20500', asks: true, answering: washington, down: failed(washington) },
  { address: 'Washington, DC 20500', asks: false, answering: washington, down: washington },
  // A written ZIP that is a ZCTA comes before the city part.
  { address: '1 Unknown Rd, Springfield, IL 62565', asks: true, answering: written('62565'), down: failed(written('62565')) },
  { address: 'Springfield, IL 62701', asks: false, answering: written('62701'), down: written('62701') },
  // Street addresses that nothing else answers: 404 when the geocoder said no, 503 when it could not say.
  {
    address: '1 Unknown Rd, Nowhere, ZZ 00000',
    asks: true,
    answering: notFound(`the Census geocoder (no match), ZIP 00000 (not a ZCTA: it has no area) and ${NO_STATE}`),
    down: UNAVAILABLE,
  },
  { address: '12B Unknown Rd, Shelbyville, IL', asks: true, answering: notFound('the Census geocoder (no match) and the city index ("Shelbyville, IL")'), down: UNAVAILABLE },
  { address: '123-45 Unknown Blvd, Nowhereville, ZZ', asks: true, answering: notFound(`the Census geocoder (no match) and ${NO_STATE}`), down: UNAVAILABLE },
  // A digit elsewhere does not make a street address: never the geocoder, never a 503.
  ...['abc1, NY', '<script>alert(1)</script>, NY', 'Apt 4, Nowhere', 'Route 66, ZZ'].map((address) => ({
    address,
    asks: false,
    answering: notFound(NO_STATE),
    down: notFound(NO_STATE),
  })),
  { address: 'Nowhere, ZZ 20500', asks: false, answering: notFound(`ZIP 20500 (not a ZCTA: it has no area) and ${NO_STATE}`), down: notFound(`ZIP 20500 (not a ZCTA: it has no area) and ${NO_STATE}`) },
];

describe.each(STATES)('with the geocoder %s', (state) => {
  it.each(cases)('$address', async (c) => {
    const geocoder = state === 'slow' ? slow : fake;
    const before = geocoder.requests();
    const expected = state === 'answering' ? c.answering : (c.slow ?? c.down);
    expect(await resolvers.get(state)!.resolve(c.address)).toEqual(expected);
    // "down" refuses connections, so only the other two count what they were asked.
    if (state !== 'down') expect(geocoder.requests() - before).toBe(c.asks ? 1 : 0);
  });
});

it('unreadable ZCTA points leave a written ZIP trusted (then answered 422 if need be), and are logged', async () => {
  const store = memoryStore(cityFiles());
  store.files.delete(ZCTA_POINTS_FILE);
  const lines: string[] = [];
  const resolver = createAddressResolver({ store, geocoderUrl: fake.refusedUrl, geocoder: { budgetMs: BUDGET_MS }, log: (line) => lines.push(line) });
  try {
    expect(await resolver.resolve('Washington, DC 20500')).toEqual(written('20500'));
    expect(lines).toEqual([`ZCTA points unreadable: ENOENT: ${ZCTA_POINTS_FILE}`]);
  } finally {
    await resolver.close();
  }
});
