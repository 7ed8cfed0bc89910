/**
 * The address resolver's small world for its tests: a few city-index states and real ZCTA points
 * (2025 gazetteer), and the resolutions it is expected to give, written short.
 */
import type { AddressResolution } from '../../api/address/types.ts';
import type { CityIndexFile } from '../../lib/dataTypes.ts';
import type { AddressMatch } from '../../lib/types.ts';
import { encodeZctaPoints, ZCTA_POINTS_FILE } from '../../lib/zctaPoints.ts';

export const cityFile = (state: string, cities: Record<string, string>): [string, CityIndexFile] => [
  `cities/${state}.json`,
  { state, cities: Object.fromEntries(Object.entries(cities).map(([name, zip]) => [name, { zip, name: `${name} city`, point: 'geonames-centre' as const }])) },
];
/**
 * Real ZCTA points (2025 gazetteer): the recorded matches' ZIPs, those nearest the Census Bureau's
 * and the White House's unique ZIPs (20233, 20500), and the ZIPs the cases write.
 */
const zctaPoints = encodeZctaPoints([
  { zip: '10044', lat: 40.761907, lon: -73.949967 },
  { zip: '20001', lat: 38.910353, lon: -77.017739 },
  { zip: '20004', lat: 38.895093, lon: -77.026584 },
  { zip: '20746', lat: 38.836403, lon: -76.918265 },
  { zip: '20748', lat: 38.814868, lon: -76.933447 },
  { zip: '45202', lat: 39.106735, lon: -84.504181 },
  { zip: '62565', lat: 39.416775, lon: -88.803851 },
  { zip: '62701', lat: 39.800544, lon: -89.648894 },
]);
export const cityFiles = () =>
  new Map<string, unknown>([
    cityFile('IL', { springfield: '62701' }),
    cityFile('NY', { 'new york': '11213', manhattan: '10023', bronx: '10462' }),
    cityFile('OH', {}),
    cityFile('DC', { washington: '20001' }),
    [ZCTA_POINTS_FILE, zctaPoints],
  ]);

export const zip = (z: string, match: AddressMatch, geocoderFailed?: true): AddressResolution => ({ kind: 'zip', zip: z, match, ...(geocoderFailed && { geocoderFailed }) });
export const written = (z: string, geocoderFailed?: true) => zip(z, { matchedBy: 'zip-in-address' }, geocoderFailed);
export const indexed = (z: string, city: string, geocoderFailed?: true) => zip(z, { matchedBy: 'city-index', matchedPlace: `${city} city`, placePoint: 'geonames-centre' }, geocoderFailed);
export const geocoded = (z: string, matchedAddress: string) => zip(z, { matchedBy: 'census-geocoder', matchedAddress });
export const notFound = (tried: string, suggestions?: string[]): AddressResolution => (suggestions ? { kind: 'not-found', tried, suggestions } : { kind: 'not-found', tried });

