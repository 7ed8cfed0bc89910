/** The tests' check that a tool answered what its HTTP route answers. */
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { expect } from 'vitest';
import { ROUTE_PARAMS } from '../../lib/routeParams.ts';

/**
 * A tool's result says what the HTTP route answered: its JSON as structured content and as text for
 * a 200, else a tool error whose text is the API's message, naming tools where it names paths.
 */
export function expectSameAnswer(result: CallToolResult, status: number, body: unknown): void {
  if (status === 200) {
    expect(result.isError ?? false).toBe(false);
    expect(result.structuredContent).toEqual(body);
    // The text carries the whole answer too: its lead sentence (the summary where it has one), then its JSON.
    const summary = (body as { summary?: unknown }).summary;
    expect(result.content).toEqual([{ type: 'text', text: typeof summary === 'string' ? summary : expect.any(String) }, { type: 'text', text: JSON.stringify(body) }]);
    return;
  }
  expect(result.isError).toBe(true);
  expect(result.structuredContent).toBeUndefined();
  const [text] = result.content;
  // The API's message, but a next step it names is a tool to call, never a URL path.
  const [before, ...after] = (body as { error: string }).error.split(ROUTE_PATH);
  expect(text?.type === 'text' && text.text.startsWith(before!)).toBe(true);
  expect(text?.type === 'text' && text.text).not.toMatch(ROUTE_PATH);
  if (after.length > 0) expect(text?.type === 'text' && text.text).toMatch(TOOL_NAMED);
}

const PATHS = Object.values(ROUTE_PARAMS).map((route) => route.path);
const ROUTE_PATH = new RegExp(`(?:${PATHS.join('|')})\\b`);
const TOOL_NAMED = new RegExp(`\`(?:${PATHS.map((path) => path.slice(1)).join('|')})\``);
