/**
 * How a tool's error names the next step: as a tool and its arguments, which an assistant can call,
 * where the HTTP API's names a URL path (lib/wording.ts).
 */
import type { Speaker } from '../../lib/wording.ts';
import { toolName } from './tools.ts';

/**
 * @example TOOL_SPEAKER.request('/typical-weather', [['zip', '99501'], ['period', '1981-2010']])
 * // 'call `typical-weather` with `{"zip":"99501","period":"1981-2010"}`'
 */
export const TOOL_SPEAKER: Speaker = {
  route: (path) => `the \`${toolName(path)}\` tool`,
  request: (path, args) => `call \`${toolName(path)}\` with \`${JSON.stringify(Object.fromEntries(args))}\``,
};
