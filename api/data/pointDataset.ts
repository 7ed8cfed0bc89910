/**
 * A place by its coordinates as the handler sees it: the point's record in an edition, shaped as a
 * ZIP's (lib/zipRecord.ts) with the point as its location, and its climate profile and change, all
 * from the station nearest the point itself (api/data/pointIndex.ts). A point outside the area the
 * normals cover has no record.
 */
import type { EditionRegistry, Edition } from '../../lib/editions.ts';
import type { PointRecord } from '../../lib/dataTypes.ts';
import { messages } from '../../lib/messages.ts';
import type { ChangeRecord } from '../../lib/profile/changeTypes.ts';
import type { ProfileStation } from '../../lib/profile/types.ts';
import { CHANGE_KIND, PROFILE_KIND, SERVING_FILES, type StationPart } from '../../lib/serving/layout.ts';
import type { PointLocation, StationInfo } from '../../lib/types.ts';
import { coveredRecord, quarantinedRecord, stationAt, uncoveredRecord } from '../../lib/zipRecord.ts';
import { unavailable } from './dataErrors.ts';
import { pointIndex } from './pointIndex.ts';
import type { ServingForm } from './servingForm.ts';

export type PointLookup = { kind: 'record'; record: PointRecord } | { kind: 'outside' };

export type PointProfileLookup =
  | { kind: 'profile'; location: PointLocation; station: StationInfo; profile: Extract<ProfileStation, { profile: unknown }>['profile']; change: ChangeRecord }
  | { kind: 'quarantined'; location: PointLocation; station: StationInfo; reason: string }
  | { kind: 'outside' };

/** @example const points = pointDataset(servingForm(store, log), log, EDITION_REGISTRY); await points.lookup(40.78, -73.97, edition) */
export function pointDataset(form: ServingForm, log: (line: string) => void, editions: EditionRegistry) {
  const index = pointIndex(form, log);

  /** The point in context, or null outside. */
  const locate = async (lat: number, lon: number): Promise<PointLocation | null> => {
    const state = await index.stateAt(lat, lon);
    return state === null ? null : { lat, lon, state, nearestZcta: await index.nearestZcta(lat, lon) };
  };

  /** The edition's station nearest the point, with its record. */
  const stationOf = async <T>(slug: string, kind: string, file: string, part: string, lat: number, lon: number) => {
    const nearest = await index.nearestStation(slug, lat, lon);
    const records = await index.records(kind);
    if (!nearest || !records) throw unavailable(SERVING_FILES.points, `no candidates for ${kind}`, part, log);
    const record = (await form.records(file, part)).get<T>(records[nearest.row]!);
    return { record, distanceMi: nearest.distanceMi };
  };
  const editionStation = (edition: Edition, lat: number, lon: number) =>
    stationOf<StationPart>(edition.slug, edition.slug, SERVING_FILES.edition(edition.slug), `${edition.label} normals`, lat, lon);

  return {
    async lookup(lat: number, lon: number, edition: Edition): Promise<PointLookup> {
      const location = await locate(lat, lon);
      if (location === null) return { kind: 'outside' };
      const { record: station, distanceMi } = await editionStation(edition, lat, lon);
      const info = stationAt(station.site, distanceMi);
      if ('months' in station) return { kind: 'record', record: coveredRecord(location, info, station.months) };
      if ('reason' in station) return { kind: 'record', record: quarantinedRecord(location, info, station.reason) };
      // As a ZIP's: only the default edition's records name the other editions that answer.
      const inBuild = await index.editions();
      const others = edition === editions.default ? editions.all.filter((e) => e !== edition && inBuild.includes(e.slug)) : [];
      const coveredBy: string[] = [];
      for (const other of others) if ('months' in (await editionStation(other, lat, lon)).record) coveredBy.push(other.slug);
      return { kind: 'record', record: uncoveredRecord(location, info, others.length > 0 ? coveredBy : undefined) };
    },

    async profile(lat: number, lon: number): Promise<PointProfileLookup> {
      const location = await locate(lat, lon);
      if (location === null) return { kind: 'outside' };
      const slug = editions.default.slug;
      const { record, distanceMi } = await stationOf<ProfileStation>(slug, PROFILE_KIND, SERVING_FILES.profile, 'climate profile', lat, lon);
      const station = stationAt(record.site, distanceMi);
      if ('quarantined' in record) return { kind: 'quarantined', location, station, reason: record.quarantined };
      const base = editions.changeBase;
      const change: ChangeRecord = base && (await index.records(CHANGE_KIND))
        ? (await stationOf<ChangeRecord>(slug, CHANGE_KIND, SERVING_FILES.change, `change since ${base.label}`, lat, lon)).record
        : { change: null, reason: messages.changeEditionNotInBuild(base?.label ?? '') };
      return { kind: 'profile', location, station, profile: record.profile, change };
    },
  };
}

export type PointDataset = ReturnType<typeof pointDataset>;
