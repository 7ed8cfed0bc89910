/**
 * The OpenAPI 3.1 document served at /openapi.json, built from the same constants, schemas and
 * examples the handler uses, so the description cannot drift from the behaviour.
 */
import { API_PATHS, API_VERSION, SERVICE_DESCRIPTION, SERVICE_NAME, SOURCES } from '../lib/constants.ts';
import { PREVIOUS_EDITION } from '../lib/editions.ts';
import { ROUTE_PARAMS } from '../lib/routeParams.ts';
import { TEMPERATURE_SCALE } from '../lib/summary.ts';
import { CHANGE_DERIVATION } from './changeSchemas.ts';
import { ALLOWED_METHODS } from './http.ts';
import { metricSchemas } from './metricSchemas.ts';
import { routeParameters } from './openapiParams.ts';
import { PROFILE_EXAMPLE } from './profileExample.ts';
import { PROFILE_SCHEMAS } from './profileSchemas.ts';
import { SCHEMAS } from './schemas.ts';

const ref = (name: keyof typeof SCHEMAS | keyof typeof PROFILE_SCHEMAS) => ({ $ref: `#/components/schemas/${name}` });

const metricRef = (name: Parameters<typeof ref>[0]) => ({ $ref: `${ref(name).$ref}Metric` });

/** The query echoes whose metric twins say `units: "metric"`. */
const METRIC_QUERIES = ['OneMonthQuery', 'WholeYearQuery', 'ProfileQuery'];

const PROFILE_200 = { oneOf: [ref('ClimateProfileResponse'), metricRef('ClimateProfileResponse')] };

const headers = {
  'Access-Control-Allow-Origin': { description: 'Always `*`: any web page may call the API.', schema: { type: 'string', const: '*' } },
  'Cache-Control': { description: 'How long the answer may be reused.', schema: { type: 'string' } },
};

const jsonBody = (description: string, schema: object, extraHeaders: object = {}) => ({
  description,
  headers: { ...headers, ...extraHeaders },
  content: { 'application/json': { schema } },
});

const error = (description: string, extraHeaders: object = {}) => jsonBody(description, ref('Error'), extraHeaders);

const retryAfter = {
  'Retry-After': { description: 'Seconds to wait before trying again.', schema: { type: 'integer' } },
};

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

/** @example openApiDocument().info.version // '1.0.0' */
export function openApiDocument() {
  return {
    openapi: '3.1.0',
    info: {
      title: SERVICE_NAME,
      version: API_VERSION,
      summary: 'Typical monthly weather (NOAA climate normals 1991–2020) for a US ZIP code or address.',
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
          parameters: routeParameters(ROUTE_PARAMS.weather),
          responses: {
            200: jsonBody('Normals for the month (one-month shape) or the year (whole-year shape).', {
              oneOf: [ref('OneMonthResponse'), ref('WholeYearResponse'), metricRef('OneMonthResponse'), metricRef('WholeYearResponse')],
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
            "From NCEI's 1991–2020 annual/seasonal normals, which are complete (every temperature station), so every ZIP area has one. " +
            'The station is the one /typical-weather names: the nearest with temperature normals. `zip` and `address` follow the same ' +
            'rules; `month` and `date` are refused (400), as the profile covers the whole year, and so is a `period` other than 1991-2020.\n\n' +
            "Freeze dates follow NCEI exactly, which runs opposite to many gardening tables: `lastSpring.p10` is the date after which a " +
            'freeze still comes in 10 % of years (later than p90); `firstFall.p10` the date before which one comes in 10 % of years; ' +
            '`growingSeasonDays.pNN` a length reached or exceeded in NN % of years. Values are NCEI\'s to the published digit; a value ' +
            'NCEI does not give is null, never 0 or a made-up date, and `noDatesReason` says why dates are null.\n\n' +
            `\`changeSince1981_2010\` is how the same station's normals changed since ${PREVIOUS_EDITION.label} (1991–2020 minus ${PREVIOUS_EDITION.label}, ` +
            '°F to 0.1, inches to 0.01), or null with the reason in `changeSince1981_2010Note` when that station has no ' +
            `${PREVIOUS_EDITION.label} record: another station is never compared. ${CHANGE_DERIVATION}`,
          parameters: routeParameters(ROUTE_PARAMS.profile),
          responses: {
            200: {
              ...jsonBody('The climate profile.', PROFILE_200),
              content: { 'application/json': { schema: PROFILE_200, example: PROFILE_EXAMPLE } },
            },
            400: error('No location given, `month` or `date` given (the profile is the whole year), a `period` other than 1991-2020, or `address` too long.'),
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
    components: { schemas: { ...SCHEMAS, ...PROFILE_SCHEMAS, ...metricSchemas({ ...SCHEMAS, ...PROFILE_SCHEMAS }, METRIC_QUERIES) } },
  };
}
