/**
 * The query rules of every place-taking route, read from the parameter table (lib/queryParams.ts,
 * lib/routeParams.ts): one pure function from the URL's search parameters to what to look up, or
 * a thrown ApiError saying what was wrong. The checks run in a fixed order, so that when several
 * things are wrong the same one is named every time:
 *
 * 1. a parameter the route refuses (400), then a value outside what it allows (400);
 * 2. no place at all (400);
 * 3. each other parameter the route takes, in table order (400);
 * 4. the place: every place parameter given, in table order, 422 or 400; the first one given
 *    (`zip`, then `address`, then `lat` with `lon`) is the place, and a place given by two
 *    parameters (`lat`, `lon`) needs both (400 naming the missing one).
 *
 * A parameter given empty (or only spaces) counts as not given, as HTML forms send them; a repeated
 * parameter uses its first value. Every parameter given is checked as documented, even one that
 * another wins over (a `month` beside a `date`, an `address` beside a `zip`): one rule, so a
 * validating client or proxy and the server agree on every request.
 */
import { messages } from '../lib/messages.ts';
import type { ParamName, ParamValue } from '../lib/queryParams.ts';
import { routeParamNames, type RouteParams } from '../lib/routeParams.ts';
import { ApiError } from './apiError.ts';
import { CACHE } from './cache.ts';

export type Place =
  | { zip: string; address?: undefined; lat?: undefined }
  | { address: string; zip?: undefined; lat?: undefined }
  | { lat: number; lon: number; zip?: undefined; address?: undefined };

/** The values read, each parameter's fallback filled in. */
export type ParsedQuery = { place: Place } & { [K in ParamName]?: ParamValue<K> };

/** A client error of the query: the same answer for the same URL, so the browser may keep it. */
const refuse = (status: number, message: string) => new ApiError(status, message, { cache: CACHE.document });

const namesOf = new WeakMap<RouteParams, ParamName[]>();

/**
 * @example parseQuery(ROUTE_PARAMS.weather, new URLSearchParams('zip=10024&month=jul')) // { place: { zip: '10024' }, month: 7, period: …, units: 'us' }
 * @example parseQuery(ROUTE_PARAMS.weather, new URLSearchParams('month=jul')) // throws ApiError 400 (no location)
 */
export function parseQuery(route: RouteParams, params: URLSearchParams): ParsedQuery {
  let names = namesOf.get(route);
  if (names === undefined) namesOf.set(route, (names = routeParamNames(route)));
  const first = firstValues(params);
  const given = (name: string) => first.get(name) ?? null;
  for (const restricted of [false, true]) {
    for (const name of names) {
      const use = route.params[name]!;
      const raw = given(name);
      if (use === 'takes' || raw === null || (use.allowed !== undefined) !== restricted) continue;
      const canonical = route.table[name].canonical?.(raw) ?? raw.trim();
      if (!use.allowed?.includes(canonical)) throw refuse(400, use.refused(raw, name));
    }
  }
  const places = names.filter((name) => route.table[name].place && given(name) !== null);
  if (places.length === 0) throw refuse(400, messages.noLocation());

  const values: Record<string, unknown> = {};
  for (const name of names) {
    const { place, yieldsTo, fallback } = route.table[name];
    if (place) continue;
    const raw = given(name);
    const value = raw === null ? fallback : read(route, name, raw);
    values[name] = yieldsTo !== undefined && given(yieldsTo) !== null ? fallback : value;
  }
  const placeValues = places.map((name) => read(route, name, given(name)!));
  const placeName = places[0]!;
  const place: Record<string, unknown> = { [placeName]: placeValues[0] };
  const partner = route.table[placeName].partner as ParamName | undefined;
  if (partner !== undefined) {
    const at = places.indexOf(partner);
    if (at < 0) throw refuse(400, messages.missingPartner(placeName, partner));
    place[partner] = placeValues[at];
  }
  return { ...values, place: place as Place } as ParsedQuery;
}

/** Each parameter's first value, read in one pass: null when it was given empty (or only spaces). */
function firstValues(params: URLSearchParams): Map<string, string | null> {
  const first = new Map<string, string | null>();
  for (const [name, value] of params) if (!first.has(name)) first.set(name, value.trim() === '' ? null : value);
  return first;
}

function read(route: RouteParams, name: ParamName, raw: string): unknown {
  const definition = route.table[name];
  const value = definition.read(raw);
  if (value === undefined) throw refuse(definition.invalid.status, definition.invalid.message(raw));
  return value;
}
