/**
 * The OpenAPI 3.1 document served at /openapi.json, built from the same constants, schemas and
 * examples the handler uses, so the description cannot drift from the behaviour.
 */
import { API_PATHS, API_VERSION, MAX_ADDRESS_LENGTH, SERVICE_DESCRIPTION, SERVICE_NAME, SOURCES } from '../lib/constants.ts';
import { EDITION_REGISTRY, PREVIOUS_EDITION, type EditionRegistry } from '../lib/editions.ts';
import { TEMPERATURE_SCALE } from '../lib/summary.ts';
import { CHANGE_DERIVATION } from './changeSchemas.ts';
import { EXAMPLE_ZIP } from './health.ts';
import { ALLOWED_METHODS } from './http.ts';
import { PROFILE_EXAMPLE } from './profileExample.ts';
import { PROFILE_SCHEMAS } from './profileSchemas.ts';
import { SCHEMAS } from './schemas.ts';

const ref = (name: keyof typeof SCHEMAS | keyof typeof PROFILE_SCHEMAS) => ({ $ref: `#/components/schemas/${name}` });

const headers = {
  'Access-Control-Allow-Origin': { description: 'Always `*`: any web page may call the API.', schema: { type: 'string', const: '*' } },
  'Cache-Control': { description: 'How long the answer may be reused.', schema: { type: 'string' } },
};

const jsonBody = (description: string, schema: object, extraHeaders: object = {}) =>
  ({ description, headers: { ...headers, ...extraHeaders }, content: { 'application/json': { schema } } });

const error = (description: string, extraHeaders: object = {}) => jsonBody(description, ref('Error'), extraHeaders);

const retryAfter = { 'Retry-After': { description: 'Seconds to wait before trying again.', schema: { type: 'integer' } } };

const temperatureScale = TEMPERATURE_SCALE.map((row, i) =>
  i === TEMPERATURE_SCALE.length - 1 ? `${row.character}` : `${row.character} below ${row.below} °F`,
).join(', ');

const healthOperation = (operationId: string, summary: string) => ({
  get: {
    operationId,
    summary,
    description: 'Liveness and metadata: status `ok`, what the service is, the coverage of this build and example requests.',
    responses: {
      200: jsonBody('The service is up.', ref('Health')),
      503: error('The build manifest cannot be read: the dataset is unavailable.', retryAfter),
    },
  },
});

/** `zip` and `address`: the same rules on every endpoint that takes a place (api/query.ts parsePlace). */
const LOCATION_PARAMETERS = [
  {
    name: 'zip',
    in: 'query',
    description:
      '5-digit US ZIP code (a Census ZIP Code Tabulation Area). Surrounding spaces are ignored; ZIP+4 ' +
      '(`10024-1234` or `100241234`) is answered for its 5-digit ZIP. Anything else is 422.',
    schema: { type: 'string' },
    example: EXAMPLE_ZIP,
  },
  {
    name: 'address',
    in: 'query',
    description:
      `A street address or "City, ST" (at most ${MAX_ADDRESS_LENGTH} characters, else 400); a trailing ", USA" is ignored. ` +
      '"City, ST" (also "City, State", "City ST"; any case; accents, spaces and punctuation optional: De Kalb/DeKalb, ' +
      "Coeur d Alene; St./Saint, Mt./Mount, Ft./Fort; the common name of a legal form: Boise for Boise City, Nashville for " +
      'Nashville-Davidson metropolitan government) is resolved from a city index built from the Census 2025 place and ' +
      'county-subdivision gazetteers, to the ZIP nearest the place. A street address goes to the Census geocoder (keyless; ' +
      "its first match, within a 4 s budget): its ZIP, or, when that ZIP is not a ZCTA (a unique ZIP such as the White " +
      "House's 20500), the ZCTA nearest the geocoder's point. When the geocoder has no match or does not answer in time, a " +
      'ZIP written at the end of the address is used, else its city part is looked up in the index. A bare ZIP (or ZIP+4) ' +
      'given as `address` is answered as that ZIP. `location.matchedBy` says which of these answered. A resolved ZIP not in ' +
      'the dataset is 422, as for `zip`. 404 when nothing matches (the message says what was tried); 503 when the geocoder ' +
      'is down and neither fallback answers. An answer found by a fallback while the geocoder fails is cached 5 minutes.',
    schema: { type: 'string', maxLength: MAX_ADDRESS_LENGTH },
    example: 'Seattle, WA',
  },
];

