/**
 * The MCP endpoint for every POST but a plain tool call (api/mcp/plainToolCall.ts): its message
 * checked by the protocol's schemas, then answered by the SDK's server (api/mcp/mcpServer.ts) over
 * the stateless transport. Loaded by api/mcp/mcpHandler.ts on the first such POST, not with the
 * endpoint, so a cold start's first tool call loads none of the SDK's protocol.
 */
import type { JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';
import { mcpServer } from './mcpServer.ts';
import { postMessages, type Post } from './messageRules.ts';
import { paramsRefusal } from './requestParams.ts';
import { StatelessTransport } from './statelessTransport.ts';
import type { ToolAnswers } from './toolAnswer.ts';
import type { McpTool } from './tools.ts';

export interface SdkEndpoint {
  /** A POST's messages, or why they are refused (api/mcp/messageRules.ts); `version` is its `mcp-protocol-version`. */
  messages(json: unknown, version: string | null): Post;
  /** Their answers, in order; undefined when none is due (notifications and responses only). */
  exchange(messages: JSONRPCMessage[]): Promise<JSONRPCMessage[]> | undefined;
}

/** @example const sdk = await sdkEndpoint(tools, toolAnswers(tools, api.handler, log), log) */
export async function sdkEndpoint(tools: readonly McpTool[], answers: ToolAnswers, log: (line: string) => void): Promise<SdkEndpoint> {
  const { server, toolCall } = mcpServer(tools, answers, log);
  const transport = new StatelessTransport(paramsRefusal, toolCall);
  await server.connect(transport);
  return { messages: postMessages, exchange: (messages) => transport.exchange(messages) };
}
