/**
 * GET /typical-weather: query rules → location (a ZIP, an address's ZIP, or a point) → its record
 * in the asked edition → the one-month or whole-year body, or the ApiError that says why not.
 */
import { type MonthNumber } from '../../lib/constants.ts';
import { EDITION_REGISTRY, type Edition, type EditionRegistry } from '../../lib/editions.ts';
import { dayIndex } from '../../lib/daily/calendar.ts';
import { dailyDay, type DailyDay } from '../../lib/daily/day.ts';
import { withDay, type DayFound } from '../../lib/daily/oneDay.ts';
import { createLruCache } from '../../lib/lruCache.ts';
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
import { pointPlace, readData, resolvePlace, withMatch, type AnsweredPlace } from '../place.ts';
import { coveredRecord, pointRecord, zipRecord, type PlaceRecord } from '../placeRecord.ts';
import { parseQuery } from '../query.ts';
import { prerenderedAnswer, prerenderedDated } from './prerendered.ts';

/** Days kept made: a few hundred bytes each. */
const DAYS_KEPT = 256;

export function weatherRoute(dataset: Dataset, resolveAddress: AddressResolver, editions: EditionRegistry = EDITION_REGISTRY) {
  const route = routeParams(editions).weather;
  /** The days asked lately, by station and date: a hot place's date is made (and serialized, ./prerendered.ts) once. */
  const daysMade = createLruCache<DailyDay>(DAYS_KEPT);
  /** `prerender`: a covered place's US-units answer may be sent from prerendered texts (api/handler.ts READS_VALUE). */
  return async (url: URL, prerender = true): Promise<Response> => {
    const query = parseQuery(route, url.searchParams);
    const edition = query.period!;
    const day = query.date ?? null;
    const request: HintRequest = { asked: edition, month: day?.month ?? query.month ?? null, units: query.units!, day };
    if (query.place.lat !== undefined) {
      const { lat, lon } = query.place;
      if (prerender && request.units === 'us') {
        const sent = await readData(() => dataset.points.prerendered(lat, lon, edition, (ready) => prerendered(ready, pointPlace(lat, lon, false), request)));
        if (sent !== null) return await sent;
      }
      return answer(await pointRecord(dataset, lat, lon, edition), request);
    }
    const place = await resolvePlace(query.place, resolveAddress);
    if (prerender && request.units === 'us') {
      const sent = await readData(() => dataset.prerendered(place.zip, edition, (ready) => prerendered(ready, place, request)));
      if (sent !== null) return await sent;
    }
    return answer(await zipRecord(dataset, place, edition), request);
  };

  /** A covered place's answer from its station's prerendered texts, as `answer` would make it from the record; a date's once its day is read. */
  function prerendered(ready: Prerendered, place: Pick<AnsweredPlace, 'cache' | 'address' | 'match'>, { asked, month, day }: HintRequest): Response | Promise<Response> {
    const request = { edition: asked, month, address: place.address, match: place.match };
    if (day === null) return jsonBytes(200, prerenderedAnswer(ready, request), withVary(place.cache, route));
    const dated = prerenderedDated(ready, Object.assign(request, { month: day.month, date: day.date }));
    return dayOf(dated.station, day, asked).then((found) => jsonBytes(200, dated.finish(found), withVary(place.cache, route)));
  }

  async function answer(found: PlaceRecord, { asked, month, units, day }: HintRequest): Promise<Response> {
    const { place } = found;
    const record = coveredRecord(found, asked, (coveredBy) => otherEditionHint(route, editions, coveredBy, place, { asked, month, units }));
    const extra = place.address === undefined ? {} : { address: place.address };
    const oneMonth = month === null ? null : oneMonthResponse(record, month, extra, asked, units);
    const body = oneMonth === null ? wholeYearResponse(record, extra, asked, units) : day === null ? oneMonth : withDay(oneMonth, day, await dayOf(record.station, day, asked), record.location, place.address, units);
    return json(200, withMatch(inUnits(body, units), place.match), withVary(place.cache, route));
  }

  /** The date's day at the answer's own station, or why there is none (only the default edition's are served). */
  async function dayOf(station: { id: string; name: string }, { date }: DayOfYear, asked: Edition): Promise<DayFound> {
    if (asked !== editions.default) return { reason: messages.dailyPeriodOnly(asked.label) };
    const key = `${station.id} ${date}`;
    const made = daysMade.get(key);
    if (made !== undefined) return { day: made };
    const index = dayIndex(date);
    const found = await readData(() => dataset.daily.day(station, index));
    if (found.kind === 'none') return { reason: found.reason };
    const day = dailyDay(index, found.day);
    daysMade.set(key, day);
    return { day };
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
