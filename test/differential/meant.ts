/**
 * The differences a redesign means to make, each with why. The comparator reports them apart and
 * does not fail on them; anything else is a regression. Keep every entry narrow: a route, a part
 * of the answer, and where possible a check that the new value is the intended one.
 */
import { isStreetAddress, trailingZip, withoutCountry } from '../../api/address/addressParts.ts';
import { MAX_ADDRESS_LENGTH } from '../../lib/constants.ts';
import { messages } from '../../lib/messages.ts';
import { parseMonth } from '../../lib/months.ts';
import { parseZip } from '../../lib/zip.ts';
import type { Difference } from './diff.ts';
import { given, isClipOf, type MeantDifference } from './meantValues.ts';
import { DAILY_MEANT } from './meantDaily.ts';
import { POINT_AND_LABEL_MEANT } from './meantPoints.ts';
import { WORDS_AND_NULLS_MEANT } from './meantWords.ts';
import { CITY_MEANT } from './meantCities.ts';
import type { RecordedRequest } from './types.ts';

export type { MeantDifference } from './meantValues.ts';

const varyParams = (value: unknown) => new Set(String(value ?? '').replace(/^query=/, '').split('|').filter(Boolean));

const units = (request: RecordedRequest) => given(request, 'units');

/** A month summary's precipitation that rounds to 0.0 in, as it was written (0.04 in is 1.0 mm). */
const ROUNDED_TO_NOTHING = /with (?:0\.0 in|0\.\d mm|1\.[0-2] mm) of precipitation/;
const TRACE = 'with a trace of precipitation';

/** The words NCEI's day counts add to a month summary (lib/weather/dayWords.ts): wet days, then usual hot highs or freezing lows. */
const WET_DAYS = / on (?:about \d+ days?|less than one day)(?= and |;|\. Normals)/;
const EXTREME_DAYS = /; (?:highs reach|lows fall to) .*?(?=\. Normals |$)/;

/** A summary, or the clip of one (diff.ts), without the day words: the text and whether it was clipped. */
function withoutDayWords(value: unknown): { text: string; clipped: boolean } {
  const text = String(value);
  const cut = text.lastIndexOf('… (');
  const clipped = cut > 0 && text.endsWith(' chars)');
  return { text: (clipped ? text.slice(0, cut) : text).replace(WET_DAYS, '').replace(EXTREME_DAYS, ''), clipped };
}

/** What the 422 of a ZIP that is not a ZCTA now adds: what to send instead. */
const ZIP_HINT = messages.zipNotInDataset('00000').split('matched to it. ')[1]!;

/**
 * An address whose resolution the fallback order changes: a digit, but no house number first (no
 * longer a street address), or a ZIP at its end that is not the whole address (used only if a ZCTA).
 */
function fallbackChanged(request: RecordedRequest): boolean {
  const raw = given(request, 'address');
  if (raw === null || given(request, 'zip') !== null) return false;
  const address = withoutCountry(raw);
  if (parseZip(address)) return false;
  return (/\d/.test(address) && !isStreetAddress(address)) || trailingZip(address) !== null;
}
const FALLBACK_HEADERS = new Set(['cache-control', 'netlify-cdn-cache-control', 'retry-after']);

const isHeader = (d: Difference, name: string) => d.kind.startsWith('header-') && d.where === name;

