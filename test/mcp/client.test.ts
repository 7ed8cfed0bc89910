/**
 * The MCP endpoint through the official SDK's client, in process over the fixture dataset: connect,
 * list, and call each tool with valid and invalid arguments; every answer must be what the HTTP
 * route answers for the same query. Then what the endpoint answers over HTTP itself (methods,
 * CORS, limits). test/e2e/mcp.test.ts does the same over the real server and the Netlify artifact.
 */
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHandler } from '../../api/handler.ts';
import { createMcpHandler } from '../../api/mcp/mcpHandler.ts';
import { routeParameters } from '../../api/openapiParams.ts';
import { API_VERSION, MCP_PATH } from '../../lib/constants.ts';
import { messages } from '../../lib/messages.ts';
import { ROUTE_PARAMS } from '../../lib/routeParams.ts';
import { ADDRESSES } from '../support/handlerHarness.ts';
import { expectSameAnswer } from '../support/mcpAnswers.ts';
import { mcpClient, toolCallFor } from '../support/mcpClient.ts';
import { memoryStore } from '../support/memoryStore.ts';

const api = createHandler({
  store: memoryStore(),
  log: () => {},
  resolveAddress: async (address) => (Object.hasOwn(ADDRESSES, address) ? ADDRESSES[address]! : { kind: 'not-found', tried: 'the test resolver' }),
});
const mcp = createMcpHandler(api, { log: () => {} });
const http = async (path: string) => {
  const response = await api(new Request(`http://localhost${path}`));
  return { status: response.status, body: (await response.json()) as unknown };
};

let client: Client;
beforeAll(async () => {
  client = await mcpClient('http://localhost', mcp);
});
afterAll(async () => client?.close());

const TOOLS = Object.values(ROUTE_PARAMS).map((route) => route.path.slice(1));

