/**
 * The meant differences of issue 51's city centres (docs/addresses.md, "City centres"): a
 * `City, ST` answers from the ZIP nearest the place's GeoNames centre, so its ZIP, station, values
 * and words may change with it; island areas' names resolve; a 404 for a name says what to try;
 * the OpenAPI document describes `placePoint`.
 */
import { cityCandidates, withoutCountry } from '../../api/address/addressParts.ts';
import { ISLAND_AREAS } from '../../lib/states.ts';
import { parseZip } from '../../lib/zip.ts';
import { given, type MeantDifference } from './meantValues.ts';
import type { RecordedRequest } from './types.ts';

/** An address that may reach the city index: an `address`, no `zip`, and not a ZIP itself. */
function cityAddress(request: RecordedRequest): boolean {
  const address = given(request, 'address');
  return address !== null && given(request, 'zip') === null && parseZip(withoutCountry(address)) === null;
}

const NOT_MATCHED = 'could not be matched to a US ZIP (tried: ';

/** The statuses of a ZIP's answer: its normals, or the 422 of a ZIP whose station the build lacks. */
const ANSWERED = new Set([200, 422]);

/** Headers that follow the answer: its tag, and the CDN's time for a 200 against an error. */
const ANSWER_HEADERS = new Set(['etag', 'netlify-cdn-cache-control']);

export const CITY_MEANT: readonly MeantDifference[] = [
  {
    name: 'city-centres',
    why: "A city answers from the ZIP nearest its GeoNames centre, not its Census internal point (Anchorage was Eagle River's ZIP): the ZIP, its station, values, words and confidence follow, and with them the status (a ZIP whose station the build has, or lacks) and the answer's headers.",
    matches: (d, request, route) =>
      (route === '/typical-weather' || route === '/climate-profile') && cityAddress(request) &&
      ((d.kind === 'status' && ANSWERED.has(Number(d.before)) && ANSWERED.has(Number(d.after))) || (d.kind.startsWith('header-') && ANSWER_HEADERS.has(d.where)) ||
        ((d.kind === 'field-changed' || d.kind === 'field-removed') && !String(d.before).includes(NOT_MATCHED))),
  },
  {
    name: 'name-404-says-what-to-try',
    why: "A 404 for a name says what to try: the index's names in that state nearest it, the ZIP, or the point.",
    matches: (d, request) =>
      cityAddress(request) && d.kind === 'field-changed' && d.where === '/error' &&
      String(d.before).includes(NOT_MATCHED) && String(d.after).includes(NOT_MATCHED) && String(d.after).includes(' Try '),
  },
  {
    name: 'island-area-names',
    why: "The island areas' places (GeoNames'; the gazetteers lack them) are in the index: \"Hagåtña, GU\" was a 404 and now answers (or is the 422 of a ZIP whose station the build lacks).",
    matches: (d, request) =>
      cityAddress(request) && (cityCandidates(withoutCountry(given(request, 'address')!))[0]?.state ?? '') in ISLAND_AREAS &&
      ((d.kind === 'status' && d.before === 404 && ANSWERED.has(Number(d.after))) ||
        (d.where === '/error' && String(d.before).includes(NOT_MATCHED) && (d.kind === 'field-removed' || (d.kind === 'field-changed' && !String(d.after).includes(NOT_MATCHED))))),
  },
  {
    name: 'openapi-place-point',
    why: "The OpenAPI document describes `location.placePoint` and GeoNames' island-area names: its tag and length change.",
    matches: (d, _r, route) => route === '/openapi.json' && d.kind === 'header-changed' && (d.where === 'etag' || d.where === 'content-length'),
  },
];
