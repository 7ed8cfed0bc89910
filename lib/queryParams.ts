/**
 * Every query parameter of the API, defined once: how its value is read, what a bad value answers,
 * and how the OpenAPI document describes it. Which route takes, refuses or restricts each one is
 * lib/routeParams.ts. The parser, the OpenAPI parameters, each route's CDN key and the page's
 * request URLs all read these two tables. `period` takes the editions served, so the table is made
 * from an edition registry (a test's may add an edition).
 */
import { MAX_ADDRESS_LENGTH, type MonthNumber } from './constants.ts';
import { EDITION_REGISTRY, PREVIOUS_EDITION, type Edition, type EditionRegistry } from './editions.ts';
import { messages } from './messages.ts';
import { closedSetPattern, type Spellings } from './closedSet.ts';
import { param } from './queryParam.ts';
import { DECIMAL_FORMS, decimalWithin } from './decimal.ts';
import { DATE_PATTERN, MONTH_PATTERN, MONTH_SPELLINGS, parseDayOfYear, parseMonth, type DayOfYear } from './months.ts';
import { TWIN_LIMITS } from './twins/limits.ts';
import { UNIT_SYSTEMS, type Units } from './units.ts';
import { parseZip, ZIP_PATTERN } from './zip.ts';
import { parseCoordinate } from './coordinates.ts';

const orUndefined = <T>(value: T | null) => (value === null ? undefined : value);
const PERIOD_SPELLINGS: Spellings = { dashes: true };
const UNITS_SPELLINGS: Spellings = { anyCase: true };
/** The answers print periods with an en dash (`1991–2020`); an em dash is its common typo. */
const periodSlug = (raw: string) => raw.trim().replace(/[\u2013\u2014]/g, '-');
const lowerCase = (raw: string) => raw.trim().toLowerCase();
/** A half of a place given by its coordinates: `limit` the largest magnitude, `partner` the other half. */
const coordinate = (name: 'lat' | 'lon', limit: number, partner: 'lat' | 'lon', example: number, description: string) =>
  param<number, number>({
    read: (raw) => parseCoordinate(raw, limit),
    invalid: { status: 400, message: (raw) => messages.badCoordinate(name, raw, limit) },
    place: true,
    partner,
    ...(name === 'lat' && { placeNoun: 'a point' }),
    doc: { description: `${description} ${DECIMAL_FORMS}`, schema: { type: 'number', minimum: -limit, maximum: limit }, example },
  });
/** A day of the year that bounds a range of days (`from`, `to`). */
const dayParam = (name: 'from' | 'to', description: string, example: string) =>
  param<DayOfYear>({
    read: (raw) => orUndefined(parseDayOfYear(raw)),
    invalid: { status: 400, message: (raw) => messages.badDayParam(name, raw) },
    doc: { description: `${description} Anything else is 400.`, schema: { type: 'string', pattern: DATE_PATTERN }, example },
  });
const codes = (values: readonly string[]) => values.map((v) => `\`${v}\``).join(' or ');

/**
 * In the order checked: the place last, so a bad month (400) is named before a bad ZIP (422).
 * @example queryParams(EDITION_REGISTRY).period.read('1981-2010')?.label // '1981–2010'
 */
