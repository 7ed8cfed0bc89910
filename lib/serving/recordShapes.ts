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

interface Trie {
  id: number;
  next: Map<unknown, Trie>;
}

/**
 * Numbers structures for grouping, walking a trie of keys and child numbers (no strings are built:
 * grouping by a whole-structure string cost more than everything else), and collects the record's
 * leaf values in the same walk, in the order `structure` gives its slots.
 */
function structureReader(): (value: unknown, leaves: unknown[]) => number {
  let count = 0;
  const node = (): Trie => ({ id: -1, next: new Map() });
  const roots = { array: node(), object: node() };
  const step = (at: Trie, key: unknown) => {
    let next = at.next.get(key);
    if (!next) at.next.set(key, (next = node()));
    return next;
  };
  const numbered = (at: Trie) => (at.id < 0 ? (at.id = ++count) : at.id);
  const read = (value: unknown, leaves: unknown[]): number => {
    if (Array.isArray(value)) {
      let at = roots.array;
      for (const item of value) at = step(at, read(item, leaves));
      return numbered(at);
    }
    if (value !== null && typeof value === 'object') {
      let at = roots.object;
      for (const k in value) {
        const v = (value as Record<string, unknown>)[k];
        if (v !== undefined) at = step(step(at, k), read(v, leaves));
      }
      return numbered(at);
    }
    const leaf = typeof value === 'number' ? Number.isFinite(value) : value === null || typeof value === 'string' || typeof value === 'boolean';
    if (!leaf) throw new Error(`not a JSON value: ${String(value)}`);
    leaves.push(value);
    return 0;
  };
  return read;
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
  const readStructure = structureReader();
  // Records that are one object (a station's, shared by its ZIPs) are read once.
  const readOnce = new Map<unknown, { key: number; values: unknown[] }>();
  const read = records.map((record) => {
    let seen = readOnce.get(record);
    if (!seen) {
      const values: unknown[] = [];
      const key = readStructure(record, values);
      let group = groups.get(key);
      if (!group) groups.set(key, (group = { shape: structure(record), rows: [] }));
      seen = { key, values };
      group.rows.push(values);
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
  const cursor = { row, i: 1 };
  const value = build(shape, cursor);
  if (cursor.i !== row.length) throw new Error('record has more values than its shape');
  return value as T;
}

/** The value of a shape, its slots filled from the row at the cursor (a module function: no closure per record). */
function build(s: Shape, cursor: { row: Json[]; i: number }): unknown {
  switch (s[0]) {
    case 'v':
      if (cursor.i >= cursor.row.length) throw new Error('record has fewer values than its shape');
      return cursor.row[cursor.i++];
    case 'c':
      // Constants are leaves (strings, numbers, booleans, null): shared as they are.
      return s[1];
    case 'a': {
      const items = s[1];
      const out = new Array<unknown>(items.length);
      for (let k = 0; k < items.length; k++) out[k] = build(items[k]!, cursor);
      return out;
    }
    case 'o': {
      const out: Record<string, unknown> = {};
      for (const [k, child] of s[1]) out[k] = build(child, cursor);
      return out;
    }
  }
}
