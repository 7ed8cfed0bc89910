/**
 * GET /climate-profile through the handler (no port), over the in-memory fixture dataset: the
 * body, the same place rules and errors as /typical-weather, the quarantine 422, and every body
 * checked against the OpenAPI document's schema.
 */
import { describe, expect, it } from 'vitest';
import { exampleBody } from '../support/exampleAnswers.ts';
import { SOURCES } from '../../lib/constants.ts';
import { DEFAULT_EDITION } from '../../lib/editions.ts';
import { messages } from '../../lib/messages.ts';
import { HTTP_SPEAKER, say } from '../../lib/wording.ts';
import type { ClimateProfileResponse } from '../../lib/profile/types.ts';
import { harness } from '../support/handlerHarness.ts';
import { ANCHORAGE, CENTRAL_PARK } from '../support/memoryStore.ts';
import { schemaErrors } from '../support/openapiSchemas.ts';
import { ANCHORAGE_REASON, CENTRAL_PARK_PROFILE } from '../support/profileFixtures.ts';

const P = '/climate-profile';

describe('GET /climate-profile: the profile', () => {
  it('answers the common fields of /typical-weather and the station profile', async () => {
    const { status, body, headers } = await harness().call(`${P}?zip=10024`);
    expect(status).toBe(200);
    expect(schemaErrors(P, 200, body)).toEqual([]);
    expect(headers.get('access-control-allow-origin')).toBe('*');
    expect(body).toEqual({
      query: { zip: '10024' },
      location: CENTRAL_PARK.location,
      station: CENTRAL_PARK.station,
      confidence: 'high',
      confidenceNote: expect.stringContaining('0.5 miles away'),
      source: DEFAULT_EDITION.profile.source,
      normalsPeriod: DEFAULT_EDITION.label,
      period: DEFAULT_EDITION.slug,
      units: 'us',
      disclaimer: DEFAULT_EDITION.disclaimer,
      sources: { normals: DEFAULT_EDITION.profile.sourcesNormals, ...SOURCES },
      ...CENTRAL_PARK_PROFILE,
      // The default fixture build has no 1981–2010 edition (test/api/profileChange.test.ts has one).
      changeSince1981_2010: null,
      changeSince1981_2010Note: messages.changeEditionNotInBuild('1981–2010'),
      summary:
        'In ZIP 10024 the last spring freeze comes by Mar 30 in half of years (1 year in 10 after Apr 9), the first fall ' +
        'freeze by Nov 20 in half of years, with about 236 days between; 17 days a year reach 90 °F.',
    });
  });

  it('echoes an address and names it in the summary', async () => {
    const { status, body } = await harness().call(`${P}?address=${encodeURIComponent('Seattle, WA')}`);
    expect(status).toBe(200);
    expect(schemaErrors(P, 200, body)).toEqual([]);
    const b = body as ClimateProfileResponse;
    expect(b.query).toEqual({ zip: '10024', address: 'Seattle, WA' });
    expect(b.summary).toMatch(/^In Seattle, WA \(ZIP 10024\) /);
  });
});

describe("the OpenAPI document's example", () => {
  it('is a valid body (test/e2e/profile.test.ts proves it is what the build answers)', () => {
    expect(schemaErrors(P, 200, exampleBody('profile', P))).toEqual([]);
  });
});

describe('GET /climate-profile: errors', () => {
  const cases: { query: string; status: number; error: string }[] = [
    { query: 'zip=10024&month=7', status: 400, error: say(messages.wholeYearOnly('month'), HTTP_SPEAKER) },
    { query: 'zip=10024&date=07-04', status: 400, error: say(messages.wholeYearOnly('date'), HTTP_SPEAKER) },
    { query: 'month=7', status: 400, error: say(messages.wholeYearOnly('month'), HTTP_SPEAKER) },
    { query: 'zip=10024&period=1981-2010', status: 400, error: say(messages.profilePeriod('1981-2010', '1991-2020'), HTTP_SPEAKER) },
    { query: 'zip=10024&period=2030', status: 400, error: say(messages.profilePeriod('2030', '1991-2020'), HTTP_SPEAKER) },
    { query: '', status: 400, error: messages.noLocation() },
    { query: 'month=&zip=', status: 400, error: messages.noLocation() },
    { query: 'zip=1002', status: 422, error: messages.badZip('1002') },
    { query: 'zip=00501', status: 422, error: messages.zipNotInDataset('00501') },
    { query: 'zip=10099', status: 422, error: messages.zipNotInDataset('10099') },
    { query: 'zip=99501', status: 422, error: messages.profileQuarantined("ZIP 99501's", ANCHORAGE.station.name, ANCHORAGE.station.id, ANCHORAGE_REASON) },
    { query: `address=${'x'.repeat(101)}`, status: 400, error: messages.addressTooLong() },
    { query: 'address=Nowhere', status: 404, error: messages.addressNotFound('Nowhere', 'the test resolver') },
    { query: 'address=1%20Nowhere%20Rd,%20Atlantis,%20ZZ', status: 503, error: messages.geocoderUnavailable('1 Nowhere Rd, Atlantis, ZZ') },
  ];
  it.each(cases)('$query → $status', async ({ query, status, error }) => {
    const res = await harness().call(`${P}?${query}`);
    expect(res.status).toBe(status);
    expect(res.body).toEqual({ error });
    expect(schemaErrors(P, status, res.body)).toEqual([]);
  });
});

describe('profiles are read by /climate-profile only', () => {
  it('a /typical-weather request loads no profile file, and a profile request no edition file', async () => {
    const h = harness();
    await h.call('/typical-weather?zip=10024');
    expect(h.store.reads.filter((p) => p.includes('profile'))).toEqual([]);
    await h.call(`${P}?zip=10024`);
    await h.call(`${P}?zip=10025`);
    expect(h.store.reads).toEqual(['manifest.json', 'serve/zips.bin', 'serve/1991-2020.bin', 'serve/1991-2020-text.bin', 'serve/profile.bin']);
  });
});
