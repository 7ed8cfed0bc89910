/**
 * A tool call is a GET of its route through the API's own handler: the arguments become the query,
 * a 200 answer the structured content (and its summary and JSON as text), and a 4xx or 5xx a tool
 * error carrying the API's message, so an assistant can correct the call itself.
 */
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { messages } from '../../lib/messages.ts';
import type { ParamName } from '../../lib/queryParams.ts';
import { routePath } from '../../lib/routeParams.ts';
import { READS_VALUE, SPEAKER, type Handler } from '../handler.ts';
import { readAnswer } from '../jsonResponse.ts';
import { routeParameters } from '../openapiParams.ts';
import { withContentJson } from './answerText.ts';
import { leadText } from './leadText.ts';
import { TOOL_SPEAKER } from './toolSpeaker.ts';
import type { McpTool } from './tools.ts';

type Json = Record<string, unknown>;

/** A UTF-16 surrogate not in a pair (with the u flag a pair is one code point, which this does not match). */
const LONE_SURROGATE = /\p{Surrogate}/u;

/**
 * The query of a call: each argument the route reads, as text (a number as its digits, as an
 * assistant may send `month: 7`); null or absent is not given. Anything else is what was wrong, in words.
 */
function queryValues(tool: McpTool, args: Json): Partial<Record<ParamName, string>> | string {
  const unknown = Object.keys(args).filter((name) => !tool.reads.includes(name as ParamName));
  // The arguments its input schema lists (api/mcp/tools.ts), named without making the OpenAPI document the schema comes with.
  if (unknown.length > 0) return messages.mcpUnknownArguments(tool.name, unknown, routeParameters(tool.route).map(({ name }) => name));
  const values: Partial<Record<ParamName, string>> = {};
  for (const name of tool.reads) {
    const value = args[name];
    if (value === undefined || value === null) continue;
    if (typeof value !== 'string' && typeof value !== 'number') return messages.mcpNotAString(name);
    // JSON can carry half a UTF-16 pair, which has no UTF-8 form and so no place in a query.
    if (typeof value === 'string' && LONE_SURROGATE.test(value)) return messages.mcpNotText(name);
    values[name] = String(value);
  }
  return values;
}

/**
 * A 200 answer as a tool result: its value as the structured content and, for a client that reads
 * only text (as clients before structured output do), its summary with the numbers (./leadText.ts) and its JSON as text.
 */
function answered(body: Json): CallToolResult {
  const json = JSON.stringify(body);
  return withContentJson({ content: [{ type: 'text', text: leadText(body) }, { type: 'text', text: json }], structuredContent: body }, json);
}

const NO_HEADERS = new Headers();

/**
 * A call's GET as the API's handler reads a request (its method, URL and headers): a plain object,
 * not undici's `Request`, whose body machinery and AbortSignal are never used here and cost a few
 * µs a call on Node 20. It reads the answer's value (READS_VALUE), and its errors name tools (SPEAKER). The client tests run every tool
 * through the real handler.
 */
const apiGet = (url: string) => ({ method: 'GET', url, headers: NO_HEADERS, [READS_VALUE]: true, [SPEAKER]: TOOL_SPEAKER }) as unknown as Request;

const toolError = (text: string): CallToolResult => ({ isError: true, content: [{ type: 'text', text }] });

/** @example await callTool(tool, { zip: '10024', month: 'jul' }, api.handler) // { content: [{ type: 'text', text: 'July in ZIP 10024 …' }, { type: 'text', text: '{"shape":"one-month",…}' }], structuredContent: {…} } */
export async function callTool(tool: McpTool, args: Json, api: Handler): Promise<CallToolResult> {
  const values = queryValues(tool, args);
  if (typeof values === 'string') return toolError(values);
  const response = await api(apiGet(`http://localhost${routePath(tool.route, values)}`));
  const { value, header: retry } = await readAnswer(response, 'retry-after');
  const body = value as Json;
  if (response.ok) return answered(body);
  return toolError(String(body.error) + (retry === null ? '' : ` Retry after ${retry} s.`));
}
