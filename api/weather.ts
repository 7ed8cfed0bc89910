/**
 * GET /typical-weather: query rules → location → the ZIP's record in the asked edition → the
 * one-month or whole-year body, or the error that says why not.
 */
import { API_PATHS, type MonthNumber } from '../lib/constants.ts';
import { EDITION_REGISTRY, type Edition, type EditionRegistry } from '../lib/editions.ts';
import { messages } from '../lib/messages.ts';
import { oneMonthResponse } from '../lib/oneMonth.ts';
import { wholeYearResponse } from '../lib/wholeYear.ts';
import type { AddressResolver } from './address/types.ts';
import type { Dataset } from './dataset.ts';
import { errorJson, json } from './http.ts';
import { findPlace, nearestZctaNote, withMatch } from './place.ts';
import { parseWeatherQuery } from './query.ts';

export function weatherRoute(dataset: Dataset, resolveAddress: AddressResolver, editions: EditionRegistry = EDITION_REGISTRY) {
  return async (url: URL): Promise<Response> => {
    const place = await findPlace(parseWeatherQuery(url.searchParams, editions), resolveAddress, (zip, query) => dataset.lookup(zip, query.edition));
    if (!place.ok) return place.response;
    const { query, zip, address, match, cache, found } = place;
    const { edition, month } = query;
    const nearest = nearestZctaNote(zip, match);
    if (found.kind === 'not-in-dataset') return errorJson(422, nearest + messages.zipNotInDataset(zip), cache);
    const { record } = found;
    if (record.coverage === 'station-quarantined') {
      const { name, id, distanceMi } = record.station;
      return errorJson(422, nearest + messages.stationQuarantined(zip, name, id, distanceMi, edition.label, record.reason), cache);
    }
    if (record.coverage === 'station-not-in-build') {
      const { name, id, distanceMi } = record.station;
      const hint = otherEditionHint(editions, record.coveredBy, zip, edition, month);
      return errorJson(422, nearest + messages.stationNotInBuild(zip, name, id, distanceMi, edition.label, hint), cache);
    }
    const extra = address === undefined ? {} : { address };
    const body = month === null ? wholeYearResponse(record, extra, edition) : oneMonthResponse(record, month, extra, edition);
    return json(200, withMatch(body, match), cache);
  };
}

/**
 * Whether another edition answers for a ZIP the asked one cannot (the build marks it: `coveredBy`):
 * the exact request to make, or that none does; '' when the build has no other edition. Only a hint:
 * the client decides; no period or station is ever substituted.
 */
function otherEditionHint(editions: EditionRegistry, coveredBy: string[] | undefined, zip: string, asked: Edition, month: MonthNumber | null): string {
  if (coveredBy === undefined) return '';
  const other = coveredBy.map((slug) => editions.bySlug(slug)).find((e) => e !== undefined);
  if (other === undefined) {
    return messages.otherEditionLacks(editions.all.filter((e) => e.slug !== asked.slug).map((e) => e.label).join(', '));
  }
  const params = new URLSearchParams({ zip, period: other.slug });
  if (month !== null) params.set('month', String(month));
  return messages.otherEditionAnswers(other.label, `${API_PATHS.weather}?${params}`);
}
