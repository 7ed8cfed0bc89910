/**
 * The shapes of /climate-twins: what the build stores for each candidate, and the answer
 * (docs/twins.md). The answer's common fields are the other routes' (lib/types.ts CommonFields).
 */
import type { MonthName } from '../constants.ts';
import type { CommonFields, QueryEcho } from '../types.ts';
import type { StationSite } from '../zipRecord.ts';

/** A candidate as the build stores it: its station, its ZIP and its place. */
export interface TwinSite {
  station: StationSite;
  /** Among the ZCTAs it is the station of, the one nearest it (ties: the smaller ZIP). */
  zip: string;
  /**
   * The place people name the station by, "Name, ST", of its own state (pipeline/twins/stationPlace.ts:
   * the place its name begins with, an island area's name, the most populous place near, the
   * nearest); null when none is near (docs/twins.md).
   */
  place: string | null;
}

export const SIMILARITY_WORDS = ['nearly identical', 'very similar', 'similar', 'somewhat similar', 'loosely similar'] as const;
export type Similarity = (typeof SIMILARITY_WORDS)[number];

export interface TwinDifferences {
  /** Twin's annual mean of its monthly normal highs minus the place's, 0.1 °F. */
  avgHighF: number;
  avgLowF: number;
  /** Twin's annual precipitation total minus the place's, 0.01 in. */
  precipIn: number;
  /** The month whose normal high differs most (the earlier of equals), twin minus place. */
  mostDifferentMonth: { month: number; monthName: MonthName; avgHighF: number };
}

export interface Twin extends TwinSite {
  /** From the place's point to the twin's station, 0.1 mi. */
  distanceMi: number;
  /** Root mean square of the 36 z-score differences, 3 decimals (0: identical normals). */
  climateDistance: number;
  similarity: Similarity;
  differences: TwinDifferences;
  summary: string;
}

export interface ClimateTwinsResponse extends Omit<CommonFields, 'query'> {
  query: Omit<QueryEcho, 'month' | 'monthName'>;
  limit: number;
  /** The smallest distance from the place's point a twin may have, in the answer's units. */
  minDistanceMi: number;
  /** How many stations this edition compares (its candidates). */
  candidates: number;
  twins: Twin[];
}
