/**
 * The tool list follows the route table: every data route is a tool, named by its path, whose input
 * is the route's OpenAPI parameters and whose output is the route's 200 schema, self-contained.
 */
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { INSTRUCTIONS } from '../../api/mcp/instructions.ts';
import { selfContained } from '../../api/mcp/outputSchema.ts';
import { placeKinds } from '../../api/mcp/placeKinds.ts';
import { mcpTools } from '../../api/mcp/tools.ts';
import { openApiDocument } from '../../api/openapi.ts';
import { routeParameters } from '../../api/openapiParams.ts';
import { PARAM_NAMES, QUERY_PARAMS } from '../../lib/queryParams.ts';
import { ROUTE_PARAMS } from '../../lib/routeParams.ts';

const tools = mcpTools();
const routes = Object.values(ROUTE_PARAMS);

describe('the MCP tools', () => {
  it('one per data route of the route table, named by its path, and no other', () => {
    expect(routes.length).toBeGreaterThanOrEqual(2);
    expect(tools.map((t) => t.name)).toEqual(routes.map((r) => r.path.slice(1)));
    expect(tools.map((t) => t.definition.name)).toEqual(tools.map((t) => t.name));
    expect(tools.map((t) => t.route.path)).toEqual(routes.map((r) => r.path));
  });

  it.each(tools.map((t) => [t.definition.name, t] as const))('%s: its input is the route\'s parameters with their descriptions, and nothing else', (_name, { definition, route }) => {
    const parameters = routeParameters(route);
    expect(definition.inputSchema).toMatchObject({ type: 'object', additionalProperties: false });
    expect(Object.keys(definition.inputSchema.properties!)).toEqual(parameters.map((p) => p.name));
    for (const p of parameters) expect(definition.inputSchema.properties![p.name]).toEqual({ ...p.schema, description: p.description, examples: [p.example] });
  });

  it.each(tools.map((t) => [t.definition.name, t] as const))('%s: described by its OpenAPI operation, read-only', (_name, { definition, route }) => {
    const operation = (openApiDocument().paths as Record<string, { get: { summary: string; description: string } }>)[route.path]!.get;
    expect(definition.title).toBe(operation.summary);
    expect(definition.description).toContain(operation.description);
    expect(definition.annotations).toMatchObject({ readOnlyHint: true, destructiveHint: false, idempotentHint: true });
  });

  it.each(tools.map((t) => [t.definition.name, t] as const))('%s: its description, like the instructions, says what a place can be, from the parameter table', (_name, { definition }) => {
    const place = 'a ZIP (`zip`), an address (`address`) or a point (`lat` and `lon`)';
    expect(placeKinds()).toBe(place);
    expect(definition.description).toContain(`A place is ${place}.`);
    expect(INSTRUCTIONS).toContain(`Each tool takes a place: ${place}.`);
    // Every place parameter of the table is named, whatever is added to it.
    for (const name of PARAM_NAMES.filter((n) => QUERY_PARAMS[n].place)) expect(placeKinds()).toContain(`\`${name}\``);
  });

  it.each(tools.map((t) => [t.definition.name, t] as const))('%s: its output schema is the 200 schema, an object, self-contained, valid JSON Schema 2020-12', (_name, { definition }) => {
    const schema = definition.outputSchema!;
    expect(schema.type).toBe('object');
    expect(JSON.stringify(schema)).not.toContain('#/components/');
    expect(() => new Ajv2020({ strict: true, allowUnionTypes: true }).compile(schema)).not.toThrow();
  });
});

describe('selfContained: a schema with the components it reaches under $defs', () => {
  const components = {
    A: { type: 'object', properties: { b: { $ref: '#/components/schemas/B' } } },
    B: { type: 'array', items: { $ref: '#/components/schemas/B' } },
    Unused: { type: 'string' },
  };
  it.each([
    { schema: { type: 'string' }, defs: {} },
    { schema: { $ref: '#/components/schemas/B' }, defs: { B: { type: 'array', items: { $ref: '#/$defs/B' } } } },
    {
      schema: { oneOf: [{ $ref: '#/components/schemas/A' }] },
      defs: { A: { type: 'object', properties: { b: { $ref: '#/$defs/B' } } }, B: { type: 'array', items: { $ref: '#/$defs/B' } } },
    },
  ])('$schema', ({ schema, defs }) => {
    expect(selfContained(schema, components)).toEqual({ type: 'object', ...JSON.parse(JSON.stringify(schema).replaceAll('#/components/schemas/', '#/$defs/')), $defs: defs });
  });

  it('a reference it cannot resolve is an error, not a schema that accepts anything', () => {
    expect(() => selfContained({ $ref: '#/components/schemas/Missing' }, components)).toThrow(/unresolvable/);
  });
});
