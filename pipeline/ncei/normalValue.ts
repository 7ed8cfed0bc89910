/**
 * Turns one NCEI normal (value cell + measurement-flag cell) into a number or null.
 *
 * Measurement flags (NCEI readme): X = a nonzero value that rounds to zero, a real 0.0 (kept);
 * M missing, Y insufficient data, V too cold to compute, Z logically inconsistent (all missing).
 * Completeness flags S, R, P, E only say how much record went into a real value, so they are
 * not read here. An absent column or a blank cell is "no normal": null, never 0.
 */

const MISSING_FLAGS = new Set(['M', 'Y', 'V', 'Z']);
const KEPT_FLAGS = new Set(['', 'X']);

/** A normal value that could not be read: names the station and the column. */
export class NormalValueError extends Error {
  override name = 'NormalValueError';
}

/**
 * @example normalValue('    3.64', '', 'USW00094728 MLY-PRCP-NORMAL') // 3.64
 * @example normalValue('     0.0', 'X', 'USW00094765 MLY-SNOW-NORMAL') // 0
 * @example normalValue('  -777.7', 'M', 'USC00000001 MLY-TMAX-NORMAL') // null
 * @example normalValue(undefined, undefined, 'USC00055116 MLY-SNOW-NORMAL') // null (absent column)
 */
export function normalValue(value: string | undefined, measFlag: string | undefined, where: string): number | null {
  const text = value?.trim() ?? '';
  const flag = measFlag?.trim() ?? '';
  if (MISSING_FLAGS.has(flag)) return null;
  if (!KEPT_FLAGS.has(flag)) throw new NormalValueError(`${where}: unknown measurement flag ${JSON.stringify(flag)}`);
  if (text === '') return null;
  // Number('') and Number(' ') are 0 and parseFloat('1.2abc') is 1.2: demand the whole cell be a decimal.
  if (!/^[-+]?(\d+\.?\d*|\.\d+)$/.test(text)) {
    throw new NormalValueError(`${where}: ${JSON.stringify(text)} is not a number`);
  }
  return Number(text);
}
