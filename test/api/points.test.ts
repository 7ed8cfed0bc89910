/**
 * A place by its coordinates through the whole handler over the fixture dataset (its stations are
 * the candidates, the outline is the real one): the station nearest the point itself, the point in
 * context, the 422s that name the station or say the point is outside, and answers to the schema.
 */
import { describe, expect, it } from 'vitest';
import { CACHE } from '../../api/cache.ts';
import { distanceMi, reportedMi } from '../../lib/distance.ts';
import { messages } from '../../lib/messages.ts';
import { HTTP_SPEAKER, say } from '../../lib/wording.ts';
import { harness } from '../support/handlerHarness.ts';
import { ANCHORAGE, CENTRAL_PARK, QUARANTINED } from '../support/memoryStore.ts';
import { schemaErrors } from '../support/openapiSchemas.ts';

const W = '/typical-weather';
const P = '/climate-profile';

describe('a point', () => {
  it.each([
    { path: `${W}?lat=40.7794&lon=-73.9695`, query: { lat: 40.779, lon: -73.97, month: null } },
    { path: `${W}?lon=-73.9695&lat=40.7794&month=jul&units=metric`, query: { lat: 40.779, lon: -73.97, month: 7, monthName: 'July' } },
    { path: `${P}?lat=40.7794&lon=-73.9695`, query: { lat: 40.779, lon: -73.97 } },
  ])('$path: the station nearest the point, measured from it, to the schema', async ({ path, query }) => {
    const { status, headers, body } = await harness().call(path);
    expect(status).toBe(200);
    expect(schemaErrors(path.split('?')[0]!, 200, body)).toEqual([]);
    const answer = body as { query: unknown; location: unknown; station: { id: string }; confidenceNote: string; summary: string };
    expect(answer.query).toEqual(query);
    expect(answer.location).toMatchObject({ lat: 40.779, lon: -73.97, state: 'NY', nearestZcta: { zip: CENTRAL_PARK.location.zip } });
    expect(answer.station.id).toBe(CENTRAL_PARK.station.id);
    expect(answer.confidenceNote).toContain('this point');
    if ('summary' in answer) expect(answer.summary).toMatch(/^(July at|At) 40\.779, -73\.97 \(NY\) /);
    expect(headers.get('netlify-cdn-cache-control')).toBe(CACHE.zip.cdn);
    expect(headers.get('netlify-vary')).toContain('lat|lon');
  });

  it.each([W, P])('%s: a point the coast tolerance lets in (off Long Island) claims no state, only the one it lies just outside', async (route) => {
    const { status, body } = await harness().call(`${route}?lat=40.52&lon=-73.6${route === W ? '&month=jul' : ''}`);
    expect(status).toBe(200);
    expect(schemaErrors(route, 200, body)).toEqual([]);
    const answer = body as { location: Record<string, unknown>; summary: string };
    expect(answer.location).toMatchObject({ lat: 40.52, lon: -73.6, state: null, justOutside: 'NY' });
    expect(answer.summary).toMatch(/^(July at|At) 40\.52, -73\.6 \(just outside NY\) /);
  });

  it('names a station without values, with the distance from the point (not from a ZIP)', async () => {
    const { status, body } = await harness().call(`${W}?lat=61.2&lon=-149.9`);
    const miles = reportedMi(distanceMi({ lat: 61.2, lon: -149.9 }, ANCHORAGE.station));
    expect(miles).not.toBe(ANCHORAGE.station.distanceMi);
    expect([status, body]).toEqual([422, { error: say(messages.stationNotInBuild("The point 61.2, -149.9's", ANCHORAGE.station.name, ANCHORAGE.station.id, miles, '1991–2020'), HTTP_SPEAKER) }]);
  });

  it('names a quarantined station with its reason', async () => {
    const { status, body } = await harness().call(`${W}?lat=61.5658&lon=-149.2536`);
    expect(status).toBe(422);
    expect(body).toEqual({ error: messages.stationQuarantined("The point 61.566, -149.254's", QUARANTINED.station.name, QUARANTINED.station.id, 0, '1991–2020', QUARANTINED.reason) });
  });

  it.each([
    ['Toronto', 43.65, -79.38],
    ['the mid-Atlantic', 35, -40],
    ['0,0', 0, 0],
  ])('%s is outside: 422 on both routes, cached as a place', async (_name, lat, lon) => {
    for (const route of [W, P]) {
      const { status, headers, body } = await harness().call(`${route}?lat=${lat}&lon=${lon}`);
      expect([status, body]).toEqual([422, { error: messages.outsideCoverage(lat, lon) }]);
      expect(headers.get('cache-control')).toBe(CACHE.zip.browser);
    }
  });

  it('is checked but not used when a ZIP or an address is given', async () => {
    const h = harness();
    const byZip = await h.call(`${W}?zip=10024`);
    const both = await h.call(`${W}?zip=10024&lat=34.05&lon=-118.24`);
    expect([both.status, both.body]).toEqual([200, byZip.body]);
    expect((await h.call(`${W}?zip=10024&lat=x&lon=y`)).status).toBe(400);
    expect((await h.call(`${W}?address=Seattle, WA&lat=91&lon=0`)).status).toBe(400);
  });
});
