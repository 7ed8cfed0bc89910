/**
 * Numbers written to a fixed count of decimals, rounded half away from zero from their decimal
 * digits: the shortest text that reads back as the same double (what JSON writes, as NCEI published
 * it), not the binary value `toFixed` rounds. 4.35 is 4.34999… in binary, so `toFixed(1)` writes
 * 4.3 where the docs promise 4.4.
 */
import { plainDecimal } from './decimal.ts';

/**
 * @example fixed(4.35, 1) // '4.4'
 * @example fixed(2.675, 2) // '2.68'
 * @example fixed(-2.5, 0) // '-3'
 * @example fixed(0.04, 1) // '0.0'
 */
export function fixed(value: number, decimals: number): string {
  if (!Number.isFinite(value)) return String(value);
  const shortest = String(Math.abs(value));
  // Most values (a distance, a normal) have no more decimals than asked: nothing to round, only
  // zeros to add. Rounding from the digits costs a microsecond an answer's distance words.
  const point = shortest.indexOf('.');
  const given = point < 0 ? 0 : shortest.length - point - 1;
  if (given <= decimals && !shortest.includes('e')) {
    const body = given === decimals ? shortest : `${shortest}${point < 0 ? '.' : ''}${'0'.repeat(decimals - given)}`;
    return value < 0 && /[1-9]/.test(body) ? `-${body}` : body;
  }
  const text = plainDecimal(shortest, decimals + 1);
  const [whole = '0', fraction = ''] = text.split('.');
  const digits = `${whole}${fraction.padEnd(decimals + 1, '0').slice(0, decimals)}`;
  const up = fraction.charAt(decimals) >= '5';
  const units = (BigInt(digits) + (up ? 1n : 0n)).toString().padStart(decimals + 1, '0');
  const body = decimals === 0 ? units : `${units.slice(0, -decimals)}.${units.slice(-decimals)}`;
  return value < 0 && /[1-9]/.test(body) ? `-${body}` : body;
}

/** The rounded value as a number. @example rounded(4.35, 1) // 4.4 */
export const rounded = (value: number, decimals: number): number => Number(fixed(value, decimals));
