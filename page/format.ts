/** Number and size formatting for the page; the API's values are shown as published. */
import { fixed } from '../lib/fixed.ts';

/** A value with a unit, or an em dash where the answer has none (its nullNote says why). */
export function withUnit(value: number | null, unit: string, digits: number): string {
  return value === null ? '—' : `${fixed(value, digits)}${unit}`;
}

/**
 * A byte count for download links.
 * @example humanBytes(1536) // '1.5 KB'
 */
export function humanBytes(bytes: number): string {
  const units = ['bytes', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return unit === 0 ? `${bytes} bytes` : `${value.toFixed(value < 10 ? 1 : 0)} ${units[unit]}`;
}
