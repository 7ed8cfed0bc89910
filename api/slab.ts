/**
 * Buffers for answers, cut from shared slabs. Buffer.allocUnsafe pools only under 4 KB (half of
 * Node's 8 KB pool), so a whole year's answer (about 5 KB) got an ArrayBuffer of its own, which
 * cost about 3.5 µs (the backing store, its external-memory accounting, its sweep); cut from a
 * 32 KB slab, about 0.8 µs. A slab is freed once no buffer cut from it is referenced: an answer
 * held unsent holds at most SLAB_BYTES, within the unsent bytes a connection may have
 * (server/connectionGate.ts).
 *
 * A larger buffer (a year of daily normals is 190 KB) is lent, and given back by the Node edge once
 * written (server/nodeAdapter.ts), to be lent again: a fresh one each answer made full collections
 * (docs/design.md, "Where a request's time goes", which lists the buffers never given back). One
 * never given back is the collector's as before: giving back only spares memory, and only the code
 * that wrote a buffer and holds it no more may.
 */

const SLAB_BYTES = 32 * 1024;
/** Larger buffers are lent alone: a slab then holds at least four, and wastes little at its end. */
const MAX_CUT_BYTES = SLAB_BYTES / 4;
/** Larger ones are never kept: a year of daily normals in either unit system is well under it. */
const MAX_KEPT_BYTES = 1024 * 1024;
/** What is kept to be lent again, at most, in bytes. */
const KEPT_BYTES = 4 * 1024 * 1024;

let slab = new ArrayBuffer(SLAB_BYTES);
let used = 0;

/** The buffers lent and not yet given back: a buffer given back twice comes back once. */
const lent = new WeakSet<Uint8Array>();
/** Buffers given back, by size (a power of two). */
const kept = new Map<number, ArrayBuffer[]>();
let keptBytes = 0;

/**
 * A buffer of `length` bytes for the caller to fill, as one of Buffer.allocUnsafe (its bytes are
 * never handed out twice while it is out).
 * @example const out = slabBuffer(5300); out.write(text)
 */
export function slabBuffer(length: number): Buffer {
  if (length > MAX_CUT_BYTES) return lentBuffer(length);
  if (used + length > SLAB_BYTES) {
    slab = new ArrayBuffer(SLAB_BYTES);
    used = 0;
  }
  const out = Buffer.from(slab, used, length);
  // The next cut on an 8-byte boundary, as Node's pool aligns its own.
  used += (length + 7) & ~7;
  return out;
}

function lentBuffer(length: number): Buffer {
  if (length > MAX_KEPT_BYTES) return Buffer.allocUnsafe(length);
  const size = 2 ** Math.ceil(Math.log2(length));
  const again = kept.get(size)?.pop();
  if (again !== undefined) keptBytes -= size;
  const out = Buffer.from(again ?? new ArrayBuffer(size), 0, length);
  lent.add(out);
  return out;
}

/** A buffer slabBuffer lent, back: its caller has written it and holds it no more (nor does anything it gave it to). Other bytes are left alone. */
export function giveBack(bytes: Uint8Array): void {
  if (!lent.delete(bytes)) return;
  const buffer = bytes.buffer as ArrayBuffer;
  const size = buffer.byteLength;
  if (keptBytes + size > KEPT_BYTES) return;
  const same = kept.get(size);
  if (same === undefined) kept.set(size, [buffer]);
  else same.push(buffer);
  keptBytes += size;
}

/** Whether a buffer is lent by slabBuffer (the Node edge then gives it back once written); a small answer's costs no lookup. */
export const isLent = (bytes: Uint8Array): boolean => bytes.length > MAX_CUT_BYTES && lent.has(bytes);
