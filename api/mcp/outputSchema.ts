/**
 * A route's 200 schema in the OpenAPI document as a tool's output schema: self-contained (every
 * component it reaches, under `$defs`) and an object at its root, as MCP asks of an output schema.
 */
const COMPONENTS = '#/components/schemas/';
const DEFS = '#/$defs/';

type Json = Record<string, unknown>;

/** The component names a schema refers to, and those they refer to, in the order first met. */
function reachable(schema: unknown, components: Record<string, object>, found = new Set<string>()): Set<string> {
  if (Array.isArray(schema)) for (const item of schema) reachable(item, components, found);
  else if (schema !== null && typeof schema === 'object') {
    for (const [key, value] of Object.entries(schema)) {
      if (key !== '$ref' || typeof value !== 'string') {
        reachable(value, components, found);
        continue;
      }
      const name = value.slice(COMPONENTS.length);
      if (!value.startsWith(COMPONENTS) || !(name in components)) throw new Error(`unresolvable $ref ${value}`);
      if (found.has(name)) continue;
      found.add(name);
      reachable(components[name], components, found);
    }
  }
  return found;
}

const rebased = (schema: object): Json => JSON.parse(JSON.stringify(schema).replaceAll(COMPONENTS, DEFS)) as Json;

/**
 * @example selfContained({ oneOf: [{ $ref: '#/components/schemas/A' }] }, { A: { type: 'object' } })
 * // { type: 'object', oneOf: [{ $ref: '#/$defs/A' }], $defs: { A: { type: 'object' } } }
 */
export function selfContained(schema: object, components: Record<string, object>): Json & { type: 'object' } {
  const defs = Object.fromEntries([...reachable(schema, components)].map((name) => [name, components[name]!]));
  return { type: 'object', ...rebased(schema), $defs: rebased(defs) } as Json & { type: 'object' };
}
