/**
 * Great-circle distance in miles, the one distance the service reports.
 */
import { distance } from '@turf/distance';

export interface Point {
  lat: number;
  lon: number;
}

/**
 * Great-circle (haversine) distance in miles, unrounded.
 * @example distanceMi({ lat: 40.7789, lon: -73.9692 }, { lat: 40.7128, lon: -74.006 }) // ≈ 4.9
 */
export function distanceMi(a: Point, b: Point): number {
  return distance([a.lon, a.lat], [b.lon, b.lat], { units: 'miles' });
}

/**
 * A distance as reported: rounded to 0.1 mi.
 * @example reportedMi(4.249) // 4.2
 */
export function reportedMi(miles: number): number {
  return Math.round(miles * 10) / 10;
}

/**
 * Great-circle (haversine) distance in kilometres, unrounded.
 * @example distanceKm({ lat: 40.7789, lon: -73.9692 }, { lat: 40.7128, lon: -74.006 }) // ≈ 7.9
 */
export function distanceKm(a: Point, b: Point): number {
  return distance([a.lon, a.lat], [b.lon, b.lat], { units: 'kilometers' });
}
