import { describe, expect, it } from 'vitest';
import { TWIN_LIMITS } from '../../lib/twins/limits.ts';
import { stationOwnName, twinName } from '../../lib/twins/twinName.ts';
import { stationPlace, type CityPlace } from '../../pipeline/twins/stationPlace.ts';

/** Around St. Louis and across the river, and Portland across the Columbia (points as the gazetteers give them). */
const PLACES: CityPlace[] = [
  { label: 'Airport, MO', state: 'MO', kind: 'county-subdivision', lat: 38.747, lon: -90.36 },
  { label: 'Berkeley, MO', state: 'MO', kind: 'place', lat: 38.7439, lon: -90.3361 },
  { label: 'Granite City, IL', state: 'IL', kind: 'place', lat: 38.72, lon: -90.12 },
  { label: 'Vancouver, WA', state: 'WA', kind: 'place', lat: 45.6387, lon: -122.6615 },
  { label: 'Portland, OR', state: 'OR', kind: 'place', lat: 45.5371, lon: -122.65 },
  { label: 'Attu Station, AK', state: 'AK', kind: 'place', lat: 52.9, lon: 172.9 },
  { label: 'Culebra, PR', state: 'PR', kind: 'place', lat: 18.3, lon: -65.3 },
  { label: 'Far Town, NV', state: 'NV', kind: 'county-subdivision', lat: 40, lon: -116 },
];

const placeOf = stationPlace(PLACES);

describe('the place a station is named by', () => {
  it.each([
    ['a Census place before a nearer county subdivision', { name: 'ST LOUIS LAMBERT INTL AP, MO US', lat: 38.7525, lon: -90.3736 }, 'Berkeley, MO'],
    ["the station's own state, never a nearer place across a border", { name: 'PORTLAND INTL AP, OR US', lat: 45.5908, lon: -122.6003 }, 'Portland, OR'],
    ['a county subdivision when no place is that near', { name: 'FAR 5 W, NV US', lat: 40, lon: -116.1 }, 'Far Town, NV'],
    [`none beyond ${TWIN_LIMITS.placeWithinMi} miles`, { name: 'NOWHERE, NV US', lat: 41, lon: -117 }, null],
    ['none in a state without places', { name: 'SOMEWHERE, WY US', lat: 41, lon: -107 }, null],
    ['an island area by its own name, never a place elsewhere', { name: 'CAPITOL HILL 1, MP CQ', lat: 15.2122, lon: 145.7497 }, 'Northern Mariana Islands'],
    ['the Virgin Islands by their name, not Puerto Rico', { name: 'CHARLOTTE AMALIE AP, VI VQ', lat: 18.3331, lon: -64.9725 }, 'U.S. Virgin Islands'],
    ['the minor outlying islands by their name', { name: 'WAKE ISLAND, UM WQ', lat: 19.28, lon: 166.65 }, 'U.S. Minor Outlying Islands'],
    ['none for a name without a state', { name: 'SOMEWHERE', lat: 38.75, lon: -90.37 }, null],
  ])('%s', (_, station, expected) => expect(placeOf(station)).toBe(expected));
});

describe('what the words call a twin', () => {
  it.each([
    ['its place', { place: 'Berkeley, MO', station: { name: 'ST LOUIS LAMBERT INTL AP, MO US' } }, 'Berkeley, MO'],
    ["the station's own name without a place", { place: null, station: { name: 'CAPITOL HILL 1, MP CQ' } }, 'Capitol Hill 1, MP'],
    ['a name without a trailer as it is, in title case', { place: null, station: { name: 'MT WASHINGTON' } }, 'Mt Washington'],
  ])('%s', (_, site, expected) => expect(twinName(site as never)).toBe(expected));

  it('title-cases words after a hyphen or slash too', () => expect(stationOwnName('WILKES-BARRE/SCRANTON AP, PA US')).toBe('Wilkes-Barre/Scranton Ap, PA'));
});
