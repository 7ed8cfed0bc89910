/**
 * /climate-twins through the whole handler on a small fixture (test/twins/fixture.ts): the answer's
 * fields, the definition's rules (own station, minDistance, limit, ties by id, metric), the errors,
 * a place given by its coordinates, and agreement with the plain reference for every ZIP and variant.
 */
import { describe, expect, it } from 'vitest';
import type { ZipRecord } from '../../lib/dataTypes.ts';
import type { ClimateTwinsResponse } from '../../lib/twins/types.ts';
import { messages } from '../../lib/messages.ts';
import { harness } from '../support/handlerHarness.ts';
import { documentedStatuses, schemaErrors } from '../support/openapiSchemas.ts';
import { ANCHORAGE, CENTRAL_PARK, QUARANTINED } from '../support/memoryStore.ts';
import { TWIN_FIXTURE, twinsStore } from './fixture.ts';
import { referenceTwins } from './reference.ts';

const { call } = harness(twinsStore());
const ids = (body: unknown) => (body as ClimateTwinsResponse).twins.map((t) => t.station.id);
const F = TWIN_FIXTURE;

describe('GET /climate-twins', () => {
  it('answers the place and its station as the other routes, the edition, the limit and minimum used, and the twins', async () => {
    const { status, body, headers } = await call('/climate-twins?zip=10024');
    expect(status).toBe(200);
    const answer = body as ClimateTwinsResponse;
    expect(answer).toMatchObject({ query: { zip: '10024' }, location: CENTRAL_PARK.location, station: CENTRAL_PARK.station, confidence: 'high', period: '1991-2020', units: 'us', limit: 10, minDistanceMi: 100, candidates: 8 });
    expect(answer.twins[0]).toEqual({
      station: { id: F.boston.station.id, name: F.boston.station.name, lat: F.boston.station.lat, lon: F.boston.station.lon, elevationFt: 100 },
      zip: '02128',
      place: 'Boston, MA',
      distanceMi: expect.closeTo(185, -1),
      climateDistance: expect.any(Number),
      similarity: expect.any(String),
      differences: { avgHighF: -1, avgLowF: 0, precipIn: -1.2, mostDifferentMonth: { month: 1, monthName: 'January', avgHighF: -1 } },
      summary: expect.stringMatching(/^Boston, MA \(ZIP 02128, 1\d\d\.\d miles away\) is [a-z ]+: 1\.0 °F cooler highs, the same lows and 1\.20 in less precipitation a year; the January high differs most \(1\.0 °F cooler\)\.$/),
    });
    expect(headers.get('netlify-vary')).toBe('query=zip|address|lat|lon|period|units|month|date|limit|minDistance');
  });

  it.each([
    { name: 'never the place\'s own station; none nearer than 100 miles by default', query: '', expected: [F.boston, F.tieA, F.tieB, F.chicago, F.miami] },
    { name: 'minDistance=0 lets the near ones in, nearest in climate first', query: '&minDistance=0', expected: [F.newark, F.philadelphia, F.boston, F.tieA, F.tieB, F.chicago, F.miami] },
    { name: 'limit cuts the list; a tie goes to the smaller station id', query: '&limit=2&minDistance=200', expected: [F.tieA, F.tieB] },
    { name: 'a minimum beyond every station leaves no twins', query: '&minDistance=5000', expected: [] },
    { name: 'metric minDistance is in km: 300 km keeps Boston (302.2 km)', query: '&units=metric&minDistance=300&limit=1', expected: [F.boston] },
    { name: '… and 302.3 km does not', query: '&units=metric&minDistance=302.3&limit=1', expected: [F.tieA] },
  ])('$name', async ({ query, expected }) => {
    const { status, body } = await call(`/climate-twins?zip=10024${query}`);
    expect(status).toBe(200);
    expect(ids(body)).toEqual(expected.map((r) => r.station.id));
  });

  it('answers metric with the other routes\' names, the minimum in km, and differences converted without an offset', async () => {
    const { body } = await call('/climate-twins?zip=10024&units=metric&limit=1');
    const answer = body as Record<string, unknown> & { twins: Record<string, unknown>[] };
    expect(answer).toMatchObject({ units: 'metric', minDistanceKm: 160.9344, station: { distanceKm: 0.8, elevationM: 40 } });
    expect(answer).not.toHaveProperty('minDistanceMi');
    expect(answer.twins[0]).toMatchObject({
      distanceKm: expect.any(Number),
      station: { elevationM: 30 },
      differences: { avgHighC: -0.6, avgLowC: 0, precipMm: -30.5, mostDifferentMonth: { month: 1, monthName: 'January', avgHighC: -0.6 } },
      summary: expect.stringMatching(/km away\) is .*: 0\.6 °C cooler highs, the same lows and 30\.5 mm less precipitation a year; the January high differs most \(0\.6 °C cooler\)\.$/),
    });
  });

  it.each([
    { query: 'zip=10024&limit=0', status: 400, error: /^limit "0" is not a whole number from 1 to 50/ },
    { query: 'zip=10024&limit=51', status: 400, error: /^limit "51"/ },
    { query: 'zip=10024&limit=2.5', status: 400, error: /^limit "2.5"/ },
    { query: 'zip=10024&minDistance=-1', status: 400, error: /^minDistance "-1" is not a distance/ },
    { query: 'zip=10024&minDistance=abc', status: 400, error: /^minDistance "abc"/ },
    { query: 'zip=10024&minDistance=20001', status: 400, error: /^minDistance "20001"/ },
    { query: 'zip=10024&minDistance=Infinity', status: 400, error: /^minDistance "Infinity"/ },
    { query: 'zip=10024&month=7', status: 400, error: /^month is not accepted here: \/climate-twins compares the whole year/ },
    { query: 'zip=10024&period=1900-1930', status: 400, error: /^period "1900-1930" is not a normals edition/ },
    { query: 'limit=5', status: 400, error: /^Give a location/ },
    { query: `zip=${ANCHORAGE.location.zip}`, status: 422, error: /station's 1991–2020 monthly normals are not in this build\. No other station is substituted\./ },
    { query: `zip=${QUARANTINED.location.zip}`, status: 422, error: /failed validation in this build/ },
    { query: 'zip=10025', status: 422, error: /lack a high, low or precipitation total for some month/ },
    { query: 'zip=00000', status: 422, error: /is not in the climate-normals dataset/ },
  ])('$query is $status', async ({ query, status, error }) => {
    const response = await call(`/climate-twins?${query}`);
    expect(response.status).toBe(status);
    expect((response.body as { error: string }).error).toMatch(error);
  });

  it.each([
    '/climate-twins?zip=10024', '/climate-twins?zip=10024&units=metric&minDistance=0&limit=50', '/climate-twins?address=Seattle,%20WA',
    '/climate-twins?zip=10024&minDistance=5000', '/climate-twins?zip=10024&limit=0', `/climate-twins?zip=${ANCHORAGE.location.zip}`,
    '/climate-twins?address=1%20Nowhere%20Rd,%20Atlantis,%20ZZ', '/climate-twins?address=nowhere',
  ])('%s answers as the OpenAPI document says, with a documented status', async (path) => {
    const { status, body } = await call(path);
    expect(documentedStatuses('/climate-twins')).toContain(status);
    expect(schemaErrors('/climate-twins', status, body)).toEqual([]);
  });

  it('answers an address as the other routes do, its match in location', async () => {
    const { status, body } = await call('/climate-twins?address=Seattle,%20WA&limit=1');
    expect(status).toBe(200);
    expect(body).toMatchObject({ query: { zip: '10024', address: 'Seattle, WA' }, location: { matchedBy: 'city-index' } });
  });

  it('agrees with the plain reference for every fixture ZIP in every variant', async () => {
    const records = new Map<string, ZipRecord>([CENTRAL_PARK, ...Object.values(F)].map((r) => [r.location.zip, r]));
    const reference = referenceTwins(records);
    for (const record of records.values()) {
      for (const [limit, minDistance] of [[10, 100], [50, 0], [3, 400], [1, 1000]] as const) {
        const { body } = await call(`/climate-twins?zip=${record.location.zip}&limit=${limit}&minDistance=${minDistance}`);
        expect(ids(body), `${record.location.zip} ${limit} ${minDistance}`).toEqual(reference.twins(record as never, limit, minDistance, 'us').map((t) => t.id));
      }
    }
  });
});

