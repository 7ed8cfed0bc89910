/**
 * The whole-year response (SPEC.md "Whole-year shape") from a ZIP's precomputed record plus the
 * fixed fields. The API answers with it; the pipeline writes it, one line per ZIP, into the bulk
 * download, so both are the same bytes for the same ZIP.
 */
import { DISCLAIMER, NORMALS_PERIOD, SOURCE, SOURCES } from './constants.ts';
import type { CoveredZip, QueryEcho, WholeYearResponse } from './types.ts';

/**
 * @example wholeYearResponse(record).query // { zip: '10024', month: null }
 * @example wholeYearResponse(record, { address: '200 Central Park W, New York, NY' }).query.address // '200 Central Park W, New York, NY'
 */
export function wholeYearResponse(record: CoveredZip, extra: Pick<QueryEcho, 'address'> = {}): WholeYearResponse {
  const query: QueryEcho = { zip: record.location.zip, month: null };
  if (extra.address !== undefined) query.address = extra.address;
  return {
    query,
    location: record.location,
    station: record.station,
    confidence: record.confidence,
    confidenceNote: record.confidenceNote,
    source: SOURCE,
    normalsPeriod: NORMALS_PERIOD,
    disclaimer: DISCLAIMER,
    sources: { ...SOURCES },
    months: record.months,
    yearSummary: record.yearSummary,
  };
}
