/**
 * The tool calls the endpoint answers without the SDK (api/mcp/plainToolCall.ts): each one taken is
 * one the protocol's schemas accept as it is, so the SDK would have answered it alike; the answers
 * are the same as through the SDK; and answering one never loads the SDK's endpoint.
 */
import { CallToolRequestSchema, JSONRPCMessageSchema, SUPPORTED_PROTOCOL_VERSIONS } from '@modelcontextprotocol/sdk/types.js';
import { describe, expect, it, vi } from 'vitest';
import { createHandler } from '../../api/handler.ts';
import { createMcpHandler } from '../../api/mcp/mcpHandler.ts';
import { PLAIN_VERSIONS, plainToolCall } from '../../api/mcp/plainToolCall.ts';
import { MCP_PATH } from '../../lib/constants.ts';
import { memoryStore } from '../support/memoryStore.ts';

const CALL = { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'typical-weather', arguments: { zip: '10024', month: 'jul' } } };
const withParams = (params: object) => ({ ...CALL, params });

const taken: [string, unknown, string | null][] = [
  ['a call with arguments', CALL, null],
  ['a call without arguments', withParams({ name: 'climate-twins' }), '2025-11-25'],
  ['a string id', { ...CALL, id: 'a-1' }, '2025-06-18'],
  ['an id of 0', { ...CALL, id: 0 }, null],
  ['empty arguments', withParams({ name: 'typical-weather', arguments: {} }), null],
  ['arguments of any value (checked by the tool)', withParams({ name: 'x', arguments: { zip: [1, { a: null }], month: 7 } }), null],
];

const left: [string, unknown, string | null][] = [
  ['another method', { ...CALL, method: 'tools/list' }, null],
  ['an older revision', CALL, '2025-03-26'],
  ['a revision the SDK does not speak', CALL, '1999-01-01'],
  ['_meta', withParams({ ...CALL.params, _meta: { progressToken: 1 } }), null],
  ['a task', withParams({ ...CALL.params, task: { ttl: 1000 } }), null],
  ['another key in params', withParams({ ...CALL.params, extra: 1 }), null],
  ['another key in the message', { ...CALL, extra: 1 }, null],
  ['no params', { jsonrpc: '2.0', id: 1, method: 'tools/call' }, null],
  ['a name that is not a string', withParams({ name: 7 }), null],
  ['arguments that are a list', withParams({ name: 'typical-weather', arguments: [] }), null],
  ['arguments that are null', withParams({ name: 'typical-weather', arguments: null }), null],
  ['an argument named __proto__', withParams({ name: 'typical-weather', arguments: JSON.parse('{"__proto__":{"zip":"1"}}') as object }), null],
  ['a fractional id', { ...CALL, id: 1.5 }, null],
  ['an id past the safe integers', { ...CALL, id: 2 ** 53 }, null],
  ['a null id', { ...CALL, id: null }, null],
  ['JSON-RPC 1.0', { ...CALL, jsonrpc: '1.0' }, null],
  ['a notification', { jsonrpc: '2.0', method: 'tools/call', params: CALL.params }, null],
  ['a list', [CALL], null],
  ['null', null, null],
];

/** Every message one change away from a plain call: a key of it, or of its params, replaced or removed. */
function neighbours(): unknown[] {
  const values = [undefined, null, 0, -1, 1.5, 2 ** 53, '', 'tools/call', '2.0', true, [], {}, { zip: '10024' }];
  const out: unknown[] = [];
  for (const key of ['jsonrpc', 'id', 'method', 'params', 'extra']) for (const value of values) out.push({ ...CALL, [key]: value });
  for (const key of ['name', 'arguments', '_meta', 'task', 'extra']) for (const value of values) out.push(withParams({ ...CALL.params, [key]: value }));
  return out;
}

describe('a plain tool call is one the protocol\'s schemas take as it is', () => {
  it.each(taken)('taken: %s', (_, json, version) => expect(plainToolCall(json, version)).toBe(json));
  it.each(left)('left to the SDK: %s', (_, json, version) => expect(plainToolCall(json, version)).toBeUndefined());

  it('every message taken, of the cases and of every one-change neighbour of a call, is a tools/call the SDK parses to itself', () => {
    const all = [...taken.map(([, json]) => json), ...neighbours().map((json) => JSON.parse(JSON.stringify(json)) as unknown)];
    const plain = all.filter((json) => plainToolCall(json, null) !== undefined);
    expect(plain.length).toBeGreaterThan(taken.length);
    for (const json of plain) {
      expect(JSONRPCMessageSchema.parse(json)).toEqual(json);
      expect(CallToolRequestSchema.safeParse(json).success).toBe(true);
    }
  });

  it('takes only revisions the SDK speaks', () => expect(SUPPORTED_PROTOCOL_VERSIONS).toEqual(expect.arrayContaining([...PLAIN_VERSIONS])));
});

const api = createHandler({ store: memoryStore(), log: () => {}, resolveAddress: async () => ({ kind: 'not-found', tried: 'no resolver' }) });
const HEADERS = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' };
const answerTo = async (mcp: ReturnType<typeof createMcpHandler>, body: unknown, headers: Record<string, string> = {}) =>
  (await mcp(new Request(`http://localhost${MCP_PATH}`, { method: 'POST', body: JSON.stringify(body), headers: { ...HEADERS, ...headers } }))).text();

describe('a plain tool call is answered as the SDK answers it', () => {
  const mcp = createMcpHandler(api, { log: () => {} });
  it.each([
    ['a month', { zip: '10024', month: 'jul' }],
    ['a whole year', { zip: '10024' }],
    ['a refused argument', { zip: 'abc' }],
    ['an unknown argument', { zap: '1' }],
    ['no place', {}],
  ])('%s: the same text as the call through the SDK (with _meta, or an older revision)', async (_, args) => {
    const plain = withParams({ name: 'typical-weather', arguments: args });
    const expected = await answerTo(mcp, plain);
    expect(await answerTo(mcp, withParams({ ...plain.params, _meta: {} }))).toBe(expected);
    expect(await answerTo(mcp, plain, { 'mcp-protocol-version': '2025-03-26' })).toBe(expected);
  });

  it('an unknown tool: the same error either way', async () => {
    const unknown = withParams({ name: 'forecast' });
    expect(await answerTo(mcp, unknown)).toBe(await answerTo(mcp, withParams({ name: 'forecast', _meta: {} })));
  });
});

describe('answering a plain tool call loads none of the SDK\'s endpoint', () => {
  it('answers with the SDK endpoint never loaded; any other message loads it', async () => {
    let loads = 0;
    vi.resetModules();
    vi.doMock('../../api/mcp/sdkEndpoint.ts', async (original) => {
      loads++;
      return original();
    });
    const { createMcpHandler: isolated } = await import('../../api/mcp/mcpHandler.ts');
    const mcp = isolated(api, { log: () => {} });
    expect(JSON.parse(await answerTo(mcp, CALL, { 'mcp-protocol-version': '2025-11-25' }))).toMatchObject({ id: 1, result: { structuredContent: { shape: 'one-month' } } });
    expect(loads).toBe(0);
    expect(JSON.parse(await answerTo(mcp, { jsonrpc: '2.0', id: 2, method: 'ping' }))).toEqual({ jsonrpc: '2.0', id: 2, result: {} });
    expect(loads).toBe(1);
    vi.doUnmock('../../api/mcp/sdkEndpoint.ts');
  });
});
