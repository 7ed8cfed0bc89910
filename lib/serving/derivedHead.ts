/**
 * The head every file the local server derives begins with (lib/serving/derivedFiles.ts): which
 * kind of file it is, how many records of its source it holds, and the SHA-256 of the source it was
 * made from, so a file made from other bytes is made again and never read.
 *
 *   bytes 0–7    the kind's magic, 8 ASCII characters
 *   bytes 8–11   n, the source's record count (uint32, little-endian)
 *   bytes 12–43  the SHA-256 of the source
 */
const DIGEST_BYTES = 32;
export const DERIVED_HEAD_BYTES = 12 + DIGEST_BYTES;

/** @example derivedHead('TWTEXT02', 3, digest) // 44 bytes */
export function derivedHead(magic: string, count: number, digest: Uint8Array): Uint8Array {
  if (digest.length !== DIGEST_BYTES) throw new Error(`a source digest is ${DIGEST_BYTES} bytes`);
  const head = new Uint8Array(DERIVED_HEAD_BYTES);
  head.set(new TextEncoder().encode(magic), 0);
  new DataView(head.buffer).setUint32(8, count, true);
  head.set(digest, 12);
  return head;
}

/** The record count and source digest of a derived file's first DERIVED_HEAD_BYTES; throws "not <what>" when they are not a head of `magic`. */
export function readDerivedHead(magic: string, head: Uint8Array, what: string): { count: number; digest: Uint8Array } {
  if (head.length < DERIVED_HEAD_BYTES || new TextDecoder().decode(head.subarray(0, 8)) !== magic) throw new Error(`not ${what}`);
  return { count: new DataView(head.buffer, head.byteOffset, head.length).getUint32(8, true), digest: head.slice(12, DERIVED_HEAD_BYTES) };
}
