/**
 * The /climate-twins body: the place and its station as every route gives them, the edition, the
 * limit and minimum distance used, and each twin with its differences and summary (docs/twins.md).
 */
import { SOURCES } from '../constants.ts';
import type { Edition } from '../editions.ts';
import type { CoveredZip } from '../dataTypes.ts';
import { reportedMi } from '../distance.ts';
import { placeOf } from '../placeEcho.ts';
import type { PointLocation, ResolvedLocation } from '../types.ts';
import type { Units } from '../units.ts';
import { twinDifferences, similarityWord } from './differences.ts';
import { twinSummary } from './summary.ts';
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
  return { ...facts, summary: twinSummary(facts, units) };
}

export interface TwinsAnswer {
  limit: number;
  minDistanceMi: number;
  candidates: number;
  twins: Twin[];
}

/** @example climateTwinsResponse(record, edition, {}, answer).twins[0].place // 'Santa Barbara, CA' */
export function climateTwinsResponse(record: Pick<CoveredZip<ResolvedLocation | PointLocation>, 'location' | 'station' | 'confidence' | 'confidenceNote'>, edition: Edition, extra: { address?: string }, answer: TwinsAnswer): ClimateTwinsResponse {
  const query: ClimateTwinsResponse['query'] = placeOf(record.location);
  if (extra.address !== undefined) query.address = extra.address;
  return {
    query,
    location: record.location,
    station: record.station,
    confidence: record.confidence,
    confidenceNote: record.confidenceNote,
    source: edition.source,
    normalsPeriod: edition.label,
    period: edition.slug,
    units: 'us',
    disclaimer: edition.disclaimer,
    sources: { normals: edition.sourcesNormals, ...SOURCES },
    ...answer,
  };
}
