/**
 * The MCP messages the fuzzer starts from (one valid message of every method the endpoint takes,
 * and each tool called with valid arguments) and the edits it makes to them: a member added,
 * removed or retyped at any depth, `__proto__` and `constructor` set as own members (an object
 * literal would set the prototype instead), a string made long or given a lone surrogate.
 */
import { mcpTools } from '../../api/mcp/tools.ts';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
/** Where a value sits in a message: the keys and indexes from the root. */
export type JsonPath = (string | number)[];

/** Valid arguments of each tool by name; a tool added later is called with a ZIP alone. No `address`: it asks the Census geocoder. */
const ARGUMENTS: Record<string, Record<string, Json>> = {
  'typical-weather': { zip: '10024', month: 'jul' },
  'climate-profile': { zip: '10024', units: 'metric' },
  'climate-twins': { zip: '10024', limit: 5 },
};

export const TOOL_NAMES = mcpTools().map((tool) => tool.name);

/** One valid message of each kind, as the endpoint takes it. */
export function baseMessages(): { name: string; message: Json }[] {
  const request = (id: number, method: string, params?: Json): Json => (params === undefined ? { jsonrpc: '2.0', id, method } : { jsonrpc: '2.0', id, method, params });
  return [
    { name: 'initialize', message: request(1, 'initialize', { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'fuzz', version: '1.0.0' } }) },
    { name: 'ping', message: request(2, 'ping') },
    { name: 'tools/list', message: request(3, 'tools/list', {}) },
    ...TOOL_NAMES.map((name, i) => ({ name: `tools/call ${name}`, message: request(4 + i, 'tools/call', { name, arguments: ARGUMENTS[name] ?? { zip: '10024' } }) })),
    { name: 'notifications/initialized', message: { jsonrpc: '2.0', method: 'notifications/initialized' } },
    { name: 'a response', message: { jsonrpc: '2.0', id: 9, result: {} } },
    { name: 'an error response', message: { jsonrpc: '2.0', id: 10, error: { code: -32601, message: 'no' } } },
  ];
}

/** A copy that keeps `__proto__` as an own member (JSON.parse makes own members; a spread would not). */
export const copy = <T extends Json>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** Sets an own member, even `__proto__`. */
export function setOwn(object: { [key: string]: Json }, key: string, value: Json): void {
  Object.defineProperty(object, key, { value, enumerable: true, writable: true, configurable: true });
}

export const isObject = (value: Json | undefined): value is { [key: string]: Json } => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every path in a value, the root first, depth first. */
export function paths(value: Json, at: JsonPath = []): JsonPath[] {
  const inner = Array.isArray(value) ? value.flatMap((item, i) => paths(item, [...at, i])) : isObject(value) ? Object.keys(value).flatMap((key) => paths(value[key]!, [...at, key])) : [];
  return [at, ...inner];
}

export function get(value: Json, path: JsonPath): Json | undefined {
  let here: Json | undefined = value;
  for (const step of path) here = here === null || typeof here !== 'object' ? undefined : (here as Record<string, Json>)[step as string];
  return here;
}

/** The value with `path` replaced by `replace(old)` (undefined removes it); the root is replaced by the result. */
export function edit(value: Json, path: JsonPath, replace: (old: Json | undefined) => Json | undefined): Json | undefined {
  if (path.length === 0) return replace(value);
  const root = copy(value);
  const parent = get(root, path.slice(0, -1));
  const key = path.at(-1)!;
  if (Array.isArray(parent)) {
    const next = replace(parent[key as number]);
    if (next === undefined) parent.splice(key as number, 1);
    else parent[key as number] = next;
  } else if (isObject(parent)) {
    const next = replace(parent[key as string]);
    if (next === undefined) delete parent[key as string];
    else setOwn(parent, key as string, next);
  }
  return root;
}

/** The JSON types a member is retyped to, with one value each. */
export const RETYPES: readonly [string, Json][] = [['number', 1], ['string', 'x'], ['null', null], ['array', []], ['object', {}], ['boolean', true]];

/** Values of every type and some edges: for ids, added members and retyped ones. */
export const ODD_VALUES: readonly Json[] = [
  0, -1, 1.5, 2 ** 53, -(2 ** 63), 1e308, '', ' ', '0', 'x'.repeat(300), null, true, false, [], [1], {}, { a: 1 }, '\u0000', 'é', '💧', '10024',
];

/** Member names worth adding anywhere: the prototype's, the protocol's, and nobody's. */
export const ADDED_KEYS: readonly string[] = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'x', '', '_meta', 'id', 'method', 'params', 'zip', 'arguments'];

/** Lone surrogates, as JSON writes them (`\ud800`), put inside a string. */
export const SURROGATES: readonly string[] = ['\ud800', '\udc00', '\udfff', 'a\ud83d', '\udca7b'];
