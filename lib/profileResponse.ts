/**
 * The /climate-profile body from a profile shard's ZIP and station plus the fixed fields, the
 * same common fields /typical-weather answers with. Add a block (e.g. a change since another
 * edition) as one more field here.
 */
import { confidenceNote, confidenceTier } from './confidence.ts';
import { DISCLAIMER, NORMALS_PERIOD, PROFILE_SOURCE, PROFILE_SOURCES_NORMALS, SOURCES } from './constants.ts';
import { profileSummary } from './profileSummary.ts';
import type { ClimateProfileResponse, ProfileStationSite, ProfileZip, StationProfile } from './profileTypes.ts';

/**
 * @example climateProfileResponse('10024', zipEntry, site, profile).query // { zip: '10024' }
 */
export function climateProfileResponse(
  zip: string,
  entry: ProfileZip,
  site: ProfileStationSite,
  profile: StationProfile,
  extra: { address?: string } = {},
): ClimateProfileResponse {
  const { distanceMi } = entry;
  const confidence = confidenceTier(distanceMi);
  const query: ClimateProfileResponse['query'] = { zip };
  if (extra.address !== undefined) query.address = extra.address;
  const place = extra.address === undefined ? `ZIP ${zip}` : `${extra.address} (ZIP ${zip})`;
  return {
    query,
    location: { zip, lat: entry.lat, lon: entry.lon },
    station: { id: site.id, name: site.name, lat: site.lat, lon: site.lon, distanceMi, elevationFt: site.elevationFt },
    confidence,
    confidenceNote: confidenceNote(distanceMi, confidence),
    source: PROFILE_SOURCE,
    normalsPeriod: NORMALS_PERIOD,
    disclaimer: DISCLAIMER,
    sources: { ...SOURCES, normals: PROFILE_SOURCES_NORMALS },
    annual: profile.annual,
    seasons: profile.seasons,
    freeze: profile.freeze,
    summary: profileSummary(place, profile.freeze['32F'], profile.annual),
  };
}
