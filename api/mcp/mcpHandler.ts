/**
 * The MCP endpoint as a web-standard handler, `(Request) => Promise<Response>`: Streamable HTTP,
 * stateless (no session) and answering JSON rather than an event stream. A POST is read by the SDK
 * transport's rules (api/mcp/postRules.ts); a plain tool call is answered at once
 * (api/mcp/plainToolCall.ts), and any other message by one SDK server for every request, loaded
 * when first needed (api/mcp/sdkEndpoint.ts). CORS as the API: any origin.
 */
import type { JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';
import { MCP_PATH } from '../../lib/constants.ts';
import type { EditionRegistry } from '../../lib/editions.ts';
import { messages } from '../../lib/messages.ts';
import { ApiError } from '../apiError.ts';
import { CACHE } from '../cache.ts';
import { errorResponse } from '../errorResponse.ts';
import type { Handler } from '../handler.ts';
import { CORS, json, jsonText, preflight } from '../http.ts';
import { answerText } from './answerText.ts';
import { plainToolCall } from './plainToolCall.ts';
import { readPost, type Refused, type Refusal } from './postRules.ts';
import type { SdkEndpoint } from './sdkEndpoint.ts';
import { toolAnswers } from './toolAnswer.ts';
import { mcpTools } from './tools.ts';
import { workLimit, type WorkLimit } from '../workLimit.ts';

export const MCP_METHODS = 'POST, OPTIONS';

/** A JSON-RPC request is small: a tool's arguments are a few short strings. */
const MAX_BODY_BYTES = 64 * 1024;

export interface McpOptions {
  /** The editions served; default lib/editions.ts's. */
  editions?: EditionRegistry;
  log?: (line: string) => void;
  /** The bound on posts; default a workLimit of its own (the local server passes one it stops). */
  work?: WorkLimit;
}

// Never cached (a POST's answer is never reused), in the media type the SDK's transport names.
const JSON_TYPE = { 'content-type': 'application/json' };
const answer = (status: number, body: unknown) => json(status, body, CACHE.none, JSON_TYPE);
const refusal = ({ status, code, message }: Refusal) => answer(status, { jsonrpc: '2.0', error: { code, message }, id: null });
/** The work limit's 503 (busy, stopping, overdue) as a JSON-RPC error, with its Retry-After. */
const unavailable = ({ message, retryAfterSeconds }: ApiError) =>
  json(503, { jsonrpc: '2.0', error: { code: -32000, message }, id: null }, CACHE.none, { 'content-type': 'application/json', 'retry-after': String(retryAfterSeconds) });
/** The work limit's refusal; anything else is no refusal and stays thrown. */
const refusedByLimit = (error: unknown): ApiError => {
  if (error instanceof ApiError && error.status === 503) return error;
  throw error;
};

/** A POST's answers, in order; undefined when none is due (notifications and responses only). */
type Exchange = () => Promise<JSONRPCMessage[]> | undefined;

const ACCEPTED_HEADERS = Object.assign({ 'cache-control': 'no-store' }, CORS);

/**
 * @example const mcp = createMcpHandler(api.handler);
 * await mcp(new Request('http://localhost/mcp', { method: 'POST', headers, body: JSON.stringify(initialize) }))
 */
export function createMcpHandler(api: Handler, { editions, log = console.error, work }: McpOptions = {}): Handler {
  const tools = mcpTools(editions);
  const answers = toolAnswers(tools, api, log);
  let sdk: Promise<SdkEndpoint> | undefined;
  const viaSdk = () => (sdk ??= import('./sdkEndpoint.ts').then((loaded) => loaded.sdkEndpoint(tools, answers, log)));
  /** What answers a POST's message, or why it is refused: a plain tool call at once, any other message by the SDK. */
  const exchangeOf = async (json: unknown, version: string | null): Promise<Exchange | Refused> => {
    const call = plainToolCall(json, version);
    if (call !== undefined) return async () => [await answers.answer(call)];
    const endpoint = await viaSdk();
    const checked = endpoint.messages(json, version);
    return 'refused' in checked ? checked : () => endpoint.exchange(checked.messages);
  };
  // A tool call can be a twins search: bounded as the API's expensive routes are (api/workLimit.ts).
  const expensive = work ?? workLimit(log);

  return async (request) => {
    if (request.method === 'OPTIONS') return preflight(request, MCP_METHODS);
    if (request.method !== 'POST') {
      const refused = new ApiError(405, messages.mcpMethodNotAllowed(request.method), { cache: CACHE.none, headers: { allow: MCP_METHODS } });
      return errorResponse(refused, log, MCP_PATH);
    }
    const post = await readPost(request, MAX_BODY_BYTES);
    if ('refused' in post) return refusal(post.refused);
    const exchange = await exchangeOf(post.json, request.headers.get('mcp-protocol-version'));
    if (typeof exchange !== 'function') return refusal(exchange.refused);
    const sent = await expensive(async () => exchange()).catch(refusedByLimit);
    if (sent instanceof ApiError) return unavailable(sent);
    // Notifications and responses only: acknowledged, no body.
    if (sent === undefined) return new Response(null, { status: 202, headers: ACCEPTED_HEADERS });
    return jsonText(200, answerText(sent), CACHE.none, JSON_TYPE);
  };
}
