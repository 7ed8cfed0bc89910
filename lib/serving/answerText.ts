/**
 * The serving form's prerendered answer texts, `serve/<period>-text.bin`: for each record of the
 * edition's records file (same numbers), the JSON pieces of the answers that depend on its station
 * alone, which the build writes with the answers' own builders and the API sends as they are
 * instead of decoding the record and serializing its numbers again (docs/design.md). A record
 * without months has no pieces: its places are answered 422 from the record.
 *
 *   bytes 0–7    "TWTEXT01"
 *   bytes 8–11   n, the records file's record count (uint32, little-endian)
 *   then         n + 1 offsets (uint32) of the records' regions from the start of the file
 *   each region  PIECE_COUNT + 1 boundaries (uint16, from the region's start), then the pieces' UTF-8 bytes
 */
const MAGIC = 'TWTEXT01';
export const TEXT_HEADER_BYTES = 12;

/** The pieces of a region, by number. */
export const PIECES = {
  /** JSON of the station's site (lib/zipRecord.ts StationSite). */
  site: 0,
  /** The whole-year answer's station members, `"months":[…],"yearSummary":{…}`. */
  wholeYear: 1,
  /** JSON of month `m`'s normals (1–12). */
  normals: (m: number) => 1 + m,
  /** The one-month summary's station words for month `m` (lib/weather/summary.ts stationWords), JSON-escaped, no quotes. */
  words: (m: number) => 13 + m,
} as const;
export const PIECE_COUNT = 26;

const encoder = new TextEncoder();

/** @example textFile([['{"id":"A"}', …26 pieces], null]) */
export function writeTextFile(regions: readonly (readonly string[] | null)[]): Uint8Array {
  const encoded = regions.map((pieces) => (pieces === null ? new Uint8Array(0) : region(pieces)));
  const start = TEXT_HEADER_BYTES + 4 * (regions.length + 1);
  const bytes = new Uint8Array(start + encoded.reduce((n, r) => n + r.length, 0));
  const view = new DataView(bytes.buffer);
  bytes.set(encoder.encode(MAGIC), 0);
  view.setUint32(8, regions.length, true);
  let at = start;
  encoded.forEach((r, i) => {
    view.setUint32(TEXT_HEADER_BYTES + 4 * i, at, true);
    bytes.set(r, at);
    at += r.length;
  });
  view.setUint32(TEXT_HEADER_BYTES + 4 * regions.length, at, true);
  return bytes;
}

function region(pieces: readonly string[]): Uint8Array {
  if (pieces.length !== PIECE_COUNT) throw new Error(`a text region has ${PIECE_COUNT} pieces, got ${pieces.length}`);
  const texts = pieces.map((p) => encoder.encode(p));
  const size = 2 * (PIECE_COUNT + 1) + texts.reduce((n, t) => n + t.length, 0);
  if (size > 0xffff) throw new Error(`a text region of ${size} bytes does not fit its 16-bit boundaries`);
  const bytes = new Uint8Array(size);
  const view = new DataView(bytes.buffer);
  let at = 2 * (PIECE_COUNT + 1);
  texts.forEach((t, k) => {
    view.setUint16(2 * k, at, true);
    bytes.set(t, at);
    at += t.length;
  });
  view.setUint16(2 * PIECE_COUNT, at, true);
  return bytes;
}

/** The record count of a text file's first TEXT_HEADER_BYTES bytes; throws when they are not a text file's. */
export function textRecordCount(header: Uint8Array): number {
  if (header.length < TEXT_HEADER_BYTES || new TextDecoder().decode(header.subarray(0, 8)) !== MAGIC) throw new Error('not an answer-text file');
  return new DataView(header.buffer, header.byteOffset, header.length).getUint32(8, true);
}

/** Where piece `k` of a region lies in it, as [start, end); throws when the region is not whole. */
export function pieceBounds(region: Uint8Array, k: number): [number, number] {
  const start = region[2 * k]! | (region[2 * k + 1]! << 8);
  const end = region[2 * k + 2]! | (region[2 * k + 3]! << 8);
  if (!(2 * (PIECE_COUNT + 1) <= start && start <= end && end <= region.length)) throw new Error('answer-text region is not whole');
  return [start, end];
}

const decoder = new TextDecoder();

/** Piece `k` of a region as text. */
export function pieceText(region: Uint8Array, k: number): string {
  const [start, end] = pieceBounds(region, k);
  return decoder.decode(region.subarray(start, end));
}
