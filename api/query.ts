/**
 * The query rules of GET /typical-weather, as one pure function from the URL's search
 * parameters to what to look up, or to the client error that says what was wrong.
 *
 * - A parameter given empty (or only spaces) counts as not given, as HTML forms send them.
 * - A repeated parameter: the first value is used.
 * - `period` picks the normals edition (lib/editions.ts): absent is the registry's default.
 * - `zip` wins over `address` when both are given; `date` wins over `month` (a `month` is then
 *   not read at all).
 * - A `zip` that is not 5 digits (ZIP+4 allowed) is 422 like any ZIP not in the dataset: an invalid
 *   ZIP is one of the 422 cases.
 */
import { MAX_ADDRESS_LENGTH, type MonthNumber } from '../lib/constants.ts';
import { EDITION_REGISTRY, type Edition, type EditionRegistry } from '../lib/editions.ts';
import { messages } from '../lib/messages.ts';
import { parseDate, parseMonth } from '../lib/months.ts';
import { parseZip } from '../lib/zip.ts';

export type Place = { kind: 'zip'; zip: string } | { kind: 'address'; address: string };

export type QueryError = { ok: false; status: 400 | 422; message: string };

export type WeatherQuery = { ok: true; place: Place; month: MonthNumber | null; edition: Edition } | QueryError;

export type PlaceQuery = { ok: true; place: Place } | QueryError;

/**
 * @example parseWeatherQuery(new URLSearchParams('zip=10024&month=jul')) // { ok: true, place: { kind: 'zip', zip: '10024' }, month: 7 }
 * @example parseWeatherQuery(new URLSearchParams('month=jul')).ok // false (400: no location)
 */
export function parseWeatherQuery(params: URLSearchParams, editions: EditionRegistry = EDITION_REGISTRY): WeatherQuery {
  if (given(params, 'zip') === null && given(params, 'address') === null) {
    return { ok: false, status: 400, message: messages.noLocation() };
  }

  const period = given(params, 'period');
  const edition = period === null ? editions.default : editions.bySlug(period.trim());
  if (edition === undefined) return { ok: false, status: 400, message: messages.badPeriod(period!, editions.all.map((e) => e.slug)) };

  const date = given(params, 'date');
  const monthValue = date === null ? given(params, 'month') : null;
  let month: MonthNumber | null = null;
  if (date !== null) {
    month = parseDate(date);
    if (month === null) return { ok: false, status: 400, message: messages.badDate(date) };
  } else if (monthValue !== null) {
    month = parseMonth(monthValue);
    if (month === null) return { ok: false, status: 400, message: messages.badMonth(monthValue) };
  }

  const place = parsePlace(params);
  return place.ok ? { ...place, month, edition } : place;
}

/**
 * The location rules alone (`zip` or `address`), shared by every endpoint that takes a place.
 * @example parsePlace(new URLSearchParams('address=Seattle, WA')) // { ok: true, place: { kind: 'address', address: 'Seattle, WA' } }
 */
export function parsePlace(params: URLSearchParams): PlaceQuery {
  const zip = given(params, 'zip');
  const address = given(params, 'address');
  if (zip === null && address === null) return { ok: false, status: 400, message: messages.noLocation() };
  if (zip !== null) {
    const parsed = parseZip(zip);
    if (parsed === null) return { ok: false, status: 422, message: messages.badZip(zip) };
    return { ok: true, place: { kind: 'zip', zip: parsed } };
  }
  const trimmed = address!.trim();
  if ([...trimmed].length > MAX_ADDRESS_LENGTH) return { ok: false, status: 400, message: messages.addressTooLong() };
  return { ok: true, place: { kind: 'address', address: trimmed } };
}

/**
 * GET /climate-profile: a place and nothing else; `month` or `date` is a 400, as the profile is the whole
 * year, and so is a `period` other than the default edition's, which alone has annual/seasonal normals
 * here: answering 1991–2020 to a request for 1981–2010 would be a silent substitution.
 * @example parseProfileQuery(new URLSearchParams('zip=10024&month=7')).ok // false (400)
 */
export function parseProfileQuery(params: URLSearchParams, editions: EditionRegistry = EDITION_REGISTRY): PlaceQuery {
  const oneMonth = ['month', 'date'].find((name) => given(params, name) !== null);
  if (oneMonth !== undefined) return { ok: false, status: 400, message: messages.wholeYearOnly(oneMonth) };
  const period = given(params, 'period');
  if (period !== null && period.trim() !== editions.default.slug) {
    return { ok: false, status: 400, message: messages.profilePeriod(period, editions.default.slug) };
  }
  return parsePlace(params);
}

/** The first value of a parameter, or null when it is absent or blank. */
function given(params: URLSearchParams, name: string): string | null {
  const value = params.get(name);
  return value === null || value.trim() === '' ? null : value;
}
