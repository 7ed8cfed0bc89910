/**
 * GET /climate-profile: the same place rules, address resolution, station and errors as
 * /typical-weather, answered from the station's annual/seasonal profile, with the change since
 * 1981–2010 at the same station (api/data/profileDataset.ts; a point's, api/data/pointDataset.ts).
 */
import { messages } from '../../lib/messages.ts';
import { inUnits } from '../../lib/metric.ts';
import { climateProfileResponse } from '../../lib/profile/response.ts';
import { routeParams } from '../../lib/routeParams.ts';
import { EDITION_REGISTRY, type EditionRegistry } from '../../lib/editions.ts';
import type { AddressResolver } from '../address/types.ts';
import { withVary } from '../cache.ts';
import { json, jsonBytes } from '../http.ts';
import { nearestZctaNote, pointPlace, readData, resolvePlace, unanswerable, withMatch } from '../place.ts';
import type { Dataset } from '../data/dataset.ts';
import { parseQuery } from '../query.ts';
import { prerenderedProfile } from './prerendered.ts';

export function profileRoute(dataset: Dataset, resolveAddress: AddressResolver, editions: EditionRegistry = EDITION_REGISTRY) {
  const route = routeParams(editions).profile;
  /** `prerender`: a covered place's US-units answer may be sent from prerendered texts (api/handler.ts READS_VALUE). */
  return async (url: URL, prerender = true): Promise<Response> => {
    const query = parseQuery(route, url.searchParams);
    const units = query.units!;
    if (query.place.lat !== undefined) {
      const { lat, lon } = query.place;
      if (prerender && units === 'us') {
        const bytes = await readData(() => dataset.points.profilePrerendered(lat, lon, (ready) => prerenderedProfile(ready, {})));
        if (bytes !== null) return jsonBytes(200, bytes, withVary(pointPlace(lat, lon, false).cache, route));
      }
      const found = await readData(() => dataset.points.profile(lat, lon));
      const place = pointPlace(lat, lon, found.kind === 'outside');
      if (found.kind === 'outside') throw unanswerable(place.outside!, place);
      const { station, location } = found;
      if (found.kind === 'quarantined') throw unanswerable(messages.profileQuarantined(place.possessive, station.name, station.id, found.reason), place);
      const body = climateProfileResponse(location, { distanceMi: station.distanceMi }, station, found.profile, found.change, {}, units);
      return json(200, inUnits(body, units), withVary(place.cache, route));
    }
    const place = await resolvePlace(query.place, resolveAddress);
    const { zip, address, match } = place;
    if (prerender && units === 'us') {
      const bytes = await readData(() => dataset.profilePrerendered(zip, (ready) => prerenderedProfile(ready, { address, match })));
      if (bytes !== null) return jsonBytes(200, bytes, withVary(place.cache, route));
    }
    const found = await readData(() => dataset.profile(zip));
    const nearest = nearestZctaNote(zip, match);
    if (found.kind === 'not-in-dataset') throw unanswerable(nearest + messages.zipNotInDataset(zip), place);
    if (found.kind === 'quarantined') {
      const { site, quarantined } = found.station;
      throw unanswerable(nearest + messages.profileQuarantined(`ZIP ${zip}'s`, site.name, site.id, quarantined), place);
    }
    const { station, change } = found;
    const extra = address === undefined ? {} : { address };
    const body = climateProfileResponse({ zip, lat: found.zip.lat, lon: found.zip.lon }, found.zip, station.site, station.profile, change, extra, units);
    return json(200, withMatch(inUnits(body, units), match), withVary(place.cache, route));
  };
}
