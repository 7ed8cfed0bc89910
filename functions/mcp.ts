/**
 * The MCP endpoint as its own Netlify Function, so the API function neither carries the MCP SDK
 * nor pays for it at a cold start: the same API (api/functionApi.ts, the same data files) behind
 * the MCP handler, whose tool calls run the API's handler in process.
 */
import type { Config } from '@netlify/functions';
import { functionApi } from '../api/functionApi.ts';
import { createMcpHandler } from '../api/mcp/mcpHandler.ts';

// Module scope: one API and one tool list per function instance.
const mcp = createMcpHandler(functionApi(import.meta.url).handler);

export default (request: Request): Promise<Response> => mcp(request);

// A literal, read by Netlify's static analysis (see functions/typical-weather.ts); test/functions/config.test.ts holds it to MCP_PATH.
export const config: Config = {
  path: ['/mcp'],
};
