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

describe('lookupWeather with the climate profile', () => {
  const paths = { year: '/typical-weather?zip=99501', month: null, profile: '/climate-profile?zip=99501' };
  const byPath = (answers: Record<string, [number, unknown]>): typeof fetch => async (input) => {
    const [status, body] = answers[String(input)]!;
    return new Response(JSON.stringify(body), { status });
  };
  const cases = [
    {
      name: 'monthly normals not in the build (422): the profile alone, and why the months are missing',
      answers: { [paths.year]: [422, { error: 'not in this build' }], [paths.profile]: [200, { summary: 'p' }] },
      expected: { ok: true, body: { year: null, month: null, monthlyMissing: 'not in this build', profile: { summary: 'p' }, profileMissing: null } },
    },
    {
      name: 'a quarantined profile (422) beside the months: the months, and why the profile is missing',
      answers: { [paths.year]: [200, { months: [] }], [paths.profile]: [422, { error: 'quarantined' }] },
      expected: { ok: true, body: { year: { months: [] }, month: null, monthlyMissing: null, profile: null, profileMissing: 'quarantined' } },
    },
    {
      name: 'a place not found (404): the error',
      answers: { [paths.year]: [404, { error: 'no such place' }], [paths.profile]: [404, { error: 'no such place' }] },
      expected: { ok: false, title: 'Place not found', detail: 'no such place' },
    },
  ] as const;
  it.each(cases)('$name', async ({ answers, expected }) => {
    expect(await lookupWeather(paths, byPath(answers as Record<string, [number, unknown]>))).toEqual(expected);
  });
});
