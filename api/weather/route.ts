/**
 * GET /typical-weather: query rules → location (a ZIP, an address's ZIP, or a point) → its record
 * in the asked edition → the one-month or whole-year body, or the ApiError that says why not.
 */
import { type MonthNumber } from '../../lib/constants.ts';
import type { PointRecord, ZipRecord } from '../../lib/dataTypes.ts';
import { EDITION_REGISTRY, type Edition, type EditionRegistry } from '../../lib/editions.ts';
import { dayIndex } from '../../lib/daily/calendar.ts';
import { dailyDay } from '../../lib/daily/day.ts';
import { withDay, type DayFound } from '../../lib/daily/oneDay.ts';
import { messages } from '../../lib/messages.ts';
import type { DayOfYear } from '../../lib/months.ts';
import type { Message } from '../../lib/wording.ts';
import { inUnits } from '../../lib/metric.ts';
import { oneMonthResponse } from '../../lib/weather/oneMonth.ts';
import { routeArguments, routeParams, type RouteParams } from '../../lib/routeParams.ts';
import type { Units } from '../../lib/units.ts';
import { wholeYearResponse } from '../../lib/weather/wholeYear.ts';
import type { AddressResolver } from '../address/types.ts';
import { withVary } from '../cache.ts';
import type { Dataset, Prerendered } from '../data/dataset.ts';
import { json, jsonBytes } from '../http.ts';
import { nearestZctaNote, pointPlace, readData, resolvePlace, unanswerable, withMatch, type AnsweredPlace } from '../place.ts';
import { parseQuery } from '../query.ts';
import { prerenderedAnswer } from './prerendered.ts';

export function weatherRoute(dataset: Dataset, resolveAddress: AddressResolver, editions: EditionRegistry = EDITION_REGISTRY) {
  const route = routeParams(editions).weather;
  /** `prerender`: a covered place's US-units answer may be sent from prerendered texts (api/handler.ts READS_VALUE). */
  return async (url: URL, prerender = true): Promise<Response> => {
    const query = parseQuery(route, url.searchParams);
    const edition = query.period!;
    const day = query.date ?? null;
    const request: HintRequest = { asked: edition, month: day?.month ?? query.month ?? null, units: query.units!, day };
    // A date's answer carries its day, which no prerendered text holds.
    if (day !== null) prerender = false;
    if (query.place.lat !== undefined) {
      const { lat, lon } = query.place;
      if (prerender && request.units === 'us') {
        const sent = await readData(() => dataset.points.prerendered(lat, lon, edition, (ready) => prerendered(ready, pointPlace(lat, lon, false), request)));
        if (sent !== null) return sent;
      }
      const found = await readData(() => dataset.points.lookup(lat, lon, edition));
      const place = pointPlace(lat, lon, found.kind === 'outside');
      return answer(found.kind === 'outside' ? null : found.record, place, request);
    }
    const place = await resolvePlace(query.place, resolveAddress);
    if (prerender && request.units === 'us') {
      const sent = await readData(() => dataset.prerendered(place.zip, edition, (ready) => prerendered(ready, place, request)));
      if (sent !== null) return sent;
    }
    const found = await readData(() => dataset.lookup(place.zip, edition));
    const answered: AnsweredPlace = Object.assign({}, place, { possessive: `${nearestZctaNote(place.zip, place.match)}ZIP ${place.zip}'s`, what: 'ZIP', values: { zip: place.zip } });
    if (found.kind === 'not-in-dataset') throw unanswerable(nearestZctaNote(place.zip, place.match) + messages.zipNotInDataset(place.zip), place);
    return answer(found.record, answered, request);
  };

  /** A covered place's answer from its station's prerendered texts, as `answer` would make it from the record. */
  function prerendered(ready: Prerendered, place: Pick<AnsweredPlace, 'cache' | 'address' | 'match'>, { asked, month }: HintRequest): Response {
    const bytes = prerenderedAnswer(ready, { edition: asked, month, address: place.address, match: place.match });
    return jsonBytes(200, bytes, withVary(place.cache, route));
  }

  async function answer(record: ZipRecord | PointRecord | null, place: AnsweredPlace, { asked, month, units, day }: HintRequest): Promise<Response> {
    if (record === null) throw unanswerable(place.outside!, place);
    if (record.coverage === 'station-quarantined') {
      const { name, id, distanceMi } = record.station;
      throw unanswerable(messages.stationQuarantined(place.possessive, name, id, distanceMi, asked.label, record.reason), place);
    }
    if (record.coverage === 'station-not-in-build') {
      const { name, id, distanceMi } = record.station;
      const hint = otherEditionHint(route, editions, record.coveredBy, place, { asked, month, units });
      throw unanswerable(messages.stationNotInBuild(place.possessive, name, id, distanceMi, asked.label, hint), place);
    }
    const extra = place.address === undefined ? {} : { address: place.address };
    const oneMonth = month === null ? null : oneMonthResponse(record, month, extra, asked, units);
    const body = oneMonth === null ? wholeYearResponse(record, extra, asked, units) : day === null ? oneMonth : withDay(oneMonth, day, await dayOf(record.station, day, asked), record.location, place.address, units);
    return json(200, withMatch(inUnits(body, units), place.match), withVary(place.cache, route));
  }

  /** The date's day at the answer's own station, or why there is none (only the default edition's are served). */
  async function dayOf(station: { id: string; name: string }, { date }: DayOfYear, asked: Edition): Promise<DayFound> {
    if (asked !== editions.default) return { reason: messages.dailyPeriodOnly(asked.label) };
    const found = await readData(() => dataset.daily(station));
    return found.kind === 'none' ? { reason: found.reason } : { day: dailyDay(dayIndex(date), found.daily.days[dayIndex(date)]!) };
  }
}

interface HintRequest {
  asked: Edition;
  month: MonthNumber | null;
  units: Units;
  /** The date asked, whose day the answer carries. */
  day: DayOfYear | null;
}

/**
 * Whether another edition answers for a place the asked one cannot (the build marks a ZIP:
 * `coveredBy`): the exact request to make, or that none does; '' when the build has no other
 * edition. Only a hint: the client decides; no period or station is ever substituted.
 */
export function otherEditionHint(route: RouteParams, editions: EditionRegistry, coveredBy: string[] | undefined, place: AnsweredPlace, { asked, month, units }: Omit<HintRequest, 'day'>): Message {
  if (coveredBy === undefined) return '';
  const other = coveredBy.map((slug) => editions.bySlug(slug)).find((e) => e !== undefined);
  if (other === undefined) {
    return messages.otherEditionLacks(editions.all.filter((e) => e.slug !== asked.slug).map((e) => e.label).join(', '), place.what);
  }
  const args = routeArguments(
    route,
    Object.assign({}, place.values, {
      period: other.slug,
      month: month === null ? undefined : String(month),
      units: units === 'metric' ? units : undefined,
    }),
  );
  return messages.otherEditionAnswers(other.label, route.path, args, place.what);
}
