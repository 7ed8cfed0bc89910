/**
 * The one-month response: the whole-year body's common fields, one month of it as `normals`, and
 * the month's summary (in the asked units; the numbers are converted after, by lib/metric.ts).
 */
import type { MonthNumber } from '../constants.ts';
import { DEFAULT_EDITION, type Edition } from '../editions.ts';
import { monthName } from '../months.ts';
import { monthSummary } from './summary.ts';
import type { CoveredZip } from '../dataTypes.ts';
import { placeOf } from '../placeEcho.ts';
import type { OneMonthResponse, PointLocation, QueryEcho } from '../types.ts';
import type { Units } from '../units.ts';
import { nullNote } from './nullNote.ts';
import { editionMembers, placeHead, withNullNote, type AnswerHeadRecord } from './wholeYear.ts';

/**
 * @example oneMonthResponse(record, 7).query // { zip: '10024', month: 7, monthName: 'July' }
 */
export function oneMonthResponse(
  record: CoveredZip | CoveredZip<PointLocation>,
  month: MonthNumber,
  extra: { address?: string } = {},
  edition: Edition = DEFAULT_EDITION,
  units: Units = 'us',
): OneMonthResponse {
  const normals = record.months[month - 1]!;
  const answer = Object.assign({}, oneMonthHead(record, month, extra, edition), {
    normals,
    summary: monthSummary({ normals, station: record.station, location: record.location, address: extra.address, period: edition.label, units }),
  });
  return withNullNote<OneMonthResponse>(answer, nullNote([normals], record.notInFile, units));
}

/**
 * The one-month answer but its station's month (`normals`, `summary`, its last members), in order:
 * the place's members, then the edition's.
 */
export function oneMonthHead(record: AnswerHeadRecord, month: MonthNumber, extra: { address?: string } = {}, edition: Edition = DEFAULT_EDITION): Omit<OneMonthResponse, 'normals' | 'summary'> {
  return Object.assign({}, oneMonthPlace(record, month, extra), editionMembers(edition));
}

/** The one-month answer's first members: its shape, the query (with a date asked, lib/daily/oneDay.ts) and the place with its station. */
export function oneMonthPlace(record: AnswerHeadRecord, month: MonthNumber, extra: { address?: string; date?: string } = {}) {
  const echo: QueryEcho = Object.assign(placeOf(record.location), { month, monthName: monthName(month) });
  if (extra.date !== undefined) echo.date = extra.date;
  if (extra.address !== undefined) echo.address = extra.address;
  return placeHead('one-month' as const, echo, record);
}
