/**
 * The MCP server: the SDK's low-level `Server` (initialize, ping, the protocol's errors) with the
 * API's tools (api/mcp/tools.ts), each call run by the API's own handler. One serves every POST
 * (api/mcp/statelessTransport.ts). The low-level server because the tools are described by JSON
 * Schemas from the OpenAPI document, which the SDK's `McpServer` would want as zod schemas.
 */
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { ErrorCode, type CallToolRequestParams, ListToolsRequestSchema, type CallToolResult, type JSONRPCMessage, type JSONRPCRequest, type Tool } from '@modelcontextprotocol/sdk/types.js';
import type { jsonSchemaValidator } from '@modelcontextprotocol/sdk/validation/types.js';
import { API_VERSION, MCP_PATH } from '../../lib/constants.ts';
import type { EditionRegistry } from '../../lib/editions.ts';
import { messages } from '../../lib/messages.ts';
import { errorResponse } from '../errorResponse.ts';
import type { Handler } from '../handler.ts';
import { INSTRUCTIONS } from './instructions.ts';
import { callTool } from './toolCall.ts';
import { mcpTools } from './tools.ts';

const SERVER_INFO = { name: 'typical-weather', title: 'Typical Weather', version: API_VERSION };

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
 * A JSON-RPC error as the protocol sends it, its message as given: the SDK's McpError writes
 * "MCP error <code>: " into the message itself, and a client's SDK adds it once more.
 */
const rpcError = (code: ErrorCode, message: string) => Object.assign(new Error(message), { code });

export interface McpServer {
  server: Server;
  /**
   * A tools/call's answer, made as the protocol makes it, without its machinery (an AbortController,
   * a context of closures and a chain of promises a request: a fifth of a tool call's time); undefined
   * for any other request, and for a task-augmented call, which the protocol refuses.
   */
  toolCall(request: JSONRPCRequest): Promise<JSONRPCMessage> | undefined;
}

/** @example const { server, toolCall } = mcpServer(api.handler, undefined, console.error); await server.connect(new StatelessTransport(paramsRefusal, toolCall)) */
export function mcpServer(api: Handler, editions: EditionRegistry | undefined, log: (line: string) => void): McpServer {
  const tools = mcpTools(editions);
  const byName = new Map(tools.map((tool) => [tool.name, tool]));
  let list: { tools: Tool[] } | undefined;
  const server = new Server(SERVER_INFO, { capabilities: { tools: {} }, instructions: INSTRUCTIONS, jsonSchemaValidator: NO_VALIDATOR });
  server.setRequestHandler(ListToolsRequestSchema, () => (list ??= { tools: tools.map((tool) => tool.definition) }));
  const call = async (request: JSONRPCRequest): Promise<CallToolResult> => {
    // Checked by the protocol's schema before the server saw it (api/mcp/requestParams.ts).
    const { name, arguments: args = {} } = request.params as CallToolRequestParams;
    const tool = byName.get(name);
    if (tool === undefined) throw rpcError(ErrorCode.InvalidParams, messages.mcpUnknownTool(name, [...byName.keys()]));
    try {
      return await callTool(tool, args, api);
    } catch (error) {
      // A bug, as the API's 500: logged once with its cause, answered without its details.
      errorResponse(error, log, `${MCP_PATH} ${tool.name}`);
      throw rpcError(ErrorCode.InternalError, messages.internal());
    }
  };
  // tools/call by toolCall, beside the server (checked once by the SDK's schema before either:
  // api/mcp/requestParams.ts), and by the fallback only when task-augmented, for the protocol's
  // refusal: not setRequestHandler, whose handler would parse the request twice and copy the result.
  server.fallbackRequestHandler = async (request) => {
    if (request.method === 'tools/call') return call(request);
    // As the protocol answers a method with no handler.
    throw rpcError(ErrorCode.MethodNotFound, 'Method not found');
  };
  // The protocol's own failures (an answer it could not send): bugs, logged as the API logs its own.
  server.onerror = (error) => errorResponse(error, log, MCP_PATH);
  const toolCall = (request: JSONRPCRequest): Promise<JSONRPCMessage> | undefined => {
    if (request.method !== 'tools/call' || (request.params as { task?: unknown }).task !== undefined) return undefined;
    const { id } = request;
    return call(request).then(
      (result): JSONRPCMessage => ({ result, jsonrpc: '2.0', id }),
      (error: Error & { code: ErrorCode }): JSONRPCMessage => ({ jsonrpc: '2.0', id, error: { code: error.code, message: error.message } }),
    );
  };
  return { server, toolCall };
}
