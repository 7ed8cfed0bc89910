/**
 * What the form asks for, as an API request: pure, so the page, its URL state and its tests agree.
 * Parameter names and the request URLs come from the API's parameter table (lib/routeParams.ts).
 */
import { DEFAULT_EDITION } from '../lib/editions.ts';
import { PARAM, QUERY_PARAMS } from '../lib/queryParams.ts';
import { ROUTE_PARAMS, routePath } from '../lib/routeParams.ts';
import { UNIT_SYSTEMS, type Units } from '../lib/units.ts';
import { parseZip } from '../lib/zip.ts';

export interface Lookup {
  /** What the person typed: a ZIP (ZIP+4 too), an address / "City, ST", or a point "lat, lon". */
  place: string;
  /** 1–12, or null for the whole year; a date's own month when there is a date. */
  month: number | null;
  /** A date as the API reads it (`YYYY-MM-DD` or `MM-DD`): that day within its month; absent for none. */
  date?: string;
  /** The normals edition's `period` slug; absent for the default (lib/editions.ts). */
  period?: string;
  /** The answer's unit system; absent for the default (NCEI's own, `us`). */
  units?: Units;
}

/** The page's own query string names the place `place`; the rest are the API's names. */
const PAGE_PLACE = 'place';

/** The lookup's units when they are not the default, else undefined (the API's default needs no parameter). */
function otherUnits(lookup: Lookup): Units | undefined {
  return lookup.units !== undefined && lookup.units !== UNIT_SYSTEMS[0] ? lookup.units : undefined;
}

/** The lookup's period when it is another edition than the default, else undefined (the API's default needs no parameter). */
function otherPeriod(lookup: Lookup): string | undefined {
  return lookup.period !== undefined && lookup.period !== DEFAULT_EDITION.slug ? lookup.period : undefined;
}

/** Decimal degrees "lat, lon", as "Use my location" writes them and a person may type them. */
const POINT_TEXT = /^\s*([+-]?\d{1,3}(?:\.\d+)?)\s*,\s*([+-]?\d{1,3}(?:\.\d+)?)\s*$/;

/**
 * A point typed or found as "lat, lon", else null.
 * @example pointOf('40.779, -73.97') // { lat: '40.779', lon: '-73.97' }
 */
export function pointOf(place: string): { lat: string; lon: string } | null {
  const match = POINT_TEXT.exec(place);
  return match ? { lat: match[1]!, lon: match[2]! } : null;
}

/** A position as the place text: 3 decimals, the API's own rounding (about 100 m). @example pointText(40.77941, -73.96953) // '40.779, -73.97' */
export const pointText = (lat: number, lon: number) => `${Number(lat.toFixed(3))}, ${Number(lon.toFixed(3))}`;

/** A ZIP goes as `zip`, a point as `lat` and `lon`, anything else as `address`. */
function placeParams(text: string): { zip: string } | { lat: string; lon: string } | { address: string } {
  const zip = parseZip(text);
  return zip ? { zip } : (pointOf(text) ?? { address: text.trim() });
}

/**
 * The API path and query for a lookup: a ZIP goes as `zip`, a point as `lat` and `lon`, anything else as `address`.
 * @example requestPath({ place: '10024', month: 7 }) // '/typical-weather?zip=10024&month=7'
 * @example requestPath({ place: '10024', month: 7 }, { profile: true }) // '/climate-profile?zip=10024'
 * @example requestPath({ place: '10024', month: 7, period: '1981-2010' }, { twins: true }) // '/climate-twins?zip=10024&period=1981-2010'
 * @example requestPath({ place: '10024', month: null, period: '1981-2010' }) // '/typical-weather?zip=10024&period=1981-2010'
 * @example requestPath({ place: '10024', month: 7, date: '2026-07-04' }) // '/typical-weather?zip=10024&date=2026-07-04'
 */