describe('an MCP client session', () => {
  it('connects: the server names itself and offers tools, with instructions for the assistant', () => {
    expect(client.getServerVersion()).toMatchObject({ name: 'typical-weather', version: API_VERSION });
    expect(client.getServerCapabilities()).toMatchObject({ tools: {} });
    expect(client.getInstructions()).toMatch(/Climate Normals.*never a forecast/);
  });

  it('lists one tool per data route of the route table', async () => {
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name)).toEqual(TOOLS);
  });

  // Every tool, whatever its route: a place answered, no place at all, a ZIP that is no ZCTA.
  it.each(TOOLS.flatMap((tool) => ['zip=10024', '', 'zip=00000', 'zip=1002'].map((query) => `/${tool}?${query}`)))('%s: the tool answers what the route answers', async (path) => {
    const { status, body } = await http(path);
    expectSameAnswer((await client.callTool(toolCallFor(path))) as never, status, body);
  });

  it.each([
    '/typical-weather?zip=10024&month=jul',
    '/typical-weather?zip=10024&date=2026-07-04&units=metric',
    '/typical-weather?zip=10024&period=1981-2010',
    '/typical-weather?address=Seattle, WA&month=3',
    '/typical-weather?zip=99501',
    '/typical-weather?zip=99567',
    '/typical-weather?zip=10024&month=13',
    '/typical-weather?zip=10024&period=1900-1930',
    `/typical-weather?address=${'x'.repeat(101)}`,
    '/typical-weather?address=1 Nowhere Rd, Atlantis, ZZ',
    '/climate-profile?zip=10024&units=metric',
    '/climate-profile?zip=10024&month=jul',
    '/climate-profile?zip=10024&period=1981-2010',
    '/typical-weather?zip=10024&date=12-25',
    '/daily-normals?zip=10024&from=12-20&to=01-05',
    '/daily-normals?zip=10024&units=metric&from=02-28&to=03-01',
    '/daily-normals?lat=40.78&lon=-73.97&from=07-04&to=07-04',
    '/daily-normals?zip=10024&month=jul',
    '/daily-normals?zip=10024&period=1981-2010',
    '/daily-normals?zip=99501',
    '/daily-normals?zip=10024&from=02-30',
  ])('%s: the same answer as over HTTP', async (path) => {
    const { status, body } = await http(path);
    expectSameAnswer((await client.callTool(toolCallFor(path))) as never, status, body);
  });

  // The next step an HTTP error names as a path, a tool error names as the tool and its arguments.
  it.each([
    { args: { name: 'climate-profile', arguments: { zip: '10024', month: '7' } }, text: /^month is not accepted here: the `climate-profile` tool covers the whole year\. Use the `typical-weather` tool for one month\.$/ },
    { args: { name: 'climate-profile', arguments: { zip: '10024', period: '1981-2010' } }, text: /or use the `typical-weather` tool for another edition\.$/ },
    { args: { name: 'daily-normals', arguments: { zip: '10024', date: '07-04' } }, text: /^date is not accepted here: the `daily-normals` tool takes from and to .* Use the `typical-weather` tool for one month\.$/ },
    { args: { name: 'climate-twins', arguments: { zip: '10024', date: '07-04' } }, text: /^date is not accepted here: the `climate-twins` tool compares .* Use the `typical-weather` tool for one month\.$/ },
  ])('a tool error names the next step as a tool call: $args.name $args.arguments', async ({ args, text }) => {
    expect(await client.callTool(args)).toEqual({ isError: true, content: [{ type: 'text', text: expect.stringMatching(text) }] });
  });

  it('a 503 says when to retry', async () => {
    const result = await client.callTool(toolCallFor('/typical-weather?address=1 Nowhere Rd, Atlantis, ZZ'));
    expect(result).toMatchObject({ isError: true, content: [{ type: 'text', text: expect.stringMatching(/Census geocoder.* Retry after 30 s\.$/) }] });
  });

  // The first text block is the answer's summary with its numbers (api/mcp/leadText.ts), then the JSON.
  it.each([
    { tool: 'typical-weather', args: { zip: '10024', month: '7' }, lead: /^July in ZIP 10024 is typically hot: highs around 85 °F and lows around 70 °F, with [\d.]+ in of precipitation.* Normals 1991–2020 from NEW YORK CNTRL PK TWR, NY US, 0\.5 mi away\.$/ },
    {
      tool: 'typical-weather', args: { zip: '10024' },
      lead: /^Normals 1991–2020 for ZIP 10024 from NEW YORK CNTRL PK TWR, NY US \(USW00094728\), 0\.5 mi away: warmest month July \(highs around 85 °F, lows around 70 °F\), coolest January \(highs around 40 °F, lows around 28 °F\); wettest \w+ \([\d.]+ in\), driest \w+ \([\d.]+ in\)\.$/,
    },
    { tool: 'typical-weather', args: { zip: '10024', units: 'metric' }, lead: /^Normals 1991–2020 for ZIP 10024 from .*, 0\.8 km away: warmest month July \(highs around 29 °C, lows around 21 °C\), coolest January \(highs around 4 °C, lows around -2 °C\); wettest \w+ \([\d.]+ mm\), driest \w+ \([\d.]+ mm\)\.$/ },
    { tool: 'climate-profile', args: { zip: '10024' }, lead: /^In ZIP 10024 .*freeze.*\d/ },
    { tool: 'daily-normals', args: { zip: '10024' }, lead: /^Daily normals 1991–2020 for ZIP 10024 from NEW YORK CNTRL PK TWR, NY US \(USW00094728\), 0\.5 mi away, 366 days from January 1 to December 31: warmest day \w+ \d+ \(high around \d+ °F\), coolest \w+ \d+ \(low around \d+ °F\)\.$/ },
    { tool: 'daily-normals', args: { zip: '10024', from: '07-04', to: '07-04', units: 'metric' }, lead: /^Daily normals 1991–2020 for ZIP 10024 from .*, 0\.8 km away, July 4: warmest day July 4 \(high around \d+ °C\), coolest July 4 \(low around \d+ °C\)\.$/ },
    // The client's fixture has no twins that far; test/mcp/leadText.test.ts names three over the twins fixture.
    { tool: 'climate-twins', args: { zip: '10024' }, lead: /^No climate twins of ZIP 10024 \(1991–2020, at least 100 miles away\): no station that far is among the candidates\.$/ },
  ])('$tool $args: the first text block is the summary with the numbers', async ({ tool, args, lead }) => {
    const result = await client.callTool({ name: tool, arguments: args });
    expect(result.content).toEqual([{ type: 'text', text: expect.stringMatching(lead) }, { type: 'text', text: JSON.stringify(result.structuredContent) }]);
  });

  it('a number is read as its digits, as an assistant may send month: 7', async () => {
    const { body } = await http('/typical-weather?zip=10024&month=7');
    expect((await client.callTool({ name: 'typical-weather', arguments: { zip: '10024', month: 7 } })).structuredContent).toEqual(body);
  });

  it.each([
    { args: { zip: '10024', city: 'Boise' }, text: messages.mcpUnknownArguments('typical-weather', ['city'], routeParameters(ROUTE_PARAMS.weather).map((p) => p.name)) },
    { args: { zip: { code: '10024' } }, text: messages.mcpNotAString('zip') },
    { args: { zip: ['10024'] }, text: messages.mcpNotAString('zip') },
  ])('arguments the route cannot take: a tool error saying which ($args)', async ({ args, text }) => {
    expect(await client.callTool({ name: 'typical-weather', arguments: args })).toEqual({ isError: true, content: [{ type: 'text', text }] });
  });

  it('an unknown tool is a JSON-RPC error naming the tools', async () => {
    await expect(client.callTool({ name: 'forecast', arguments: {} })).rejects.toThrow(`MCP error -32602: ${messages.mcpUnknownTool('forecast', TOOLS)}`);
  });

  it('a bug is logged with its cause and answered as an internal error, without its details', async () => {
    const logs: string[] = [];
    const broken = createMcpHandler(async () => {
      throw new Error('the serving form is upside down', { cause: new Error('a cause') });
    }, { log: (line) => logs.push(line) });
    const brokenClient = await mcpClient('http://localhost', broken);
    try {
      await expect(brokenClient.callTool(toolCallFor('/typical-weather?zip=10024'))).rejects.toThrow(new RegExp(`-32603.*${messages.internal().slice(0, 30)}`));
      expect(logs).toEqual([expect.stringMatching(/unexpected error on \/mcp typical-weather: Error: the serving form is upside down[^]*caused by: Error: a cause/)]);
    } finally {
      await brokenClient.close();
    }
  });
});

