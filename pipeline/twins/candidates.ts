/**
 * An edition's twin candidates from its ZIP records (docs/twins.md): every station that answers at
 * least one ZCTA with all 12 monthly highs, lows and precipitation totals, in station-id order, with
 * its ZIP (the nearest of the ZCTAs it answers, by the build's reported distance; ties: the smaller
 * ZIP) and its place (stationPlace.ts). Pure: records and the place rule in, candidates out.
 */
import type { ZipRecord } from '../../lib/dataTypes.ts';
import { climateVector } from '../../lib/twins/climateVector.ts';
import type { TwinSite } from '../../lib/twins/types.ts';
import type { ResolvedLocation } from '../../lib/types.ts';
import type { StationSite } from '../../lib/zipRecord.ts';

export interface Candidate {
  site: TwinSite;
  vector: Int32Array;
  /** The point of its ZIP: where the download's twins are measured from, as the API measures a ZIP's. */
  zipPoint: ResolvedLocation;
}

export interface Candidates {
  candidates: Candidate[];
  /** Stations answering a ZCTA whose months lack a value (not candidates), by id. */
  incomplete: string[];
}

/** @example twinCandidates(records, stationPlace(places)).candidates[0].site.zip // '10024' */
export function twinCandidates(records: ReadonlyMap<string, ZipRecord>, placeOf: (station: StationSite) => string | null): Candidates {
  const byStation = new Map<string, { site: StationSite; vector: Int32Array | null; best: { location: ResolvedLocation; distanceMi: number } }>();
  for (const record of records.values()) {
    if (record.coverage !== 'covered') continue;
    const { distanceMi, ...site } = record.station;
    const seen = byStation.get(site.id);
    if (!seen) {
      byStation.set(site.id, { site, vector: climateVector(record.months), best: { location: record.location, distanceMi } });
      continue;
    }
    const { best } = seen;
    if (distanceMi < best.distanceMi || (distanceMi === best.distanceMi && record.location.zip < best.location.zip)) seen.best = { location: record.location, distanceMi };
  }
  const candidates: Candidate[] = [];
  const incomplete: string[] = [];
  for (const id of [...byStation.keys()].sort()) {
    const { site, vector, best } = byStation.get(id)!;
    if (vector === null) {
      incomplete.push(id);
      continue;
    }
    candidates.push({ site: { station: site, zip: best.location.zip, place: placeOf(site) }, vector, zipPoint: best.location });
  }
  return { candidates, incomplete };
}
