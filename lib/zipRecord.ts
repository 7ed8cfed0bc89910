/**
 * A ZIP's record (lib/dataTypes.ts ZipRecord) from its parts: the one definition of its fields and
 * their order, used by the pipeline to write the shards and by the API to answer from the serving
 * form, so both give the same bytes. Tier, note and year summary follow from distance and months.
 */
import { confidenceNote, confidenceTier, type PlaceNoun } from './confidence.ts';
import type { CoveredZip, QuarantinedZip, UncoveredZip } from './dataTypes.ts';
import type { MonthlyNormals, ResolvedLocation, StationInfo } from './types.ts';
import type { FileField } from './weather/nullNote.ts';
import { yearSummary } from './weather/yearSummary.ts';

/** A station as every ZIP it serves shows it, less the ZIP's own distance. */
export type StationSite = Omit<StationInfo, 'distanceMi'>;

/** The station as one ZIP's answer shows it: its distance between position and elevation. */
export function stationAt({ id, name, lat, lon, elevationFt }: StationSite, distanceMi: number): StationInfo {
  return { id, name, lat, lon, distanceMi, elevationFt };
}

/** @example placeNoun({ zip: '10024', lat, lon }) // 'ZIP' */
export const placeNoun = (location: unknown): PlaceNoun => (typeof location === 'object' && location !== null && 'zip' in location ? 'ZIP' : 'point');

/** A ZIP answered from its nearest station's monthly normals. */
export function coveredRecord<L = ResolvedLocation>(location: L, station: StationInfo, months: MonthlyNormals[], notInFile: readonly FileField[] = []): CoveredZip<L> {
  const record: CoveredZip<L> = { coverage: 'covered', ...placeAnswer(location, station), months, yearSummary: yearSummary(months) };
  if (notInFile.length > 0) record.notInFile = [...notInFile];
  return record;
}

/** What a covered record says of the place and its station, before the station's months. */
export function placeAnswer<L>(location: L, station: StationInfo): Pick<CoveredZip<L>, 'location' | 'station' | 'confidence' | 'confidenceNote'> {
  const confidence = confidenceTier(station.distanceMi);
  return { location, station, confidence, confidenceNote: confidenceNote(station.distanceMi, confidence, 'us', placeNoun(location)) };
}

/**
 * A ZIP whose nearest station has no monthly values in this build (the API answers 422 naming it),
 * with the other editions that answer it when the build has others.
 */
export function uncoveredRecord<L = ResolvedLocation>(location: L, station: StationInfo, coveredBy?: string[]): UncoveredZip<L> {
  const record: UncoveredZip<L> = { coverage: 'station-not-in-build', location, station, confidence: confidenceTier(station.distanceMi) };
  if (coveredBy !== undefined) record.coveredBy = coveredBy;
  return record;
}

/** A ZIP whose nearest station's monthly file was quarantined: the API answers 422 naming it and why. */
export function quarantinedRecord<L = ResolvedLocation>(location: L, station: StationInfo, reason: string): QuarantinedZip<L> {
  return { coverage: 'station-quarantined', location, station, confidence: confidenceTier(station.distanceMi), reason };
}
