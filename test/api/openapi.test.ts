/**
 * The OpenAPI document itself: valid OpenAPI 3.1, every path and status the handler answers,
 * and schemas strict enough to catch a wrong body (negative controls).
 */
import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { openApiDocument } from '../../api/openapi.ts';
import { API_PATHS } from '../../lib/constants.ts';
import { CENTRAL_PARK } from '../support/memoryStore.ts';
import { documentedStatuses, schemaErrors } from '../support/openapiSchemas.ts';
import { wholeYearResponse } from '../../lib/weather/wholeYear.ts';

describe('openApiDocument', () => {
  it('validates against the OpenAPI 3.1 schema', async () => {
    const validator = new Validator();
    const result = await validator.validate(openApiDocument());
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('describes every API path', () => {
    expect(Object.keys(openApiDocument().paths).sort()).toEqual(Object.values(API_PATHS).sort());
  });

  it('lists only the operations that exist (GET, HEAD, OPTIONS), and every shared response is used', () => {
    const document = openApiDocument();
    for (const item of Object.values(document.paths)) expect(Object.keys(item).sort()).toEqual(['get', 'head', 'options']);
    const text = JSON.stringify(document.paths);
    for (const name of Object.keys(document.components.responses)) expect(text).toContain(`#/components/responses/${name}`);
    expect(document.info.description).toMatch(/any other method .* answers 405/);
  });

  it('documents every status the weather endpoint answers', () => {
    expect(documentedStatuses('/typical-weather')).toEqual([200, 304, 400, 404, 422, 503]);
  });

  const good = wholeYearResponse(CENTRAL_PARK);
  const broken: [string, unknown][] = [
    ['a missing field', { ...good, station: undefined }],
    ['an extra field', { ...good, extra: 1 }],
    ['11 months', { ...good, months: good.months.slice(1) }],
    ['a wrong tier', { ...good, confidence: 'certain' }],
    ['a month name misspelt', { ...good, yearSummary: { ...good.yearSummary, warmestMonth: 'Juli' } }],
    ['both shapes at once', { ...good, normals: good.months[0], summary: 'x' }],
    ['a string precipitation', { ...good, months: good.months.map((m) => ({ ...m, avgPrecipIn: '1.0' })) }],
    ['the wrong period', { ...good, normalsPeriod: '1991-2020' }],
  ];
  it('accepts a real whole-year body', () => expect(schemaErrors('/typical-weather', 200, good)).toEqual([]));
  it.each(broken)('rejects a body with %s', (_name, body) => {
    expect(schemaErrors('/typical-weather', 200, JSON.parse(JSON.stringify(body)))).not.toEqual([]);
  });
  it('rejects an error body with more than `error`', () => {
    expect(schemaErrors('/typical-weather', 400, { error: 'x', code: 1 })).not.toEqual([]);
  });
});
