/**
 * Writes NCEI's fixed-width by-variable lines (1981–2010 readme, section III) for tests: values
 * right-aligned in columns 19–23, 26–30, …, each followed by its flag letter.
 */

/** A value as written (an integer in tenths or hundredths, or a special value) and its flag. */
export type Cell = [raw: number, flag: string];

/** @example byVariableLine('USW00094728', [[395, 'C']]) // 'USW00094728         395C' */
export function byVariableLine(id: string, cells: readonly Cell[]): string {
  return `${id}${' '.repeat(7)}${cells.map(([raw, flag]) => `${String(raw).padStart(5)}${flag}`).join(' ')}`;
}

/** An inventory line (allstations.txt, temp-inventory.txt): id, lat, lon, elevation (m), state, name. */
export function inventoryLine(id: string, lat: number, lon: number, elevationM: number, state: string, name: string): string {
  return `${id} ${lat.toFixed(4).padStart(8)} ${lon.toFixed(4).padStart(9)} ${elevationM.toFixed(1).padStart(6)} ${state.padEnd(2)} ${name.padEnd(30)}`;
}
