/**
 * The MCP server: the SDK's low-level `Server` (initialize, ping, the protocol's errors) with the
 * API's tools (api/mcp/tools.ts), each call run by the API's own handler. One serves every POST
 * (api/mcp/statelessTransport.ts). The low-level server because the tools are described by JSON
 * Schemas from the OpenAPI document, which the SDK's `McpServer` would want as zod schemas.
 */
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { ErrorCode, ListToolsRequestSchema, type JSONRPCMessage, type JSONRPCRequest, type Tool } from '@modelcontextprotocol/sdk/types.js';
import type { jsonSchemaValidator } from '@modelcontextprotocol/sdk/validation/types.js';
import { API_VERSION, MCP_PATH } from '../../lib/constants.ts';
import { errorResponse } from '../errorResponse.ts';
import { INSTRUCTIONS } from './instructions.ts';
import { rpcError, type ToolAnswers } from './toolAnswer.ts';
import type { McpTool } from './tools.ts';

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

export interface McpServer {
  server: Server;
  /**
   * A tools/call's answer, made as the protocol makes it, without its machinery (an AbortController,
   * a context of closures and a chain of promises a request: a fifth of a tool call's time); undefined
   * for any other request, and for a task-augmented call, which the protocol refuses.
   */
  toolCall(request: JSONRPCRequest): Promise<JSONRPCMessage> | undefined;
}

/** @example const { server, toolCall } = mcpServer(tools, toolAnswers(tools, api.handler, log), log); await server.connect(new StatelessTransport(paramsRefusal, toolCall)) */
export function mcpServer(tools: readonly McpTool[], answers: ToolAnswers, log: (line: string) => void): McpServer {
  let list: { tools: Tool[] } | undefined;
  const server = new Server(SERVER_INFO, { capabilities: { tools: {} }, instructions: INSTRUCTIONS, jsonSchemaValidator: NO_VALIDATOR });
  server.setRequestHandler(ListToolsRequestSchema, () => (list ??= { tools: tools.map((tool) => tool.definition) }));
  // tools/call by toolCall, beside the server (checked once by the SDK's schema before either:
  // api/mcp/requestParams.ts), and by the fallback only when task-augmented, for the protocol's
  // refusal: not setRequestHandler, whose handler would parse the request twice and copy the result.
  server.fallbackRequestHandler = async (request) => {
    if (request.method === 'tools/call') return answers.result(request);
    // As the protocol answers a method with no handler.
    throw rpcError(ErrorCode.MethodNotFound, 'Method not found');
  };
  // The protocol's own failures (an answer it could not send): bugs, logged as the API logs its own.
  server.onerror = (error) => errorResponse(error, log, MCP_PATH);
  const toolCall = (request: JSONRPCRequest): Promise<JSONRPCMessage> | undefined =>
    request.method !== 'tools/call' || (request.params as { task?: unknown }).task !== undefined ? undefined : answers.answer(request);
  return { server, toolCall };
}