describe('GET /climate-twins by a point', () => {
  const records = new Map<string, ZipRecord>([CENTRAL_PARK, ...Object.values(F)].map((r) => [r.location.zip, r]));
  const reference = referenceTwins(records);

  it.each([
    { name: 'Naperville, IL', lat: 41.7508, lon: -88.1538, station: F.chicago },
    { name: 'Worcester, MA', lat: 42.2626, lon: -71.8023, station: F.boston },
    { name: 'Allentown, PA', lat: 40.6023, lon: -75.4714, station: F.philadelphia },
    { name: 'Fort Lauderdale, FL', lat: 26.1224, lon: -80.1373, station: F.miami },
  ])('$name is answered from the station nearest the point, the one /typical-weather names, by the reference', async ({ lat, lon, station }) => {
    const point = { lat: Math.round(lat * 1000) / 1000, lon: Math.round(lon * 1000) / 1000 };
    const weather = (await call(`/typical-weather?lat=${lat}&lon=${lon}`)).body as ClimateTwinsResponse;
    for (const [limit, minDistance] of [[10, 100], [50, 0], [3, 150]] as const) {
      const { status, body } = await call(`/climate-twins?lat=${lat}&lon=${lon}&limit=${limit}&minDistance=${minDistance}`);
      expect(status).toBe(200);
      const answer = body as ClimateTwinsResponse;
      expect(answer.query).toEqual(point);
      expect(answer.location).toEqual(weather.location);
      expect(answer.station).toEqual(weather.station);
      expect(answer.station.id).toBe(station.station.id);
      // Distances, and so minDistance, are measured from the point, not from its station's ZIP.
      const place = { ...station, location: { ...station.location, ...point } };
      expect(ids(body), `${limit} ${minDistance}`).toEqual(reference.twins(place as never, limit, minDistance, 'us').map((t) => t.id));
    }
  });

  it.each([
    ['Toronto', 43.65, -79.38],
    ['the mid-Atlantic', 35, -40],
    ['0,0', 0, 0],
  ])('%s is outside: the 422 the other routes give', async (_name, lat, lon) => {
    const twins = await call(`/climate-twins?lat=${lat}&lon=${lon}`);
    const weather = await call(`/typical-weather?lat=${lat}&lon=${lon}`);
    expect([twins.status, twins.body]).toEqual([422, { error: messages.outsideCoverage(lat, lon) }]);
    expect([twins.status, twins.body]).toEqual([weather.status, weather.body]);
  });
});
