/**
 * The functions' routes. Netlify reads `config.path` by static analysis, so it is a literal in
 * each function; this holds it to the one list of API paths and to the MCP path. That Netlify's
 * bundler really sees them is test/e2e/netlify.test.ts and test/e2e/mcp.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { config as mcpConfig } from '../../api/mcp/netlifyFunction.ts';
import { config } from '../../functions/typical-weather.ts';
import { API_PATHS, MCP_PATH } from '../../lib/constants.ts';

describe('functions/typical-weather.ts config', () => {
  it('routes exactly the API paths of lib/constants.ts, in order', () => {
    expect(config.path).toEqual(Object.values(API_PATHS));
  });

  it('lets static files win', () => {
    expect(config.preferStatic).toBe(true);
  });
});

describe('api/mcp/netlifyFunction.ts config (functions/mcp.mjs once bundled)', () => {
  it('routes the MCP path alone', () => {
    expect(mcpConfig.path).toEqual([MCP_PATH]);
  });
});
