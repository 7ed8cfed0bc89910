import { describe, expect, it } from 'vitest';
import { TWIN_LIMITS } from '../../lib/twins/limits.ts';
import { stationOwnName, twinName } from '../../lib/twins/twinName.ts';
import { stationPlace, type CityPlace } from '../../pipeline/twins/stationPlace.ts';

/** Around St. Louis and across the river, Portland across the Columbia, Los Angeles' airports (points as the build has them: GeoNames' centres where they join). */
const place = (label: string, kind: CityPlace['kind'], lat: number, lon: number, population: number | null = null, names: string[] = []): CityPlace => ({
  label, state: label.slice(-2), kind, lat, lon, population, names,
});
const PLACES: CityPlace[] = [
  place('Airport, MO', 'county-subdivision', 38.747, -90.36),
  place('Berkeley, MO', 'place', 38.7439, -90.3361, 8_228, ['berkeley']),
  place('Edmundson, MO', 'place', 38.7342, -90.3654, 834, ['edmundson']),
  place('St. Louis, MO', 'place', 38.6273, -90.1979, 315_685, ['saint louis']),
  place('Granite City, IL', 'place', 38.72, -90.12, 28_158, ['granite city']),
  place('Vancouver, WA', 'place', 45.6387, -122.6615, 190_915, ['vancouver']),
  place('Portland, OR', 'place', 45.5234, -122.6762, 652_503, ['portland']),
  place('Maywood Park, OR', 'place', 45.5523, -122.5618, 752, ['maywood park']),
  place('Los Angeles, CA', 'place', 34.0522, -118.2437, 3_898_747, ['los angeles']),
  place('Lennox, CA', 'place', 33.9381, -118.3526, 22_753, ['lennox']),
  place('Santa Monica, CA', 'place', 34.0195, -118.4912, 93_076, ['santa monica']),
  place('Beverly Hills, CA', 'place', 34.0736, -118.4004, 32_701, ['beverly hills']),
  place('Attu Station, AK', 'place', 52.9, 172.9),
  place('Culebra, PR', 'place', 18.3, -65.3),
  place('Far Town, NV', 'county-subdivision', 40, -116),
];

const placeOf = stationPlace(PLACES);

describe('the place a station is named by', () => {
  it.each([
    ["the place its name begins with (ST is Saint), not a nearer small neighbour", { name: 'ST LOUIS LAMBERT INTL AP, MO US', lat: 38.7525, lon: -90.3736 }, 'St. Louis, MO'],
    ['the longest place its name begins with', { name: 'SANTA MONICA MUNI AP, CA US', lat: 34.0158, lon: -118.4513 }, 'Santa Monica, CA'],
    ['the named place up to 25 miles away, farther than any other rule reaches', { name: 'LOS ANGELES INTL AP, CA US', lat: 33.9381, lon: -118.3889 }, 'Los Angeles, CA'],
    ["the station's own state, never a namesake across a border", { name: 'PORTLAND INTL AP, OR US', lat: 45.5908, lon: -122.6003 }, 'Portland, OR'],
    ['without a place in its name, the most populous place within 15 miles, not the nearest', { name: 'U C L A, CA US', lat: 34.0697, lon: -118.4427 }, 'Los Angeles, CA'],
    ['a place without a population (a county subdivision) only when none with one is near', { name: 'FAR 5 W, NV US', lat: 40, lon: -116.1 }, 'Far Town, NV'],
    [`none beyond ${TWIN_LIMITS.placeWithinMi} miles when the name names no place`, { name: 'NOWHERE, NV US', lat: 41, lon: -117 }, null],
    ['none in a state without places', { name: 'SOMEWHERE, WY US', lat: 41, lon: -107 }, null],
    ['an island area by its own name, never a place elsewhere', { name: 'CAPITOL HILL 1, MP CQ', lat: 15.2122, lon: 145.7497 }, 'Northern Mariana Islands'],
    ['the Virgin Islands by their name, not Puerto Rico', { name: 'CHARLOTTE AMALIE AP, VI VQ', lat: 18.3331, lon: -64.9725 }, 'U.S. Virgin Islands'],
    ['the minor outlying islands by their name', { name: 'WAKE ISLAND, UM WQ', lat: 19.28, lon: 166.65 }, 'U.S. Minor Outlying Islands'],
    ['none for a name without a state', { name: 'SOMEWHERE', lat: 38.75, lon: -90.37 }, null],
  ])('%s', (_, station, expected) => expect(placeOf(station)).toBe(expected));

  it('takes the nearest Census place, then county subdivision, where no place has a population', () => {
    const bare = stationPlace(PLACES.map((p) => ({ ...p, population: null, names: [] })));
    expect(bare({ name: 'ST LOUIS LAMBERT INTL AP, MO US', lat: 38.7525, lon: -90.3736 })).toBe('Edmundson, MO');
  });
});

describe('what the words call a twin', () => {
  it.each([
    ['its place', { place: 'St. Louis, MO', station: { name: 'ST LOUIS LAMBERT INTL AP, MO US' } }, 'St. Louis, MO'],
    ["the station's own name without a place", { place: null, station: { name: 'CAPITOL HILL 1, MP CQ' } }, 'Capitol Hill 1, MP'],
    ['a name without a trailer as it is, in title case', { place: null, station: { name: 'MT WASHINGTON' } }, 'Mt Washington'],
  ])('%s', (_, site, expected) => expect(twinName(site as never)).toBe(expected));

  it('title-cases words after a hyphen or slash too', () => expect(stationOwnName('WILKES-BARRE/SCRANTON AP, PA US')).toBe('Wilkes-Barre/Scranton Ap, PA'));
});
