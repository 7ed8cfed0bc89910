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
import type { Message } from '../lib/wording.ts';
import type { ParamName, ParamValue } from '../lib/queryParams.ts';
import { routeParamNames, type ParamUse, type RouteParams } from '../lib/routeParams.ts';
import { ApiError } from './apiError.ts';
import { CACHE } from './cache.ts';

export type Place =
  | { zip: string; address?: undefined; lat?: undefined }
  | { address: string; zip?: undefined; lat?: undefined }
  | { lat: number; lon: number; zip?: undefined; address?: undefined };

/** The values read, each parameter's fallback filled in. */
export type ParsedQuery = { place: Place } & { [K in ParamName]?: ParamValue<K> };

/** A client error of the query: the same answer for the same URL, so the browser may keep it. */
const refuse = (status: number, message: Message) => new ApiError(status, message, { cache: CACHE.document });

/** A route's parameters sorted for the checks, once: those it refuses or restricts (in check order), its places, the others. */
interface Plan {
  refusals: { name: ParamName; use: Exclude<ParamUse, 'takes'> }[];
  places: ParamName[];
  others: ParamName[];
}

const plans = new WeakMap<RouteParams, Plan>();

function planOf(route: RouteParams): Plan {
  let plan = plans.get(route);
  if (plan !== undefined) return plan;
  const names = routeParamNames(route);
  const limited = (restricted: boolean) =>
    names.flatMap((name) => {
      const use = route.params[name]!;
      return use !== 'takes' && (use.allowed !== undefined) === restricted ? [{ name, use }] : [];
    });
  plan = { refusals: [...limited(false), ...limited(true)], places: names.filter((n) => route.table[n].place), others: names.filter((n) => !route.table[n].place) };
  plans.set(route, plan);
  return plan;
}

/**
 * @example parseQuery(ROUTE_PARAMS.weather, new URLSearchParams('zip=10024&month=jul')) // { place: { zip: '10024' }, month: 7, period: …, units: 'us' }
 * @example parseQuery(ROUTE_PARAMS.weather, new URLSearchParams('month=jul')) // throws ApiError 400 (no location)
 */
export function parseQuery(route: RouteParams, params: URLSearchParams): ParsedQuery {
  const { refusals, places, others } = planOf(route);
  const given = firstValues(params);
  for (const { name, use } of refusals) {
    const raw = given.get(name);
    if (raw === undefined || raw === null) continue;
    const canonical = route.table[name].canonical?.(raw) ?? raw.trim();
    if (!use.allowed?.includes(canonical)) throw refuse(400, use.refused(raw, name));
  }
  const placeName = places.find((name) => given.get(name) != null);
  if (placeName === undefined) throw refuse(400, messages.noLocation());

  const query: Record<string, unknown> = {};
  for (const name of others) {
    const { yieldsTo, fallback } = route.table[name];
    const raw = given.get(name);
    const value = raw == null ? fallback : read(route, name, raw);
    query[name] = yieldsTo !== undefined && given.get(yieldsTo) != null ? fallback : value;
  }
  const place: Record<string, unknown> = {};
  for (const name of places) {
    const raw = given.get(name);
    if (raw != null) place[name] = read(route, name, raw);
  }
  const partner = route.table[placeName].partner as ParamName | undefined;
  if (partner !== undefined && !(partner in place)) throw refuse(400, messages.missingPartner(placeName, partner));
  query.place = partner === undefined ? { [placeName]: place[placeName] } : { [placeName]: place[placeName], [partner]: place[partner] };
  return query as ParsedQuery;
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
