/**
 * Which query parameters each place-taking route takes, refuses (400) or restricts to some values:
 * the other half of the parameter table (lib/queryParams.ts). Each route's CDN key and request
 * URLs come from here. Made from an edition registry, as `period`'s values are the editions served.
 */
import { API_PATHS } from './constants.ts';
import { EDITION_REGISTRY, type EditionRegistry } from './editions.ts';
import { messages } from './messages.ts';
import { PARAM_NAMES, queryParams, type ParamName, type QueryParams } from './queryParams.ts';
import { pathWithQuery, type Arguments, type Message } from './wording.ts';

/** A parameter a route takes as the table defines it, refuses whenever given, or takes with fewer values. */
export type ParamUse = 'takes' | { refused: (raw: string, name: ParamName) => Message; allowed?: readonly string[] };

export interface RouteParams {
  path: string;
  /** The definitions its parameters are read and documented by. */
  table: QueryParams;
  params: Partial<Record<ParamName, ParamUse>>;
  /** A parameter's example here when the table's would not answer this route from a build of the mirror (OpenAPI, /docs). */
  examples?: Partial<Record<ParamName, string>>;
}

const WHOLE_YEAR_ONLY: ParamUse = { refused: (_raw, name) => messages.wholeYearOnly(name) };
const TWINS_WHOLE_YEAR: ParamUse = { refused: (_raw, name) => messages.twinsWholeYear(name) };
const DAILY_RANGE: ParamUse = { refused: (_raw, name) => messages.dailyRangeOnly(name) };

/** @example routeParams(EDITION_REGISTRY).profile.params.period // { refused: …, allowed: ['1991-2020'] } */
export function routeParams(editions: EditionRegistry = EDITION_REGISTRY) {
  const table = queryParams(editions);
  const only = editions.default.slug;
  return everyPlace({
    weather: {
      path: API_PATHS.weather,
      table,
      params: { zip: 'takes', address: 'takes', period: 'takes', units: 'takes', month: 'takes', date: 'takes' },
    },
    profile: {
      path: API_PATHS.profile,
      table,
      params: {
        zip: 'takes',
        address: 'takes',
        // Only the default edition has annual/seasonal normals here: another would be a silent substitution.
        period: { refused: (raw) => messages.profilePeriod(raw, only), allowed: [only] },
        units: 'takes',
        month: WHOLE_YEAR_ONLY,
        date: WHOLE_YEAR_ONLY,
      },
    },
    twins: {
      path: API_PATHS.twins,
      table,
      params: {
        zip: 'takes',
        address: 'takes',
        period: 'takes',
        units: 'takes',
        month: TWINS_WHOLE_YEAR,
        date: TWINS_WHOLE_YEAR,
        limit: 'takes',
        minDistance: 'takes',
      },
    },
    daily: {
      path: API_PATHS.daily,
      table,
      params: {
        zip: 'takes',
        address: 'takes',
        // Only the default edition's daily normals are served: another would be a silent substitution.
        period: { refused: (raw) => messages.dailyPeriod(raw, only), allowed: [only] },
        units: 'takes',
        month: DAILY_RANGE,
        date: DAILY_RANGE,
        from: 'takes',
        to: 'takes',
      },
      // The mirror has one station's daily file: the table's address (SeaTac) would be a 422 here.
      examples: { address: 'New York, NY' },
    },
  } satisfies Record<string, RouteParams>);
}

/** A route that takes one place parameter takes them all (a place is a ZIP, an address or a point). */
function everyPlace<R extends Record<string, RouteParams>>(routes: R): R {
  for (const route of Object.values(routes)) {
    const places = PARAM_NAMES.filter((name) => route.table[name].place);
    if (places.some((name) => route.params[name] !== undefined)) for (const name of places) route.params[name] ??= 'takes';
  }
  return routes;
}

/** The routes of the service's own editions, for what does not depend on them (paths, CDN keys, the page). */
export const ROUTE_PARAMS = routeParams();

export type RouteName = keyof typeof ROUTE_PARAMS;

/** The parameters a route reads (takes, refuses or restricts), in table order. */
export const routeParamNames = (route: RouteParams): ParamName[] => PARAM_NAMES.filter((name) => route.params[name] !== undefined);

/**
 * Netlify's CDN key for a route's answers: every parameter the route reads, as a refused one changes
 * the answer too (to a 400), while tracking parameters (`utm_*`) and parameter order cost nothing.
 * @example netlifyVary(ROUTE_PARAMS.profile) // 'query=zip|address|period|units|month|date'
 */
export const netlifyVary = (route: RouteParams): string => `query=${routeParamNames(route).join('|')}`;

/**
 * A request path with the given parameters, in the order given, percent-encoded (a space is %20,
 * which every decoder reads alike); those the route does not read are left out.
 * @example routePath(ROUTE_PARAMS.weather, { zip: '10024', month: '7' }) // '/typical-weather?zip=10024&month=7'
 */
export const routePath = (route: RouteParams, values: Partial<Record<ParamName, string>>): string => pathWithQuery(route.path, routeArguments(route, values));

/** The parameters given that the route reads, in the order given. @example routeArguments(ROUTE_PARAMS.weather, { zip: '10024', city: 'x' }) // [['zip', '10024']] */
export const routeArguments = (route: RouteParams, values: Partial<Record<ParamName, string>>): Arguments =>
  (Object.entries(values) as [ParamName, string | undefined][]).filter((pair): pair is [ParamName, string] => pair[1] !== undefined && route.params[pair[0]] !== undefined);
