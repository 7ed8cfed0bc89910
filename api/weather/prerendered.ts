/**
 * A /typical-weather answer from its station's prerendered texts (lib/serving/answerText.ts): the
 * place's members made and serialized as always, the edition's members serialized once, then the
 * pieces the build wrote with the same builders, as they are. The same bytes as JSON.stringify of the answer
 * the record would make (test/support/servingEquality.ts holds them equal for every ZIP), without
 * decoding the record or formatting its numbers again. A date's answer is the month's with the date
 * echoed and the day after the notes (lib/daily/oneDay.ts withDay): its pieces are copied out before the
 * day is read, since the region holds only until the next read.
 */
import type { MonthNumber } from '../../lib/constants.ts';
import type { DailyDay } from '../../lib/daily/day.ts';
import type { DayFound } from '../../lib/daily/oneDay.ts';
import { daySentence } from '../../lib/daily/summary.ts';
import type { Edition } from '../../lib/editions.ts';
import { monthName } from '../../lib/months.ts';
import { escaped, PIECES, pieceBytes } from '../../lib/serving/answerText.ts';
import type { AddressMatch, StationInfo } from '../../lib/types.ts';
import { oneMonthPlace } from '../../lib/weather/oneMonth.ts';
import { summaryEnd, summaryLead } from '../../lib/weather/summary.ts';
import { editionMembers, wholeYearPlace } from '../../lib/weather/wholeYear.ts';
import { placeAnswer } from '../../lib/zipRecord.ts';
import type { Prerendered } from '../data/dataset.ts';
import { followingMembers, joinBytes } from '../jsonParts.ts';
import { withMatch } from '../place.ts';

export interface PrerenderedRequest {
  edition: Edition;
  month: MonthNumber | null;
  address?: string;
  match?: AddressMatch;
}

/** The answer's bytes (US units: a metric answer converts every number, and is made from the record). */
export function prerenderedAnswer({ location, station, region }: Prerendered, { edition, month, address, match }: PrerenderedRequest): Buffer {
  const record = placeAnswer(location, station);
  const extra = address === undefined ? {} : { address };
  const members = editionJson(edition);
  if (month === null) {
    const head = JSON.stringify(withMatch(wholeYearPlace(record, extra), match));
    return joinBytes([head.slice(0, -1), members, ',', pieceBytes(region, PIECES.wholeYear), '}']);
  }
  const head = JSON.stringify(withMatch(oneMonthPlace(record, month, extra), match));
  const lead = escaped(summaryLead(monthName(month), location, address));
  return joinBytes([head.slice(0, -1), members, ',"normals":', pieceBytes(region, PIECES.normals(month)), `,"summary":"${lead}`, pieceBytes(region, PIECES.words(month)), `${escaped(summaryEnd(station.distanceMi))}"`, pieceBytes(region, PIECES.note(month)), '}']);
}

/** A date's answer waiting for its day: the station to read it of, then the bytes with it. */
export interface DatedAnswer {
  station: StationInfo;
  finish(found: DayFound): Buffer;
}

/** @example const dated = prerenderedDated(ready, { edition, month: 7, date: '07-04' }); dated.finish(await dayOf(dated.station)) */
export function prerenderedDated({ location, station, region }: Prerendered, { edition, month, date, address, match }: PrerenderedRequest & { month: MonthNumber; date: string }): DatedAnswer {
  const record = placeAnswer(location, station);
  const head = JSON.stringify(withMatch(oneMonthPlace(record, month, address === undefined ? { date } : { date, address }), match));
  const before = joinBytes([head.slice(0, -1), editionJson(edition), ',"normals":', pieceBytes(region, PIECES.normals(month)), pieceBytes(region, PIECES.note(month))]);
  const after = joinBytes([escaped(summaryLead(monthName(month), location, address)), pieceBytes(region, PIECES.words(month)), `${escaped(summaryEnd(station.distanceMi))}"}`]);
  return {
    station,
    finish(found) {
      const day = 'day' in found ? found.day : null;
      const sentence = day === null ? '' : escaped(daySentence(day, location, address));
      return joinBytes([before, ',"day":', day === null ? 'null' : dayJson(day), ',"dayNote":', JSON.stringify('reason' in found ? found.reason : null), ',"summary":"', sentence, after]);
    },
  };
}

const dayJsons = new WeakMap<DailyDay, string>();

/** A day's JSON, made once for a day the route keeps (api/weather/route.ts). */
function dayJson(day: DailyDay): string {
  let json = dayJsons.get(day);
  if (json === undefined) dayJsons.set(day, (json = JSON.stringify(day)));
  return json;
}

const editionJsons = new WeakMap<Edition, Uint8Array>();

/** The edition's members (lib/weather/wholeYear.ts editionMembers) as they follow the place; made once. */
function editionJson(edition: Edition): Uint8Array {
  let bytes = editionJsons.get(edition);
  if (bytes === undefined) editionJsons.set(edition, (bytes = followingMembers(editionMembers(edition))));
  return bytes;
}
