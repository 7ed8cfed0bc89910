/**
 * GET /typical-weather: query rules → location → the ZIP's record → the one-month or whole-year
 * body, or the error that says why not (SPEC.md "Errors").
 */
import { messages } from '../lib/messages.ts';
import { oneMonthResponse } from '../lib/oneMonth.ts';
import { wholeYearResponse } from '../lib/wholeYear.ts';
import type { AddressResolver } from './address/types.ts';
import { DataUnavailableError, type Dataset } from './dataset.ts';
import { CACHE, errorJson, json } from './http.ts';
import { parseWeatherQuery } from './query.ts';

/** Seconds a client should wait after a 503 before retrying. */
export const RETRY_AFTER_SECONDS = { data: 60, geocoder: 30 } as const;

export function weatherRoute(dataset: Dataset, resolveAddress: AddressResolver) {
  return async (url: URL): Promise<Response> => {
    const query = parseWeatherQuery(url.searchParams);
    if (!query.ok) return errorJson(query.status, query.message, CACHE.document);

    let zip: string;
    let address: string | undefined;
    if (query.place.kind === 'zip') {
      zip = query.place.zip;
    } else {
      address = query.place.address;
      const resolved = await resolveAddress(address);
      switch (resolved.kind) {
        case 'zip':
          zip = resolved.zip;
          break;
        case 'not-found':
          return errorJson(404, messages.addressNotFound(address, resolved.tried), CACHE.address);
        case 'invalid':
          return errorJson(400, resolved.message, CACHE.address);
        case 'unavailable':
          return errorJson(503, messages.geocoderUnavailable(address), CACHE.none, {
            'retry-after': String(RETRY_AFTER_SECONDS.geocoder),
          });
      }
    }
    const cache = address === undefined ? CACHE.zip : CACHE.address;

    let found;
    try {
      found = await dataset.lookup(zip);
    } catch (error) {
      if (!(error instanceof DataUnavailableError)) throw error;
      const message = error.scope === 'shard' ? messages.shardUnavailable(zip) : messages.datasetUnavailable();
      return errorJson(503, message, CACHE.none, { 'retry-after': String(RETRY_AFTER_SECONDS.data) });
    }
    if (found.kind === 'not-in-dataset') return errorJson(422, messages.zipNotInDataset(zip), cache);
    const { record } = found;
    if (record.coverage === 'station-not-in-build') {
      const { name, id, distanceMi } = record.station;
      return errorJson(422, messages.stationNotInBuild(zip, name, id, distanceMi), cache);
    }
    if (record.coverage === 'station-quarantined') {
      const { name, id, distanceMi } = record.station;
      return errorJson(422, messages.stationQuarantined(zip, name, id, distanceMi, record.reason), cache);
    }
    const extra = address === undefined ? {} : { address };
    const body = query.month === null ? wholeYearResponse(record, extra) : oneMonthResponse(record, query.month, extra);
    return json(200, body, cache);
  };
}
