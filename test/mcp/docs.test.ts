/** docs/mcp.md's table of tools is the tool list's: every tool, in its order, and no other. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { mcpTools } from '../../api/mcp/tools.ts';

const doc = readFileSync(path.join(import.meta.dirname, '..', '..', 'docs', 'mcp.md'), 'utf8');
const section = doc.slice(doc.indexOf('## The tools'), doc.indexOf('\n## ', doc.indexOf('## The tools') + 1));

describe('docs/mcp.md', () => {
  it('lists the tools tools/list lists', () => {
    const listed = [...section.matchAll(/^\| `([\w-]+)` \|/gm)].map((row) => row[1]);
    expect(listed).toEqual(mcpTools().map((tool) => tool.definition.name));
  });
});
