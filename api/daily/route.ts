/**
 * GET /daily-normals: the same place rules, address resolution, station and errors as
 * /typical-weather (its default edition), answered from that station's daily normals: the whole
 * year, or the days from `from` to `to`. A station without daily normals is a 422 naming it and
 * why; no other station is substituted.
 */
import type { PointRecord, ZipRecord } from '../../lib/dataTypes.ts';
import { dailyNormalsResponse } from '../../lib/daily/response.ts';
import { EDITION_REGISTRY, type EditionRegistry } from '../../lib/editions.ts';
import { messages } from '../../lib/messages.ts';
import { inUnits } from '../../lib/metric.ts';
import { routeParams } from '../../lib/routeParams.ts';
import type { AddressResolver } from '../address/types.ts';
import { withVary } from '../cache.ts';
import type { Dataset } from '../data/dataset.ts';
import { json } from '../http.ts';
import { nearestZctaNote, pointPlace, readData, resolvePlace, unanswerable, withMatch, type AnsweredPlace } from '../place.ts';
import { parseQuery } from '../query.ts';

export function dailyRoute(dataset: Dataset, resolveAddress: AddressResolver, editions: EditionRegistry = EDITION_REGISTRY) {
  const route = routeParams(editions).daily;
  const edition = editions.default;
  return async (url: URL): Promise<Response> => {
    const query = parseQuery(route, url.searchParams);
    const range = { from: query.from?.date ?? null, to: query.to?.date ?? null };
    let record: ZipRecord | PointRecord | null;
    let place: AnsweredPlace;
    if (query.place.lat !== undefined) {
      const { lat, lon } = query.place;
      const found = await readData(() => dataset.points.lookup(lat, lon, edition));
      place = pointPlace(lat, lon, found.kind === 'outside');
      record = found.kind === 'outside' ? null : found.record;
    } else {
      const resolved = await resolvePlace(query.place, resolveAddress);
      const found = await readData(() => dataset.lookup(resolved.zip, edition));
      const nearest = nearestZctaNote(resolved.zip, resolved.match);
      place = Object.assign({}, resolved, { possessive: `${nearest}ZIP ${resolved.zip}'s`, what: 'ZIP', values: { zip: resolved.zip } });
      if (found.kind === 'not-in-dataset') throw unanswerable(nearest + messages.zipNotInDataset(resolved.zip), place);
      record = found.record;
    }
    if (record === null) throw unanswerable(place.outside!, place);
    const { name, id, distanceMi } = record.station;
    if (record.coverage === 'station-quarantined') throw unanswerable(messages.stationQuarantined(place.possessive, name, id, distanceMi, edition.label, record.reason), place);
    if (record.coverage === 'station-not-in-build') throw unanswerable(messages.stationNotInBuild(place.possessive, name, id, distanceMi, edition.label), place);
    const daily = await readData(() => dataset.daily(record.station));
    if (daily.kind === 'none') throw unanswerable(messages.noDailyForPlace(place.possessive, name, id, distanceMi, daily.reason), place);
    const body = dailyNormalsResponse(record, daily.daily, range, place.address === undefined ? {} : { address: place.address });
    return json(200, withMatch(inUnits(body, query.units!), place.match), withVary(place.cache, route));
  };
}
