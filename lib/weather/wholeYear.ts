/**
 * The whole-year response from a ZIP's precomputed record plus the
 * fixed fields of its edition. The API answers with it; the pipeline writes it, one line per ZIP, into the bulk
 * download, so both are the same bytes for the same ZIP.
 */
import { SOURCES } from '../constants.ts';
import { DEFAULT_EDITION, type Edition } from '../editions.ts';
import type { CoveredZip } from '../dataTypes.ts';
import { placeOf } from '../placeEcho.ts';
import type { PointLocation, QueryEcho, WholeYearResponse } from '../types.ts';

/**
 * @example wholeYearResponse(record).query // { zip: '10024', month: null }
 * @example wholeYearResponse(record, { address: '200 Central Park W, New York, NY' }).query.address // '200 Central Park W, New York, NY'
 */
export function wholeYearResponse(
  record: CoveredZip | CoveredZip<PointLocation>,
  extra: { address?: string } = {},
  edition: Edition = DEFAULT_EDITION,
): WholeYearResponse {
  const query: QueryEcho = { ...placeOf(record.location), month: null };
  if (extra.address !== undefined) query.address = extra.address;
  return {
    shape: 'whole-year',
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
    months: record.months,
    yearSummary: record.yearSummary,
  };
}
