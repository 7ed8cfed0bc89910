import { describe, expect, it } from 'vitest';
import { matchWords } from '../../page/matchWords.ts';
import type { AddressMatch } from '../../lib/types.ts';

const STREET_UNUSED = 'The street and house number were not used';

describe('matchWords', () => {
  const cases: { address: string; zip: string; match: AddressMatch; says: string; streetUnused: boolean }[] = [
    { address: '100 Joe Nuxhall Way, Cincinnati, OH 45202', zip: '45202', match: { matchedBy: 'census-geocoder', matchedAddress: '100 JOE NUXHALL WAY, CINCINNATI, OH, 45202' },
      says: 'Matched by the Census geocoder to “100 JOE NUXHALL WAY, CINCINNATI, OH, 45202”, in ZIP 45202.', streetUnused: false },
    { address: '1600 Pennsylvania Ave NW, Washington, DC 20500', zip: '20004', match: { matchedBy: 'nearest-zcta', matchedAddress: '1600 PENNSYLVANIA AVE NW, WASHINGTON, DC, 20500', addressZip: '20500' },
      says: 'whose ZIP 20500 is a PO-box or single-address ZIP with no area; answered as ZIP 20004, the nearest ZIP area to that point.', streetUnused: false },
    { address: '1 Main St, Washington, DC', zip: '20230', match: { matchedBy: 'city-index', matchedPlace: 'Washington city', placePoint: 'geonames-centre' },
      says: 'Matched by its city and state only, to Washington city (its centre, from GeoNames), answered as ZIP 20230.', streetUnused: true },
    { address: 'Islamorada, FL', zip: '33070', match: { matchedBy: 'city-index', matchedPlace: 'Islamorada, Village of Islands village', placePoint: 'census-internal-point' },
      says: 'to Islamorada, Village of Islands village (its Census internal point), answered as ZIP 33070.', streetUnused: false },
    { address: 'Denver, CO', zip: '80238', match: { matchedBy: 'city-index', matchedPlace: 'Denver city' },
      says: 'Matched by its city and state only, to Denver city, answered as ZIP 80238.', streetUnused: false },
    { address: '1 Main St, Washington, DC 20001', zip: '20001', match: { matchedBy: 'zip-in-address' },
      says: 'Matched by the ZIP written in the address, 20001.', streetUnused: true },
    { address: 'Washington, DC 20001', zip: '20001', match: { matchedBy: 'zip-in-address' },
      says: 'Matched by the ZIP written in the address, 20001.', streetUnused: false },
  ];
  it.each(cases)('$match.matchedBy: $address', ({ address, zip, match, says, streetUnused }) => {
    const words = matchWords(address, zip, match);
    expect(words).toContain(says);
    expect(words.includes(STREET_UNUSED)).toBe(streetUnused);
  });
});
