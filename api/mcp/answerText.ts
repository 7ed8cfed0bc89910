/**
 * The text of a POST's JSON-RPC answer. A tool's answer is in its result twice, as structured
 * content and as JSON text (api/mcp/toolCall.ts): that JSON is made once and written in both places,
 * not serialized a second time with the rest of the message.
 */
import type { CallToolResult, JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';

/** A tool result's structured content as JSON text, by the result. */
const contentJson = new WeakMap<object, string>();

/** `result`, whose structured content `json` is the JSON text of, marked so. @example withContentJson({ content, structuredContent: body }, text) */
export function withContentJson(result: CallToolResult, json: string): CallToolResult {
  contentJson.set(result, json);
  return result;
}

function messageText(message: JSONRPCMessage): string {
  const json = 'result' in message ? contentJson.get(message.result) : undefined;
  if (json === undefined) return JSON.stringify(message);
  const { result, ...envelope } = message as unknown as { result: CallToolResult };
  const { structuredContent: _, ...rest } = result;
  const head = JSON.stringify(rest);
  return `{"result":${head.length > 2 ? `${head.slice(0, -1)},` : '{'}"structuredContent":${json}},${JSON.stringify(envelope).slice(1)}`;
}

/** One answer as itself, more as a list, as the SDK's transport sends them. @example answerText([{ jsonrpc: '2.0', id: 1, result: {} }]) // '{"jsonrpc":"2.0","id":1,"result":{}}' */
export const answerText = (answers: JSONRPCMessage[]): string =>
  answers.length === 1 ? messageText(answers[0]!) : `[${answers.map(messageText).join(',')}]`;
