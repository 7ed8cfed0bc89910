import { describe, expect, it } from 'vitest';
import { messages } from '../../lib/messages.ts';
import { errorTitle, getJson, lookupWeather } from '../../page/api.ts';

const respond = (status: number, body: string): typeof fetch => async () => new Response(body, { status });

describe('getJson', () => {
  const cases = [
    { name: 'ok', fetcher: respond(200, '{"a":1}'), expected: { ok: true, body: { a: 1 } } },
    { name: 'API error', fetcher: respond(422, '{"error":"ZIP 00000 is not in the dataset"}'), expected: { ok: false, title: 'Not covered by this build', detail: 'ZIP 00000 is not in the dataset' } },
    { name: 'HTML body', fetcher: respond(502, '<html>'), expected: { ok: false, title: 'Something went wrong', detail: 'The API answered 502 without a readable body.' } },
    { name: 'network down', fetcher: (async () => { throw new TypeError('fetch failed'); }) as typeof fetch, expected: { ok: false, title: 'No connection', detail: 'The API could not be reached. Check your connection and try again.' } },
  ];
  it.each(cases)('$name', async ({ fetcher, expected }) => {
    expect(await getJson('/x', fetcher)).toEqual(expected);
  });
});

describe('errorTitle', () => {
  const cases = [[400, 'That input was not understood'], [404, 'Place not found'], [422, 'Not covered by this build'], [503, 'Temporarily unavailable'], [500, 'Something went wrong']] as const;
  it.each(cases)('%i', (status, title) => expect(errorTitle(status)).toBe(title));
  it('titles a point beyond the outline by where it is, not by the build', () =>
    expect(errorTitle(422, messages.outsideCoverage(43.5, -87))).toBe('Outside the area covered'));
});

describe('lookupWeather with the climate profile and the daily normals', () => {
  const paths = { year: '/typical-weather?zip=99501', month: null, profile: '/climate-profile?zip=99501', daily: '/daily-normals?zip=99501' };
  const byPath = (answers: Record<string, [number, unknown]>): typeof fetch => async (input) => {
    const [status, body] = answers[String(input)]!;
    return new Response(JSON.stringify(body), { status });
  };
  const cases = [
    {
      name: 'monthly normals not in the build (422): the profile alone, and why the months are missing',
      answers: { [paths.year]: [422, { error: 'not in this build' }], [paths.profile]: [200, { summary: 'p' }], [paths.daily]: [422, { error: 'no daily' }] },
      expected: { ok: true, body: { year: null, month: null, days: null, monthlyMissing: 'not in this build', profile: { summary: 'p' }, profileMissing: null } },
    },
    {
      name: 'a quarantined profile (422) beside the months: the months, and why the profile is missing',
      answers: { [paths.year]: [200, { months: [] }], [paths.profile]: [422, { error: 'quarantined' }], [paths.daily]: [200, { days: [{ date: '01-01' }] }] },
      expected: { ok: true, body: { year: { months: [] }, month: null, days: [{ date: '01-01' }], monthlyMissing: null, profile: null, profileMissing: 'quarantined' } },
    },
    {
      name: 'a place not found (404): the error',
      answers: { [paths.year]: [404, { error: 'no such place' }], [paths.profile]: [404, { error: 'no such place' }], [paths.daily]: [404, { error: 'no such place' }] },
      expected: { ok: false, title: 'Place not found', detail: 'no such place' },
    },
    {
      name: 'a station without daily normals (their 422): the months, no days (the chart keeps its monthly lines)',
      answers: { [paths.year]: [200, { months: [] }], [paths.profile]: [200, { summary: 'p' }], [paths.daily]: [422, { error: 'no daily normals' }] },
      expected: { ok: true, body: { year: { months: [] }, month: null, days: null, monthlyMissing: null, profile: { summary: 'p' }, profileMissing: null } },
    },
  ] as const;
  it.each(cases)('$name', async ({ answers, expected }) => {
    expect(await lookupWeather(paths, byPath(answers as Record<string, [number, unknown]>))).toEqual(expected);
  });
  it('asks nothing of the daily route for another edition (no daily path)', async () => {
    const asked: string[] = [];
    const fetcher: typeof fetch = async (input) => (asked.push(String(input)), new Response('{"months":[]}', { status: 200 }));
    await lookupWeather({ ...paths, daily: null }, fetcher);
    expect(asked).toEqual([paths.year, paths.profile]);
  });
});
