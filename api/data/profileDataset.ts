/**
 * A ZIP's climate profile from the serving form: its station's profile (serve/profile.bin) and the
 * change since the registry's change base at that same station (serve/change.bin), or their
 * prerendered texts, read only by the /climate-profile route, so /typical-weather requests never
 * load them.
 */
import type { ChangeRecord } from '../../lib/profile/changeTypes.ts';
import { EDITION_REGISTRY, type EditionRegistry } from '../../lib/editions.ts';
import type { Manifest } from '../../lib/dataTypes.ts';
import { messages } from '../../lib/messages.ts';
import type { ProfileStation, ProfileStationSite, ProfileZip } from '../../lib/profile/types.ts';
import { CHANGE_PIECES, PROFILE_PIECES, pieceText } from '../../lib/serving/answerText.ts';
import { CHANGE_KIND, PROFILE_KIND, SCALE, SERVING_FILES, ZIP_COLUMNS, unscale } from '../../lib/serving/layout.ts';
import type { PointLocation, ResolvedLocation } from '../../lib/types.ts';
import type { TextFiles } from './answerTexts.ts';
import { memoise, unavailable } from './dataErrors.ts';
import type { ServingForm } from './servingForm.ts';

type WithProfile = Extract<ProfileStation, { profile: unknown }>;
type Quarantined = Extract<ProfileStation, { quarantined: string }>;

export type ProfileLookup =
  /** The station's profile, and the ZIP's change since 1981–2010 at that same station (or null with the reason). */
  | { kind: 'profile'; zip: ProfileZip; station: WithProfile; change: ChangeRecord }
  | { kind: 'quarantined'; zip: ProfileZip; station: Quarantined }
  | { kind: 'not-in-dataset' };

/** @example const { lookup } = profileLookup(manifest, servingForm(store, log), answerTexts(store, log), log); await lookup('10024') */
export function profileLookup(manifest: () => Promise<Manifest>, form: ServingForm, texts: TextFiles, log: (line: string) => void, editions: EditionRegistry = EDITION_REGISTRY) {
  const base = editions.changeBase;
  const changePart = `change since ${base?.label ?? ''}`;
  /** Whether the build has the change base's edition, as its manifest says: read once. */
  const baseBuilt = memoise(async () => !!base && Object.hasOwn((await manifest()).editions, base.slug));

  /** The change at the ZIP's own station; a change at another station is broken data (503), never a null. */
  const changeOf = async (zip: string, row: number, stationId: string): Promise<ChangeRecord> => {
    if (!(await baseBuilt())) return { change: null, reason: messages.changeEditionNotInBuild(base?.label ?? '') };
    const at = (await form.zips()).column(ZIP_COLUMNS.record(CHANGE_KIND))?.[row] ?? -1;
    if (at < 0) throw unavailable(SERVING_FILES.change, `no change for ZIP ${zip}`, changePart, log);
    const record = (await form.records(SERVING_FILES.change, changePart)).get<ChangeRecord>(at);
    if (record.change !== null && record.change.station.id !== stationId) {
      throw unavailable(SERVING_FILES.change, `the change of ZIP ${zip} is at ${record.change.station.id}, not at its station ${stationId}`, changePart, log);
    }
    return record;
  };

  /** The profile's columns of zips.bin, found once (a request reads them, never looks them up by name). */
  const columns = memoise(async () => {
    await manifest();
    const zips = await form.zips();
    const [records, distances, lats, lons] = [ZIP_COLUMNS.record(PROFILE_KIND), ZIP_COLUMNS.distance(PROFILE_KIND), ZIP_COLUMNS.lat, ZIP_COLUMNS.lon].map((c) => zips.column(c));
    if (!records || !distances || !lats || !lons) throw unavailable(SERVING_FILES.zips, 'no climate-profile columns', 'climate profile', log);
    return { zips, records, distances, lats, lons, changes: zips.column(ZIP_COLUMNS.record(CHANGE_KIND)) };
  });
  /** The ZIP's row, its profile record's number and its place, or null when it has no profile. */
  const rowOf = async (zip: string) => {
    const { zips, records, distances, lats, lons, changes } = await columns();
    const row = zips.row(zip);
    if (row < 0 || records[row]! < 0) return null;
    const place = { lat: unscale(lats[row]!, SCALE.latLon), lon: unscale(lons[row]!, SCALE.latLon), distanceMi: unscale(distances[row]!, SCALE.distanceMi) };
    return { row, record: records[row]!, place, changeAt: changes?.[row] ?? -1 };
  };
  const stations = () => form.records(SERVING_FILES.profile, 'climate profile');
  /** The profile's and the change's texts, loaded once, so a request awaits them once; null when the build has no change base. */
  const textsOfBoth = memoise(async () => (await baseBuilt()) ? {
    profiles: await texts(SERVING_FILES.profileText, await stations(), PROFILE_PIECES.count),
    changes: await texts(SERVING_FILES.changeText, await form.records(SERVING_FILES.change, changePart), CHANGE_PIECES.count),
  } : null);

  const lookup = async (zip: string): Promise<ProfileLookup> => {
    const found = await rowOf(zip);
    if (found === null) return { kind: 'not-in-dataset' };
    const { row, record, place } = found;
    const station = (await stations()).get<ProfileStation>(record);
    const entry: ProfileZip = { lat: place.lat, lon: place.lon, stationId: station.site.id, distanceMi: place.distanceMi };
    if ('quarantined' in station) return { kind: 'quarantined', zip: entry, station };
    return { kind: 'profile', zip: entry, station, change: await changeOf(zip, row, station.site.id) };
  };

  /**
   * The ZIP's profile, `render` made from its station's and its change's prerendered texts
   * (api/data/answerTexts.ts) at once, or null when they cannot answer it as `lookup` would (no
   * texts, a quarantined station, no change base, a change at another station) and the answer is
   * made from `lookup`.
   */
  const prerendered = async <T>(zip: string, render: (ready: PrerenderedProfile) => T): Promise<T | null> => {
    const found = await rowOf(zip);
    if (found === null || found.changeAt < 0) return null;
    const both = await textsOfBoth();
    if (both === null) return null;
    const { profiles, changes } = both;
    // Both regions are read and used with no await between: they hold only until their files' next reads.
    const profile = profiles?.region(found.record) ?? null;
    const change = changes?.region(found.changeAt) ?? null;
    const site = profile && profiles!.site<ProfileStationSite>(found.record, profile);
    if (!profile || !change || !site) return null;
    const at = pieceText(change, CHANGE_PIECES.stationId);
    if (at !== '' && at !== site.id) return null;
    return render({ location: { zip, lat: found.place.lat, lon: found.place.lon }, distanceMi: found.place.distanceMi, site, profile, change });
  };

  return { lookup, prerendered };
}

/** A ZIP's profile, with the regions of its station's and its change's prerendered texts (lib/serving/answerText.ts). */
export interface PrerenderedProfile {
  location: ResolvedLocation | PointLocation;
  distanceMi: number;
  site: ProfileStationSite;
  profile: Uint8Array;
  change: Uint8Array;
}
