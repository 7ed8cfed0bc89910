/**
 * GET /daily-normals in the OpenAPI document: what it answers, its parameters (from the parameter
 * table) and every status it can give.
 */
import type { EditionRegistry } from '../../lib/editions.ts';
import type { RouteParams } from '../../lib/routeParams.ts';
import { error, jsonBody, metricRef, ref, retryAfter } from '../openapiParts.ts';
import { routeParameters } from '../openapiParams.ts';

/** @example dailyOperation(routeParams().daily, EDITION_REGISTRY).operationId // 'getDailyNormals' */
export function dailyOperation(route: RouteParams, editions: EditionRegistry) {
  const now = editions.default;
  return {
    operationId: 'getDailyNormals',
    tags: ['normals'],
    summary: 'Daily normals for a ZIP, address or point: the year as 366 days, or any range of days.',
    description:
      `From NCEI's ${now.label} daily normals of the station /typical-weather names (the nearest with monthly temperature normals): ` +
      'for each day its normal high, low and mean with their standard deviations, the chance of precipitation at four thresholds, ' +
      "the quartiles of a wet day's amount, month- and year-to-date precipitation and snowfall, the chance of snowfall and of snow on " +
      'the ground, and degree days. Without `from` and `to` the 366 days 01-01 to 12-31 (February 29 as NCEI gives it: month- and ' +
      'year-to-date totals null); with them the days from `from` to `to` in order, across New Year when `to` comes before `from`. ' +
      "Each chance is NCEI's: the share of days in a 29-day window centred on the date, over the 30 years, that met the threshold. " +
      'A value NCEI does not give (flagged missing, or a column the station\'s file lacks, as snow at a station without snowfall normals) ' +
      `is null, never 0. \`month\` and \`date\` are refused (400), and so is a \`period\` other than ${now.slug}.`,
    parameters: routeParameters(route),
    responses: {
      200: jsonBody('The daily normals of the days asked.', { oneOf: [ref('DailyNormalsResponse'), metricRef('DailyNormalsResponse')] }),
      400: error(`No location given, \`month\` or \`date\` given, \`from\` or \`to\` not a calendar date, a \`period\` other than ${now.slug}, \`units\` not understood, or \`address\` too long.`),
      404: error('The address could not be matched to a US ZIP: the message says what was tried.'),
      422: error(
        'The ZIP is not in the dataset, its nearest station\'s monthly normals are not in this build or were quarantined, or that station ' +
          'has no daily normals in this build (the message names the station and why): no other station is substituted.',
      ),
      503: error("Temporarily unavailable: this ZIP's data file cannot be read, or the geocoder is down. Retry after the given seconds.", retryAfter),
    },
  };
}
