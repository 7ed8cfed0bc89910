/**
 * Records stored by shape: the records of a serving-form file share a few structures (a station
 * with its months, one without), so each structure is written once, with the values every record
 * of it has in common, and a record is only its shape's number and its own values in order. A
 * record decodes to the same keys in the same order with the same values, which is what keeps the
 * API's answers byte-identical to the shards'.
 */

/** A value slot, a constant, an object's keys in order, or an array's items. */
export type Shape = ['v'] | ['c', unknown] | ['o', [string, Shape][]] | ['a', Shape[]];

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** The structure of a JSON value: every leaf a slot. Keys holding undefined are left out, as JSON does. */
function structure(value: unknown): Shape {
  if (Array.isArray(value)) return ['a', value.map(structure)];
  if (value !== null && typeof value === 'object') {
    return ['o', Object.entries(value).filter(([, v]) => v !== undefined).map(([k, v]) => [k, structure(v)])];
  }
  return ['v'];
}

/**
 * Numbers structures for grouping, each level by its keys and its children's numbers, so no key is
 * ever longer than one level: grouping records by a whole-structure string costs more than the rest.
 */
function structureIds(): (value: unknown) => number {
  const ids = new Map<string, number>([['v', 0]]);
  const intern = (key: string) => {
    let id = ids.get(key);
    if (id === undefined) ids.set(key, (id = ids.size));
    return id;
  };
  const idOf = (value: unknown): number => {
    if (Array.isArray(value)) {
      let key = '[';
      for (const item of value) key += `${idOf(item)},`;
      return intern(key);
    }
    if (value !== null && typeof value === 'object') {
      let key = '{';
      for (const k in value) {
        const v = (value as Record<string, unknown>)[k];
        if (v !== undefined) key += `${k.length}:${k}=${idOf(v)},`;
      }
      return intern(key);
    }
    const leaf = typeof value === 'number' ? Number.isFinite(value) : value === null || typeof value === 'string' || typeof value === 'boolean';
    if (!leaf) throw new Error(`not a JSON value: ${String(value)}`);
    return 0;
  };
  return idOf;
}

/** A record's leaf values in shape order. */
function leaves(value: unknown, shape: Shape, out: unknown[] = []): unknown[] {
  if (shape[0] === 'v' || shape[0] === 'c') out.push(value);
  else if (shape[0] === 'a') for (let i = 0; i < shape[1].length; i++) leaves((value as unknown[])[i], shape[1][i]!, out);
  else for (const [k, child] of shape[1]) leaves((value as Record<string, unknown>)[k], child, out);
  return out;
}

/** The structure with each slot that holds the same value in every record made a constant. */
function withConstants(shape: Shape, rows: readonly unknown[][]): Shape {
  let i = 0;
  const same = (at: number) => {
    const first = rows[0]![at];
    for (const row of rows) if (row[at] !== first) return false;
    return true;
  };
  const walk = (s: Shape): Shape => {
    if (s[0] === 'a') return ['a', s[1].map(walk)];
    if (s[0] === 'o') return ['o', s[1].map(([k, child]) => [k, walk(child)])];
    const at = i++;
    return same(at) ? ['c', rows[0]![at]] : ['v'];
  };
  return walk(shape);
}

/**
 * Encodes records as `[shape number, ...values]` texts, one per distinct record (`index[i]` is
 * record i's text), and the shapes they use.
 * @example encodeRecords([{ a: 1, b: 'x' }, { a: 2, b: 'x' }]) // { shapes: [['o', [['a', ['v']], ['b', ['c', 'x']]]]], texts: ['[0,1]', '[0,2]'], index: [0, 1] }
 */
export function encodeRecords(records: readonly unknown[]): { shapes: Shape[]; texts: string[]; index: number[] } {
  const groups = new Map<number, { shape: Shape; rows: unknown[][] }>();
  const structureId = structureIds();
  // Records that are one object (a station's, shared by its ZIPs) are read once.
  const readOnce = new Map<unknown, { key: number; values: unknown[] }>();
  const read = records.map((record) => {
    let seen = readOnce.get(record);
    if (!seen) {
      const key = structureId(record);
      let group = groups.get(key);
      if (!group) groups.set(key, (group = { shape: structure(record), rows: [] }));
      seen = { key, values: leaves(record, group.shape) };
      group.rows.push(seen.values);
      readOnce.set(record, seen);
    }
    return seen;
  });
  const shapes: Shape[] = [];
  const numbered = new Map<number, { n: number; slots: number[] }>();
  for (const [key, { shape, rows }] of groups) {
    const final = withConstants(shape, rows);
    numbered.set(key, { n: shapes.push(final) - 1, slots: slotPositions(final) });
  }
  const texts: string[] = [];
  const textIndex = new Map<string, number>();
  const numberOf = new Map<unknown[], number>();
  const index = read.map(({ key, values }) => {
    let at = numberOf.get(values);
    if (at === undefined) {
      const { n, slots } = numbered.get(key)!;
      const row: unknown[] = [n];
      for (const j of slots) row.push(values[j]);
      const text = JSON.stringify(row);
      at = textIndex.get(text);
      if (at === undefined) textIndex.set(text, (at = texts.push(text) - 1));
      numberOf.set(values, at);
    }
    return at;
  });
  return { shapes, texts, index };
}

/** The positions, among a shape's leaves in order, of its slots (not its constants). */
function slotPositions(shape: Shape): number[] {
  const kinds: string[] = [];
  const walk = (s: Shape): void => {
    if (s[0] === 'a') s[1].forEach(walk);
    else if (s[0] === 'o') s[1].forEach(([, child]) => walk(child));
    else kinds.push(s[0]);
  };
  walk(shape);
  return kinds.flatMap((kind, j) => (kind === 'v' ? [j] : []));
}

/**
 * A record from its text and the file's shapes.
 * @example decodeRecord(shapes, '[0,2]') // { a: 2, b: 'x' }
 */
export function decodeRecord<T>(shapes: readonly Shape[], text: string): T {
  const row = JSON.parse(text) as Json[];
  const shape = shapes[row[0] as number];
  if (!shape) throw new Error(`record of unknown shape ${String(row[0])}`);
  let i = 1;
  const build = (s: Shape): unknown => {
    switch (s[0]) {
      case 'v':
        if (i >= row.length) throw new Error('record has fewer values than its shape');
        return row[i++];
      case 'c':
        // Constants are leaves (strings, numbers, booleans, null): shared as they are.
        return s[1];
      case 'a':
        return s[1].map(build);
      case 'o': {
        const out: Record<string, unknown> = {};
        for (const [k, child] of s[1]) out[k] = build(child);
        return out;
      }
    }
  };
  const value = build(shape);
  if (i !== row.length) throw new Error('record has more values than its shape');
  return value as T;
}
