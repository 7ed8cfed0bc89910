/**
 * A tools/call request answered: its tool run by the API's handler (api/mcp/toolCall.ts), an unknown
 * tool or a bug as the protocol's errors. Without the SDK's schemas or server, which a cold start's
 * first tool call need not load (api/mcp/plainToolCall.ts): the request was checked before it came here.
 */
import { INTERNAL_ERROR, INVALID_PARAMS } from '@modelcontextprotocol/sdk/spec.types.js';
import type { CallToolRequestParams, CallToolResult, JSONRPCMessage, JSONRPCRequest } from '@modelcontextprotocol/sdk/types.js';
import { MCP_PATH } from '../../lib/constants.ts';
import { messages } from '../../lib/messages.ts';
import { errorResponse } from '../errorResponse.ts';
import type { Handler } from '../handler.ts';
import { callTool } from './toolCall.ts';
import type { McpTool } from './tools.ts';

/**
 * A JSON-RPC error as the protocol sends it, its message as given: the SDK's McpError writes
 * "MCP error <code>: " into the message itself, and a client's SDK adds it once more.
 */
export const rpcError = (code: number, message: string) => Object.assign(new Error(message), { code });

export interface ToolAnswers {
  /** The call's result, or a thrown error with its JSON-RPC code: as the SDK's server takes a request handler's. */
  result(request: JSONRPCRequest): Promise<CallToolResult>;
  /** The call's whole JSON-RPC answer, under the request's id. */
  answer(request: JSONRPCRequest): Promise<JSONRPCMessage>;
}

/** @example await toolAnswers(mcpTools(), api.handler, console.error).answer({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'typical-weather', arguments: { zip: '10024' } } }) */
export function toolAnswers(tools: readonly McpTool[], api: Handler, log: (line: string) => void): ToolAnswers {
  const byName = new Map(tools.map((tool) => [tool.name, tool]));
  const result = async (request: JSONRPCRequest): Promise<CallToolResult> => {
    const { name, arguments: args = {} } = request.params as CallToolRequestParams;
    const tool = byName.get(name);
    if (tool === undefined) throw rpcError(INVALID_PARAMS, messages.mcpUnknownTool(name, [...byName.keys()]));
    try {
      return await callTool(tool, args, api);
    } catch (error) {
      // A bug, as the API's 500: logged once with its cause, answered without its details.
      errorResponse(error, log, `${MCP_PATH} ${tool.name}`);
      throw rpcError(INTERNAL_ERROR, messages.internal());
    }
  };
  const answer = (request: JSONRPCRequest): Promise<JSONRPCMessage> => {
    const { id } = request;
    return result(request).then(
      (value): JSONRPCMessage => ({ result: value, jsonrpc: '2.0', id }),
      (error: Error & { code: number }): JSONRPCMessage => ({ jsonrpc: '2.0', id, error: { code: error.code, message: error.message } }),
    );
  };
  return { result, answer };
}
