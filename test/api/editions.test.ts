/**
 * The `period` parameter on the in-memory fixture dataset with a 1981–2010 section: the edition's
 * own shards and wording, the 400 for an unknown period, the quarantine 422, the 1991–2020 422's
 * hint (never a substitution), and a build without the edition.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_EDITION, EDITION_SLUGS, PREVIOUS_EDITION } from '../../lib/editions.ts';
import { messages } from '../../lib/messages.ts';
import { HTTP_SPEAKER, say } from '../../lib/wording.ts';
import type { CoveredZip, EditionManifest, QuarantinedZip } from '../../lib/dataTypes.ts';
import type { OneMonthResponse } from '../../lib/types.ts';
import { harness } from '../support/handlerHarness.ts';
import { ANCHORAGE, CENTRAL_PARK, DRY_STATION, fixtureFiles, fixtureManifest, memoryStore } from '../support/memoryStore.ts';
import { schemaErrors } from '../support/openapiSchemas.ts';

const W = '/typical-weather';
const PARK_1981: CoveredZip = { ...CENTRAL_PARK, months: CENTRAL_PARK.months.map((m) => ({ ...m, avgHighF: m.avgHighF - 0.8, avgSnowIn: null })) };
const ANCHORAGE_1981: CoveredZip = { ...CENTRAL_PARK, location: ANCHORAGE.location, station: ANCHORAGE.station };
const DRY_QUARANTINED: QuarantinedZip = {
  coverage: 'station-quarantined',
  location: DRY_STATION.location,
  station: DRY_STATION.station,
  confidence: 'high',
  reason: 'sum of the monthly precipitation 40 differs from the annual value 45',
};
const SECTION = {
  normalsPeriod: '1981–2010',
  shardPrefixes: ['100', '995'],
} as EditionManifest;

function withEdition() {
  const files = fixtureFiles();
  files.set('manifest.json', fixtureManifest({ editions: { '1981-2010': SECTION } }));
  files.set('zip/995.json', { prefix: '995', zips: { '99501': { ...ANCHORAGE, coveredBy: ['1981-2010'] } } });
  files.set('1981-2010/zip/100.json', { prefix: '100', zips: { '10024': PARK_1981, '10025': DRY_QUARANTINED } });
  files.set('1981-2010/zip/995.json', { prefix: '995', zips: { '99501': ANCHORAGE_1981 } });
  return harness(memoryStore(files));
}

describe('period', () => {
  it('answers the 1981–2010 edition from its own file, named in every field and the summary', async () => {
    const h = withEdition();
    const { status, body } = await h.call(`${W}?zip=10024&month=7&period=1981-2010`);
    expect(status).toBe(200);
    const month = body as OneMonthResponse;
    expect(month).toMatchObject({
      normalsPeriod: '1981–2010',
      source: PREVIOUS_EDITION.source,
      disclaimer: PREVIOUS_EDITION.disclaimer,
      sources: { normals: PREVIOUS_EDITION.sourcesNormals },
      normals: PARK_1981.months[6],
    });
    expect(month.summary).toMatch(/Normals 1981–2010 from NEW YORK CNTRL PK TWR, NY US, 0\.5 mi away\.$/);
    expect(h.store.reads).toEqual(['manifest.json', 'serve/zips.bin', 'serve/1981-2010.bin', 'serve/1981-2010-text.bin']);
    expect(schemaErrors(W, 200, body)).toEqual([]);
  });

  it.each(['', '1991-2020', ' 1991-2020 '])('period=%j is the default edition, read from its own file', async (period) => {
    const h = withEdition();
    const { body } = await h.call(`${W}?zip=10024&period=${encodeURIComponent(period)}`);
    expect(body).toMatchObject({ normalsPeriod: DEFAULT_EDITION.label, months: CENTRAL_PARK.months });
    expect(h.store.reads).toEqual(['manifest.json', 'serve/zips.bin', 'serve/1991-2020.bin', 'serve/1991-2020-text.bin']);
  });

  it.each(['1981‐2010', '1981', 'previous', '1991-2020x'])('period=%j is a 400 listing the valid periods', async (period) => {
    const { status, body } = await withEdition().call(`${W}?zip=10024&period=${encodeURIComponent(period)}`);
    expect(status).toBe(400);
    expect(body).toEqual({ error: messages.badPeriod(period, EDITION_SLUGS) });
    expect((body as { error: string }).error).toContain('use 1991-2020 or 1981-2010 (default 1991-2020)');
  });

  it("names a quarantined station and why, and answers from no other station", async () => {
    const { status, body } = await withEdition().call(`${W}?zip=10025&period=1981-2010`);
    expect(status).toBe(422);
    expect(body).toEqual({
      error: messages.stationQuarantined("ZIP 10025's", DRY_STATION.station.name, DRY_STATION.station.id, 0.5, '1981–2010', DRY_QUARANTINED.reason),
    });
  });

  it('a 1991–2020 "not in this build" 422 says 1981–2010 covers the ZIP, with the exact request; it substitutes nothing', async () => {
    const h = withEdition();
    const { status, body } = await h.call(`${W}?zip=99501&date=07-04`);
    expect(status).toBe(422);
    // The hint comes from the ZIP index (and the edition's answer texts, tried first), not another edition's file.
    expect(h.store.reads).toEqual(['manifest.json', 'serve/zips.bin', 'serve/1991-2020.bin', 'serve/1991-2020-text.bin']);
    const hint = messages.otherEditionAnswers('1981–2010', W, [['zip', '99501'], ['period', '1981-2010'], ['month', '7']]);
    expect(body).toEqual({ error: say(messages.stationNotInBuild("ZIP 99501's", ANCHORAGE.station.name, ANCHORAGE.station.id, 6.4, '1991–2020', hint), HTTP_SPEAKER) });
    expect((await h.call(`${W}?zip=99501&period=1981-2010&month=7`)).status).toBe(200);
  });

  it('a point gets the same hint, found from the other edition\'s station nearest the point, with the point\'s request', async () => {
    const h = withEdition();
    const { status, body } = await h.call(`${W}?lat=61.2225&lon=-149.8563&date=07-04`);
    expect(status).toBe(422);
    const hint = say(messages.otherEditionAnswers('1981–2010', W, [['lat', '61.223'], ['lon', '-149.856'], ['period', '1981-2010'], ['month', '7']], 'point'), HTTP_SPEAKER);
    expect((body as { error: string }).error).toMatch(/^The point 61\.223, -149\.856's nearest normals station is ANCHORAGE/);
    expect((body as { error: string }).error.endsWith(hint)).toBe(true);
    expect((await h.call(`${W}?lat=61.223&lon=-149.856&period=1981-2010&month=7`)).status).toBe(200);
  });

  it('says when 1981–2010 does not cover the ZIP either', async () => {
    const files = fixtureFiles();
    files.set('manifest.json', fixtureManifest({ editions: { '1981-2010': SECTION } }));
    files.set('zip/995.json', { prefix: '995', zips: { '99501': { ...ANCHORAGE, coveredBy: [] } } });
    const { body } = await harness(memoryStore(files)).call(`${W}?zip=99501`);
    expect((body as { error: string }).error).toMatch(/no other station is substituted\. The 1981–2010 normals do not cover this ZIP either\.$/i);
  });

  it('a build without the edition: 503 for period=1981-2010, and the 1991–2020 422 gives no hint', async () => {
    const h = harness();
    const res = await h.call(`${W}?zip=10024&period=1981-2010`);
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('60');
    expect((await h.call(`${W}?zip=99501`)).body).toEqual({
      error: say(messages.stationNotInBuild("ZIP 99501's", ANCHORAGE.station.name, ANCHORAGE.station.id, 6.4, '1991–2020'), HTTP_SPEAKER),
    });
  });
});

describe('the OpenAPI document', () => {
  it('documents `period` with every edition, the default first, and both period labels in the bodies', async () => {
    const { openApiDocument } = await import('../../api/openapi.ts');
    const doc = openApiDocument();
    const period = doc.paths['/typical-weather'].get.parameters.find((p) => p.name === 'period') as { schema: { pattern: string; default: string } };
    expect(period.schema).toMatchObject({ pattern: '^\\s*(?:1991[-\u2013\u2014]2020|1981[-\u2013\u2014]2010)\\s*$', default: '1991-2020' });
    expect(doc.components.schemas.WholeYearResponse.properties.normalsPeriod).toEqual({ $ref: '#/components/schemas/NormalsPeriod' });
    expect(doc.components.schemas.NormalsPeriod).toMatchObject({ enum: ['1991–2020', '1981–2010'] });
  });
});
