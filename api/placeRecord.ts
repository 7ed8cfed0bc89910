/**
 * A place's record in an edition and the 422s on the way to it, the same for every route that
 * answers from a place's station: a ZIP no ZCTA has, a point outside the area covered, and a
 * station with no values in the edition (quarantined, or not in the build) are named, never
 * answered from another station.
 */
import type { CoveredZip, PointRecord, ZipRecord } from '../lib/dataTypes.ts';
import type { Edition } from '../lib/editions.ts';
import { messages } from '../lib/messages.ts';
import type { PointLocation } from '../lib/types.ts';
import type { Message } from '../lib/wording.ts';
import type { AddressResolver } from './address/types.ts';
import type { Dataset } from './data/dataset.ts';
import { nearestZctaNote, pointPlace, readData, resolvePlace, unanswerable, type AnsweredPlace, type ResolvedPlace } from './place.ts';
import type { Place } from './query.ts';

export interface PlaceRecord {
  record: ZipRecord | PointRecord;
  place: AnsweredPlace;
}

/** @example const { record, place } = await placeRecord(dataset, { zip: '10024' }, edition, resolver) */
export async function placeRecord(dataset: Dataset, asked: Place, edition: Edition, resolveAddress: AddressResolver): Promise<PlaceRecord> {
  if (asked.lat !== undefined) return pointRecord(dataset, asked.lat, asked.lon, edition);
  return zipRecord(dataset, await resolvePlace(asked, resolveAddress), edition);
}

/** A point's nearest station's record. */
export async function pointRecord(dataset: Dataset, lat: number, lon: number, edition: Edition): Promise<PlaceRecord> {
  const found = await readData(() => dataset.points.lookup(lat, lon, edition));
  const place = pointPlace(lat, lon, found.kind === 'outside');
  if (found.kind === 'outside') throw unanswerable(place.outside!, place);
  return { record: found.record, place };
}

/** A ZIP's (an address's ZIP's) record, the place named after the nearest-ZCTA note of an address. */
export async function zipRecord(dataset: Dataset, resolved: ResolvedPlace, edition: Edition): Promise<PlaceRecord> {
  const note = nearestZctaNote(resolved.zip, resolved.match);
  const found = await readData(() => dataset.lookup(resolved.zip, edition));
  if (found.kind === 'not-in-dataset') throw unanswerable(note + messages.zipNotInDataset(resolved.zip), resolved);
  const place: AnsweredPlace = Object.assign({}, resolved, { possessive: `${note}ZIP ${resolved.zip}'s`, what: 'ZIP', values: { zip: resolved.zip } });
  return { record: found.record, place };
}

/**
 * The record if its station has values in the edition; else the 422 that names the station and
 * why, with the route's hint of another edition (`coveredBy`: the build's editions that answer).
 */
export function coveredRecord(
  { record, place }: PlaceRecord,
  edition: Edition,
  hint: (coveredBy: string[] | undefined) => Message = () => '',
): CoveredZip | CoveredZip<PointLocation> {
  if (record.coverage === 'covered') return record;
  const { name, id, distanceMi } = record.station;
  if (record.coverage === 'station-quarantined') throw unanswerable(messages.stationQuarantined(place.possessive, name, id, distanceMi, edition.label, record.reason), place);
  throw unanswerable(messages.stationNotInBuild(place.possessive, name, id, distanceMi, edition.label, hint(record.coveredBy)), place);
}
