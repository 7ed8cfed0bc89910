/**
 * Numbers in a query value as JSON Schema's `number` writes them (a generated client sends
 * `1e-7`, `4.078e1`, `-0`), and a little more a person types: a leading `+`, and a point with
 * digits on one side only (`5.`, `.5`). Never hex, `Infinity`, `NaN`, a comma or inner spaces.
 */

/** A decimal number with an optional exponent, surrounding white space ignored. */
const DECIMAL = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;

/** The words the OpenAPI document and docs/api.md use for the forms `parseDecimal` takes. */
export const DECIMAL_FORMS =
  'Written as JSON writes a number, an exponent too (`1e-7`, `4.078e1`, `-0`), or with a leading `+` or a point with ' +
  'digits on one side only (`+5`, `5.`, `.5`); surrounding spaces are ignored; hex, Infinity, NaN and commas are not numbers.';

/**
 * The value of a decimal number's text (-0 is 0), or undefined when it is not one or not finite.
 * @example parseDecimal(' 4.078e1 ') // 40.78
 * @example parseDecimal('0x1F') // undefined
 */
export function parseDecimal(raw: string): number | undefined {
  const text = raw.trim();
  if (!DECIMAL.test(text)) return undefined;
  const value = Number(text);
  return Number.isFinite(value) ? value || 0 : undefined;
}

/**
 * A decimal number within [min, max], and whole when `whole` (as JSON Schema's `integer`: `5.0` is 5), else undefined.
 * @example decimalWithin('5e0', 1, 50, true) // 5
 */
export function decimalWithin(raw: string, min: number, max: number, whole = false): number | undefined {
  const value = parseDecimal(raw);
  return value !== undefined && value >= min && value <= max && (!whole || Number.isInteger(value)) ? value : undefined;
}

/**
 * A decimal number's text without its exponent, digits exact, for rounding from the digits as
 * written: only call with text `parseDecimal` took. Digits beyond `keep` + 1 decimals of a number
 * under 10^-(keep+1) cannot change its rounding to `keep` decimals, so such a number is '0' (its
 * zeros are never written out, however small its exponent).
 * @example plainDecimal('4.078e1', 3) // '40.78'
 * @example plainDecimal('-1e-7', 3) // '0'
 */
export function plainDecimal(text: string, keep: number): string {
  const [mantissa = '', exponent = '0'] = text.trim().toLowerCase().split('e');
  const sign = mantissa.startsWith('-') ? '-' : '';
  const [whole = '', fraction = ''] = mantissa.replace(/^[+-]/, '').split('.');
  const leading = /^0*/.exec(whole + fraction)![0].length;
  const digits = (whole + fraction).slice(leading);
  if (digits === '') return '0';
  // Where the point falls among `digits`: after this many of them (negative: zeros before them).
  const point = whole.length - leading + Number(exponent);
  if (point < -keep) return '0';
  if (point <= 0) return `${sign}0.${'0'.repeat(-point)}${digits}`;
  return digits.length <= point ? `${sign}${digits.padEnd(point, '0')}` : `${sign}${digits.slice(0, point)}.${digits.slice(point)}`;
}
