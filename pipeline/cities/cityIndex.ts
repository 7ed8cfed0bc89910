/**
 * The city index: for each state, every key its places answer to → the ZIP nearest the place.
 * Namesakes within a state are settled here, once, at build time, so a lookup is one key read.
 * A place's names (lookupNames) come before any place's aliases (aliasNames), and both before
 * the same names without spaces, which only fill keys no name or alias has.
 */
import type { CityEntry, CityIndexFile } from '../../lib/dataTypes.ts';
import { STATE_CODES } from '../../lib/states.ts';
import { placeKey } from '../../lib/placeName.ts';
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
  /** Those places, in the order they first won a name. */
  answering: PlaceCandidate[];
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

/** How strongly a place claims a key, strongest first. */
const TIERS = { name: 0, alias: 1, spelling: 2 } as const;
type Tier = (typeof TIERS)[keyof typeof TIERS];

/** A place's claim on a key: one of its names, an alias, or a name's key without spaces. */
interface Claim {
  place: PlaceCandidate;
  tier: Tier;
  /** The normalised name behind the key. */
  name: string;
}

/**
 * Every key a place claims, each once by its strongest claim: its names, its aliases, then both
 * without spaces ("coeur dalene" also as "coeurdalene", so "Coeur d Alene" finds it).
 */
function claimsOf(place: PlaceCandidate): [string, Claim][] {
  const claims = new Map<string, Claim>();
  const add = (key: string, tier: Tier, name: string) => claims.has(key) || claims.set(key, { place, tier, name });
  place.names.forEach((name) => add(name, TIERS.name, name));
  place.aliases.forEach((name) => add(name, TIERS.alias, name));
  [...place.names, ...place.aliases].forEach((name) => add(placeKey(name), TIERS.spelling, name));
  return [...claims];
}

/**
 * Settles namesakes and writes each state's keys in sorted order. `zipFor` gives the ZIP a place
 * answers with; it is asked once per place that wins a key.
 * @example buildCityIndex(candidates, zipFor).files.find((f) => f.state === 'MO')!.cities['saint louis'] // { zip: '63101', name: 'St. Louis city', point: 'geonames-centre' }
 */
export function buildCityIndex(candidates: readonly PlaceCandidate[], zipFor: (place: PlaceCandidate) => string): CityIndex {
  const byKey = new Map<string, Claim[]>();
  for (const place of candidates) {
    for (const [key, claim] of claimsOf(place)) {
      const id = `${place.state}|${key}`;
      const claims = byKey.get(id);
      if (claims) claims.push(claim);
      else byKey.set(id, [claim]);
    }
  }

  const cities = new Map<string, Record<string, CityEntry>>(STATE_CODES.map((code) => [code, {}]));
  const zipOf = new Map<PlaceCandidate, string>();
  const rules = new Map<string, DuplicateRule>();
  let entries = 0;
  for (const id of [...byKey.keys()].sort()) {
    const [state, key] = id.split('|') as [string, string];
    const [winner, runnerUp] = [...byKey.get(id)!].sort((a, b) => compare(a, b, key));
    // Two names settled under their own keys are not counted again under their spaceless key.
    if (runnerUp && !(runnerUp.tier === TIERS.spelling && winner!.tier === TIERS.spelling && winner!.name === runnerUp.name)) {
      const rule = settledBy(winner!, runnerUp, key);
      const entry = rules.get(rule) ?? { rule, count: 0, examples: [] };
      entry.count++;
      if (entry.examples.length < EXAMPLES) entry.examples.push(`"${key}", ${state}: ${winner!.place.gazetteerName} over ${runnerUp.place.gazetteerName}`);
      rules.set(rule, entry);
    }
    const place = winner!.place;
    if (!zipOf.has(place)) zipOf.set(place, zipFor(place));
    cities.get(state)![key] = { zip: zipOf.get(place)!, name: place.gazetteerName, point: place.point };
    entries++;
  }

  return {
    files: [...cities].map(([state, names]) => ({ state, cities: names })),
    entries,
    places: zipOf.size,
    answering: [...zipOf.keys()],
    shadowed: candidates.length - zipOf.size,
    duplicates: [...rules.values()].sort((a, b) => b.count - a.count || (a.rule < b.rule ? -1 : 1)),
  };
}

/** Better first: a name over an alias over a spelling, rank, own name over an alternate, larger land, GEOID. */
function compare(a: Claim, b: Claim, key: string): number {
  return (
    a.tier - b.tier ||
    a.place.rank - b.place.rank ||
    Number(!isOwnName(a.place, key)) - Number(!isOwnName(b.place, key)) ||
    b.place.aland - a.place.aland ||
    (a.place.geoid < b.place.geoid ? -1 : a.place.geoid > b.place.geoid ? 1 : 0)
  );
}

function isOwnName(place: PlaceCandidate, key: string): boolean {
  const own = place.names[0] ?? '';
  return own === key || placeKey(own) === key;
}

const TIER_WORDS: Record<Tier, string> = {
  [TIERS.name]: 'name',
  [TIERS.alias]: 'alias (the common form of a legal name)',
  [TIERS.spelling]: 'name written without spaces',
};

function settledBy(winner: Claim, runnerUp: Claim, key: string): string {
  const [w, r] = [winner.place, runnerUp.place];
  if (winner.tier !== runnerUp.tier) return `a place's ${TIER_WORDS[winner.tier]} over another's ${TIER_WORDS[runnerUp.tier]}`;
  if (w.rank !== r.rank) return `${RANK_WORDS[w.rank]} over ${RANK_WORDS[r.rank]}`;
  if (isOwnName(w, key) !== isOwnName(r, key)) return "a place's own name over another's alternate name";
  if (w.aland !== r.aland) return `larger ${RANK_WORDS[w.rank]} (land area)`;
  return 'same land area: lower GEOID';
}
