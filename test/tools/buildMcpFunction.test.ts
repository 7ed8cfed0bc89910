/**
 * The MCP bundle's build marks the SDK's top-level schemas pure so esbuild drops those unused: a
 * schema kept must be built as before, and nothing but a top-level call may be wrapped.
 */
import { describe, expect, it } from 'vitest';
import { markSchemasPure } from '../../tools/buildMcpFunction.ts';

const SOURCE = [
  "import * as z from 'zod/v4';",
  "export const VERSION = '2025-11-25';",
  'export const A = z.object({ a: z.string() });',
  'export const B = A.extend({ b: z.number() }).describe("b");',
  'function helper() { const inner = z.string(); return inner; }',
].join('\n');

describe('markSchemasPure', () => {
  const { code, marked } = markSchemasPure(SOURCE);

  it.each([
    ['a schema made by a call', 'export const A = /* @__PURE__ */ (() => z.object({ a: z.string() }))();'],
    ['a schema made from another, its whole chain', 'export const B = /* @__PURE__ */ (() => A.extend({ b: z.number() }).describe("b"))();'],
    ['a constant that is no call, untouched', "export const VERSION = '2025-11-25';"],
    ['a call inside a function, untouched', 'function helper() { const inner = z.string(); return inner; }'],
  ])('%s', (_, line) => {
    expect(code.split('\n')).toContain(line);
  });

  it('counts what it marked', () => {
    expect(marked).toBe(2);
  });
});
