/**
 * The names a state's city index has nearest a name it lacks, by spelling (edit distance over the
 * normalised keys), for the 404's "try" (docs/addresses.md). Pure: one state's entries in, names out.
 * A 404 is cheap to ask for, so the search prunes: a key whose length alone puts it past the third
 * best is skipped, and a distance stops growing once past it.
 */
import type { CityEntry } from '../../lib/dataTypes.ts';
import { normalizePlaceName, stripLegalSuffix } from '../../lib/placeName.ts';

/** Names a 404 suggests. */
export const SUGGESTIONS = 3;

/** Longer than any place name; a longer input is compared by its start. */
const MAX_CHARS = 48;

/**
 * Levenshtein distance, one row at a time, or `bound` once every path is at least that long.
 * @example editDistance('hagatnaa', 'hagatna') // 1
 */
export function editDistance(a: string, b: string, bound = Infinity): number {
  let row = new Uint16Array(b.length + 1);
  let next = new Uint16Array(b.length + 1);
  for (let j = 0; j <= b.length; j++) row[j] = j;
  for (let i = 1; i <= a.length; i++) {
    next[0] = i;
    let least = i;
    for (let j = 1; j <= b.length; j++) {
      next[j] = Math.min(row[j]! + 1, next[j - 1]! + 1, row[j - 1]! + (a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1));
      if (next[j]! < least) least = next[j]!;
    }
    if (least >= bound) return bound;
    [row, next] = [next, row];
  }
  return row[b.length]!;
}

/**
 * Up to SUGGESTIONS places as "Name, ST" within an edit distance of half the name's length (at
 * least 3), nearest the name first (ties: the key's order), each place once, without its legal description.
 * @example nearestNames('Sanfrancisco', 'CA', cities) // ['San Francisco, CA', 'San Jacinto, CA', 'South San Francisco, CA']
 */
export function nearestNames(city: string, state: string, cities: Readonly<Record<string, CityEntry>>): string[] {
  const wanted = normalizePlaceName(city).slice(0, MAX_CHARS);
  // A name more than half misspelt is near no name: nothing to suggest.
  const within = Math.max(3, Math.ceil(wanted.length / 2)) + 1;
  const best: { d: number; name: string }[] = [];
  for (const [key, entry] of Object.entries(cities)) {
    const bound = best.length < SUGGESTIONS ? within : best[SUGGESTIONS - 1]!.d;
    if (Math.abs(key.length - wanted.length) >= bound) continue;
    const d = editDistance(wanted, key, bound);
    if (d >= bound) continue;
    const name = `${stripLegalSuffix(entry.name).name}, ${state}`;
    const seen = best.findIndex((b) => b.name === name);
    if (seen >= 0 && best[seen]!.d <= d) continue;
    if (seen >= 0) best.splice(seen, 1);
    // After those of equal distance: an earlier key wins a tie.
    const at = best.findIndex((b) => b.d > d);
    best.splice(at < 0 ? best.length : at, 0, { d, name });
    best.length = Math.min(best.length, SUGGESTIONS);
  }
  return best.map((b) => b.name);
}
