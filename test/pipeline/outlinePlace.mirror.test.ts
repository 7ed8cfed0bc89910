/**
 * A point inside the outline names its state; one the coast tolerance lets in names none, only the
 * state it lies just outside; one beyond the tolerance (on a Great Lake, abroad) is outside. The
 * grid's answers are the polygon rule's (d3-geo's spherical test confirms which points are inside).
 */
import { geoContains } from 'd3-geo';
import { describe, expect, it } from 'vitest';
import { loadPolygonTest } from '../../lib/outline.ts';
import { outlinePlace } from '../../lib/outlinePlace.ts';
import { usOutline } from '../../pipeline/serving/usOutline.ts';

const polygons = usOutline();
const placeOf = outlinePlace(polygons, await loadPolygonTest());
const inAnyPolygon = (lat: number, lon: number) => polygons.some((p) => geoContains({ type: 'Polygon', coordinates: p.rings }, [lon, lat]));

describe('where a point lies against the outline', () => {
  it.each([
    ['Central Park', 40.78, -73.97, { state: 'NY', inside: true }],
    ['San Juan', 18.45, -66.07, { state: 'PR', inside: true }],
    ['Tijuana, let in by the tolerance', 32.51, -117.04, { state: 'CA', inside: false }],
    ['Windsor ON, let in by the tolerance', 42.3, -83.02, { state: 'MI', inside: false }],
    ['Lake Michigan, beyond it', 43.5, -87, null],
    ['Lake Superior, beyond it', 47.5, -87.5, null],
    ['Toronto', 43.65, -79.38, null],
  ] as const)('%s', (_, lat, lon, expected) => {
    expect(placeOf(lat, lon)).toEqual(expected);
    if (expected !== null) expect(inAnyPolygon(lat, lon)).toBe(expected.inside);
  });

  it('gives the same answer object for the same state and side (nothing allocated a lookup)', () => {
    expect(placeOf(40.78, -73.97)).toBe(placeOf(40.7, -73.9));
  });
});
