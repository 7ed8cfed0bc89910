/**
 * The MCP endpoint as its own Netlify Function, so the API function neither carries the MCP SDK
 * nor pays for it at a cold start: the same API (api/functionApi.ts, the same data files) behind
 * the MCP handler, whose tool calls run the API's handler in process. `npm run build:mcp` (part of
 * `npm run build`) bundles it with its modules into functions/mcp.mjs, which Netlify deploys: one
 * file loads in about half the time of the SDK's few hundred (bench/choices.md).
 */
import type { Config } from '@netlify/functions';
import { functionApi } from '../functionApi.ts';
import { createMcpHandler } from './mcpHandler.ts';

// Module scope: one API and one tool list per function instance. import.meta.url is the bundle's,
// functions/mcp.mjs, so the data is found beside functions/ as for the API's function.
const mcp = createMcpHandler(functionApi(import.meta.url).handler);

export default (request: Request): Promise<Response> => mcp(request);

// A literal, read by Netlify's static analysis of the bundle (see functions/typical-weather.ts);
// test/functions/config.test.ts holds it to MCP_PATH, test/e2e/mcp.test.ts checks the route Netlify reads.
export const config: Config = {
  path: ['/mcp'],
};