export const MEANT: readonly MeantDifference[] = [
  ...POINT_AND_LABEL_MEANT,
  ...DAILY_MEANT,
  {
    name: 'profile-netlify-vary',
    why: "The profile's Netlify-Vary named the weather route's parameters; it now names the ones the profile reads, so the CDN keys it correctly.",
    matches: (d, _r, route) => route === '/climate-profile' && isHeader(d, 'netlify-vary'),
  },
  {
    name: 'units-in-netlify-vary',
    why: 'The new `units` parameter changes the answer, so the CDN must key weather answers by it too: the same list plus units.',
    matches: (d, _r, route) => {
      if (route !== '/typical-weather' || !isHeader(d, 'netlify-vary')) return false;
      const [before, after] = [varyParams(d.before), varyParams(d.after)];
      return after.has('units') && after.size === before.size + 1 && [...before].every((p) => after.has(p));
    },
  },
  {
    name: 'period-dash',
    why: 'period accepts the en dash the answers print (1981–2010) and an em dash: those requests were 400s and are now answered as with a hyphen.',
    matches: (_d, request) => /[\u2013\u2014]/.test(given(request, 'period') ?? ''),
  },
  {
    name: 'units-any-case',
    why: 'units is read in any case, as month is: units=METRIC was a 400 and now answers as units=metric.',
    matches: (_d, request) => {
      const value = units(request);
      return value !== null && value !== value.toLowerCase() && ['us', 'metric'].includes(value.toLowerCase());
    },
  },
  {
    name: 'trace-wording',
    why: 'A month whose precipitation rounds to 0.0 in said "with 0.0 in of precipitation"; it now says "a trace", in both unit systems, and snowfall that rounds to 0.0 in (left out before) is "a trace of snowfall".',
    matches: (d, _r, route) =>
      route === '/typical-weather' && d.kind === 'field-changed' && d.where.endsWith('/summary') &&
      String(d.before).replace(ROUNDED_TO_NOTHING, TRACE) === String(d.after).replace(' and a trace of snowfall', ''),
  },
  {
    name: 'day-words',
    why: "The one-month summary says on about how many days precipitation falls and when 90 °F highs or freezing lows are usual, where NCEI counts those days: words added, nothing else changed.",
    matches: (d, _r, route) => {
      if (route !== '/typical-weather' || d.kind !== 'field-changed' || !d.where.endsWith('/summary')) return false;
      const [before, after] = [withoutDayWords(d.before), withoutDayWords(d.after)];
      if (after.text === before.text && !after.clipped) return String(d.after) !== String(d.before);
      // A clipped answer's start is the old summary's start, less the added words.
      return after.clipped && before.text.startsWith(after.text);
    },
  },
  {
    name: 'zip-not-zcta-hint',
    why: 'The 422 for a ZIP that is not a ZCTA says what to send instead: the street address or "City, ST".',
    matches: (d) => d.kind === 'field-changed' && d.where === '/error' && isClipOf(String(d.after), `${String(d.before)} ${ZIP_HINT}`),
  },
  {
    name: 'address-fallbacks',
    why: 'Without a geocoder match, a ZIP written at the end of an address is used only when it is a ZCTA, else the city part; and only a house number first makes a street address (a 503 only for those). Such addresses were 422s (their unique ZIP), 503s or 404s saying the geocoder was asked.',
    matches: (d, request, route) =>
      (route === '/typical-weather' || route === '/climate-profile') && fallbackChanged(request) &&
      (d.kind === 'status' || d.kind.startsWith('field-') || (d.kind.startsWith('header-') && FALLBACK_HEADERS.has(d.where))),
  },
  {
    name: 'units-parameter',
    why: 'Before the redesign `units` was an unknown parameter and ignored; now `units=metric` answers in metric units and any value but `us` (the default) or `metric` is a 400.',
    matches: (_d, request) => {
      const value = units(request);
      return value !== null && value !== 'us';
    },
  },
  {
    name: 'lat-lon-in-netlify-vary',
    why: 'A place can be given by its coordinates (`lat`, `lon`) on every place route, so the CDN must key their answers by them too: the same list plus lat and lon.',
    matches: (d, _r, route) => {
      if ((route !== '/typical-weather' && route !== '/climate-profile') || !isHeader(d, 'netlify-vary')) return false;
      const [before, after] = [varyParams(d.before), varyParams(d.after)];
      return after.has('lat') && after.has('lon') && after.size === before.size + 2 && [...before].every((p) => after.has(p));
    },
  },
  {
    name: 'no-location-names-lat-lon',
    why: 'The 400 for a request without a place now names the third way to give one: lat and lon.',
    matches: (d) =>
      (d.kind === 'field-changed' && d.where === '/error' && String(d.before).startsWith('Give a location:') && String(d.after).includes('lat and lon')) ||
      (d.kind === 'body-bytes' && String(d.before).startsWith('{"error":"Give a location:') && String(d.after).includes(' or lat and lon (')),
  },
  {
    name: 'lat-lon-parameters',
    why: 'Before, `lat` and `lon` were unknown parameters and ignored; now, without a zip or address, they are the place (answered, or a 400 or 422 saying why not).',
    matches: (_d, request) => {
      const params = new URL(request.path, 'http://x').searchParams;
      const given = (name: string) => params.getAll(name).some((v) => v.trim() !== '');
      return (given('lat') || given('lon')) && !given('zip') && !given('address');
    },
  },
  {
    name: 'point-examples',
    why: "/health and /api list two more example requests: a place by its coordinates, on each place route.",
    matches: (d, _r, route) =>
      (route === '/health' || route === '/api') &&
      ((d.kind === 'field-added' && d.where.startsWith('/endpoints/') && d.where.includes('lat=')) || d.kind === 'body-bytes'),
  },
  {
    name: 'health-on-a-bug',
    why: 'A bug while building the health document answered 503 "dataset unavailable" with Retry-After; it is now a 500 like every other bug. A healthy or missing dataset answers as before.',
    matches: (d, _r, route) => (route === '/health' || route === '/api') && d.kind === 'status' && d.before === 503 && d.after === 500,
  },
  {
    name: 'degree-style',
    why: 'One style for degrees in every answer: the month summary wrote "85°F" where the profile summary and the page write "85 °F"; only that space changes.',
    matches: (d, _r, route) =>
      route === '/typical-weather' && d.kind === 'field-changed' && d.where === '/summary' &&
      String(d.before).replace(/(\d)°F/g, '$1 °F') === d.after,
  },
  {
    name: 'given-params-checked',
    why: 'Every parameter given is checked as documented, even one another wins over: a month not understood beside a date, an address over the length limit beside a zip, now a 400 (before: ignored).',
    matches: (_d, request, route) => {
      if (route !== '/typical-weather' && route !== '/climate-profile') return false;
      const month = given(request, 'month');
      const address = given(request, 'address');
      const badMonth = month !== null && given(request, 'date') !== null && parseMonth(month) === null;
      return badMonth || (address !== null && given(request, 'zip') !== null && [...address].length > MAX_ADDRESS_LENGTH);
    },
  },
  {
    name: 'openapi-document',
    why: 'The OpenAPI document is corrected (strict-client types, HEAD/OPTIONS/404/405, the period slug, its own schema, security, licence); the contract checks in test/contract keep it right instead.',
    matches: (d, _r, route) => route === '/openapi.json' && (d.kind.startsWith('field-') || d.kind === 'body-changed' || d.kind === 'body-bytes'),
  },
  {
    name: 'trailing-slash-404',
    why: "A path is the API's only as the document lists it: /health/ was answered as /health, undocumented; it is now the JSON 404 a gateway built from the document gives.",
    matches: (_d, request, route) => route !== 'other' && request.path.split('?')[0] === `${route}/`,
  },
  ...WORDS_AND_NULLS_MEANT,
  ...CITY_MEANT,
];

/** The entry that means this difference, if any. */
export function meantBy(difference: Difference, request: RecordedRequest, route: string): MeantDifference | undefined {
  return MEANT.find((m) => m.matches(difference, request, route));
}