export function queryParams(editions: EditionRegistry = EDITION_REGISTRY) {
  const slugs = editions.all.map((e) => e.slug);
  return {
    zip: param<string>({
      read: (raw) => orUndefined(parseZip(raw)),
      invalid: { status: 422, message: messages.badZip },
      place: true,
      placeNoun: 'a ZIP',
      doc: {
        description:
          '5-digit US ZIP code (a Census ZIP Code Tabulation Area). Surrounding spaces are ignored; ZIP+4 ' +
          '(`10024-1234` or `100241234`) is answered for its 5-digit ZIP. Anything else is 422.',
        schema: { type: 'string', pattern: ZIP_PATTERN },
        example: '10024',
      },
    }),
    address: param<string>({
      read: (raw) => ([...raw.trim()].length <= MAX_ADDRESS_LENGTH ? raw.trim() : undefined),
      invalid: { status: 400, message: messages.addressTooLong },
      place: true,
      placeNoun: 'an address',
      doc: {
        description:
          `A street address or "City, ST" (at most ${MAX_ADDRESS_LENGTH} characters, else 400); a trailing ", USA" is ignored. ` +
          '"City, ST" (also "City, State", "City ST"; any case; accents, spaces and punctuation optional: De Kalb/DeKalb, ' +
          'Coeur d Alene; St./Saint, Mt./Mount, Ft./Fort; the common name of a legal form: Boise for Boise City, Nashville for ' +
          'Nashville-Davidson metropolitan government) is resolved from a city index built from the Census 2025 place and ' +
          'county-subdivision gazetteers, to the ZIP nearest the place. A street address goes to the Census geocoder (keyless; ' +
          "its first match, within a 4 s budget): its ZIP, or, when that ZIP is not a ZCTA (a unique ZIP such as the White " +
          "House's 20500), the ZCTA nearest the geocoder's point. When the geocoder has no match or does not answer in time, a " +
          'ZIP written at the end of the address is used if it is a ZCTA, else its city part is looked up in the index. A bare ZIP (or ZIP+4) ' +
          'given as `address` is answered as that ZIP. `location.matchedBy` says which of these answered. A resolved ZIP not in ' +
          'the dataset is 422, as for `zip`. 404 when nothing matches (the message says what was tried); 503 when the geocoder ' +
          'is down, the address starts with a house number and neither fallback answers. An answer found by a fallback while the geocoder fails is cached 5 minutes. ' +
          'When `zip` is also given, `zip` is the place: the address is checked (its length) but not looked up.',
        schema: { type: 'string', maxLength: MAX_ADDRESS_LENGTH },
        example: 'SeaTac, WA',
      },
    }),
    lat: coordinate('lat', 90, 'lon', 40.78,
      'Latitude of a place by its coordinates, decimal degrees (WGS 84) from -90 to 90, with `lon`; rounded half away from zero ' +
        'to 3 decimals (about 100 m) before anything else, so every point of that cell gets the same answer. The place is answered ' +
        "from the station nearest the point itself, by the rule a ZIP's point is; a point outside the 50 states, DC and the " +
        'territories (a small tolerance covers coasts and islands) is 422. A missing `lon`, a non-number or a value out of ' +
        'range is 400 naming the parameter. When `zip` or `address` is also given, that is the place: `lat` and `lon` are checked but not used.'),
    lon: coordinate('lon', 180, 'lat', -73.97, 'Longitude of a place by its coordinates, decimal degrees (WGS 84) from -180 to 180, with `lat` (see `lat`).'),
    period: param<Edition>({
      read: (raw) => editions.bySlug(periodSlug(raw)),
      canonical: periodSlug,
      spellings: PERIOD_SPELLINGS,
      invalid: { status: 400, message: (raw) => messages.badPeriod(raw, slugs) },
      fallback: editions.default,
      doc: {
        description:
          `The normals edition: ${codes(slugs)} (default \`${editions.default.slug}\`; also with the en dash the answers print, or an em dash). ` +
          'Every edition is answered from its own nearest station with monthly temperature normals, in the same shapes; ' +
          '`period`, `normalsPeriod`, `source`, `disclaimer` and the summary name it. Anything else is 400 listing the valid values. ' +
          `${PREVIOUS_EDITION.label}: monthly snowfall is null where NCEI's monthly snowfall file is not in the build (the manifest says why).`,
        schema: { type: 'string', pattern: closedSetPattern(slugs, PERIOD_SPELLINGS), default: editions.default.slug },
        example: PREVIOUS_EDITION.slug,
      },
    }),
    units: param<Units>({
      read: (raw) => UNIT_SYSTEMS.find((u) => u === lowerCase(raw)),
      canonical: lowerCase,
      spellings: UNITS_SPELLINGS,
      invalid: { status: 400, message: (raw) => messages.badUnits(raw, UNIT_SYSTEMS) },
      fallback: UNIT_SYSTEMS[0],
      doc: {
        description:
          `The units of the answer: ${codes(UNIT_SYSTEMS)}, any case (default \`${UNIT_SYSTEMS[0]}\`, NCEI's own °F, inches, miles and feet). ` +
          '`metric` answers °C, mm of precipitation, cm of snowfall, km, m and °C·days, converted from NCEI\'s published values ' +
          'and rounded half away from zero, with field names that carry the unit (`avgHighC`, `avgPrecipMm`, `distanceKm`…) and ' +
          'the answer\'s top-level `units: "metric"`. Anything else is 400 listing the valid values.',
        schema: { type: 'string', pattern: closedSetPattern(UNIT_SYSTEMS, UNITS_SPELLINGS), default: UNIT_SYSTEMS[0] },
        example: 'metric',
      },
    }),
    month: param<MonthNumber>({
      read: (raw) => orUndefined(parseMonth(raw)),
      spellings: MONTH_SPELLINGS,
      invalid: { status: 400, message: messages.badMonth },
      yieldsTo: 'date',
      doc: {
        description:
          'Month name, three-letter abbreviation or number 1–12 (one leading zero allowed: `07`), any case, surrounding spaces ' +
          'ignored. Omit it (and `date`) for the whole year. Anything else is 400.',
        schema: { type: 'string', pattern: MONTH_PATTERN },
        example: 'july',
      },
    }),
    date: param<DayOfYear>({
      read: (raw) => orUndefined(parseDayOfYear(raw)),
      invalid: { status: 400, message: messages.badDate },
      doc: {
        description:
          'A real calendar date, `YYYY-MM-DD` or `MM-DD` (Feb 29 only in leap years; accepted without a year). ' +
          "Answered for its month, with that day's 1991–2020 daily normals as `day` (null with the reason in `dayNote` where the " +
          'station has none, or for another period). Wins over `month` (a `month` given beside it must still be valid).',
        schema: { type: 'string', pattern: DATE_PATTERN },
        example: '2026-07-04',
      },
    }),
    from: dayParam('from', 'The first day of the range, `MM-DD` or `YYYY-MM-DD` (the year only decides whether Feb 29 exists); default 01-01.', '12-20'),
    to: dayParam('to', 'The last day of the range, included, `MM-DD` or `YYYY-MM-DD`; default 12-31. Before `from`, the range goes across New Year (`from=12-20&to=01-05` is 17 days).', '01-05'),
    limit: param<number, number>({
      read: (raw) => decimalWithin(raw, 1, TWIN_LIMITS.maxLimit, true),
      invalid: { status: 400, message: (raw) => messages.badLimit(raw, TWIN_LIMITS.maxLimit) },
      fallback: TWIN_LIMITS.defaultLimit,
      doc: {
        description:
          `How many climate twins to answer: a whole number 1–${TWIN_LIMITS.maxLimit} (default ${TWIN_LIMITS.defaultLimit}), ` +
          `as JSON Schema's integer takes it (\`5.0\` and \`5e0\` are 5). ${DECIMAL_FORMS} Anything else is 400.`,
        schema: { type: 'integer', minimum: 1, maximum: TWIN_LIMITS.maxLimit, default: TWIN_LIMITS.defaultLimit },
        example: 5,
      },
    }),
    minDistance: param<number, number>({
      read: (raw) => decimalWithin(raw, 0, TWIN_LIMITS.maxMinDistance),
      invalid: { status: 400, message: (raw) => messages.badMinDistance(raw, TWIN_LIMITS.maxMinDistance) },
      doc: {
        description:
          "The least distance of a twin's station from the place's point, in the answer's units: miles, or kilometres with " +
          `\`units=metric\` (a number 0–${TWIN_LIMITS.maxMinDistance}; default ${TWIN_LIMITS.defaultMinDistanceMi} miles, ` +
          `${TWIN_LIMITS.defaultMinDistanceMi * 1.609344} km). Compared with the unrounded great-circle distance. ${DECIMAL_FORMS} Anything else is 400.`,
        schema: { type: 'number', minimum: 0, maximum: TWIN_LIMITS.maxMinDistance },
        example: 250,
      },
    }),
  };
}

/** The table of the service's own editions, for what does not depend on them (names, examples, the page). */
export const QUERY_PARAMS = queryParams();

export type QueryParams = ReturnType<typeof queryParams>;
export type ParamName = keyof QueryParams;
export type ParamValue<K extends ParamName> = NonNullable<ReturnType<QueryParams[K]['read']>>;

/** Every parameter name, in table order. */
export const PARAM_NAMES = Object.keys(QUERY_PARAMS) as ParamName[];

/** Each parameter's name by itself, for code that writes a URL. @example PARAM.month // 'month' */
export const PARAM = Object.fromEntries(PARAM_NAMES.map((name) => [name, name])) as { [K in ParamName]: K };
