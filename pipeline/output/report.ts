/**
 * site/data/build-report.txt: what the build read, made and skipped, and why, for people.
 * No timestamps or absolute paths, so the same inputs give the same report.
 */
import type { ReportSection } from '../context.ts';

/**
 * Ids grouped under a heading each (largest group first), wrapped several to a line.
 * @example groupedIds([{ id: 'A', group: 'x' }, { id: 'B', group: 'x' }]) // ['  x (2):', '    A B']
 */
export function groupedIds(items: readonly { id: string; group: string }[], perLine = 8): string[] {
  const groups = new Map<string, string[]>();
  for (const { id, group } of items) groups.set(group, [...(groups.get(group) ?? []), id]);
  const ordered = [...groups].sort(([a, x], [b, y]) => y.length - x.length || (a < b ? -1 : 1));
  return ordered.flatMap(([group, ids]) => {
    const sorted = [...ids].sort();
    const lines = [`  ${group} (${ids.length}):`];
    for (let i = 0; i < sorted.length; i += perLine) lines.push(`    ${sorted.slice(i, i + perLine).join(' ')}`);
    return lines;
  });
}

/**
 * The whole report: a title, then each section with an underlined heading.
 * @example formatReport('Typical Weather build report', [{ title: 'Inputs', lines: ['a'] }])
 */
export function formatReport(title: string, sections: readonly ReportSection[]): string {
  const block = (heading: string, lines: readonly string[]) => [heading, '-'.repeat(heading.length), ...lines, ''];
  return [title, '='.repeat(title.length), '', ...sections.flatMap((s) => block(s.title, s.lines))].join('\n');
}
