/**
 * The /mcp endpoint's Streamable HTTP rules, POST by POST: what the SDK's own transport answers for
 * a stateless JSON server (statuses, JSON-RPC codes, acknowledgements), kept by the endpoint's
 * transport; batches refused (the protocol revisions the SDK speaks have none); and the JSON-RPC ids
 * of requests in flight at once kept apart.
 */
import { LATEST_PROTOCOL_VERSION } from '@modelcontextprotocol/sdk/types.js';
import { describe, expect, it } from 'vitest';
import { createHandler } from '../../api/handler.ts';
import { createMcpHandler } from '../../api/mcp/mcpHandler.ts';
import { MCP_PATH } from '../../lib/constants.ts';
import { messages } from '../../lib/messages.ts';
import { ROUTE_PARAMS } from '../../lib/routeParams.ts';
import { memoryStore } from '../support/memoryStore.ts';

const api = createHandler({ store: memoryStore(), log: () => {}, resolveAddress: async () => ({ kind: 'not-found', tried: 'no resolver' }) });
const mcp = createMcpHandler(api, { log: () => {} });

const TOOLS = Object.values(ROUTE_PARAMS).map((route) => route.path.slice(1));
const HEADERS = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' };
const post = (body: unknown, headers: Record<string, string> = {}) =>
  mcp(new Request(`http://localhost${MCP_PATH}`, { method: 'POST', body: typeof body === 'string' ? body : JSON.stringify(body), headers: { ...HEADERS, ...headers } }));

const request = (id: number | string, method: string, params?: object) => ({ jsonrpc: '2.0', id, method, ...(params && { params }) });
const initialize = (id: number) => request(id, 'initialize', { protocolVersion: LATEST_PROTOCOL_VERSION, capabilities: {}, clientInfo: { name: 't', version: '1' } });
const call = (id: number | string, zip: string) => request(id, 'tools/call', { name: 'typical-weather', arguments: { zip } });
const notification = { jsonrpc: '2.0', method: 'notifications/initialized' };

interface Refused {
  what: string;
  body: unknown;
  headers?: Record<string, string>;
  status: number;
  /** Absent: not refused. */
  code?: number;
  message?: string | RegExp;
}

describe('a POST refused before any message reaches the server: the SDK transport\'s status and JSON-RPC error, with CORS', () => {
  it.each([
    { what: 'Accept without text/event-stream', body: initialize(1), headers: { accept: 'application/json' }, status: 406, code: -32000, message: /^Not Acceptable/ },
    { what: 'Accept without application/json', body: initialize(1), headers: { accept: 'text/event-stream' }, status: 406, code: -32000, message: /^Not Acceptable/ },
    { what: 'a body that is not JSON by its type', body: initialize(1), headers: { 'content-type': 'text/plain' }, status: 415, code: -32000, message: /^Unsupported Media Type/ },
    { what: 'JSON with a charset is JSON', body: request(1, 'ping'), headers: { 'content-type': 'application/json; charset=utf-8' }, status: 200 },
    { what: 'a body over 64 KB by its length', body: request(1, 'ping', { pad: 'x'.repeat(70_000) }), status: 413, code: -32000, message: /65536 bytes/ },
    { what: 'a declared length over 64 KB, refused unread', body: request(1, 'ping'), headers: { 'content-length': '70000' }, status: 413, code: -32000, message: /65536 bytes/ },
    { what: 'not JSON', body: '{"jsonrpc":', status: 400, code: -32700, message: 'Parse error: Invalid JSON' },
    ...[
      { what: 'JSON, not JSON-RPC', body: { hello: 'world' } },
      { what: 'a number', body: 5 },
      { what: 'null', body: null },
      { what: 'a string', body: '"ping"' },
      { what: 'JSON-RPC 1.0', body: { jsonrpc: '1.0', id: 1, method: 'ping' } },
      { what: 'an id that is an object', body: { jsonrpc: '2.0', id: {}, method: 'ping' } },
      { what: 'an id that is a fraction', body: { jsonrpc: '2.0', id: 1.5, method: 'ping' } },
      { what: 'a method that is not a string', body: { jsonrpc: '2.0', id: 1, method: 7 } },
      { what: 'a notification whose params are a number', body: { jsonrpc: '2.0', method: 'notifications/initialized', params: 5 } },
      { what: 'an answer with neither result nor error', body: { jsonrpc: '2.0', id: 1 } },
    ].map((row) => ({ ...row, status: 400, code: -32600, message: 'Invalid Request: not a JSON-RPC 2.0 message' })),
    { what: 'an empty batch', body: [], status: 400, code: -32600, message: /^Invalid Request: JSON-RPC batches/ },
    { what: 'a batch of one request', body: [request(1, 'ping')], status: 400, code: -32600, message: /^Invalid Request: JSON-RPC batches/ },
    { what: 'a batch with a message not JSON-RPC', body: [request(1, 'ping'), { id: 2 }], status: 400, code: -32600, message: /^Invalid Request: JSON-RPC batches/ },
    { what: 'an initialize with another message', body: [initialize(1), request(2, 'ping')], status: 400, code: -32600, message: /^Invalid Request: JSON-RPC batches/ },
    { what: 'a protocol version not supported', body: request(1, 'ping'), headers: { 'mcp-protocol-version': '1999-01-01' }, status: 400, code: -32000, message: /Unsupported protocol version: 1999-01-01/ },
    { what: 'an initialize whatever the version header (it negotiates the version)', body: initialize(1), headers: { 'mcp-protocol-version': '1999-01-01' }, status: 200 },
  ] satisfies Refused[] as Refused[])('$what: $status', async ({ body, headers, status, code, message }) => {
    const response = await post(body, headers);
    expect(response.status).toBe(status);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const answer = (await response.json()) as { error?: { code: number; message: string }; id?: unknown };
    if (code === undefined) return expect(answer.error).toBeUndefined();
    expect(answer).toEqual({ jsonrpc: '2.0', error: { code, message: expect.stringMatching(message ?? '') }, id: null });
  });
});

