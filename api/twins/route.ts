/**
 * GET /climate-twins: the same place rules, address resolution, station and errors as
 * /typical-weather, then the place's station's monthly normals compared with every candidate of
 * the edition (api/data/twins.ts; docs/twins.md).
 */
import { EDITION_REGISTRY, type EditionRegistry } from '../../lib/editions.ts';
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
import { readData, unanswerable, withMatch } from '../place.ts';
import { coveredRecord, placeRecord } from '../placeRecord.ts';
import { parseQuery } from '../query.ts';
import { otherEditionHint } from '../weather/route.ts';

export function twinsRoute(dataset: Dataset, resolveAddress: AddressResolver, editions: EditionRegistry = EDITION_REGISTRY) {
  const route = routeParams(editions).twins;
  return async (url: URL): Promise<Response> => {
    const query = parseQuery(route, url.searchParams);
    const edition = query.period!;
    const units = query.units!;
    const limit = query.limit!;
    const minDistance = query.minDistance ?? defaultMinDistance(units);
    const found = await placeRecord(dataset, query.place, edition, resolveAddress);
    const { place } = found;
    const record = coveredRecord(found, edition, (coveredBy) => otherEditionHint(route, editions, coveredBy, place, { asked: edition, month: null, units }));
    const { name, id } = record.station;
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
}

const defaultMinDistance = (units: Units) => (units === 'us' ? TWIN_LIMITS.defaultMinDistanceMi : milesToKilometresExact(TWIN_LIMITS.defaultMinDistanceMi));

