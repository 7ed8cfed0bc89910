import { describe, expect, it } from 'vitest';
import { errorTitle, getJson } from '../../page/api.ts';

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
});