describe('the /mcp endpoint over HTTP', () => {
  const post = (body: string, headers: Record<string, string> = {}) =>
    mcp(new Request(`http://localhost${MCP_PATH}`, { method: 'POST', body, headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...headers } }));
  const initialize = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 't', version: '1' } } });

  it('answers JSON (no event stream), with CORS and no caching, and no session', async () => {
    const response = await post(initialize);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('mcp-session-id')).toBeNull();
    expect(await response.json()).toMatchObject({ jsonrpc: '2.0', id: 1, result: { serverInfo: { name: 'typical-weather' } } });
  });

  it('requests in flight at once, even with the same JSON-RPC id, each get their own answer (stateless: nothing shared)', async () => {
    const paths = ['/typical-weather?zip=10024', '/typical-weather?zip=99501', '/climate-profile?zip=10024', '/typical-weather?zip=00000'];
    const call = (path: string) => JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: toolCallFor(path) });
    const answers = await Promise.all(paths.map(async (path) => (await (await post(call(path), { 'mcp-protocol-version': '2025-11-25' })).json()) as { id: number; result: { structuredContent?: unknown; isError?: boolean } }));
    for (const [i, path] of paths.entries()) {
      const { status, body } = await http(path);
      expect(answers[i]!.id).toBe(1);
      if (status === 200) expect(answers[i]!.result.structuredContent).toEqual(body);
      else expect(answers[i]!.result).toMatchObject({ isError: true, content: [{ type: 'text', text: expect.stringContaining((body as { error: string }).error) }] });
    }
  });

  it.each(['GET', 'DELETE', 'PUT', 'HEAD'])('%s: 405 with Allow, as a JSON error with CORS (no stream, no session to end)', async (method) => {
    const response = await mcp(new Request(`http://localhost${MCP_PATH}`, { method }));
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST, OPTIONS');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    if (method !== 'HEAD') expect(await response.json()).toEqual({ error: messages.mcpMethodNotAllowed(method) });
  });

  it('OPTIONS: the CORS preflight allows POST with the headers asked', async () => {
    const response = await mcp(
      new Request(`http://localhost${MCP_PATH}`, { method: 'OPTIONS', headers: { origin: 'https://x.test', 'access-control-request-headers': 'content-type, mcp-protocol-version' } }),
    );
    expect(response.status).toBe(204);
    expect(Object.fromEntries(response.headers)).toMatchObject({
      'access-control-allow-origin': '*',
      'access-control-allow-methods': 'POST, OPTIONS',
      'access-control-allow-headers': 'content-type, mcp-protocol-version',
    });
  });

  it.each([
    { what: 'not JSON', body: '{"jsonrpc":', status: 400, code: -32700 },
    { what: 'not JSON-RPC', body: '{"hello":"world"}', status: 400, code: -32600 },
    { what: 'over 64 KB', body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'ping', params: { pad: 'x'.repeat(70_000) } }), status: 413, code: -32000 },
  ])('a body $what: $status, a JSON-RPC error with CORS', async ({ body, status, code }) => {
    const response = await post(body);
    expect(response.status).toBe(status);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(await response.json()).toMatchObject({ jsonrpc: '2.0', error: { code } });
  });

  it('a client that does not accept JSON and event streams: 406, as the transport requires', async () => {
    expect((await post(initialize, { accept: 'text/html' })).status).toBe(406);
  });
});
