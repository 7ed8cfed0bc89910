/**
 * GET /typical-weather: query rules → location → the ZIP's record → the one-month or whole-year
 * body, or the error that says why not (SPEC.md "Errors").
 */
import { messages } from '../lib/messages.ts';
import { oneMonthResponse } from '../lib/oneMonth.ts';
import { wholeYearResponse } from '../lib/wholeYear.ts';
import type { AddressMatch } from '../lib/types.ts';
import type { AddressResolver } from './address/types.ts';
import { DataUnavailableError, type Dataset } from './dataset.ts';
import { CACHE, errorJson, json, unavailable, type CachePolicy } from './http.ts';
import { parseWeatherQuery } from './query.ts';

export function weatherRoute(dataset: Dataset, resolveAddress: AddressResolver) {
  return async (url: URL): Promise<Response> => {
    const query = parseWeatherQuery(url.searchParams);
    if (!query.ok) return errorJson(query.status, query.message, CACHE.document);

    let zip: string;
    let address: string | undefined;
    let match: AddressMatch | undefined;
    let cache: CachePolicy = CACHE.zip;
    if (query.place.kind === 'zip') {
      zip = query.place.zip;
    } else {
      address = query.place.address;
      const resolved = await resolveAddress(address);
      switch (resolved.kind) {
        case 'zip':
          zip = resolved.zip;
          match = resolved.match;
          // A fallback's answer stands in for the geocoder's only until the geocoder is back.
          cache = resolved.geocoderFailed ? CACHE.addressFallback : CACHE.address;
          break;
        case 'not-found':
          return errorJson(404, messages.addressNotFound(address, resolved.tried), CACHE.address);
        case 'unavailable':
          return unavailable(messages.geocoderUnavailable(address), 'geocoder');
      }
    }

    let found;
    try {
      found = await dataset.lookup(zip);
    } catch (error) {
      if (!(error instanceof DataUnavailableError)) throw error;
      const message = error.scope === 'shard' ? messages.shardUnavailable(zip) : messages.datasetUnavailable();
      return unavailable(message, 'data');
    }
    // An answer for the ZCTA nearest the address's point says so first, or its ZIP would be a puzzle.
    const nearest = match?.matchedBy === 'nearest-zcta' ? `${messages.nearestZcta(zip, match.addressZip)} ` : '';
    if (found.kind === 'not-in-dataset') return errorJson(422, nearest + messages.zipNotInDataset(zip), cache);
    const { record } = found;
    if (record.coverage === 'station-not-in-build') {
      const { name, id, distanceMi } = record.station;
      return errorJson(422, nearest + messages.stationNotInBuild(zip, name, id, distanceMi), cache);
    }
    const extra = address === undefined ? {} : { address };
    const body = query.month === null ? wholeYearResponse(record, extra) : oneMonthResponse(record, query.month, extra);
    return json(200, match ? { ...body, location: { ...body.location, ...match } } : body, cache);
  };
}
