/**
 * NCEI's fixed-width by-variable normals files (the 1981–2010 edition; its readme.txt, sections III
 * to VI): one line per station, the 11-character id in columns 1–11, then each value as a
 * right-aligned integer in 5 columns followed by a one-letter completeness flag, 7 columns apart
 * (January in 19–23 and flag 24, …, December in 96–100 and flag 101). Annual files have one value.
 */

/** Completeness flags (readme VI): C complete, S standard, R representative, P provisional, Q quasi-normal. */
const FLAGS = new Set(['C', 'S', 'R', 'P', 'Q']);

/**
 * Special values (readme V). -7777 is a nonzero value that rounds to zero: a real 0. The others mean
 * there is no value (missing or insufficient data, undefined date, undefined parameter, inconsistent
 * with another parameter): null, never 0.
 */
export const SPECIAL_VALUES: Readonly<Record<number, 0 | null>> = {
  [-7777]: 0,
  [-9999]: null,
  [-8888]: null,
  [-6666]: null,
  [-5555]: null,
};

/** A value that could not be read: names the file, the station and the field. */
export class FixedWidthError extends Error {
  override name = 'FixedWidthError';
}

/**
 * One value field and its flag, scaled to its unit (10 for tenths, 100 for hundredths).
 * @example fixedWidthValue('  703', 'S', 10, 'x') // 70.3
 * @example fixedWidthValue('-7777', 'R', 100, 'x') // 0 (rounds to zero)
 * @example fixedWidthValue('-9999', ' ', 10, 'x') // null
 */
export function fixedWidthValue(field: string, flag: string, divisor: number, where: string): number | null {
  const text = field.trim();
  if (!/^-?\d+$/.test(text)) throw new FixedWidthError(`${where}: ${JSON.stringify(field)} is not an integer`);
  const raw = Number(text);
  if (Object.hasOwn(SPECIAL_VALUES, raw)) return SPECIAL_VALUES[raw]!;
  if (raw < 0 && raw <= -5000) throw new FixedWidthError(`${where}: ${raw} is not a special value the readme defines`);
  if (!FLAGS.has(flag)) throw new FixedWidthError(`${where}: unknown completeness flag ${JSON.stringify(flag)} on ${raw}`);
  // Integers scaled once: 703 / 10 is exactly the double nearest 70.3.
  return raw / divisor;
}

/** Values of each station in a by-variable file, by station id, in file order of the fields. */
export type ByVariable = Map<string, (number | null)[]>;

const ID_WIDTH = 11;
const FIRST_VALUE = 18;
const STRIDE = 7;
const VALUE_WIDTH = 5;

/**
 * Parses a by-variable file with `count` values per line (12 monthly, 1 annual/seasonal).
 * @example parseByVariable('USW00094728         395C ...', { count: 12, divisor: 10, source: 'mly-tmax-normal.txt' })
 */
export function parseByVariable(text: string, { count, divisor, source }: { count: number; divisor: number; source: string }): ByVariable {
  const out: ByVariable = new Map();
  const width = FIRST_VALUE + STRIDE * (count - 1) + VALUE_WIDTH + 1;
  for (const [i, line] of text.split('\n').entries()) {
    const row = line.replace(/\r$/, '');
    if (row.trim() === '') continue;
    const id = row.slice(0, ID_WIDTH);
    const where = `${source} line ${i + 1} (${id.trim()})`;
    if (!/^[A-Z0-9]{11}$/.test(id) || row.length < width - 1) throw new FixedWidthError(`${where}: not a ${count}-value line`);
    if (out.has(id)) throw new FixedWidthError(`${where}: station listed twice`);
    const values: (number | null)[] = [];
    for (let k = 0; k < count; k++) {
      const start = FIRST_VALUE + STRIDE * k;
      values.push(fixedWidthValue(row.slice(start, start + VALUE_WIDTH), row.charAt(start + VALUE_WIDTH) || ' ', divisor, `${where} value ${k + 1}`));
    }
    out.set(id, values);
  }
  // An empty file would leave every station without this variable, quarantined for no reason of its own.
  if (out.size === 0) throw new FixedWidthError(`${source}: no rows`);
  return out;
}

/** A station of the edition's inventory (allstations.txt; readme III.E). */
export interface InventoryStation {
  id: string;
  lat: number;
  lon: number;
  /** Metres; null where the inventory gives -999.9. */
  elevationM: number | null;
  state: string;
  name: string;
}

/**
 * Parses an inventory: id 1–11, latitude 13–20, longitude 22–30, elevation 32–37, state 39–40, name 42–71.
 * @example parseInventory('USW00094728  40.7789  -73.9692   39.6 NY NEW YORK CNTRL PK TWR …', 'allstations.txt')[0].name // 'NEW YORK CNTRL PK TWR'
 */
export function parseInventory(text: string, source: string): InventoryStation[] {
  const stations: InventoryStation[] = [];
  for (const [i, line] of text.split('\n').entries()) {
    if (line.trim() === '') continue;
    const where = `${source} line ${i + 1}`;
    const number = (from: number, to: number, field: string) => {
      const cell = line.slice(from - 1, to).trim();
      if (!/^-?\d+(\.\d+)?$/.test(cell)) throw new FixedWidthError(`${where} ${field}: ${JSON.stringify(cell)} is not a number`);
      return Number(cell);
    };
    const id = line.slice(0, 11);
    if (!/^[A-Z0-9]{11}$/.test(id)) throw new FixedWidthError(`${where}: ${JSON.stringify(id)} is not a station id`);
    const elevation = number(32, 37, 'ELEVATION');
    stations.push({
      id,
      lat: number(13, 20, 'LATITUDE'),
      lon: number(22, 30, 'LONGITUDE'),
      elevationM: elevation === -999.9 ? null : elevation,
      state: line.slice(38, 40).trim(),
      name: line.slice(41, 71).trim().replace(/\s+/g, ' '),
    });
  }
  if (stations.length === 0) throw new FixedWidthError(`${source}: no rows`);
  return stations;
}
