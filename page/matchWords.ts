/**
 * How an address answer was matched, in words, pure (tested): from `location.matchedBy` and what
 * it matched. Says plainly when the street and house number were not used, since the ZIP answered
 * may then be far from the address typed.
 */
import type { PlacePoint } from '../lib/constants.ts';
import type { AddressMatch } from '../lib/types.ts';

/** The API's own test for an address the street geocoder could place: a digit before any trailing ZIP. */
function hasStreet(address: string): boolean {
  return /\d/.test(address.replace(/\s*\d{5}(-\d{4})?\s*$/, ''));
}

/** Which point of the place the ZIP is nearest (location.placePoint). */
const POINT_WORDS: Record<PlacePoint, string> = {
  'geonames-centre': ' (its centre, from GeoNames)',
  'census-internal-point': ' (its Census internal point)',
};

const STREET_UNUSED = 'The street and house number were not used: the street-level Census geocoder gave no match or could not be reached.';

/**
 * @example matchWords('1 Main St, Washington, DC', '20230', { matchedBy: 'city-index', matchedPlace: 'Washington city', placePoint: 'geonames-centre' })
 * // 'Matched by its city and state only, to Washington city (its centre, from GeoNames), answered as ZIP 20230. The street and house number were not used: …'
 */
export function matchWords(address: string, zip: string, match: AddressMatch): string {
  const unused = hasStreet(address) ? ` ${STREET_UNUSED}` : '';
  switch (match.matchedBy) {
    case 'census-geocoder':
      return `Matched by the Census geocoder${match.matchedAddress ? ` to “${match.matchedAddress}”` : ''}, in ZIP ${zip}.`;
    case 'nearest-zcta':
      return `Matched by the Census geocoder${match.matchedAddress ? ` to “${match.matchedAddress}”` : ''}` +
        `${match.addressZip ? `, whose ZIP ${match.addressZip} is a PO-box or single-address ZIP with no area` : ''}; ` +
        `answered as ZIP ${zip}, the nearest ZIP area to that point.`;
    case 'city-index':
      return `Matched by its city and state only${match.matchedPlace ? `, to ${match.matchedPlace}` : ''}${match.placePoint ? POINT_WORDS[match.placePoint] : ''}, answered as ZIP ${zip}.${unused}`;
    case 'zip-in-address':
      return `Matched by the ZIP written in the address, ${zip}.${unused}`;
  }
}
