/**
 * GET /climate-profile in the OpenAPI document: NCEI's freeze semantics, the change since 1981–2010,
 * its parameters (from the parameter table) and every status it can give.
 */
import type { EditionRegistry } from '../../lib/editions.ts';
import type { RouteParams } from '../../lib/routeParams.ts';
import { CHANGE_DERIVATION } from './changeSchemas.ts';
import { error, jsonBody, metricRef, ref, retryAfter } from '../openapiParts.ts';
import { routeParameters } from '../openapiParams.ts';

const PROFILE_200 = { oneOf: [ref('ClimateProfileResponse'), metricRef('ClimateProfileResponse')] };

/** @example profileOperation(routeParams().profile, EDITION_REGISTRY).operationId // 'getClimateProfile' */
export function profileOperation(route: RouteParams, editions: EditionRegistry) {
  const [now, before] = [editions.default, editions.changeBase?.label ?? ''];
  return {
    operationId: 'getClimateProfile',
    tags: ['normals'],
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
    parameters: routeParameters(route),
    responses: {
      200: jsonBody('The climate profile.', PROFILE_200),
      400: error(`No location given, \`month\` or \`date\` given (the profile is the whole year), a \`period\` other than ${now.slug}, \`units\` not understood, or \`address\` too long.`),
      404: error('The address could not be matched to a US ZIP: the message says what was tried.'),
      422: error(
        'The ZIP is not in the dataset (not a 5-digit ZIP, not a Census ZCTA), or its nearest station failed the ' +
          "build's cross-check of seasons against annual values and is quarantined (the message names the station and the reason).",
      ),
      503: error("Temporarily unavailable: this ZIP's data file cannot be read, or the geocoder is down. Retry after the given seconds.", retryAfter),
    },
  };
}
