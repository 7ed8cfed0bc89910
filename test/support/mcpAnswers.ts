/** The tests' check that a tool answered what its HTTP route answers. */
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { expect } from 'vitest';

/**
 * A tool's result says what the HTTP route answered: its JSON as structured content for a 200,
 * else a tool error whose text is the API's message.
 */
export function expectSameAnswer(result: CallToolResult, status: number, body: unknown): void {
  if (status === 200) {
    expect(result.isError ?? false).toBe(false);
    expect(result.structuredContent).toEqual(body);
    const summary = (body as { summary?: unknown }).summary;
    if (typeof summary === 'string') expect(result.content).toEqual([{ type: 'text', text: summary }]);
    return;
  }
  expect(result.isError).toBe(true);
  expect(result.structuredContent).toBeUndefined();
  const [text] = result.content;
  expect(text?.type === 'text' && text.text.startsWith((body as { error: string }).error)).toBe(true);
}
