/**
 * GET /daily-normals: the same place rules, address resolution, station and errors as
 * /typical-weather (its default edition), answered from that station's daily normals: the whole
 * year, or the days from `from` to `to`. A station without daily normals is a 422 naming it and
 * why; no other station is substituted.
 */
import { daysJson } from '../../lib/daily/daysJson.ts';
import { dailyDay } from '../../lib/daily/day.ts';
import { dayOf } from '../../lib/daily/packedDays.ts';
import { dailyNormalsHead } from '../../lib/daily/response.ts';
import { EDITION_REGISTRY, type EditionRegistry } from '../../lib/editions.ts';
import { messages } from '../../lib/messages.ts';
import { inUnits } from '../../lib/metric.ts';
import { routeParams } from '../../lib/routeParams.ts';
import type { AddressResolver } from '../address/types.ts';
import { withVary } from '../cache.ts';
import type { Dataset } from '../data/dataset.ts';
import { jsonBytes } from '../http.ts';
import { lastMemberApart, withLastMember } from '../jsonParts.ts';
import { readData, unanswerable, withMatch } from '../place.ts';
import { coveredRecord, placeRecord } from '../placeRecord.ts';
import { parseQuery } from '../query.ts';

export function dailyRoute(dataset: Dataset, resolveAddress: AddressResolver, editions: EditionRegistry = EDITION_REGISTRY) {
  const route = routeParams(editions).daily;
  const edition = editions.default;
  return async (url: URL): Promise<Response> => {
    const query = parseQuery(route, url.searchParams);
    const range = { from: query.from?.date ?? null, to: query.to?.date ?? null };
    const found = await placeRecord(dataset, query.place, edition, resolveAddress);
    const { place } = found;
    const record = coveredRecord(found, edition);
    const { name, id, distanceMi } = record.station;
    const extra = place.address === undefined ? {} : { address: place.address };
    const { head, indexes } = dailyNormalsHead(record, range, extra);
    const cache = withVary(place.cache, route);
    const us = query.units === 'us';
    // In US units the days' JSON is written straight from the stored hundredths (lib/daily/daysJson.ts), into
    // the answer's bytes at once (both the year and the JSON's buffer are reused): the same bytes, a fraction of the time.
    const daily = await readData(() =>
      dataset.daily.year(record.station, (year) =>
        us ? withLastMember(withMatch(head, place.match), 'days', daysJson(year, indexes)) : indexes.map((i) => dailyDay(i, dayOf(year, i))),
      ),
    );
    if (daily.kind === 'none') throw unanswerable(messages.noDailyForPlace(place.possessive, name, id, distanceMi, daily.reason), place);
    if (daily.read instanceof Uint8Array) return jsonBytes(200, daily.read, cache);
    const answer = withMatch(inUnits({ ...head, days: daily.read }, query.units!), place.match);
    return jsonBytes(200, lastMemberApart(answer), cache, answer);
  };
}
