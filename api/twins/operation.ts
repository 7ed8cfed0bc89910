/**
 * GET /climate-twins in the OpenAPI document: the definition in brief (docs/twins.md has it whole),
 * its parameters (from the parameter table) and every status it can give.
 */
import type { RouteParams } from '../../lib/routeParams.ts';
import { error, jsonBody, metricRef, ref, retryAfter } from '../openapiParts.ts';
import { routeParameters } from '../openapiParams.ts';

const TWINS_200 = { oneOf: [ref('ClimateTwinsResponse'), metricRef('ClimateTwinsResponse')] };

/** @example twinsOperation(routeParams().twins).operationId // 'getClimateTwins' */
export function twinsOperation(route: RouteParams) {
  return {
    operationId: 'getClimateTwins',
    tags: ['normals'],
    summary: "The places whose climate is most like a ZIP's or address's: its station's climate twins.",
    description:
      "Compares the place's station's monthly normals with every candidate of the edition: the stations that are the station of at " +
      'least one ZCTA and have all 12 monthly normal highs, lows and precipitation totals in the build. Each is 36 numbers, each ' +
      "standardized by its mean and population standard deviation over the candidates; the climate distance is the root mean square " +
      "of the 36 z-score differences. The twins are the candidates other than the place's own station at least `minDistance` from the " +
      "place's point, nearest in climate first (ties: the smaller station id), the first `limit`. Monthly normals only: humidity, " +
      'wind, sunshine and extremes are not compared. `month` and `date` are refused (400).',
    parameters: routeParameters(route),
    responses: {
      200: jsonBody('The twins.', TWINS_200),
      400: error('No location given, `month` or `date` given, or `period`, `units`, `limit` or `minDistance` not understood, or `address` too long.'),
      404: error('The address could not be matched to a US ZIP: the message says what was tried.'),
      422: error(
        "The ZIP is not in the dataset, or its nearest station's monthly normals are not in this build, failed validation, or lack a " +
          'high, low or precipitation total for some month (the message names the station; no other station is substituted).',
      ),
      503: error("Temporarily unavailable: a data file cannot be read, or the geocoder is down. Retry after the given seconds.", retryAfter),
    },
  };
}
