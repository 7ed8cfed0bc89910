/**
 * The container of the serving form's files (docs/design.md, "Serving form"): a small JSON header,
 * then whole-number columns (Int32, little-endian) and a list of records (UTF-8 text, or bytes as
 * they are: a station's packed days). A pack is
 * read in place from wherever its bytes are (PackSource): a file held whole, whose columns are
 * typed-array views of its bytes, or a file read in parts, whose columns are read when first asked
 * and whose records are read when a request asks for one, so they cost no memory until then.
 *
 *   bytes 0–7   "TWSERVE1"
 *   bytes 8–11  header length in bytes (uint32, little-endian)
 *   header      JSON: { meta, columns: { name: [byte offset, length] }, records: [byte offset, count] }
 *   body        4-byte aligned: the columns, the record offsets (count + 1, Int32), the records
 */
const MAGIC = 'TWSERVE1';
const PREFIX_BYTES = 12;

export interface PackContents<M> {
  /** Small JSON-able facts about the file (which edition, the record shapes, …). */
  meta: M;
  columns: Record<string, Int32Array>;
  /** Texts, written as UTF-8, or bytes written as they are. */
  records: readonly (string | Uint8Array)[];
}

export interface Pack<M> {
  meta: M;
  /** A column by name, or undefined when the file has none. */
  column(name: string): Int32Array | undefined;
  recordCount: number;
  /** Record `i`'s text. */
  record(i: number): string;
  /** Record `i`'s bytes, good until the next record is read (PackSource.peek). */
  recordBytes(i: number): Uint8Array;
}

/** Where a pack's bytes are. */
export interface PackSource {
  size: number;
  /** `length` bytes at `position` to keep (a column): a view of bytes held, or a copy read now. */
  keep(position: number, length: number): Uint8Array;
  /** `length` bytes at `position`, good until the next call (a record read into one buffer). */
  peek(position: number, length: number): Uint8Array;
}

interface Header<M> {
  meta: M;
  columns: Record<string, [number, number]>;
  records: [number, number];
}

const encoder = new TextEncoder();
const decoder = new TextDecoder('utf-8', { fatal: true });
const align = (n: number) => (n + 3) & ~3;

/** @example writePack({ meta: { kind: 'zips' }, columns: { zip: Int32Array.of(10024) }, records: [] }) */
export function writePack<M>({ meta, columns, records }: PackContents<M>): Uint8Array {
  const texts = records.map((r) => (typeof r === 'string' ? encoder.encode(r) : r));
  const layout: Header<M> = { meta, columns: {}, records: [0, texts.length] };
  let at = 0;
  for (const [name, values] of Object.entries(columns)) {
    layout.columns[name] = [at, values.length];
    at += values.byteLength;
  }
  layout.records[0] = at;
  const offsets = new Int32Array(texts.length + 1);
  for (let i = 0; i < texts.length; i++) offsets[i + 1] = offsets[i]! + texts[i]!.length;
  const header = encoder.encode(JSON.stringify(layout));
  const bodyStart = align(PREFIX_BYTES + header.length);
  const bytes = new Uint8Array(bodyStart + at + offsets.byteLength + offsets[texts.length]!);
  bytes.set(encoder.encode(MAGIC), 0);
  new DataView(bytes.buffer).setUint32(8, header.length, true);
  bytes.set(header, PREFIX_BYTES);
  const put = (values: Int32Array, offset: number) => bytes.set(littleEndian(values), bodyStart + offset);
  for (const [name, values] of Object.entries(columns)) put(values, layout.columns[name]![0]);
  put(offsets, at);
  let text = bodyStart + at + offsets.byteLength;
  for (const t of texts) {
    bytes.set(t, text);
    text += t.length;
  }
  return bytes;
}

/** Bytes held whole, read in place. */
export function bytesSource(bytes: Uint8Array): PackSource {
  const part = (position: number, length: number) => bytes.subarray(position, position + length);
  return { size: bytes.length, keep: part, peek: part };
}

/**
 * Opens a pack's bytes without copying its columns. Throws on anything that is not a whole pack.
 * @example openPack<{ kind: string }>(await readFile('site/data/serve/zips.bin')).column('zip')
 */
export function openPack<M>(bytes: Uint8Array): Pack<M> {
  return openPackSource<M>(bytesSource(bytes));
}

/** Opens a pack wherever its bytes are: reads its header and record offsets now, the rest when asked. Throws on anything that is not a whole pack. */
export function openPackSource<M>(source: PackSource): Pack<M> {
  const size = source.size;
  if (size < PREFIX_BYTES || decoder.decode(source.peek(0, 8)) !== MAGIC) throw new Error('not a serving-form file');
  const prefix = source.peek(0, PREFIX_BYTES);
  const headerLength = new DataView(prefix.buffer, prefix.byteOffset, PREFIX_BYTES).getUint32(8, true);
  if (PREFIX_BYTES + headerLength > size) throw new Error('serving-form file is truncated');
  const header = JSON.parse(decoder.decode(source.peek(PREFIX_BYTES, headerLength))) as Header<M>;
  const start = align(PREFIX_BYTES + headerLength);
  const bodyLength = size - start;
  const fits = (offset: number, length: number) => {
    if (!(offset >= 0 && length >= 0 && offset + length * 4 <= bodyLength)) throw new Error('serving-form file is truncated');
  };
  const int32s = (offset: number, length: number) => {
    fits(offset, length);
    // Typed-array views need 4-byte alignment in their buffer; bytes from elsewhere are copied once.
    const kept = source.keep(start + offset, length * 4);
    const aligned = kept.byteOffset % 4 === 0 ? kept : kept.slice();
    return fromLittleEndian(new Int32Array(aligned.buffer, aligned.byteOffset, length));
  };
  const [recordsAt, count] = header.records;
  const offsets = int32s(recordsAt, count + 1);
  const texts = start + recordsAt + offsets.byteLength;
  if (texts + offsets[count]! !== size) throw new Error('serving-form file is truncated or has extra bytes');
  for (const [offset, length] of Object.values(header.columns)) fits(offset, length);
  const columns = new Map<string, Int32Array>();
  return {
    meta: header.meta,
    column(name) {
      let values = columns.get(name);
      if (values === undefined && Object.hasOwn(header.columns, name)) columns.set(name, (values = int32s(...header.columns[name]!)));
      return values;
    },
    recordCount: count,
    record(i) {
      return decoder.decode(this.recordBytes(i));
    },
    recordBytes(i) {
      if (!(i >= 0 && i < count)) throw new Error(`serving-form file has no record ${i}`);
      return source.peek(texts + offsets[i]!, offsets[i + 1]! - offsets[i]!);
    },
  };
}

const LITTLE_ENDIAN = new Uint8Array(Int32Array.of(1).buffer)[0] === 1;

/** The bytes of `values` in little-endian order, whatever this machine's order. */
function littleEndian(values: Int32Array): Uint8Array {
  if (LITTLE_ENDIAN) return new Uint8Array(values.buffer, values.byteOffset, values.byteLength);
  const out = new Uint8Array(values.byteLength);
  const view = new DataView(out.buffer);
  values.forEach((v, i) => view.setInt32(i * 4, v, true));
  return out;
}

function fromLittleEndian(view: Int32Array): Int32Array {
  if (LITTLE_ENDIAN) return view;
  const data = new DataView(view.buffer, view.byteOffset, view.byteLength);
  return Int32Array.from({ length: view.length }, (_, i) => data.getInt32(i * 4, true));
}
