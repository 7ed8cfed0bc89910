/**
 * The whole-year response from a ZIP's precomputed record plus the
 * fixed fields of its edition. The API answers with it; the pipeline writes it, one line per ZIP, into the bulk
 * download, so both are the same bytes for the same ZIP.
 */
import { SOURCES } from '../constants.ts';
import { DEFAULT_EDITION, type Edition } from '../editions.ts';
import type { CoveredZip } from '../dataTypes.ts';
import { placeOf } from '../placeEcho.ts';
import type { PointLocation, QueryEcho, ResolvedLocation, WholeYearResponse } from '../types.ts';
import type { Units } from '../units.ts';
import { nullNote } from './nullNote.ts';

/** What an answer's head needs of a covered record: all but its months (lib/zipRecord.ts placeAnswer). */
export type AnswerHeadRecord = Pick<CoveredZip<ResolvedLocation | PointLocation>, 'location' | 'station' | 'confidence' | 'confidenceNote'>;

/**
 * @example wholeYearResponse(record).query // { zip: '10024', month: null }
 * @example wholeYearResponse(record, { address: '200 Central Park W, New York, NY' }).query.address // '200 Central Park W, New York, NY'
 */
export function wholeYearResponse(
  record: CoveredZip | CoveredZip<PointLocation>,
  extra: { address?: string } = {},
  edition: Edition = DEFAULT_EDITION,
  units: Units = 'us',
): WholeYearResponse {
  return withNullNote(Object.assign({}, wholeYearHead(record, extra, edition), { months: record.months, yearSummary: record.yearSummary }), nullNote(record.months, record.notInFile, units));
}

/** The answer with its `nullNote` last, when it has one. */
export function withNullNote<T extends { nullNote?: string }>(answer: T, note: string | undefined): T {
  if (note !== undefined) answer.nullNote = note;
  return answer;
}

/**
 * The whole-year answer but its station's months (`months`, `yearSummary`, its last members), in
 * order: the place's members, then the edition's.
 */
export function wholeYearHead(record: AnswerHeadRecord, extra: { address?: string } = {}, edition: Edition = DEFAULT_EDITION): Omit<WholeYearResponse, 'months' | 'yearSummary'> {
  return Object.assign({}, wholeYearPlace(record, extra), editionMembers(edition));
}

/** The whole-year answer's first members: its shape, the query and the place with its station. */
export function wholeYearPlace(record: AnswerHeadRecord, extra: { address?: string } = {}) {
  const query: QueryEcho = Object.assign(placeOf(record.location), { month: null });
  if (extra.address !== undefined) query.address = extra.address;
  return placeHead('whole-year', query, record);
}

/**
 * An answer's head: its shape, the query, then the place and its station. Members listed, not
 * spread after others: V8 defines spread members after others one by one on its slow path.
 */
export const placeHead = <S extends string, Q>(shape: S, query: Q, { location, station, confidence, confidenceNote }: AnswerHeadRecord) => ({ shape, query, location, station, confidence, confidenceNote });

/**
 * The members every US-units answer of an edition has after its place (what the API sends
 * prerendered once per edition: api/weather/prerendered.ts).
 */
export function editionMembers(edition: Edition) {
  return {
    source: edition.source,
    normalsPeriod: edition.label,
    period: edition.slug,
    units: 'us' as const,
    disclaimer: edition.disclaimer,
    sources: { normals: edition.sourcesNormals, ...SOURCES },
  };
}