/** @example openApiDocument().info.version // '1.0.0' */
export function openApiDocument(editions: EditionRegistry = EDITION_REGISTRY) {
  const [slugs, now, before] = [editions.all.map((e) => e.slug), editions.default, editions.changeBase?.label ?? ''];
  return {
    openapi: '3.1.0',
    info: {
      title: SERVICE_NAME,
      version: API_VERSION,
      summary: `Typical monthly weather (NOAA climate normals ${now.label}) for a US ZIP code or address.`,
      description:
        `${SERVICE_DESCRIPTION}\n\nKeyless and free; every response carries \`Access-Control-Allow-Origin: *\`. ` +
        `Methods: ${ALLOWED_METHODS} (OPTIONS is the CORS preflight, 204); any other method is 405 with an \`Allow\` header ` +
        'and an error object; an unknown path is a JSON 404. Errors are `{"error": "..."}` with a message saying what was wrong.',
      license: { name: SOURCES.license },
    },
    externalDocs: { description: 'Data sources', url: 'https://www.ncei.noaa.gov/products/land-based-station/us-climate-normals' },
    servers: [{ url: '/' }],
    paths: {
      [API_PATHS.weather]: {
        get: {
          operationId: 'getTypicalWeather',
          summary: 'Normals for a ZIP or address: one month, or the whole year.',
          description:
            'Give `zip` or `address` (when both are given, `zip` is used and `address` is ignored). With `month` or `date` the ' +
            'answer is the one-month shape with a summary; with neither, the whole-year shape. `date` wins over `month`. ' +
            'A parameter given empty counts as not given; a repeated parameter uses its first value.\n\n' +
            'The station is the nearest (great-circle) station with monthly temperature normals for all 12 months; its name, ' +
            'id, distance and elevation are in every answer. When that station\'s monthly values are not in this build the ' +
            'answer is 422 naming it: no other station, period or estimate is ever substituted.\n\n' +
            `Summary temperature character, by the month's normal mean: ${temperatureScale}.`,
          parameters: [
            ...LOCATION_PARAMETERS,
            {
              name: 'month',
              in: 'query',
              description: 'Month name, three-letter abbreviation or number 1–12, any case. Omit it (and `date`) for the whole year.',
              schema: { type: 'string' },
              example: 'july',
            },
            {
              name: 'period',
              in: 'query',
              description:
                `The normals edition: ${slugs.map((slug) => `\`${slug}\``).join(' or ')} (default \`${editions.default.slug}\`). ` +
                'Every edition is answered from its own nearest station with monthly temperature normals, in the same shapes; ' +
                '`normalsPeriod`, `source`, `disclaimer` and the summary name it. Anything else is 400 listing the valid values. ' +
                `${PREVIOUS_EDITION.label}: monthly snowfall is null where NCEI's monthly snowfall file is not in the build (the manifest says why).`,
              schema: { type: 'string', enum: slugs, default: editions.default.slug },
              example: PREVIOUS_EDITION.slug,
            },
            {
              name: 'date',
              in: 'query',
              description:
                'A real calendar date, `YYYY-MM-DD` or `MM-DD` (Feb 29 only in leap years; accepted without a year). ' +
                'Answered for its month, as normals are monthly. Takes precedence over `month`.',
              schema: { type: 'string' },
              example: '2026-07-04',
            },
          ],
          responses: {
            200: jsonBody('Normals for the month (one-month shape) or the year (whole-year shape).', {
              oneOf: [ref('OneMonthResponse'), ref('WholeYearResponse')],
            }),
            400: error('No location given, `month`, `date` or `period` not understood, or `address` too long.'),
            404: error('The address could not be matched to a US ZIP: the message says what was tried.'),
            422: error(
              'The ZIP is not in the climate-normals dataset: not a 5-digit ZIP, not a Census ZCTA (PO-box-only, unique, ' +
                "military or unassigned), or its nearest station's monthly normals of the asked edition are not in this build or failed the " +
                "build's validation and were quarantined (the message names the station, and says whether another edition covers the ZIP, with the request to make).",
            ),
            503: error(
              "Temporarily unavailable: this ZIP's data file cannot be read (other ZIPs are unaffected), or the Census geocoder " +
                'is not answering and the address\'s city part is not in the city index. Retry after the given seconds.',
              retryAfter,
            ),
          },
        },
      },
      [API_PATHS.profile]: {
        get: {
          operationId: 'getClimateProfile',
          summary: 'The whole-year climate profile of a ZIP or address: freeze dates, growing season, degree days, the four seasons.',
          description:
            `From NCEI's ${now.label} annual/seasonal normals, which are complete (every temperature station), so every ZIP area has one. ` +
            'The station is the one /typical-weather names: the nearest with temperature normals. `zip` and `address` follow the same ' +
            `rules; \`month\` and \`date\` are refused (400), as the profile covers the whole year, and so is a \`period\` other than ${now.slug}.\n\n` +
            "Freeze dates follow NCEI exactly, which runs opposite to many gardening tables: `lastSpring.p10` is the date after which a " +
            'freeze still comes in 10 % of years (later than p90); `firstFall.p10` the date before which one comes in 10 % of years; ' +
            '`growingSeasonDays.pNN` a length reached or exceeded in NN % of years. Values are NCEI\'s to the published digit; a value ' +
            'NCEI does not give is null, never 0 or a made-up date, and `noDatesReason` says why dates are null.\n\n' +
            `\`changeSince1981_2010\` is how the same station's normals changed since ${before} (${now.label} minus ${before}, ` +
            '°F to 0.1, inches to 0.01), or null with the reason in `changeSince1981_2010Note` when that station has no ' +
            `${before} record: another station is never compared. ${CHANGE_DERIVATION}`,
          parameters: LOCATION_PARAMETERS,
          responses: {
            200: {
              ...jsonBody('The climate profile.', ref('ClimateProfileResponse')),
              content: { 'application/json': { schema: ref('ClimateProfileResponse'), example: PROFILE_EXAMPLE } },
            },
            400: error(`No location given, \`month\` or \`date\` given (the profile is the whole year), a \`period\` other than ${now.slug}, or \`address\` too long.`),
            404: error('The address could not be matched to a US ZIP: the message says what was tried.'),
            422: error(
              'The ZIP is not in the dataset (not a 5-digit ZIP, not a Census ZCTA), or its nearest station failed the ' +
                "build's cross-check of seasons against annual values and is quarantined (the message names the station and the reason).",
            ),
            503: error("Temporarily unavailable: this ZIP's data file cannot be read, or the geocoder is down. Retry after the given seconds.", retryAfter),
          },
        },
      },
      [API_PATHS.health]: healthOperation('getHealth', 'Liveness and metadata.'),
      [API_PATHS.api]: healthOperation('getApi', 'The same document as /health.'),
      [API_PATHS.openapi]: {
        get: {
          operationId: 'getOpenApi',
          summary: 'This OpenAPI 3.1 document.',
          responses: { 200: jsonBody('The OpenAPI document.', { type: 'object' }) },
        },
      },
    },
    components: { schemas: { ...SCHEMAS, ...PROFILE_SCHEMAS } },
  };
}
