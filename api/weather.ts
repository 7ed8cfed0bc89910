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
import { findPlace, nearestZctaNote, withMatch } from './place.ts';
import { parseWeatherQuery } from './query.ts';

export function weatherRoute(dataset: Dataset, resolveAddress: AddressResolver) {
  return async (url: URL): Promise<Response> => {
    const place = await findPlace(parseWeatherQuery(url.searchParams), resolveAddress, (zip) => dataset.lookup(zip));
    if (!place.ok) return place.response;
    const { query, zip, address, match, cache, found } = place;
    const nearest = nearestZctaNote(zip, match);
    if (found.kind === 'not-in-dataset') return errorJson(422, nearest + messages.zipNotInDataset(zip), cache);
    const { record } = found;
    if (record.coverage === 'station-not-in-build') {
      const { name, id, distanceMi } = record.station;
      return errorJson(422, nearest + messages.stationNotInBuild(zip, name, id, distanceMi), cache);
    }
    const extra = address === undefined ? {} : { address };
    const body = query.month === null ? wholeYearResponse(record, extra) : oneMonthResponse(record, query.month, extra);
    return json(200, withMatch(body, match), cache);
  };
}
