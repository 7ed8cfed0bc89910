/**
 * The /climate-profile body from a ZIP's profile entry and station plus the fixed fields, the
 * same common fields /typical-weather answers with, and the ZIP's change since 1981–2010 at that
 * station (`changeSince1981_2010`, or null with the reason in `changeSince1981_2010Note`).
 */
import type { ChangeRecord } from './changeTypes.ts';
import { confidenceNote, confidenceTier } from '../confidence.ts';
import { SOURCES } from '../constants.ts';
import { DEFAULT_EDITION } from '../editions.ts';
import { profileSummary } from './summary.ts';
import type { ClimateProfileResponse, ProfileStationSite, ProfileZip, StationProfile } from './types.ts';
import type { Units } from '../units.ts';
import { placeOf, placePhrase } from '../placeEcho.ts';
import { placeNoun } from '../zipRecord.ts';
import type { PointLocation, ResolvedLocation } from '../types.ts';

/**
 * @example climateProfileResponse({ zip: '10024', lat, lon }, zipEntry, site, profile, change).query // { zip: '10024' }
 */
export function climateProfileResponse(
  location: ResolvedLocation | PointLocation,
  entry: Pick<ProfileZip, 'distanceMi'>,
  site: ProfileStationSite,
  profile: StationProfile,
  change: ChangeRecord,
  extra: { address?: string } = {},
  units: Units = 'us',
): ClimateProfileResponse {
  return Object.assign({}, profilePlace(location, entry, site, extra), profileEditionMembers(), profileMembers(profile), changeMembers(change), {
    summary: profileSummary(placePhrase(location, extra.address), profile.freeze['32F'], profile.annual, units),
  });
}

/** The answer's first members: the query and the place with its station. */
export function profilePlace(location: ResolvedLocation | PointLocation, { distanceMi }: Pick<ProfileZip, 'distanceMi'>, site: ProfileStationSite, extra: { address?: string } = {}) {
  const confidence = confidenceTier(distanceMi);
  const query: ClimateProfileResponse['query'] = placeOf(location);
  if (extra.address !== undefined) query.address = extra.address;
  return {
    query,
    location,
    station: { id: site.id, name: site.name, lat: site.lat, lon: site.lon, distanceMi, elevationFt: site.elevationFt },
    confidence,
    confidenceNote: confidenceNote(distanceMi, confidence, 'us', placeNoun(location)),
  };
}

/** The members every US-units profile has after its place (sent prerendered: api/profile/prerendered.ts). */
export function profileEditionMembers() {
  return {
    source: DEFAULT_EDITION.profile.source,
    normalsPeriod: DEFAULT_EDITION.label,
    period: DEFAULT_EDITION.slug,
    units: 'us' as const,
    disclaimer: DEFAULT_EDITION.disclaimer,
    sources: { normals: DEFAULT_EDITION.profile.sourcesNormals, ...SOURCES },
  };
}

/** The station's profile, as the answer shows it. */
export const profileMembers = ({ annual, seasons, freeze }: StationProfile) => ({ annual, seasons, freeze });

/** The change since 1981–2010, or null with its reason. */
export const changeMembers = (change: ChangeRecord) => ({
  changeSince1981_2010: change.change,
  changeSince1981_2010Note: change.change === null ? change.reason : null,
});
