/**
 * Unit vectors of points on the sphere: their dot products order points as great-circle distances
 * do, so a nearest-point search screens points without trigonometry. Pure.
 */

export const RAD = Math.PI / 180;

/** The unit vector of a latitude and longitude (degrees), written at `at`. */
export function unitVector(lat: number, lon: number, out: Float64Array, at: number): void {
  const cos = Math.cos(lat * RAD);
  out[at] = cos * Math.cos(lon * RAD);
  out[at + 1] = cos * Math.sin(lon * RAD);
  out[at + 2] = Math.sin(lat * RAD);
}
