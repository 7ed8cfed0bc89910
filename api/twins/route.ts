/**
 * GET /climate-twins: the same place rules, address resolution, station and errors as
 * /typical-weather, then the place's station's monthly normals compared with every candidate of
 * the edition (api/data/twins.ts; docs/twins.md).
 */
import type { PointRecord, ZipRecord } from '../../lib/dataTypes.ts';
import { EDITION_REGISTRY, type Edition, type EditionRegistry } from '../../lib/editions.ts';
import { messages } from '../../lib/messages.ts';
import { inUnits } from '../../lib/metric.ts';
import { routeParams } from '../../lib/routeParams.ts';
import { climateVector } from '../../lib/twins/climateVector.ts';
import { TWIN_LIMITS } from '../../lib/twins/limits.ts';
import { climateTwinsResponse, twinEntry } from '../../lib/twins/response.ts';
import { milesToKilometresExact, type Units } from '../../lib/units.ts';
import type { AddressResolver } from '../address/types.ts';
import { withVary } from '../cache.ts';
import type { Dataset } from '../data/dataset.ts';
import { json } from '../http.ts';
import { nearestZctaNote, pointPlace, readData, resolvePlace, unanswerable, withMatch, type AnsweredPlace } from '../place.ts';
import { parseQuery, type Place } from '../query.ts';
import { otherEditionHint } from '../weather/route.ts';

export function twinsRoute(dataset: Dataset, resolveAddress: AddressResolver, editions: EditionRegistry = EDITION_REGISTRY) {
  const route = routeParams(editions).twins;
  return async (url: URL): Promise<Response> => {
    const query = parseQuery(route, url.searchParams);
    const edition = query.period!;
    const units = query.units!;
    const limit = query.limit!;
    const minDistance = query.minDistance ?? defaultMinDistance(units);
    const { record, place } = await placeRecord(query.place, edition);
    const { name, id, distanceMi } = record.station;
    if (record.coverage === 'station-quarantined') {
      throw unanswerable(messages.stationQuarantined(place.possessive, name, id, distanceMi, edition.label, record.reason), place);
    }
    if (record.coverage === 'station-not-in-build') {
      const hint = otherEditionHint(route, editions, record.coveredBy, place, { asked: edition, month: null, units });
      throw unanswerable(messages.stationNotInBuild(place.possessive, name, id, distanceMi, edition.label, hint), place);
    }
    const vector = climateVector(record.months);
    if (vector === null) throw unanswerable(messages.twinsIncomplete(place.possessive, name, id, edition.label), place);
    const { index, site } = await readData(() => dataset.twins(edition));
    const hits = index.search({ vector, stationId: id, point: record.location, limit, minDistance, units });
    const twins = hits.map((hit) => twinEntry({ site: site(hit.index), vector: index.vector(hit.index), ...hit }, vector, units));
    const extra = place.address === undefined ? {} : { address: place.address };
    // minDistance is in the asked units: a metric answer only renames it (lib/metric.ts).
    const body = climateTwinsResponse(record, edition, extra, { limit, minDistanceMi: minDistance, candidates: index.count, twins });
    return json(200, withMatch(inUnits(body, units), place.match), withVary(place.cache, route));
  };

  /** The place's record in the edition: a point's nearest station, or its ZIP's (an address's ZIP). */
  async function placeRecord(asked: Place, edition: Edition): Promise<{ record: ZipRecord | PointRecord; place: AnsweredPlace }> {
    if (asked.lat !== undefined) {
      const found = await readData(() => dataset.points.lookup(asked.lat, asked.lon, edition));
      const place = pointPlace(asked.lat, asked.lon, found.kind === 'outside');
      if (found.kind === 'outside') throw unanswerable(place.outside!, place);
      return { record: found.record, place };
    }
    const resolved = await resolvePlace(asked, resolveAddress);
    const note = nearestZctaNote(resolved.zip, resolved.match);
    const found = await readData(() => dataset.lookup(resolved.zip, edition));
    if (found.kind === 'not-in-dataset') throw unanswerable(note + messages.zipNotInDataset(resolved.zip), resolved);
    const place: AnsweredPlace = Object.assign({}, resolved, { possessive: `${note}ZIP ${resolved.zip}'s`, what: 'ZIP', values: { zip: resolved.zip } });
    return { record: found.record, place };
  }
}

const defaultMinDistance = (units: Units) => (units === 'us' ? TWIN_LIMITS.defaultMinDistanceMi : milesToKilometresExact(TWIN_LIMITS.defaultMinDistanceMi));

