/**
 * Prerendered answer texts (`serve/<period>-text.bin`, `serve/profile-text.bin`,
 * `serve/change-text.bin`): for each record of a records file (same numbers), the JSON pieces of
 * the answers that depend on that record alone, which the local server derives from the records
 * with the answers' own builders (lib/serving/answerPieces.ts) and sends as they are instead of
 * decoding the record and serializing its numbers again (docs/design.md). A record the answers do
 * not show as it is (a station without months, a quarantined one) has no pieces: its places are
 * answered from the record.
 *
 *   bytes 0–43   the derived head (lib/serving/derivedHead.ts): "TWTEXT02", n the records file's
 *                record count, and the SHA-256 of the records file the texts were made from
 *   then         n + 1 offsets (uint32) of the records' regions from the start of the file
 *   each region  its pieces' boundaries, one more than its pieces (uint16, from the region's start),
 *                then the pieces' UTF-8 bytes
 */
import { DERIVED_HEAD_BYTES, derivedHead, readDerivedHead } from './derivedHead.ts';

const MAGIC = 'TWTEXT02';
export const TEXT_HEADER_BYTES = DERIVED_HEAD_BYTES;

/** The pieces of an edition's regions, by number. */
export const PIECES = {
  /** JSON of the station's site (lib/zipRecord.ts StationSite). */
  site: 0,
  /** The whole-year answer's station members, `"months":[…],"yearSummary":{…}` and its `"nullNote"` when it has one. */
  wholeYear: 1,
  /** JSON of month `m`'s normals (1–12). */
  normals: (m: number) => 1 + m,
  /** The one-month summary's station words for month `m` (lib/weather/summary.ts stationWords), JSON-escaped, no quotes. */
  words: (m: number) => 13 + m,
  /** Month `m`'s `,"nullNote":…` member, or '' when none of its values is null. */
  note: (m: number) => 25 + m,
  count: 38,
} as const;

/** The pieces of the climate profile's regions. */
export const PROFILE_PIECES = {
  site: 0,
  /** The profile's members, `"annual":{…},"seasons":{…},"freeze":{…}`. */
  profile: 1,
  /** The summary's station words (lib/profile/summary.ts profileWords), JSON-escaped, no quotes. */
  words: 2,
  count: 3,
} as const;

/** The pieces of the change's regions. */
export const CHANGE_PIECES = {
  /** The id of the station it is at ('' when the change is null). */
  stationId: 0,
  /** `"changeSince1981_2010":…,"changeSince1981_2010Note":…`. */
  change: 1,
  count: 2,
} as const;

const encoder = new TextEncoder();

/**
 * Writes a text file of `count` records, their regions made one at a time (a file of a full build
 * is never whole in memory): each region at its place as it is made, then the header and offsets at
 * the start. `write` gets bytes it must use before it returns. `digest`: the SHA-256 of the records file.
 * @example writeTextFile([['{"id":"A"}', '"months":[…]', …], null], 2, digest, (bytes, at) => writeSync(fd, bytes, 0, bytes.length, at))
 */
export function writeTextFile(regions: Iterable<readonly string[] | null>, count: number, digest: Uint8Array, write: (bytes: Uint8Array, position: number) => void): void {
  const head = new Uint8Array(TEXT_HEADER_BYTES + 4 * (count + 1));
  const view = new DataView(head.buffer);
  let at = head.length;
  let i = 0;
  for (const pieces of regions) {
    if (i === count) throw new Error(`more than ${count} regions`);
    view.setUint32(TEXT_HEADER_BYTES + 4 * i++, at, true);
    const bytes = pieces === null ? EMPTY : region(pieces);
    write(bytes, at);
    at += bytes.length;
  }
  if (i !== count) throw new Error(`${i} regions, not ${count}`);
  view.setUint32(TEXT_HEADER_BYTES + 4 * count, at, true);
  head.set(derivedHead(MAGIC, count, digest), 0);
  write(head, 0);
}

const EMPTY = new Uint8Array(0);
/** Room for the largest region: 16-bit boundaries reach no further. */
const scratch = new Uint8Array(0x10000);

/** A region's bytes (in a buffer the next region reuses), its pieces encoded straight after their boundaries. */
function region(pieces: readonly string[]): Uint8Array {
  if (pieces.length === 0) throw new Error('a text region has pieces');
  let at = 2 * (pieces.length + 1);
  const bound = (k: number, value: number) => ((scratch[2 * k] = value & 0xff), (scratch[2 * k + 1] = value >> 8));
  for (let k = 0; k < pieces.length; k++) {
    bound(k, at);
    const piece = pieces[k]!;
    // A UTF-16 unit takes at most 3 bytes: past that the region could not fit its boundaries.
    if (at + 3 * piece.length >= scratch.length) throw new Error(`a text region of more than ${at + piece.length} bytes does not fit its 16-bit boundaries`);
    at += encoder.encodeInto(piece, scratch.subarray(at)).written;
  }
  bound(pieces.length, at);
  return scratch.subarray(0, at);
}

/** The record count and records digest of a text file's first TEXT_HEADER_BYTES bytes; throws when they are not a text file's. */
export function textHeader(header: Uint8Array): { records: number; digest: Uint8Array } {
  const { count, digest } = readDerivedHead(MAGIC, header, 'an answer-text file');
  return { records: count, digest };
}

/** Piece `k` of a region, as a view of its bytes; throws when the region has no such piece or is not whole. */
export function pieceBytes(region: Uint8Array, k: number): Uint8Array {
  // The first piece starts right after the boundaries: that says how many there are.
  const first = region[0]! | (region[1]! << 8);
  const start = region[2 * k]! | (region[2 * k + 1]! << 8);
  const end = region[2 * k + 2]! | (region[2 * k + 3]! << 8);
  if (!(region.length >= 4 && 2 * k + 4 <= first && first <= start && start <= end && end <= region.length)) throw new Error('answer-text region is not whole');
  return region.subarray(start, end);
}

/**
 * Whether a region is whole with `pieces` pieces: its boundaries in order, the last at its end; then
 * pieceBytes never throws for its pieces.
 */
export function regionIsWhole(region: Uint8Array, pieces: number): boolean {
  const at = (k: number) => region[2 * k]! | (region[2 * k + 1]! << 8);
  if (region.length < 2 * (pieces + 1) || at(0) !== 2 * (pieces + 1) || at(pieces) !== region.length) return false;
  for (let k = 1; k <= pieces; k++) if (at(k) < at(k - 1)) return false;
  return true;
}

const decoder = new TextDecoder();

/** Piece `k` of a region as JSON, or null when it is not JSON. */
export function pieceJson<T>(region: Uint8Array, k: number): T | null {
  try {
    return JSON.parse(pieceText(region, k)) as T;
  } catch {
    return null;
  }
}

/** Piece `k` of a region as text. */
export function pieceText(region: Uint8Array, k: number): string {
  return decoder.decode(pieceBytes(region, k));
}

/** A string's JSON without its quotes: how it reads inside a longer JSON string. @example escaped('a "b"') // 'a \\"b\\"' */
export const escaped = (text: string) => JSON.stringify(text).slice(1, -1);

/** An object's members as JSON, without its braces. @example membersJson({ a: 1 }) // '"a":1' */
export const membersJson = (value: object) => JSON.stringify(value).slice(1, -1);