describe('what a POST carries, answered', () => {
  it.each([
    { what: 'a notification alone', body: notification },
    { what: 'a response alone', body: { jsonrpc: '2.0', id: 5, result: {} } },
  ])('$what: 202, no body, with CORS', async ({ body }) => {
    const response = await post(body);
    expect(response.status).toBe(202);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(await response.text()).toBe('');
  });

  it.each([
    { what: 'a request alone: its answer alone', body: request('a', 'ping'), answer: { jsonrpc: '2.0', id: 'a', result: {} } },
    { what: 'a tool the server does not have: its message as the API words it', body: request(1, 'tools/call', { name: 'forecast' }), answer: { jsonrpc: '2.0', id: 1, error: { code: -32602, message: messages.mcpUnknownTool('forecast', TOOLS) } } },
    { what: 'a tool call asking for a task: the protocol refuses it', body: request(1, 'tools/call', { name: 'typical-weather', arguments: { zip: '10024' }, task: { ttl: 1000 } }), answer: { jsonrpc: '2.0', id: 1, error: { code: -32603, message: 'Server does not support task creation (required for tools/call)' } } },
    { what: 'a method the server does not have', body: request(1, 'resources/list'), answer: { jsonrpc: '2.0', id: 1, error: { code: -32601, message: 'Method not found' } } },
    { what: 'a method the server does not have, its params malformed', body: request(1, 'resources/list', { cursor: {} }), answer: { jsonrpc: '2.0', id: 1, error: { code: -32601, message: 'Method not found' } } },
  ])('$what', async ({ body, answer }) => {
    const response = await post(body);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(await response.json()).toEqual(answer);
  });

  // Each a request the server answers, its params not what its method takes: invalid params, in one line.
  it.each([
    { what: 'tools/list with a cursor that is an object', body: request(1, 'tools/list', { cursor: {} }), message: 'Invalid params for tools/list: params.cursor: Invalid input: expected string, received object.' },
    { what: 'tools/list whose params are a list', body: request(1, 'tools/list', []), message: /^Invalid params for tools\/list: params: / },
    { what: 'ping whose _meta is a number', body: request('p', 'ping', { _meta: 5 }), message: /^Invalid params for ping: params\._meta: / },
    { what: 'initialize without params', body: request(1, 'initialize'), message: /^Invalid params for initialize: params: / },
    { what: 'initialize with a version that is a number, nothing else', body: request(1, 'initialize', { protocolVersion: 5 }), message: /^Invalid params for initialize: params\.protocolVersion: [^;]+; params\.capabilities: [^;]+; params\.clientInfo: [^;]+\.$/ },
    { what: 'initialize with four things wrong: three named', body: request(1, 'initialize', { protocolVersion: 5, capabilities: 1, clientInfo: 2, _meta: 3 }), message: /^Invalid params for initialize: [^;]+; [^;]+; [^;]+ \(and 1 more\)\.$/ },
    { what: 'a tools/call without a tool name', body: request(1, 'tools/call', { arguments: {} }), message: /^Invalid params for tools\/call: params\.name: / },
    { what: 'a tools/call whose name is a number', body: request(1, 'tools/call', { name: 5 }), message: /^Invalid params for tools\/call: params\.name: / },
    { what: 'a tools/call whose arguments are a list', body: request(1, 'tools/call', { name: 'typical-weather', arguments: ['10024'] }), message: /^Invalid params for tools\/call: params\.arguments: / },
  ])('$what: -32602 under its id, one line', async ({ body, message }) => {
    const response = await post(body);
    expect(response.status).toBe(200);
    const answer = (await response.json()) as { error: { message: string } };
    expect(answer).toEqual({ jsonrpc: '2.0', id: body.id, error: { code: -32602, message: expect.stringMatching(message) } });
    expect(answer.error.message).not.toMatch(/[\n{[]/);
  });

  it('a body streamed in chunks, one character split between two, is read whole', async () => {
    const bytes = new TextEncoder().encode(JSON.stringify(request('é', 'ping')));
    const split = bytes.indexOf(0xc3) + 1;
    const body = new ReadableStream({ start: (c) => (c.enqueue(bytes.slice(0, split)), c.enqueue(bytes.slice(split)), c.close()) });
    const response = await mcp(new Request(`http://localhost${MCP_PATH}`, { method: 'POST', body, headers: HEADERS, duplex: 'half' } as RequestInit));
    expect(await response.json()).toEqual({ jsonrpc: '2.0', id: 'é', result: {} });
  });

  it('many POSTs in flight with the same ids: each gets its own answers, none another\'s', async () => {
    const zips = ['10024', '00000', '99501', '1002'];
    const answers = await Promise.all(zips.map(async (zip) => (await (await post(call(1, zip))).json()) as { id: unknown; result: unknown }));
    for (const [i, zip] of zips.entries()) {
      const alone = ((await (await post(call(9, zip))).json()) as { result: unknown }).result;
      expect(answers[i]).toEqual({ jsonrpc: '2.0', id: 1, result: alone });
    }
  });
});
