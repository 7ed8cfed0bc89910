/**
 * GET /typical-weather: query rules → location → the ZIP's record → the one-month or whole-year
 * body, or the error that says why not (SPEC.md "Errors").
 */
import { messages } from '../lib/messages.ts';
import { oneMonthResponse } from '../lib/oneMonth.ts';
import { wholeYearResponse } from '../lib/wholeYear.ts';
import type { AddressResolver } from './address/types.ts';
import type { Dataset } from './dataset.ts';
import { errorJson, json } from './http.ts';
import { findPlace } from './place.ts';
import { parseWeatherQuery } from './query.ts';

export { RETRY_AFTER_SECONDS } from './place.ts';

export function weatherRoute(dataset: Dataset, resolveAddress: AddressResolver) {
  return async (url: URL): Promise<Response> => {
    const place = await findPlace(parseWeatherQuery(url.searchParams), resolveAddress, (zip) => dataset.lookup(zip));
    if (!place.ok) return place.response;
    const { query, zip, address, cache, found } = place;
    if (found.kind === 'not-in-dataset') return errorJson(422, messages.zipNotInDataset(zip), cache);
    const { record } = found;
    if (record.coverage === 'station-not-in-build') {
      const { name, id, distanceMi } = record.station;
      return errorJson(422, messages.stationNotInBuild(zip, name, id, distanceMi), cache);
    }
    const extra = address === undefined ? {} : { address };
    const body = query.month === null ? wholeYearResponse(record, extra) : oneMonthResponse(record, query.month, extra);
    return json(200, body, cache);
  };
}
