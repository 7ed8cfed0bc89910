/**
 * GET /typical-weather: query rules → location → the ZIP's record in the asked edition → the
 * one-month or whole-year body, or the ApiError that says why not.
 */
import { type MonthNumber } from '../../lib/constants.ts';
import { EDITION_REGISTRY, type Edition, type EditionRegistry } from '../../lib/editions.ts';
import { messages } from '../../lib/messages.ts';
import { inUnits } from '../../lib/metric.ts';
import { oneMonthResponse } from '../../lib/weather/oneMonth.ts';
import { routeParams, routePath, type RouteParams } from '../../lib/routeParams.ts';
import type { Units } from '../../lib/units.ts';
import { wholeYearResponse } from '../../lib/weather/wholeYear.ts';
import type { AddressResolver } from '../address/types.ts';
import { withVary } from '../cache.ts';
import type { Dataset } from '../data/dataset.ts';
import { json } from '../http.ts';
import { nearestZctaNote, readData, resolvePlace, unanswerable, withMatch } from '../place.ts';
import { parseQuery } from '../query.ts';

export function weatherRoute(dataset: Dataset, resolveAddress: AddressResolver, editions: EditionRegistry = EDITION_REGISTRY) {
  const route = routeParams(editions).weather;
  return async (url: URL): Promise<Response> => {
    const query = parseQuery(route, url.searchParams);
    const edition = query.period!;
    const units = query.units!;
    const month = query.date ?? query.month ?? null;
    const place = await resolvePlace(query.place, resolveAddress);
    const { zip, address, match } = place;
    const found = await readData(() => dataset.lookup(zip, edition));
    const nearest = nearestZctaNote(zip, match);
    if (found.kind === 'not-in-dataset') throw unanswerable(nearest + messages.zipNotInDataset(zip), place);
    const { record } = found;
    if (record.coverage === 'station-quarantined') {
      const { name, id, distanceMi } = record.station;
      throw unanswerable(nearest + messages.stationQuarantined(zip, name, id, distanceMi, edition.label, record.reason), place);
    }
    if (record.coverage === 'station-not-in-build') {
      const { name, id, distanceMi } = record.station;
      const hint = otherEditionHint(route, editions, record.coveredBy, { zip, asked: edition, month, units });
      throw unanswerable(nearest + messages.stationNotInBuild(zip, name, id, distanceMi, edition.label, hint), place);
    }
    const extra = address === undefined ? {} : { address };
    const body = month === null ? wholeYearResponse(record, extra, edition) : oneMonthResponse(record, month, extra, edition, units);
    return json(200, withMatch(inUnits(body, units), match), withVary(place.cache, route));
  };
}

interface HintRequest {
  zip: string;
  asked: Edition;
  month: MonthNumber | null;
  units: Units;
}

/**
 * Whether another edition answers for a ZIP the asked one cannot (the build marks it: `coveredBy`):
 * the exact request to make, or that none does; '' when the build has no other edition. Only a hint:
 * the client decides; no period or station is ever substituted.
 */
export function otherEditionHint(route: RouteParams, editions: EditionRegistry, coveredBy: string[] | undefined, { zip, asked, month, units }: HintRequest): string {
  if (coveredBy === undefined) return '';
  const other = coveredBy.map((slug) => editions.bySlug(slug)).find((e) => e !== undefined);
  if (other === undefined) {
    return messages.otherEditionLacks(editions.all.filter((e) => e.slug !== asked.slug).map((e) => e.label).join(', '));
  }
  const request = routePath(route, {
    zip,
    period: other.slug,
    month: month === null ? undefined : String(month),
    units: units === 'metric' ? units : undefined,
  });
  return messages.otherEditionAnswers(other.label, request);
}
