/**
 * The first text block of a twins answer over the twins fixture (test/twins/fixture.ts): its three
 * nearest twins by name and distance, in the answer's units. The other tools' are checked through
 * the MCP client (test/mcp/client.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { leadText } from '../../api/mcp/leadText.ts';
import { harness } from '../support/handlerHarness.ts';
import { twinsStore } from '../twins/fixture.ts';

const { call } = harness(twinsStore());
const TWIN = (unit: string) => `[^;]+ \\(ZIP \\d{5}, [\\d.]+ ${unit} away, [a-z ]+\\)`;

describe('a twins answer leads with its three nearest twins', () => {
  it.each([
    { path: '/climate-twins?zip=10024', lead: new RegExp(`^The 3 nearest climate twins of ZIP 10024 \\(1991–2020, at least 100 miles away\\): Boston, MA \\(ZIP 02128, 18\\d\\.\\d miles away, [a-z ]+\\); ${TWIN('miles')}; ${TWIN('miles')}\\.$`) },
    { path: '/climate-twins?zip=10024&units=metric&limit=1', lead: new RegExp(`^The nearest climate twin of ZIP 10024 \\(1991–2020, at least 160\\.9344 km away\\): Boston, MA \\(ZIP 02128, 302\\.2 km away, [a-z ]+\\)\\.$`) },
    { path: '/climate-twins?zip=10024&minDistance=5000', lead: /^No climate twins of ZIP 10024 \(1991–2020, at least 5000 miles away\): no station that far is among the candidates\.$/ },
  ])('$path', async ({ path, lead }) => {
    const { status, body } = await call(path);
    expect(status).toBe(200);
    expect(leadText(body as Record<string, unknown>)).toMatch(lead);
  });
});
