/**
 * The MCP endpoint as a web-standard handler, `(Request) => Promise<Response>`: the SDK's
 * Streamable HTTP transport, stateless (a server and transport per request, no session) and
 * answering JSON rather than an event stream, over the API's tools (api/mcp/tools.ts), each call
 * run by the API's own handler. CORS as the API: any origin.
 */
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import { CallToolRequestSchema, ErrorCode, ListToolsRequestSchema, McpError } from '@modelcontextprotocol/sdk/types.js';
import type { jsonSchemaValidator } from '@modelcontextprotocol/sdk/validation/types.js';
import { API_VERSION, MCP_PATH } from '../../lib/constants.ts';
import type { EditionRegistry } from '../../lib/editions.ts';
import { messages } from '../../lib/messages.ts';
import { ApiError } from '../apiError.ts';
import { CACHE } from '../cache.ts';
import { errorResponse } from '../errorResponse.ts';
import type { Handler } from '../handler.ts';
import { preflight } from '../http.ts';
import { INSTRUCTIONS } from './instructions.ts';
import { callTool } from './toolCall.ts';
import { mcpTools } from './tools.ts';

export const MCP_METHODS = 'POST, OPTIONS';

/** A JSON-RPC request is small: a tool's arguments are a few short strings. */
const MAX_BODY_BYTES = 64 * 1024;

export interface McpOptions {
  /** The editions served; default lib/editions.ts's. */
  editions?: EditionRegistry;
  log?: (line: string) => void;
}

const SERVER_INFO = { name: 'typical-weather', title: 'Typical Weather', version: API_VERSION };

/** The transport's answer (its own, so its headers may be set) with the API's CORS and no caching: a POST's answer is never reused. */
function withApiHeaders(response: Response): Response {
  response.headers.set('access-control-allow-origin', '*');
  response.headers.set('cache-control', 'no-store');
  return response;
}

/**
 * A server makes an Ajv instance of its own unless given a validator. It validates only what a
 * client answers to an elicitation, which this server never asks for: so none, and the MCP
 * function's bundle leaves Ajv out (tools/buildMcpFunction.ts), a third of its code.
 */
const NO_VALIDATOR: jsonSchemaValidator = {
  getValidator: () => {
    throw new Error('this MCP server asks no client for input, so validates none');
  },
};

/**
 * @example const mcp = createMcpHandler(api.handler);
 * await mcp(new Request('http://localhost/mcp', { method: 'POST', headers, body: JSON.stringify(initialize) }))
 */
export function createMcpHandler(api: Handler, { editions, log = console.error }: McpOptions = {}): Handler {
  const tools = mcpTools(editions);
  const byName = new Map(tools.map((tool) => [tool.definition.name, tool]));
  const list = { tools: tools.map((tool) => tool.definition) };
  const options = { capabilities: { tools: {} }, instructions: INSTRUCTIONS, jsonSchemaValidator: NO_VALIDATOR };

  return async (request) => {
    if (request.method === 'OPTIONS') return preflight(request, MCP_METHODS);
    if (request.method !== 'POST') {
      const refused = new ApiError(405, messages.mcpMethodNotAllowed(request.method), { cache: CACHE.none, headers: { allow: MCP_METHODS } });
      return errorResponse(refused, log, MCP_PATH);
    }
    const server = new Server(SERVER_INFO, options);
    server.setRequestHandler(ListToolsRequestSchema, () => list);
    server.setRequestHandler(CallToolRequestSchema, async ({ params }) => {
      const tool = byName.get(params.name);
      if (tool === undefined) throw new McpError(ErrorCode.InvalidParams, messages.mcpUnknownTool(params.name, [...byName.keys()]));
      try {
        return await callTool(tool, params.arguments ?? {}, api);
      } catch (error) {
        // A bug, as the API's 500: logged once with its cause, answered without its details.
        errorResponse(error, log, `${MCP_PATH} ${tool.definition.name}`);
        throw new McpError(ErrorCode.InternalError, messages.internal());
      }
    });
    const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true, maxRequestBodySize: MAX_BODY_BYTES });
    await server.connect(transport);
    // Not closed after: in JSON mode the answer is complete, nothing waits, and the pair is garbage
    // once this returns; a close would abort the request's handler scope and throw an error for it.
    return withApiHeaders(await transport.handleRequest(request));
  };
}
