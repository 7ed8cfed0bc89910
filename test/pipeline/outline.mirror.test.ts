/**
 * Inside or outside, proven on the data: every ZCTA internal point of the real 2025 gazetteer is
 * inside the outline the build ships (lib/outline.ts over us-atlas), with its state for a few known
 * ones, and cities and seas beyond the US are outside, which d3-geo's spherical test over the same
 * outline confirms independently.
 */
import { geoContains } from 'd3-geo';
import { describe, expect, it } from 'vitest';
import { loadPolygonTest, OUTLINE_TOLERANCE_KM, outlineIndex } from '../../lib/outline.ts';
import { readGazetteer } from '../../pipeline/census/gazetteer.ts';
import { zctaPoints } from '../../pipeline/census/zcta.ts';
import { usOutline } from '../../pipeline/serving/usOutline.ts';
import { rawPath } from './rawData.ts';

const polygons = usOutline();
const within = outlineIndex(polygons, await loadPolygonTest());
const spherical = polygons.map((p) => ({ shape: { type: 'Polygon' as const, coordinates: p.rings }, lats: p.rings[0]!.map(([, y]) => y), lons: p.rings[0]!.map(([x]) => x) }))
  .map(({ shape, lats, lons }) => ({ shape, box: [Math.min(...lons) - 1, Math.min(...lats) - 1, Math.max(...lons) + 1, Math.max(...lats) + 1] }));
/** d3-geo's spherical test, over the polygons whose box (widened by a degree) holds the point. */
const inAnyState = (lat: number, lon: number) =>
  spherical.some(({ shape, box: [w, s, e, n] }) => lon >= w! && lon <= e! && lat >= s! && lat <= n! && geoContains(shape, [lon, lat]));

describe('the outline of the states and territories', () => {
  it('holds every ZCTA internal point of the gazetteer', async () => {
    const zctas = zctaPoints(await readGazetteer(rawPath('census/gazetteer/2025_Gaz_zcta_national.txt')));
    const outside = zctas.filter((z) => within(z.lat, z.lon) === null).map((z) => z.zip);
    expect(outside).toEqual([]);
    expect(zctas.length).toBeGreaterThan(30_000);
  });

  it.each([
    ['10024 New York', 40.7857, -73.9713, 'NY'],
    ['99501 Anchorage', 61.2228, -149.8572, 'AK'],
    ['96910 Hagåtña', 13.4745, 144.7504, 'GU'],
    ['96799 Pago Pago', -14.2781, -170.7025, 'AS'],
    ['96950 Saipan', 15.1906, 145.7466, 'MP'],
    ['00901 San Juan', 18.4655, -66.1057, 'PR'],
    ['00802 St Thomas', 18.3419, -64.9307, 'VI'],
    ['20500 White House', 38.8977, -77.0365, 'DC'],
    ['Monhegan Island (off the simplified coast)', 43.7674, -69.3101, 'ME'],
  ])('%s is in %s', (_name, lat, lon, state) => expect(within(lat, lon)).toBe(state));

  it.each([
    ['Toronto', 43.6532, -79.3832],
    ['Vancouver', 49.2827, -123.1207],
    ['Victoria BC', 48.4284, -123.3656],
    ['Montreal', 45.5019, -73.5674],
    ['Mexico City', 19.4326, -99.1332],
    ['Havana', 23.1136, -82.3666],
    ['Nassau', 25.0443, -77.3504],
    ['Paris', 48.8566, 2.3522],
    ['the mid-Atlantic', 35, -40],
    ['0,0', 0, 0],
    ['the North Pole', 90, 0],
    ['the antimeridian south', -60, 180],
  ])('%s is outside', (_name, lat, lon) => {
    expect(within(lat, lon)).toBeNull();
    expect(inAnyState(lat, lon)).toBe(false);
  });

  it('agrees with d3-geo inside the outline proper, and its tolerance stays small', () => {
    // Points on a grid over the lower 48: where the spherical test says inside, so does ours.
    const disagree: string[] = [];
    for (let lat = 25; lat <= 49; lat += 0.25) {
      for (let lon = -124; lon <= -67; lon += 0.25) if (inAnyState(lat, lon) && within(lat, lon) === null) disagree.push(`${lat},${lon}`);
    }
    expect(disagree).toEqual([]);
    expect(OUTLINE_TOLERANCE_KM).toBeLessThan(19); // Victoria BC, the nearest foreign city tested, is 19 km off
  });
});
