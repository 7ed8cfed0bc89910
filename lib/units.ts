/**
 * Unit conversion for `units=metric`: from NCEI's published °F and inch values, rounded half away
 * from zero. Values are scaled to integers first (NCEI publishes at most two decimals), so a half
 * is detected exactly instead of through binary floating point.
 */

/** The `units` values; the first is the default (NCEI's own units). */
export const UNIT_SYSTEMS = ['us', 'metric'] as const;
export type Units = (typeof UNIT_SYSTEMS)[number];

/**
 * a / b rounded half away from zero, for integers a and b > 0.
 * @example divideRounded(-5, 2) // -3
 */
function divideRounded(a: number, b: number): number {
  const q = Math.floor((2 * Math.abs(a) + b) / (2 * b));
  return a < 0 ? -q : q;
}

/** A published value as an integer count of hundredths. */
const hundredths = (value: number) => Math.round(value * 100);

/** value × num / den, to `decimals` places, half away from zero. */
function scaled(value: number, num: number, den: number, decimals: number): number {
  const unit = 10 ** decimals;
  return divideRounded(hundredths(value) * num * unit, den * 100) / unit;
}

/** @example fahrenheitToCelsius(70.1) // 21.2 */
export function fahrenheitToCelsius(f: number, decimals = 1): number {
  const unit = 10 ** decimals;
  return divideRounded((hundredths(f) - 3200) * 5 * unit, 9 * 100) / unit;
}

/** A difference of temperatures (no offset). @example fahrenheitDeltaToCelsius(1.8) // 1 */
export const fahrenheitDeltaToCelsius = (f: number) => scaled(f, 5, 9, 1);

/** Degree days: a sum of °F differences, as whole °C·days. @example degreeDaysToCelsius(4754) // 2641 */
export const degreeDaysToCelsius = (f: number) => scaled(f, 5, 9, 0);

/** @example inchesToMillimetres(0.25) // 6.4 */
export const inchesToMillimetres = (inches: number) => scaled(inches, 254, 10, 1);

/** @example inchesToCentimetres(1.5) // 3.8 */
export const inchesToCentimetres = (inches: number) => scaled(inches, 254, 100, 1);

/** @example milesToKilometres(1.2) // 1.9 */
export const milesToKilometres = (miles: number) => scaled(miles, 1_609_344, 1_000_000, 1);

/** Whole metres, as the feet are whole. @example feetToMetres(132) // 40 */
export const feetToMetres = (feet: number) => scaled(feet, 3048, 10_000, 0);

/** Unrounded, for a distance the API uses rather than reports. @example milesToKilometresExact(100) // 160.9344 */
export const milesToKilometresExact = (miles: number) => (miles * 1_609_344) / 1_000_000;
