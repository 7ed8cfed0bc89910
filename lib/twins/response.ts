/**
 * The /climate-twins body: the place and its station as every route gives them, the edition, the
 * limit and minimum distance used, and each twin with its differences and summary (docs/twins.md).
 */
import type { Edition } from '../editions.ts';
import type { CoveredZip } from '../dataTypes.ts';
import { reportedMi } from '../distance.ts';
import type { PointLocation } from '../types.ts';
import { wholeYearResponse } from '../weather/wholeYear.ts';
import type { Units } from '../units.ts';
import { twinDifferences, similarityWord } from './differences.ts';
import { twinSummary } from './summary.ts';
import { twinName } from './twinName.ts';
import type { ClimateTwinsResponse, Twin, TwinSite } from './types.ts';

/** A twin as found: its stored site and vector, and its distances. */
export interface FoundTwin {
  site: TwinSite;
  vector: Int32Array;
  /** Unrounded miles from the place's point. */
  distanceMi: number;
  /** Unrounded. */
  climateDistance: number;
}

/** A twin of the place whose stored vector is `place`, all but its summary (the bulk download has no sentences). */
export function twinFacts({ site, vector, distanceMi, climateDistance }: FoundTwin, place: Int32Array): Omit<Twin, 'summary'> {
  const rounded = Math.round(climateDistance * 1000) / 1000;
  return {
    station: site.station, zip: site.zip, place: site.place, distanceMi: reportedMi(distanceMi),
    climateDistance: rounded, similarity: similarityWord(rounded), differences: twinDifferences(vector, place),
  };
}

/** A twin of the place whose stored vector is `place`, with its summary in the answer's units. */
export function twinEntry(found: FoundTwin, place: Int32Array, units: Units): Twin {
  const facts = twinFacts(found, place);
  return Object.assign({}, facts, { summary: twinSummary({ ...facts, place: twinName(facts) }, units) });
}

export interface TwinsAnswer {
  limit: number;
  minDistanceMi: number;
  candidates: number;
  twins: Twin[];
}

/**
 * The place, its station and the edition's fixed fields as the whole-year answer gives them, then the twins.
 * @example climateTwinsResponse(record, edition, {}, answer).twins[0].place // 'Santa Barbara, CA'
 */
export function climateTwinsResponse(record: CoveredZip | CoveredZip<PointLocation>, edition: Edition, extra: { address?: string }, answer: TwinsAnswer): ClimateTwinsResponse {
  const { shape: _shape, query: { month: _month, ...query }, months: _months, yearSummary: _year, nullNote: _note, ...common } = wholeYearResponse(record, extra, edition);
  return { query, ...common, ...answer };
}
