/**
 * The city index: for each state, every name its places answer to → the ZIP nearest the place.
 * Namesakes within a state are settled here, once, at build time, so a lookup is one key read.
 */
import type { CityIndexFile } from '../../lib/types.ts';
import { STATE_CODES } from '../../lib/states.ts';
import { RANKS, type PlaceCandidate, type Rank } from './candidates.ts';

export interface DuplicateRule {
  /** How the winner was chosen, in words, e.g. "incorporated place over county subdivision". */
  rule: string;
  /** Names settled this way. */
  count: number;
  /** A few of them, "key, ST: winner over runner-up", for the report. */
  examples: string[];
}

export interface CityIndex {
  /** One file per state code (lib/states.ts), in code order; a state without places has an empty one. */
  files: CityIndexFile[];
  entries: number;
  /** Distinct places that answer at least one name. */
  places: number;
  /** Places every one of whose names went to a namesake. */
  shadowed: number;
  duplicates: DuplicateRule[];
}

const RANK_WORDS: Record<Rank, string> = {
  [RANKS.incorporated]: 'incorporated place',
  [RANKS.otherPlace]: 'CDP or inactive place',
  [RANKS.countySubdivision]: 'county subdivision',
};

/** Examples kept per duplicate rule in the report. */
const EXAMPLES = 3;

/**
 * Settles namesakes and writes each state's names in sorted order. `zipFor` gives the ZIP a
 * place answers with; it is asked once per place that wins a name.
 * @example buildCityIndex(candidates, zipFor).files.find((f) => f.state === 'MO')!.cities['saint louis'] // { zip: '63108', name: 'St. Louis city' }
 */
export function buildCityIndex(candidates: readonly PlaceCandidate[], zipFor: (place: PlaceCandidate) => string): CityIndex {
  const byName = new Map<string, PlaceCandidate[]>();
  for (const candidate of candidates) {
    for (const name of candidate.names) {
      const key = `${candidate.state}|${name}`;
      const namesakes = byName.get(key) ?? [];
      namesakes.push(candidate);
      byName.set(key, namesakes);
    }
  }

  const cities = new Map<string, Record<string, { zip: string; name: string }>>(STATE_CODES.map((code) => [code, {}]));
  const zipOf = new Map<PlaceCandidate, string>();
  const rules = new Map<string, DuplicateRule>();
  let entries = 0;
  for (const key of [...byName.keys()].sort()) {
    const [state, name] = key.split('|') as [string, string];
    const [winner, runnerUp] = [...byName.get(key)!].sort((a, b) => compare(a, b, name));
    if (runnerUp) {
      const rule = settledBy(winner!, runnerUp, name);
      const entry = rules.get(rule) ?? { rule, count: 0, examples: [] };
      entry.count++;
      if (entry.examples.length < EXAMPLES) entry.examples.push(`"${name}", ${state}: ${winner!.gazetteerName} over ${runnerUp.gazetteerName}`);
      rules.set(rule, entry);
    }
    if (!zipOf.has(winner!)) zipOf.set(winner!, zipFor(winner!));
    cities.get(state)![name] = { zip: zipOf.get(winner!)!, name: winner!.gazetteerName };
    entries++;
  }

  return {
    files: [...cities].map(([state, names]) => ({ state, cities: names })),
    entries,
    places: zipOf.size,
    shadowed: candidates.length - zipOf.size,
    duplicates: [...rules.values()].sort((a, b) => b.count - a.count || (a.rule < b.rule ? -1 : 1)),
  };
}

/** Better first: rank, then the place's own name over an alternate, then larger land, then GEOID. */
function compare(a: PlaceCandidate, b: PlaceCandidate, name: string): number {
  return (
    a.rank - b.rank ||
    Number(a.names[0] !== name) - Number(b.names[0] !== name) ||
    b.aland - a.aland ||
    (a.geoid < b.geoid ? -1 : a.geoid > b.geoid ? 1 : 0)
  );
}

function settledBy(winner: PlaceCandidate, runnerUp: PlaceCandidate, name: string): string {
  if (winner.rank !== runnerUp.rank) return `${RANK_WORDS[winner.rank]} over ${RANK_WORDS[runnerUp.rank]}`;
  if ((winner.names[0] === name) !== (runnerUp.names[0] === name)) return "a place's own name over another's alternate name";
  if (winner.aland !== runnerUp.aland) return `larger ${RANK_WORDS[winner.rank]} (land area)`;
  return 'same land area: lower GEOID';
}
