import { describe, expect, it } from 'vitest';
import { differences, type DifferenceKind } from './diff.ts';
import { meantBy } from './meant.ts';
import { messages } from '../../lib/messages.ts';
import { createReport } from './report.ts';
import type { RecordedRequest, RecordedResponse } from './types.ts';

const response = (body: unknown, headers: Record<string, string> = {}, status = 200): RecordedResponse => ({
  status,
  headers: { 'content-type': 'application/json', ...headers },
  body: typeof body === 'string' ? body : JSON.stringify(body),
});

const request = (path: string): RecordedRequest => ({ id: 0, method: 'GET', path, target: 'data' });

describe('differences: a field or header may be added, none removed or changed', () => {
  const cases: [string, RecordedResponse, RecordedResponse, DifferenceKind[]][] = [
    ['identical', response({ a: 1 }), response({ a: 1 }), []],
    ['same JSON, other spacing', response({ a: 1 }), response('{ "a": 1 }'), []],
    ['field added', response({ a: 1 }), response({ a: 1, b: 2 }), ['field-added']],
    ['nested field added', response({ a: { x: 1 } }), response({ a: { x: 1, y: 2 } }), ['field-added']],
    ['field removed', response({ a: 1, b: 2 }), response({ a: 1 }), ['field-removed']],
    ['field changed', response({ a: 1 }), response({ a: 2 }), ['field-changed']],
    ['null to a value', response({ a: null }), response({ a: 0 }), ['field-changed']],
    ['array shorter', response({ a: [1, 2] }), response({ a: [1] }), ['field-changed']],
    ['array item gains a field', response({ a: [{ x: 1 }] }), response({ a: [{ x: 1, y: 1 }] }), ['field-added']],
    ['status', response({ a: 1 }, {}, 200), response({ a: 1 }, {}, 500), ['status']],
    ['header added', response({}), response({}, { vary: 'x' }), ['header-added']],
    ['header removed', response({}, { vary: 'x' }), response({}), ['header-removed']],
    ['header changed', response({}, { vary: 'x' }), response({}, { vary: 'y' }), ['header-changed']],
    ['empty body (HEAD) kept', response(''), response(''), []],
    ['empty body gains one', response(''), response({ a: 1 }), ['body-changed']],
    ['not JSON, changed', response('<html>'), response('<html >'), ['body-changed']],
  ];
  it.each(cases)('%s', (_name, before, after, kinds) => {
    expect(differences(before, after).map((d) => d.kind)).toEqual(kinds);
  });
});

