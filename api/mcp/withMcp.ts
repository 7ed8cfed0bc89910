/** The API and its MCP endpoint as one handler, for the local server (on Netlify each is its own function). */
import { MCP_PATH } from '../../lib/constants.ts';
import type { Handler } from '../handler.ts';
import { urlOf } from '../lightWeb.ts';

/** @example createApp({ siteDir, handler: withMcp(api.handler, createMcpHandler(api.handler)) }) */
export const withMcp = (api: Handler, mcp: Handler): Handler => (request) =>
  urlOf(request).pathname === MCP_PATH ? mcp(request) : api(request);
