/**
 * Which stations an NCEI file added, removed or changed between two versions, with one example
 * value per changed station (the first cell that differs), e.g.
 * `USW00094728 MLY-TMAX-NORMAL Jul 84.9 → 85.0`.
 */
import { parse } from 'csv-parse/sync';
import { monthName } from '../../lib/months.ts';
import type { MonthNumber } from '../../lib/constants.ts';

export interface StationDiff {
  added: string[];
  removed: string[];
  changed: { id: string; example: string }[];
  /** Why the changed stations come without a value (compared by digest only). */
  valuesNotCompared?: string;
}

/** A station's text in one version (a by-station CSV, or a by-variable line) → a description of its first difference. */
export type Example = (id: string, before: string, after: string) => string;

/** @example diffStations(new Map([['A', 'x']]), new Map([['A', 'y'], ['B', 'z']]), ex) // { added: ['B'], removed: [], changed: [{ id: 'A', … }] } */
export function diffStations(before: ReadonlyMap<string, string>, after: ReadonlyMap<string, string>, example: Example): StationDiff {
  const ids = (m: ReadonlyMap<string, string>) => [...m.keys()].sort();
  return {
    added: ids(after).filter((id) => !before.has(id)),
    removed: ids(before).filter((id) => !after.has(id)),
    changed: ids(after)
      .filter((id) => before.has(id) && before.get(id) !== after.get(id))
      .map((id) => ({ id, example: example(id, before.get(id)!, after.get(id)!) })),
  };
}

const shortMonth = (date: string | undefined): string | null => {
  const n = Number(date);
  return /^\d\d$/.test(date ?? '') && n >= 1 && n <= 12 ? monthName(n as MonthNumber).slice(0, 3) : null;
};

/**
 * The first differing cell of a by-station CSV, named by column and month (from DATE).
 * @example csvExample('USW00094728', before, after) // 'USW00094728 MLY-TMAX-NORMAL Jul 84.9 → 85.0'
 */
export const csvExample: Example = (id, before, after) => {
  // NCEI pads inside the quotes, where csv-parse's trim does not reach.
  const rows = (text: string) =>
    (parse(text, { columns: true, relax_column_count: true }) as Record<string, string>[]).map((row) =>
      Object.fromEntries(Object.entries(row).map(([k, v]) => [k, v.trim()])),
    );
  const [a, b] = [rows(before), rows(after)];
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const [ra, rb] = [a[i] ?? {}, b[i] ?? {}];
    for (const column of new Set([...Object.keys(ra), ...Object.keys(rb)])) {
      if (ra[column] === rb[column]) continue;
      const month = shortMonth(rb.DATE ?? ra.DATE);
      return `${id} ${column}${month ? ` ${month}` : ''} ${ra[column] ?? '(none)'} → ${rb[column] ?? '(none)'}`;
    }
  }
  return `${id}: only its formatting changed`;
};

/**
 * The first differing field of a fixed-width by-variable line (value with its flag letter); a
 * line of 12 fields is a year of months.
 * @example fixedWidthExample('mly-tmax-normal')('USW00094728', line1, line2) // 'USW00094728 mly-tmax-normal Jul 849C → 850C'
 */
export const fixedWidthExample =
  (variable: string): Example =>
  (id, before, after) => {
    const [a, b] = [before, after].map((line) => line.slice(11).trim().split(/\s+/));
    for (let i = 0; i < Math.max(a!.length, b!.length); i++) {
      if (a![i] === b![i]) continue;
      const where = b!.length === 12 ? monthName((i + 1) as MonthNumber).slice(0, 3) : `field ${i + 1}`;
      return `${id} ${variable} ${where} ${a![i] ?? '(none)'} → ${b![i] ?? '(none)'}`;
    }
    return `${id} ${variable}: only its spacing changed`;
  };
