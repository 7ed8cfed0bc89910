/**
 * The names a state's city index has nearest a name it lacks, by spelling (edit distance over the
 * normalised keys), for the 404's "try" (docs/addresses.md). Pure: one state's entries in, names out.
 */
import type { CityEntry } from '../../lib/dataTypes.ts';
import { normalizePlaceName, stripLegalSuffix } from '../../lib/placeName.ts';

/** Names a 404 suggests. */
export const SUGGESTIONS = 3;

/**
 * Levenshtein distance, one row at a time.
 * @example editDistance('hagatnaa', 'hagatna') // 1
 */
export function editDistance(a: string, b: string): number {
  let row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++) next[j] = Math.min(row[j]! + 1, next[j - 1]! + 1, row[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    row = next;
  }
  return row[b.length]!;
}

/**
 * Up to SUGGESTIONS places as "Name, ST", nearest the name first (ties: the key's order), each
 * place once, without its legal description.
 * @example nearestNames('Anchorag', 'AK', cities) // ['Anchorage, AK', 'Anchor Point, AK', …]
 */
export function nearestNames(city: string, state: string, cities: Readonly<Record<string, CityEntry>>): string[] {
  const wanted = normalizePlaceName(city);
  const scored = Object.entries(cities).map(([key, entry]) => ({ entry, d: editDistance(wanted, key) }));
  scored.sort((a, b) => a.d - b.d);
  const names: string[] = [];
  for (const { entry } of scored) {
    const name = `${stripLegalSuffix(entry.name).name}, ${state}`;
    if (!names.includes(name)) names.push(name);
    if (names.length === SUGGESTIONS) break;
  }
  return names;
}
