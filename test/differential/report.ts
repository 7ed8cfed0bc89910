/**
 * Collects differences while a replay runs and prints them grouped: by route, kind and where (array
 * indexes folded to *), with counts and a few examples each; meant ones and additions apart.
 */
import { ADDITIONS, type Difference } from './diff.ts';
import { meantBy } from './meant.ts';
import { ROUTES } from './generate.ts';
import type { RecordedRequest } from './types.ts';

interface Group {
  count: number;
  meant?: string;
  examples: { request: string; before?: unknown; after?: unknown }[];
}

export interface Report {
  add(request: RecordedRequest, differences: readonly Difference[]): void;
  /** Requests compared, and requests with a difference that is neither meant nor an addition. */
  counts(): { compared: number; failing: number };
  text(): string;
}

/** The route a path is reported under ('other' for everything else); `/health/` is reported beside `/health`. */
export function routeOf(path: string): string {
  const pathname = path.split('?')[0]!;
  const trimmed = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  return (ROUTES as readonly string[]).includes(trimmed) ? trimmed : 'other';
}

/** `strict`: every difference fails, additions and meant ones too (two transports of the same code). */
export function createReport({ strict = false, examplesPerGroup = 3 } = {}): Report {
  const groups = new Map<string, Group>();
  /** Requests with a difference each meant entry claims, each request once per entry. */
  const meantRequests = new Map<string, number>();
  let compared = 0;
  let failing = 0;
  return {
    add(request, differences) {
      compared++;
      const route = routeOf(request.path);
      let fails = false;
      const claimedBy = new Set<string>();
      // With --bytes, a body whose JSON changes are all meant has other bytes for the same reason.
      const inJson = differences.filter((d) => d.kind.startsWith('field-') || d.kind === 'body-changed');
      const bytesMeant = strict || inJson.length === 0 ? undefined : meantBy(inJson[0]!, request, route)?.name;
      const allMeant = bytesMeant !== undefined && inJson.every((d) => meantBy(d, request, route) !== undefined);
      for (const d of differences) {
        const meant = strict ? undefined : d.kind === 'body-bytes' && allMeant ? bytesMeant : meantBy(d, request, route)?.name;
        const added = !strict && ADDITIONS.has(d.kind);
        if (!meant && !added) fails = true;
        if (meant) claimedBy.add(meant);
        const key = `${meant ? `meant:${meant}` : added ? 'added' : 'FAIL'}  ${route}  ${d.kind}  ${d.where.replace(/\/\d+(?=\/|$)/g, '/*')}`;
        const group = groups.get(key) ?? { count: 0, ...(meant ? { meant } : {}), examples: [] };
        group.count++;
        if (group.examples.length < examplesPerGroup) group.examples.push({ request: `${request.method} ${request.path.slice(0, 160)} [${request.target}]`, before: d.before, after: d.after });
        groups.set(key, group);
      }
      if (fails) failing++;
      for (const name of claimedBy) meantRequests.set(name, (meantRequests.get(name) ?? 0) + 1);
    },
    counts: () => ({ compared, failing }),
    text() {
      const rule = strict ? 'any difference' : 'a difference that is neither meant nor an addition';
      const lines = [`${compared} requests compared; ${failing} with ${rule}`];
      if (meantRequests.size > 0) lines.push(`requests with a meant difference, by entry: ${[...meantRequests].sort(([a], [b]) => a.localeCompare(b)).map(([name, n]) => `${name} ${n}`).join(', ')}`);
      for (const [key, group] of [...groups].sort(([a], [b]) => a.localeCompare(b))) {
        lines.push('', `${key}  (${group.count}×)`);
        for (const e of group.examples) {
          lines.push(`    ${e.request}`);
          if (e.before !== undefined) lines.push(`      before: ${JSON.stringify(e.before)}`);
          if (e.after !== undefined) lines.push(`      after:  ${JSON.stringify(e.after)}`);
        }
      }
      return lines.join('\n');
    },
  };
}
