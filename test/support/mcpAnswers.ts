/** The tests' check that a tool answered what its HTTP route answers. */
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { expect } from 'vitest';

/**
 * A tool's result says what the HTTP route answered: its JSON as structured content and as text for
 * a 200, else a tool error whose text is the API's message.
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
  expect(text?.type === 'text' && text.text.startsWith((body as { error: string }).error)).toBe(true);
}