describe('meant differences', () => {
  const vary = (before: string, after: string) => differences(response({}, { 'netlify-vary': before }), response({}, { 'netlify-vary': after }))[0]!;
  const cases: [string, string, ReturnType<typeof vary>, string | undefined][] = [
    ['units added to the weather vary', '/typical-weather?zip=10024', vary('query=zip|month', 'query=zip|month|units'), 'units-in-netlify-vary'],
    ['weather vary loses a parameter', '/typical-weather?zip=10024', vary('query=zip|month', 'query=zip|units'), undefined],
    ['weather vary changed otherwise', '/typical-weather?zip=10024', vary('query=zip|month', 'query=zip|month|lang'), undefined],
    ['profile vary, any change', '/climate-profile?zip=10024', vary('query=zip|month', 'query=zip'), 'profile-netlify-vary'],
    ['units=metric changes anything', '/typical-weather?zip=10024&units=metric', vary('a', 'b'), 'units-parameter'],
    ['units=imperial is now refused', '/typical-weather?zip=10024&units=imperial', vary('a', 'b'), 'units-parameter'],
    ['units=us (the default) changes nothing', '/typical-weather?zip=10024&units=us', vary('a', 'b'), undefined],
    ['blank units changes nothing', '/typical-weather?zip=10024&units=', vary('a', 'b'), undefined],
    ['health 503 to 500', '/health', { kind: 'status', where: '', before: 503, after: 500 }, 'health-on-a-bug'],
    ['health 200 to 500', '/health', { kind: 'status', where: '', before: 200, after: 500 }, undefined],
    ['the OpenAPI document', '/openapi.json', { kind: 'field-changed', where: '/info' }, 'openapi-document'],
    ['an ETag from SHA-1 to XXH64', '/climate-twins?zip=10024', { kind: 'header-changed', where: 'etag', before: '"hPCPK9g4_1evULFGvIM6QNCgfXg"', after: '"5f2a0d1c3b4e6a79"' }, 'etag-xxh64'],
    ['an ETag to another SHA-1', '/index.html', { kind: 'header-changed', where: 'etag', before: '"hPCPK9g4_1evULFGvIM6QNCgfXg"', after: '"UUp_1zbQO0-K2OuBDracjDdAmE4"' }, undefined],
    ['period with an en dash', '/typical-weather?zip=10024&period=1981%E2%80%932010', { kind: 'status', where: '', before: 400, after: 200 }, 'period-dash'],
    ['period with a hyphen changes nothing', '/typical-weather?zip=10024&period=1981-2010', { kind: 'status', where: '', before: 400, after: 200 }, undefined],
    ['units in capitals', '/typical-weather?zip=10024&units=METRIC', { kind: 'status', where: '', before: 400, after: 200 }, 'units-any-case'],
    ...(['in', 'mm'] as const).map((unit): (typeof cases)[number] => [`a trace of precipitation (${unit})`, '/typical-weather?zip=94102&month=7', summary(`0.${unit === 'in' ? 0 : 3} ${unit}`, 'a trace'), 'trace-wording']),
    ['a trace of snowfall added', '/typical-weather?zip=1&month=4', summary('0.0 in', 'a trace', ' and a trace of snowfall'), 'trace-wording'],
    ['another precipitation figure', '/typical-weather?zip=94102&month=7', summary('0.1 in', 'a trace'), undefined],
    ['the 422 hint', '/typical-weather?zip=20500', hint(messages.zipNotInDataset('20500')), 'zip-not-zcta-hint'],
    ['the 422 hint, clipped', '/typical-weather?zip=20500', { ...hint(messages.zipNotInDataset('20500')), after: `${messages.zipNotInDataset('20500').slice(0, 240)}… (${messages.zipNotInDataset('20500').length} chars)` }, 'zip-not-zcta-hint'],
    ['another 422 changed', '/typical-weather?zip=20500', { kind: 'field-changed', where: '/error', before: 'a', after: 'a b' }, undefined],
    ['a non-ZCTA ZIP in an address', '/typical-weather?address=1%20Main%20St%2C%20Washington%2C%20DC%2020500', { kind: 'status', where: '', before: 422, after: 200 }, 'address-fallbacks'],
    ['a digit that is no house number', '/typical-weather?address=abc1%2C%20NY', { kind: 'status', where: '', before: 503, after: 404 }, 'address-fallbacks'],
    ['a street address without a ZIP', '/typical-weather?address=1%20Main%20St%2C%20Seattle%2C%20WA', { kind: 'status', where: '', before: 503, after: 404 }, undefined],
    ['a bare ZIP as address', '/typical-weather?address=20500', { kind: 'status', where: '', before: 422, after: 200 }, undefined],
    ['a city at its centre: a ZIP whose station the build has', '/typical-weather?address=Washington%2C%20DC', { kind: 'status', where: '', before: 422, after: 200 }, 'city-centres'],
    ['a city at its centre: the ZIP changes', '/climate-profile?address=Anchorage%2C%20AK', { kind: 'field-changed', where: '/location/zip', before: '99577', after: '99513' }, 'city-centres'],
    ['a city never turns a 404', '/typical-weather?address=Gotham%2C%20NY', { kind: 'status', where: '', before: 404, after: 200 }, undefined],
    ['an island area by name', '/typical-weather?address=Hagatna%2C%20GU', { kind: 'status', where: '', before: 404, after: 422 }, 'island-area-names'],
    ['a 404 says what to try', '/typical-weather?address=Gotham%2C%20NY', { kind: 'field-changed', where: '/error', before: 'address "Gotham, NY" could not be matched to a US ZIP (tried: the city index ("Gotham, NY")).', after: 'address "Gotham, NY" could not be matched to a US ZIP (tried: the city index ("Gotham, NY")). Try a name the city index has ("Gorham, NY"), the ZIP (zip=), or the point (lat= and lon=).' }, 'name-404-says-what-to-try'],
  ];
  function summary(precip: string, now: string, snow = ''): ReturnType<typeof vary> {
    const text = (p: string, s: string) => `July in ZIP 94102 is typically mild: highs around 68 °F and lows around 55 °F, with ${p} of precipitation${s}. Normals 1991–2020 from X, 1.0 mi away.`;
    return { kind: 'field-changed', where: '/summary', before: text(precip, ''), after: text(now, snow) };
  }
  function hint(after: string): ReturnType<typeof vary> {
    return { kind: 'field-changed', where: '/error', before: after.slice(0, after.indexOf(' Send the')), after };
  }
  it.each(cases)('%s', (_name, path, difference, meant) => {
    const route = path.split('?')[0]!;
    expect(meantBy(difference, request(path), route)?.name).toBe(meant);
  });

  it('with bytes, a body whose JSON changes are all meant passes; an addition or bytes alone fail', () => {
    const report = createReport();
    const bytes = { bytes: true };
    const meantPath = '/typical-weather?zip=1&period=1981%E2%80%932010';
    report.add(request(meantPath), differences(response({ a: 1 }), response({ a: 2, b: 1 }), bytes));
    report.add(request('/typical-weather?zip=1'), differences(response({ a: 1 }), response({ a: 1, b: 1 }), bytes));
    report.add(request('/typical-weather?zip=2'), differences(response({ a: 1 }), response('{ "a": 1 }'), bytes));
    expect(report.counts()).toEqual({ compared: 3, failing: 2 });
    expect(report.text()).toContain('meant:period-dash  /typical-weather  body-bytes');
  });

  it('counts a request as failing only for a difference neither meant nor added', () => {
    const report = createReport();
    report.add(request('/typical-weather?zip=1'), differences(response({ a: 1 }), response({ a: 1, b: 1 })));
    report.add(request('/typical-weather?zip=2'), differences(response({ a: 1 }), response({ a: 2 })));
    report.add(request('/openapi.json'), differences(response({ a: 1 }), response({ a: 2 })));
    expect(report.counts()).toEqual({ compared: 3, failing: 1 });
  });
});
