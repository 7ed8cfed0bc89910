/**
 * The document and the server agree on every value of a closed-set parameter (`month`, `units`,
 * `period`, on every route that documents it) and on every number: each probe is sent to the
 * handler and checked against the parameter's schema (ajv), and the verdicts must be the same. A
 * gateway or a generated client built from the document then accepts exactly what the server does.
 */
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { openApiDocument } from '../../api/openapi.ts';
import type { OpenApiParameter } from '../../api/openapiParams.ts';
import { QUERY_PARAMS } from '../../lib/queryParams.ts';
import { harness } from '../support/handlerHarness.ts';

const ajv = new Ajv2020({ strict: true });
const operations = Object.entries(openApiDocument().paths as Record<string, { get: { parameters?: OpenApiParameter[] } }>);

/** Every documented parameter of a place-taking route, with the route's path. */
const documented = operations.flatMap(([path, item]) => (item.get.parameters ?? []).map((parameter) => ({ path, parameter })));

/** Values a client or a person might send: the sets' own, other cases, dashes and spaces, near misses. */
const WORDS = [
  'jul', 'July', 'JULY', 'jUl', 'MAY', 'mAy ', ' 7 ', '07', '7', '12', '13', '0', '00', '007', '010', '7.0', '+7', '7e0',
  'juli', 'ju l', 'janu', 'sept', 'Mar.', '\u00a0jan\u00a0', '\tdec\n', '\u2028jul', '\ufeffjul', 'jul\u0000', 'jul\u200b',
  'us', 'US', 'Us', 'Metric', ' METRIC ', 'metrics', 'imperial', 'u s', 'ſ', 'İ', '\u212a',
  '1991-2020', '1991–2020', '1981—2010', ' 1981-2010 ', '1981 - 2010', '1991_2020', '19912020', '1991-2020-',
  '1981\u20102010', '1981\u22122010', '1981--2010', '1981–2010 ', '',  ' ', '\t',
];

/** A blank value counts as not given (the document says so): valid as an absent optional parameter. */
const blank = (value: string) => value.trim() === '';

/** A request of one route with a valid place and one parameter's value (lat goes with a valid lon, and the reverse). */
function request(path: string, name: string, value: string): string {
  const place = name === 'lat' ? 'lon=-73.97' : name === 'lon' ? 'lat=40.78' : 'zip=10024';
  return `${path}?${place}&${name}=${encodeURIComponent(value)}`;
}

/** The values on which the server (400 or not) and `bySchema` disagree, each with both verdicts. */
async function disagreements(path: string, name: string, values: readonly string[], bySchema: (value: string) => boolean): Promise<string[]> {
  const h = harness();
  const out: string[] = [];
  for (const value of values) {
    const { status } = await h.call(request(path, name, value));
    const valid = bySchema(value);
    if ((status !== 400) !== valid) out.push(`${JSON.stringify(value)}: server ${status}, schema ${valid ? 'valid' : 'invalid'}`);
  }
  return out;
}

const closedSets = documented.filter(({ parameter }) => parameter.in === 'query' && QUERY_PARAMS[parameter.name].spellings !== undefined);

describe('closed-set parameters: the schema accepts exactly what the server accepts', () => {
  it('covers month, units and period on every route that takes them', () => {
    expect(closedSets.map(({ path, parameter }) => `${path} ${parameter.name}`).sort()).toEqual([
      '/climate-profile period', '/climate-profile units', '/climate-twins period', '/climate-twins units',
      '/daily-normals period', '/daily-normals units', '/typical-weather month', '/typical-weather period', '/typical-weather units',
    ]);
  });

  it.each(closedSets)('$path $parameter.name', async ({ path, parameter }) => {
    const validate = ajv.compile(parameter.schema);
    expect(await disagreements(path, parameter.name, WORDS, (value) => blank(value) || validate(value))).toEqual([]);
  });
});

/** Numbers as a generated client writes them (JSON), out of range, and not numbers at all. */
const NUMBERS = ['5', '1e-7', '4.078e1', '-0', '0', '5.0', '0.5e1', '2E+1', '1e1', '250', '-73.97', '40.78', '9.1e1', '-1', '51', '20001', '2e4', '1e999', '0x1F', 'Infinity', 'NaN', '1,5', 'five'];
/** Not JSON, yet taken as the document says: a leading `+`, a point with digits on one side only, leading zeros. */
const EXTRAS = ['+5', '5.', '.5', '007'];

/** The number a JSON text is, or undefined. */
function jsonNumber(text: string): number | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'number' ? value : undefined;
  } catch {
    return undefined;
  }
}

describe('numbers: every JSON number the schema allows is accepted, and nothing the schema refuses', () => {
  const numeric = documented.filter(({ parameter }) => ['number', 'integer'].includes((parameter.schema as { type: string }).type));

  it.each(numeric)('$path $parameter.name', async ({ path, parameter }) => {
    const validate = ajv.compile(parameter.schema);
    const asJson = (text: string) => jsonNumber(text) !== undefined && validate(jsonNumber(text));
    // The extras are not JSON: the schema's range decides them.
    const inRange = (text: string) => validate(Number(text));
    expect(await disagreements(path, parameter.name, NUMBERS, asJson)).toEqual([]);
    expect(await disagreements(path, parameter.name, EXTRAS, inRange)).toEqual([]);
    expect(parameter.description).toContain('`+5`, `5.`, `.5`');
  });
});
