/**
 * A coordinate as the `lat` and `lon` parameters take it: a decimal number of degrees within
 * ±limit (lib/decimal.ts), rounded half away from zero to 3 decimals (about 100 m), so one cache
 * entry serves a cell.
 */
import { parseDecimal, plainDecimal } from './decimal.ts';

/** Decimal digits kept. */
export const COORDINATE_DECIMALS = 3;

/**
 * @example parseCoordinate('40.7794', 90) // 40.779
 * @example parseCoordinate('-73.9695', 180) // -73.97
 * @example parseCoordinate('4.078e1', 90) // 40.78
 * @example parseCoordinate('91', 90) // undefined
 */
export function parseCoordinate(raw: string, limit: number): number | undefined {
  const value = parseDecimal(raw);
  if (value === undefined || Math.abs(value) > limit) return undefined;
  const text = raw.trim();
  return roundDecimal(text.includes('e') || text.includes('E') ? plainDecimal(text, COORDINATE_DECIMALS) : text);
}

/**
 * Rounded from the decimal text as written, not from its binary value (1.0005 is 1.000499… in
 * binary and would round down); half away from zero; -0 is 0.
 * @example roundDecimal('-0.0005') // -0.001
 */
function roundDecimal(text: string): number {
  // With 3 decimals or fewer the text is its own rounding, and Number() reads it to the same double
  // as the digits ÷ 1000 below (both the nearest double to one decimal value); `|| 0` turns -0 into 0.
  const point = text.indexOf('.');
  if (point < 0 || text.length - point - 1 <= COORDINATE_DECIMALS) return Number(text) || 0;
  const negative = text.startsWith('-');
  const [whole = '', fraction = ''] = text.replace(/^[+-]/, '').split('.');
  const kept = Number(`${whole || '0'}${fraction.slice(0, COORDINATE_DECIMALS).padEnd(COORDINATE_DECIMALS, '0')}`);
  const units = kept + (fraction.charAt(COORDINATE_DECIMALS) >= '5' ? 1 : 0);
  const rounded = units / 10 ** COORDINATE_DECIMALS;
  return negative && rounded !== 0 ? -rounded : rounded;
}
