/**
 * The property-based tester's checks can fail: each planted disagreement between an answer and the
 * document (the document's own, as served) is named by the check Schemathesis would name it by.
 */
import { describe, expect, it } from 'vitest';
import { openApiDocument } from '../../api/openapi.ts';
import { responseChecks, type OpenApi } from './responseChecks.ts';

const doc = JSON.parse(JSON.stringify(openApiDocument())) as OpenApi;
const check = responseChecks(doc);
const weather = doc.paths['/typical-weather']!;
const json = (body: unknown, extra: Record<string, string> = {}) => ({ headers: new Headers({ 'content-type': 'application/json; charset=utf-8', ...extra }), text: JSON.stringify(body) });

describe('responseChecks', () => {
  it.each([
    ['a documented error', weather.get!, { status: 400, ...json({ error: 'x' }) }, []],
    ['a HEAD answer without a body', weather.head!, { status: 200, headers: new Headers(), text: '' }, []],
    ['an undocumented status', weather.get!, { status: 418, ...json({ error: 'x' }) }, ['status_code_conformance']],
    ['a body of another type', weather.get!, { status: 400, headers: new Headers({ 'content-type': 'text/html' }), text: '<p>x</p>' }, ['content_type_conformance']],
    ['a body the schema refuses', weather.get!, { status: 400, ...json({ error: 'x', code: 1 }) }, ['response_schema_conformance']],
    ['a header its schema refuses', weather.get!, { status: 400, ...json({ error: 'x' }, { 'access-control-allow-origin': 'https://a.example' }) }, ['response_headers_conformance']],
    ['a body that is not JSON', weather.get!, { status: 400, headers: new Headers({ 'content-type': 'application/json' }), text: '{' }, ['response_schema_conformance']],
  ])('%s', (_name, operation, response, named) => {
    expect(check(operation, response).map((p) => p.split(':')[0])).toEqual(named);
  });
});
