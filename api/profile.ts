/**
 * GET /climate-profile: the same place rules, address resolution, station and errors as
 * /typical-weather, answered from the annual/seasonal profile shards, with the change since 1981–2010
 * at the same station from the change shards (api/profileDataset.ts).
 */
import { messages } from '../lib/messages.ts';
import { climateProfileResponse } from '../lib/profileResponse.ts';
import { EDITION_REGISTRY, type EditionRegistry } from '../lib/editions.ts';
import type { AddressResolver } from './address/types.ts';
import { errorJson, json } from './http.ts';
import { findPlace, nearestZctaNote, withMatch } from './place.ts';
import type { ProfileDataset } from './profileDataset.ts';
import { parseProfileQuery } from './query.ts';

export function profileRoute(profiles: ProfileDataset, resolveAddress: AddressResolver, editions: EditionRegistry = EDITION_REGISTRY) {
  return async (url: URL): Promise<Response> => {
    const place = await findPlace(parseProfileQuery(url.searchParams, editions), resolveAddress, (zip) => profiles.lookup(zip));
    if (!place.ok) return place.response;
    const { zip, address, match, cache, found } = place;
    const nearest = nearestZctaNote(zip, match);
    if (found.kind === 'not-in-dataset') return errorJson(422, nearest + messages.zipNotInDataset(zip), cache);
    if (found.kind === 'quarantined') {
      const { site, quarantined } = found.station;
      return errorJson(422, nearest + messages.profileQuarantined(zip, site.name, site.id, quarantined), cache);
    }
    const { station, change } = found;
    const extra = address === undefined ? {} : { address };
    return json(200, withMatch(climateProfileResponse(zip, found.zip, station.site, station.profile, change, extra), match), cache);
  };
}
