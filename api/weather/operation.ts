/**
 * GET /typical-weather in the OpenAPI document: what it answers, its parameters (from the parameter
 * table) and every status it can give.
 */
import type { RouteParams } from '../../lib/routeParams.ts';
import { temperatureTable } from '../../lib/weather/temperatureWords.ts';
import { error, jsonBody, metricRef, ref, retryAfter } from '../openapiParts.ts';
import { routeParameters } from '../openapiParams.ts';

/** @example weatherOperation(routeParams().weather).operationId // 'getTypicalWeather' */
export const weatherOperation = (route: RouteParams) => ({
  operationId: 'getTypicalWeather',
  tags: ['normals'],
  summary: 'Normals for a ZIP or address: one month, or the whole year.',
  description:
    'Give `zip` or `address` (when both are given, `zip` is used; the address is still checked). With `month` or `date` the ' +
    'answer is the one-month shape with a summary; with neither, the whole-year shape (`shape` says which; `units` which ' +
    'unit system). `date` wins over `month`. ' +
    'Every parameter given is checked as documented, even one another wins over; one given empty counts as not given; ' +
    'a repeated parameter uses its first value.\n\n' +
    'The station is the nearest (great-circle) station with monthly temperature normals for all 12 months; its name, ' +
    'id, distance and elevation are in every answer. When that station\'s monthly values are not in this build the ' +
    'answer is 422 naming it: no other station, period or estimate is ever substituted.\n\n' +
    `The summary's word for the month's temperatures, by its normal high and low, the first that fits: ${temperatureTable()}.`,
  parameters: routeParameters(route),
  responses: {
    200: jsonBody('Normals for the month (one-month shape) or the year (whole-year shape).', {
      oneOf: [ref('OneMonthResponse'), ref('WholeYearResponse'), metricRef('OneMonthResponse'), metricRef('WholeYearResponse')],
    }),
    400: error('No location given, `month`, `date`, `period` or `units` not understood, or `address` too long.'),
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
});
