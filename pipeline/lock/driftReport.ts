/**
 * The drift report of `npm run data:lock`: which upstream files changed against the previous
 * lock and, for the NCEI files, which stations were added, removed or changed, with one example
 * value each. Markdown, so a workflow can post it as it is.
 */
import { describeEntry, sameContent, type LockEntry, type UpstreamLock } from './lockFile.ts';
import type { StationDiff } from './stationDiff.ts';

/** Per changed file: its station diff, or why there is none. */
export type FileDiffs = ReadonlyMap<string, StationDiff | string>;

const LISTED = 20;

/** The paths whose content differs from the previous lock (all of them when there was none). */
export function changedPaths(previous: UpstreamLock | null, lock: UpstreamLock): string[] {
  const before = new Map(previous?.files.map((f) => [f.path, f]));
  return lock.files.filter((f) => !before.has(f.path) || !sameContent(before.get(f.path)!, f)).map((f) => f.path);
}

/** @example driftReport(previous, lock, diffs) // '# Upstream drift\n\n1 of 15 files changed …' */
export function driftReport(previous: UpstreamLock | null, lock: UpstreamLock, diffs: FileDiffs): string {
  if (!previous) return `# Upstream drift\n\nNo previous lock: this is the first (${lock.files.length} files locked).\n`;
  const before = new Map(previous.files.map((f) => [f.path, f]));
  const changed = changedPaths(previous, lock);
  const dropped = previous.files.filter((f) => !lock.files.some((g) => g.path === f.path)).map((f) => f.path);
  const out = ['# Upstream drift', ''];
  if (changed.length === 0 && dropped.length === 0) return `${out.join('\n')}\nNo drift: all ${lock.files.length} upstream files are as locked.\n`;
  out.push(`${changed.length} of ${lock.files.length} upstream files changed since the previous lock.`, '');
  for (const path of changed) {
    const now = lock.files.find((f) => f.path === path)!;
    out.push(`## ${path}`, '', `- ${what(before.get(path), now)}`, `- was: ${describeEntry(before.get(path))}`, `- now: ${describeEntry(now)}`);
    const diff = diffs.get(path);
    if (typeof diff === 'string') out.push(`- stations: ${diff}`);
    else if (diff) out.push(...stationLines(diff));
    out.push('');
  }
  for (const path of dropped) out.push(`## ${path}`, '', '- no longer an upstream file of the build', '');
  return `${out.join('\n').trimEnd()}\n`;
}

function what(before: LockEntry | undefined, now: LockEntry): string {
  if (!before) return 'new in the build';
  if (before.status === 404) return 'appeared upstream (it was a 404)';
  if (now.status === 404) return 'gone upstream (now a 404)';
  return 'changed';
}

function stationLines(diff: StationDiff): string[] {
  const ids = (list: string[]) => list.slice(0, LISTED).join(', ') + (list.length > LISTED ? `, … and ${list.length - LISTED} more` : '');
  const why = diff.valuesNotCompared ? ` (${diff.valuesNotCompared})` : '';
  const lines = [`- stations: ${diff.added.length} added, ${diff.removed.length} removed, ${diff.changed.length} changed${why}`];
  if (diff.added.length) lines.push(`  - added: ${ids(diff.added)}`);
  if (diff.removed.length) lines.push(`  - removed: ${ids(diff.removed)}`);
  for (const { example } of diff.changed.slice(0, LISTED)) lines.push(`  - ${example}`);
  if (diff.changed.length > LISTED) lines.push(`  - … and ${diff.changed.length - LISTED} more changed`);
  return lines;
}