export function requestPath(lookup: Lookup, options: { wholeYear?: boolean; profile?: boolean; twins?: boolean } = {}): string {
  const place = placeParams(lookup.place);
  const units = otherUnits(lookup);
  if (options.profile) return routePath(ROUTE_PARAMS.profile, { ...place, units });
  if (options.twins) return routePath(ROUTE_PARAMS.twins, { ...place, period: otherPeriod(lookup), units });
  // A date answers its month too, so it goes instead of the month.
  const date = options.wholeYear ? undefined : lookup.date;
  const month = lookup.month !== null && !options.wholeYear && date === undefined ? String(lookup.month) : undefined;
  return routePath(ROUTE_PARAMS.weather, { ...place, month, date, period: otherPeriod(lookup), units });
}

/**
 * The year's daily normals for the chart, or null for another edition than the default (daily
 * normals are served for it only; the route refuses another `period`).
 * @example dailyPath({ place: '10024', month: null, units: 'metric' }) // '/daily-normals?zip=10024&units=metric'
 */
export function dailyPath(lookup: Lookup): string | null {
  if (otherPeriod(lookup) !== undefined) return null;
  return routePath(ROUTE_PARAMS.daily, { ...placeParams(lookup.place), units: otherUnits(lookup) });
}

/**
 * A copyable curl line for an absolute API URL, quoted for POSIX shells.
 * @example curlCommand('http://localhost:8888/typical-weather?zip=10024') // "curl 'http://…'"
 */
export function curlCommand(url: string): string {
  return `curl '${url.replace(/'/g, `'\\''`)}'`;
}

/**
 * Reads a lookup from the page's own query string (`?place=…&month=…`), so a lookup is shareable.
 * `month`, `date`, `period` and `units` are read as the API reads them (`month=jan`, `units=Metric`);
 * a date sets the month; unknown or malformed months fall back to the whole year, a malformed date
 * to none, unknown periods to the default edition; an empty place means no lookup.
 */
export function lookupFromSearch(search: string): Lookup | null {
  const params = new URLSearchParams(search);
  const [lat, lon] = [params.get(PARAM.lat), params.get(PARAM.lon)];
  const point = lat !== null && lon !== null ? pointOf(`${lat},${lon}`) : null;
  const place = (point ? `${point.lat}, ${point.lon}` : (params.get(PAGE_PLACE) ?? params.get(PARAM.zip) ?? params.get(PARAM.address) ?? '')).trim();
  if (!place) return null;
  const read = <K extends 'month' | 'date' | 'period' | 'units'>(name: K) => QUERY_PARAMS[name].read(params.get(name) ?? '') as ReturnType<(typeof QUERY_PARAMS)[K]['read']>;
  const day = read(PARAM.date);
  const month = day?.month ?? read(PARAM.month) ?? null;
  const edition = read(PARAM.period);
  const units = read(PARAM.units);
  return {
    place,
    month,
    ...(day ? { date: params.get(PARAM.date)!.trim() } : {}),
    ...(edition && edition !== DEFAULT_EDITION ? { period: edition.slug } : {}),
    ...(units === undefined || units === UNIT_SYSTEMS[0] ? {} : { units }),
  };
}

/** The page's query string for a lookup (inverse of `lookupFromSearch`): a point keeps `lat` and `lon`. */
export function searchFromLookup(lookup: Lookup): string {
  const point = pointOf(lookup.place);
  const params = new URLSearchParams(point ? { [PARAM.lat]: point.lat, [PARAM.lon]: point.lon } : { [PAGE_PLACE]: lookup.place.trim() });
  if (lookup.month !== null && lookup.date === undefined) params.set(PARAM.month, String(lookup.month));
  if (lookup.date !== undefined) params.set(PARAM.date, lookup.date);
  const period = otherPeriod(lookup);
  if (period !== undefined) params.set(PARAM.period, period);
  const units = otherUnits(lookup);
  if (units !== undefined) params.set(PARAM.units, units);
  return `?${params.toString()}`;
}
