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
import { nearestZctaNote, readData, resolvePlace, unanswerable, withMatch } from '../place.ts';
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
    const place = await resolvePlace(query.place, resolveAddress);
    const { zip, address, match } = place;
    const found = await readData(() => dataset.lookup(zip, edition));
    const nearest = nearestZctaNote(zip, match);
    if (found.kind === 'not-in-dataset') throw unanswerable(nearest + messages.zipNotInDataset(zip), place);
    const { record } = found;
    const { name, id, distanceMi } = record.station;
    if (record.coverage === 'station-quarantined') {
      throw unanswerable(nearest + messages.stationQuarantined(zip, name, id, distanceMi, edition.label, record.reason), place);
    }
    if (record.coverage === 'station-not-in-build') {
      const hint = otherEditionHint(route, editions, record.coveredBy, { zip, asked: edition, month: null, units });
      throw unanswerable(nearest + messages.stationNotInBuild(zip, name, id, distanceMi, edition.label, hint), place);
    }
    const vector = climateVector(record.months);
    if (vector === null) throw unanswerable(nearest + messages.twinsIncomplete(zip, name, id, edition.label), place);
    const { index, site } = await readData(() => dataset.twins(edition));
    const hits = index.search({ vector, stationId: id, point: record.location, limit, minDistance, units });
    const twins = hits.map((hit) => twinEntry({ site: site(hit.index), vector: index.vector(hit.index), ...hit }, vector, units));
    const extra = address === undefined ? {} : { address };
    // minDistance is in the asked units: a metric answer only renames it (lib/metric.ts).
    const body = climateTwinsResponse(record, edition, extra, { limit, minDistanceMi: minDistance, candidates: index.count, twins });
    return json(200, withMatch(inUnits(body, units), match), withVary(place.cache, route));
  };
}

const defaultMinDistance = (units: Units) => (units === 'us' ? TWIN_LIMITS.defaultMinDistanceMi : milesToKilometresExact(TWIN_LIMITS.defaultMinDistanceMi));

