/**
 * A place by its coordinates as the handler sees it: the point's record in an edition, shaped as a
 * ZIP's (lib/zipRecord.ts) with the point as its location, and its climate profile and change, all
 * from the station nearest the point itself (api/data/pointIndex.ts). A point outside the area the
 * normals cover has no record.
 */
import type { EditionRegistry, Edition } from '../../lib/editions.ts';
import type { PointRecord } from '../../lib/dataTypes.ts';
import { messages } from '../../lib/messages.ts';
import type { OutlinePlace } from '../../lib/outlinePlace.ts';
import { pointLocation } from '../../lib/pointLocation.ts';
import type { ChangeRecord } from '../../lib/profile/changeTypes.ts';
import type { ProfileStation } from '../../lib/profile/types.ts';
import { CHANGE_KIND, PROFILE_KIND, SERVING_FILES, type StationPart } from '../../lib/serving/layout.ts';
import type { PointLocation, StationInfo } from '../../lib/types.ts';
import { coveredRecord, quarantinedRecord, stationAt, uncoveredRecord } from '../../lib/zipRecord.ts';
import { CHANGE_PIECES, PIECES, PROFILE_PIECES } from '../../lib/serving/answerText.ts';
import type { ProfileStationSite } from '../../lib/profile/types.ts';
import type { StationSite } from '../../lib/zipRecord.ts';
import type { AnswerTexts, TextFiles } from './answerTexts.ts';
import type { Prerendered } from './dataset.ts';
import type { PrerenderedProfile } from './profileDataset.ts';
import { memoiseEach, unavailable } from './dataErrors.ts';
import { pointIndexes, type NearestRow, type PointIndex } from './pointIndex.ts';
import type { ServingForm } from './servingForm.ts';

export type PointLookup = { kind: 'record'; record: PointRecord } | { kind: 'outside' };

export type PointProfileLookup =
  | { kind: 'profile'; location: PointLocation; station: StationInfo; profile: Extract<ProfileStation, { profile: unknown }>['profile']; change: ChangeRecord }
  | { kind: 'quarantined'; location: PointLocation; station: StationInfo; reason: string }
  | { kind: 'outside' };

