import { describe, expect, it } from 'vitest';
import { differences, type DifferenceKind } from './diff.ts';
import { meantBy } from './meant.ts';
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
  ];
  it.each(cases)('%s', (_name, path, difference, meant) => {
    const route = path.split('?')[0]!;
    expect(meantBy(difference, request(path), route)?.name).toBe(meant);
  });

  it('counts a request as failing only for a difference neither meant nor added', () => {
    const report = createReport();
    report.add(request('/typical-weather?zip=1'), differences(response({ a: 1 }), response({ a: 1, b: 1 })));
    report.add(request('/typical-weather?zip=2'), differences(response({ a: 1 }), response({ a: 2 })));
    report.add(request('/openapi.json'), differences(response({ a: 1 }), response({ a: 2 })));
    expect(report.counts()).toEqual({ compared: 3, failing: 1 });
  });
});
