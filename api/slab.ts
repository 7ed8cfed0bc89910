/**
 * Buffers for answers, cut from shared slabs. Buffer.allocUnsafe pools only under 4 KB (half of
 * Node's 8 KB pool), so a whole year's answer (about 5 KB) got an ArrayBuffer of its own, which
 * cost about 3.5 µs (the backing store, its external-memory accounting, its sweep); cut from a
 * 32 KB slab, about 0.8 µs. A slab is freed once no buffer cut from it is referenced: an answer
 * held unsent holds at most SLAB_BYTES, within the unsent bytes a connection may have
 * (server/connectionGate.ts).
 */

const SLAB_BYTES = 32 * 1024;
/** Larger buffers are allocated alone: a slab then holds at least four, and wastes little at its end. */
const MAX_CUT_BYTES = SLAB_BYTES / 4;

let slab = new ArrayBuffer(SLAB_BYTES);
let used = 0;

/**
 * A buffer of `length` bytes for the caller to fill, as one of Buffer.allocUnsafe (its bytes are never handed out twice).
 * @example const out = slabBuffer(5300); out.write(text)
 */
export function slabBuffer(length: number): Buffer {
  if (length > MAX_CUT_BYTES) return Buffer.allocUnsafe(length);
  if (used + length > SLAB_BYTES) {
    slab = new ArrayBuffer(SLAB_BYTES);
    used = 0;
  }
  const out = Buffer.from(slab, used, length);
  // The next cut on an 8-byte boundary, as Node's pool aligns its own.
  used += (length + 7) & ~7;
  return out;
}
