/** `/mcp` is listed wherever the endpoints are: /health (and /api), the OpenAPI document /docs draws; the page's list is checked in test/e2e/browserLayout.test.ts. */
import { describe, expect, it } from 'vitest';
import { ENDPOINT_EXAMPLES } from '../../api/health.ts';
import { openApiDocument } from '../../api/openapi.ts';
import { MCP_PATH, MCP_WORDS } from '../../lib/constants.ts';

describe('the MCP endpoint is listed', () => {
  it.each([
    ['/health and /api', () => ENDPOINT_EXAMPLES[MCP_PATH]],
    ['the OpenAPI document, as /docs draws it', () => openApiDocument().info.description],
  ])('in %s', (_where, text) => expect(text()).toContain(MCP_WORDS));
});
