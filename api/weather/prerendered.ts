/**
 * A /typical-weather answer from its station's prerendered texts (lib/serving/answerText.ts): the
 * place's members made and serialized as always, the edition's members serialized once, then the
 * pieces the build wrote with the same builders, as they are. The same bytes as JSON.stringify of the answer
 * the record would make (test/support/servingEquality.ts holds them equal for every ZIP), without
 * decoding the record or formatting its numbers again.
 */
import type { MonthNumber } from '../../lib/constants.ts';
import type { Edition } from '../../lib/editions.ts';
import { monthName } from '../../lib/months.ts';
import { escaped, PIECES, pieceBytes } from '../../lib/serving/answerText.ts';
import type { AddressMatch } from '../../lib/types.ts';
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

const editionJsons = new WeakMap<Edition, Uint8Array>();

/** The edition's members (lib/weather/wholeYear.ts editionMembers) as they follow the place; made once. */
function editionJson(edition: Edition): Uint8Array {
  let bytes = editionJsons.get(edition);
  if (bytes === undefined) editionJsons.set(edition, (bytes = followingMembers(editionMembers(edition))));
  return bytes;
}