/** @example const points = pointDataset(servingForm(store, log), answerTexts(store, log), log, EDITION_REGISTRY); await points.lookup(40.78, -73.97, edition) */
export function pointDataset(form: ServingForm, textsOf: TextFiles, log: (line: string) => void, editions: EditionRegistry) {
  const index = pointIndexes(form, log);

  /** What placing a point reads for an edition (by its slug), loaded once: the outline's test and the edition's indexes. */
  const placing = memoiseEach(async (slug: string): Promise<Placing> => {
    const [inside, at] = await Promise.all([index.outline(), index.edition(slug)]);
    return { inside, at };
  });
  const locate = async (lat: number, lon: number, slug: string) => placed(await placing(slug), lat, lon);

  /** The record of `kind` (an edition, the profile or the change) of the candidate nearest the point. */
  const recordOf = async <T>(at: PointIndex, nearest: NearestRow | undefined, kind: string, file: string, part: string) => {
    const records = at.records(kind);
    if (!nearest || !records) throw unavailable(SERVING_FILES.points, `no candidates for ${kind}`, part, log);
    return { record: (await form.records(file, part)).get<T>(records[nearest.row]!), distanceMi: nearest.distanceMi };
  };
  /** Where each kind's texts come from: an edition's (by its slug), the profile's, the change's. */
  const sources = new Map<string, { slug: string; file: string; text: string; pieces: number; part: string }>([
    ...editions.all.map((e) => [e.slug, { slug: e.slug, file: SERVING_FILES.edition(e.slug), text: SERVING_FILES.answerText(e.slug), pieces: PIECES.count, part: `${e.label} normals` }] as const),
    [PROFILE_KIND, { slug: editions.default.slug, file: SERVING_FILES.profile, text: SERVING_FILES.profileText, pieces: PROFILE_PIECES.count, part: 'climate profile' }],
    [CHANGE_KIND, { slug: editions.default.slug, file: SERVING_FILES.change, text: SERVING_FILES.changeText, pieces: CHANGE_PIECES.count, part: `change since ${editions.changeBase?.label}` }],
  ]);
  /**
   * What a point's prerendered answers of a kind read, loaded once (a request awaits it alone): its
   * placing, and its candidates' record numbers and prerendered texts (api/data/answerTexts.ts), null when there are none.
   */
  const textsOfKind = memoiseEach(async (kind: string): Promise<Placing & { source: { records: Int32Array; texts: AnswerTexts } | null }> => {
    const { slug, file, text, pieces, part } = sources.get(kind)!;
    const ready = await placing(slug);
    const records = ready.at.records(kind);
    const texts = records && (await textsOf(text, await form.records(file, part), pieces));
    return { ...ready, source: records && texts ? { records, texts } : null };
  });
  const editionStation = (at: PointIndex, edition: Edition, lat: number, lon: number) =>
    recordOf<StationPart>(at, at.nearestStation(lat, lon), edition.slug, SERVING_FILES.edition(edition.slug), `${edition.label} normals`);

  return {
    async lookup(lat: number, lon: number, edition: Edition): Promise<PointLookup> {
      const found = await locate(lat, lon, edition.slug);
      if (found === null) return { kind: 'outside' };
      const { at, location } = found;
      const { record: station, distanceMi } = await editionStation(at, edition, lat, lon);
      const info = stationAt(station.site, distanceMi);
      if ('months' in station) return { kind: 'record', record: coveredRecord(location, info, station.months, station.notInFile) };
      if ('reason' in station) return { kind: 'record', record: quarantinedRecord(location, info, station.reason) };
      // As a ZIP's: only the default edition's records name the other editions that answer.
      const others = edition === editions.default ? editions.all.filter((e) => e !== edition && at.editions.includes(e.slug)) : [];
      const coveredBy: string[] = [];
      for (const other of others) if ('months' in (await editionStation(await index.edition(other.slug), other, lat, lon)).record) coveredBy.push(other.slug);
      return { kind: 'record', record: uncoveredRecord(location, info, others.length > 0 ? coveredBy : undefined) };
    },

    /** The point's answer rendered from its station's prerendered texts, or null as dataset.prerendered (also outside the area covered). */
    async prerendered<T>(lat: number, lon: number, edition: Edition, render: (ready: Prerendered) => T): Promise<T | null> {
      const ready = await textsOfKind(edition.slug);
      const found = placed(ready, lat, lon);
      const { source } = ready;
      if (found === null || !source) return null;
      const nearest = found.at.nearestStation(lat, lon);
      if (!nearest) return null;
      const record = source.records[nearest.row]!;
      const region = source.texts.region(record);
      const site = region && source.texts.site<StationSite>(record, region);
      if (!region || !site) return null;
      return render({ location: found.location, station: stationAt(site, nearest.distanceMi), region });
    },

    /** The point's profile rendered from prerendered texts, or null as dataset.profilePrerendered (also outside the area covered). */
    async profilePrerendered<T>(lat: number, lon: number, render: (ready: PrerenderedProfile) => T): Promise<T | null> {
      if (!editions.changeBase) return null;
      const ready = await textsOfKind(PROFILE_KIND);
      const profiles = ready.source;
      const changes = (await textsOfKind(CHANGE_KIND)).source;
      const found = placed(ready, lat, lon);
      if (found === null || !profiles || !changes) return null;
      const nearest = found.at.nearestStation(lat, lon);
      if (!nearest) return null;
      // Both regions are read and used with no await between.
      const at = profiles.records[nearest.row]!;
      const profile = profiles.texts.region(at);
      const change = changes.texts.region(changes.records[nearest.row]!);
      const site = profile && profiles.texts.site<ProfileStationSite>(at, profile);
      if (!profile || !change || !site) return null;
      return render({ location: found.location, distanceMi: nearest.distanceMi, site, profile, change });
    },

    async profile(lat: number, lon: number): Promise<PointProfileLookup> {
      const found = await locate(lat, lon, editions.default.slug);
      if (found === null) return { kind: 'outside' };
      const { at, location } = found;
      // The profile and the change are both the default edition's nearest candidate's: one search.
      const nearest = at.nearestStation(lat, lon);
      const { record, distanceMi } = await recordOf<ProfileStation>(at, nearest, PROFILE_KIND, SERVING_FILES.profile, 'climate profile');
      const station = stationAt(record.site, distanceMi);
      if ('quarantined' in record) return { kind: 'quarantined', location, station, reason: record.quarantined };
      const base = editions.changeBase;
      const change: ChangeRecord = base && at.records(CHANGE_KIND)
        ? (await recordOf<ChangeRecord>(at, nearest, CHANGE_KIND, SERVING_FILES.change, `change since ${base.label}`)).record
        : { change: null, reason: messages.changeEditionNotInBuild(base?.label ?? '') };
      return { kind: 'profile', location, station, profile: record.profile, change };
    },
  };
}

export type PointDataset = ReturnType<typeof pointDataset>;

interface Placing {
  inside: (lat: number, lon: number) => OutlinePlace | null;
  at: PointIndex;
}

/** The point in context with the edition's indexes, or null outside the area covered. */
function placed({ inside, at }: Placing, lat: number, lon: number): { at: PointIndex; location: PointLocation } | null {
  const found = inside(lat, lon);
  return found === null ? null : { at, location: pointLocation(lat, lon, found, at.nearestZcta(lat, lon)) };
}
