/**
 * The official MCP SDK's own client, over real HTTP or over a handler in process, and the tool call
 * that asks what an API request asks, for the MCP tests and benchmark (no vitest here).
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { Handler } from '../../api/handler.ts';
import { MCP_PATH } from '../../lib/constants.ts';

/**
 * A connected client: to `${baseUrl}/mcp` over the network, or with `handler` given, to that
 * handler in process (the transport's fetch calls it).
 * @example const client = await mcpClient('http://127.0.0.1:8888')
 */
export async function mcpClient(baseUrl: string, handler?: Handler): Promise<Client> {
  const client = new Client({ name: 'typical-weather-tests', version: '1.0.0' });
  const fetchVia = handler && (((url: string | URL, init?: RequestInit) => handler(new Request(url, init))) as typeof fetch);
  await client.connect(new StreamableHTTPClientTransport(new URL(MCP_PATH, baseUrl), fetchVia ? { fetch: fetchVia } : {}));
  return client;
}

/** The tool call asking what an API path asks: the route's tool, the query as arguments. @example toolCallFor('/typical-weather?zip=10024') // { name: 'typical-weather', arguments: { zip: '10024' } } */
export function toolCallFor(apiPath: string): { name: string; arguments: Record<string, string> } {
  const url = new URL(apiPath, 'http://localhost');
  return { name: url.pathname.slice(1), arguments: Object.fromEntries(url.searchParams) };
}
