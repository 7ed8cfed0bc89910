/**
 * Every description in the OpenAPI document names only what exists: each `code` mention that looks
 * like a name (and each bare `query.x`) is a parameter, a header, a documented value, or a field
 * path the answer schemas have, so no description promises a field the answers lack.
 */
import { describe, expect, it } from 'vitest';
import { openApiDocument } from '../../api/openapi.ts';

type Schema = { $ref?: string; properties?: Record<string, Schema>; items?: Schema; oneOf?: Schema[]; anyOf?: Schema[]; allOf?: Schema[]; enum?: readonly unknown[]; const?: unknown };

const doc = openApiDocument();
const components = doc.components.schemas as unknown as Record<string, Schema>;
const deref = (s: Schema): Schema => (s.$ref ? deref(components[s.$ref.split('/').pop()!]!) : s);

/** The schemas a value of `s` may be: its ref, its branches, its items. */
function variants(s: Schema): Schema[] {
  const r = deref(s);
  return [r, ...[...(r.oneOf ?? []), ...(r.anyOf ?? []), ...(r.allOf ?? []), ...(r.items ? [r.items] : [])].flatMap(variants)];
}

/** Every schema in the document (components and inline), each once. */
function allSchemas(): Schema[] {
  const seen = new Set<Schema>();
  const visit = (s: Schema) => {
    if (seen.has(s)) return;
    seen.add(s);
    for (const v of variants(s)) {
      seen.add(v);
      for (const p of Object.values(v.properties ?? {})) visit(p);
    }
  };
  Object.values(components).forEach(visit);
  return [...seen];
}

/** The field `a.b.c` is a property path of some schema (a segment `pNN` stands for any `p` and two digits). */
function fieldExists(path: string): boolean {
  let at = allSchemas();
  for (const segment of path.split('.')) {
    const named = new RegExp(`^${segment.replace('NN', '\\d\\d')}$`);
    at = at.flatMap((s) => variants(s).flatMap((v) => Object.entries(v.properties ?? {}).filter(([k]) => named.test(k)).map(([, p]) => p)));
    if (at.length === 0) return false;
  }
  return true;
}

/** The patterns of the parameters' schemas: a value one accepts is a documented value too. */
const PATTERNS = (doc.paths as Record<string, { get: { parameters?: { schema: { pattern?: string } }[] } }>);
const valuePatterns = Object.values(PATTERNS).flatMap((item) => (item.get.parameters ?? []).flatMap((p) => (p.schema.pattern ? [new RegExp(p.schema.pattern, 'u')] : [])));

/** Names that are not fields: parameters, headers, and every enum or const value. */
function otherNames(): Set<string> {
  const names = new Set<string>();
  const walk = (v: unknown, key = '') => {
    if (Array.isArray(v)) return v.forEach((x) => walk(x));
    if (!v || typeof v !== 'object') return;
    const o = v as Record<string, unknown>;
    if (key === 'headers') Object.keys(o).forEach((h) => names.add(h));
    if (typeof o.in === 'string' && typeof o.name === 'string') names.add(o.name);
    if (Array.isArray(o.enum)) o.enum.forEach((e) => names.add(String(e)));
    if ('const' in o) names.add(String(o.const));
    for (const [k, x] of Object.entries(o)) walk(x, k);
  };
  walk(doc);
  // The 405 a method other than GET, HEAD and OPTIONS gets is described, not an operation: its header is real all the same.
  names.add('Allow');
  return names;
}

const NAME = /^[A-Za-z_]\w*(?:\.\w+)*$/;

/** What a description mentions that is not in the document: `x`, `x: value`, `x=value`, and bare query.x. */
function unknownMentions(description: string, names = otherNames()): string[] {
  const mentions = [...description.matchAll(/`([^`]+)`/g)].map((m) => m[1]!.split(/[:=]/)[0]!.trim());
  const bare = [...description.replaceAll(/`[^`]*`/g, '').matchAll(/\bquery\.\w+/g)].map((m) => m[0]);
  return [...mentions, ...bare].filter((m) => NAME.test(m) && !names.has(m) && !valuePatterns.some((p) => p.test(m)) && !fieldExists(m));
}

function descriptions(): [string, string][] {
  const out: [string, string][] = [];
  const walk = (v: unknown, at: string) => {
    if (Array.isArray(v)) return v.forEach((x, i) => walk(x, `${at}/${i}`));
    if (!v || typeof v !== 'object') return;
    for (const [k, x] of Object.entries(v)) {
      if (k === 'description' && typeof x === 'string') out.push([at, x]);
      else walk(x, `${at}/${k}`);
    }
  };
  walk(doc, '#');
  return out;
}

describe('OpenAPI descriptions name only what the answers have', () => {
  const names = otherNames();
  it.each(descriptions())('%s', (_at, description) => expect(unknownMentions(description, names)).toEqual([]));

  it.each([
    ['`query.units: "metric"`', ['query.units']],
    ['and query.units is metric', ['query.units']],
    ['`location.matchedBy` and `query.month`', []],
    ['`growingSeasonDays.p90` or `growingSeasonDays.pNN`', []],
    ['`stationName`', ['stationName']],
    ['`units=metric`, `metric`, `Allow`, `zip`, `10024-1234`', []],
  ])('the check itself: %s → %j', (description, unknown) => expect(unknownMentions(description, names)).toEqual(unknown));
});
