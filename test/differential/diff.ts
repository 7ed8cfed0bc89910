/**
 * The comparison rule: the same status; every header and every body field the baseline had, with
 * the same value. A header or a JSON object member may be added; nothing may be removed or changed.
 * Arrays keep their length and order. A body that is not JSON (HEAD, a bug page) must be identical.
 * With `bytes`, every body must also be the same text (key order and number formatting included).
 */
import type { RecordedResponse } from './types.ts';

export type DifferenceKind = 'status' | 'header-removed' | 'header-changed' | 'header-added' | 'field-removed' | 'field-changed' | 'field-added' | 'body-changed' | 'body-bytes';

export interface Difference {
  kind: DifferenceKind;
  /** A header name, a JSON pointer into the body, or '' for the status and a whole body. */
  where: string;
  before?: unknown;
  after?: unknown;
}

/** Differences that the rule tolerates: reported, never a failure. */
export const ADDITIONS: ReadonlySet<DifferenceKind> = new Set(['header-added', 'field-added']);

export function differences(before: RecordedResponse, after: RecordedResponse, { bytes = false } = {}): Difference[] {
  const out: Difference[] = [];
  if (before.status !== after.status) out.push({ kind: 'status', where: '', before: before.status, after: after.status });
  for (const [name, value] of Object.entries(before.headers)) {
    if (!(name in after.headers)) out.push({ kind: 'header-removed', where: name, before: value });
    else if (after.headers[name] !== value) out.push({ kind: 'header-changed', where: name, before: value, after: after.headers[name] });
  }
  for (const name of Object.keys(after.headers)) if (!(name in before.headers)) out.push({ kind: 'header-added', where: name, after: after.headers[name] });
  if (before.body === after.body) return out;
  if (bytes) out.push({ kind: 'body-bytes', where: '', before: clip(before.body), after: clip(after.body) });
  const [a, b] = [parse(before.body), parse(after.body)];
  if (a === NOT_JSON || b === NOT_JSON) out.push({ kind: 'body-changed', where: '', before: clip(before.body), after: clip(after.body) });
  else compareValues(a, b, '', out);
  return out;
}

const NOT_JSON = Symbol('not JSON');

function parse(text: string): unknown {
  try {
    return text === '' ? NOT_JSON : (JSON.parse(text) as unknown);
  } catch {
    return NOT_JSON;
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function compareValues(a: unknown, b: unknown, where: string, out: Difference[]): void {
  if (isObject(a) && isObject(b)) {
    for (const key of Object.keys(a)) {
      const at = `${where}/${escape(key)}`;
      if (!Object.hasOwn(b, key)) out.push({ kind: 'field-removed', where: at, before: clip(a[key]) });
      else compareValues(a[key], b[key], at, out);
    }
    for (const key of Object.keys(b)) if (!Object.hasOwn(a, key)) out.push({ kind: 'field-added', where: `${where}/${escape(key)}`, after: clip(b[key]) });
    return;
  }
  if (Array.isArray(a) && Array.isArray(b) && a.length === b.length) {
    a.forEach((item, i) => compareValues(item, b[i], `${where}/${i}`, out));
    return;
  }
  if (JSON.stringify(a) !== JSON.stringify(b)) out.push({ kind: 'field-changed', where: where || '/', before: clip(a), after: clip(b) });
}

/** JSON pointer escaping (RFC 6901). */
function escape(key: string): string {
  return key.replaceAll('~', '~0').replaceAll('/', '~1');
}

/** Long values shortened for the report. */
function clip(value: unknown): unknown {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  if (text === undefined || text.length <= 240) return value;
  return `${text.slice(0, 240)}… (${text.length} chars)`;
}
