/**
 * The regions of a text file read last, each in a slot of its own (api/data/answerTexts.ts): a
 * station asked again (a busy ZIP, a city's many ZIPs) is neither read from the file nor checked
 * again. Direct-mapped over a fixed block of memory: no allocation a request, no growth.
 */

/** What one text file's slots may hold: some fifty regions of a station's five kilobytes. */
export const SLOT_BUDGET = 256 * 1024;

export interface RegionSlots {
  /** Region `i` when its slot holds it, else null. */
  held(i: number): Uint8Array | null;
  /**
   * Region `i`, `length` bytes, read into its slot by `read` (which returns the bytes it read) and
   * kept when `whole` accepts it; null (and the slot emptied) when the read falls short or `whole` refuses it.
   */
  fill(i: number, length: number, read: (into: Uint8Array) => number, whole: (region: Uint8Array) => boolean): Uint8Array | null;
}

/**
 * @example const slots = regionSlots(5200); slots.held(7) ?? slots.fill(7, 4900, (into) => file.read(at, 4900, into), check)
 */
export function regionSlots(longest: number, budget = SLOT_BUDGET): RegionSlots {
  const size = Math.max(1, longest);
  const count = Math.max(1, Math.floor(budget / size));
  const memory = new Uint8Array(size * count);
  const owner = new Int32Array(count).fill(-1);
  const views = new Array<Uint8Array>(count);
  return {
    held(i) {
      const slot = i % count;
      return owner[slot] === i ? views[slot]! : null;
    },
    fill(i, length, read, whole) {
      const slot = i % count;
      owner[slot] = -1;
      if (length > size) return null;
      const view = memory.subarray(slot * size, slot * size + length);
      if (read(view) !== length || !whole(view)) return null;
      owner[slot] = i;
      return (views[slot] = view);
    },
  };
}
