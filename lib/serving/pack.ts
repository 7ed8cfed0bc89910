/**
 * The container of the serving form's files (docs/design.md, "Serving form"): a small JSON header,
 * then whole-number columns (Int32, little-endian) and a list of records as UTF-8 text. The API
 * loads a file whole and reads it in place: a column is a typed-array view of the bytes, and a
 * record is decoded only when a request asks for it.
 *
 *   bytes 0–7   "TWSERVE1"
 *   bytes 8–11  header length in bytes (uint32, little-endian)
 *   header      JSON: { meta, columns: { name: [byte offset, length] }, records: [byte offset, count] }
 *   body        4-byte aligned: the columns, the record offsets (count + 1, Int32), the record texts
 */
const MAGIC = 'TWSERVE1';
const PREFIX_BYTES = 12;

export interface PackContents<M> {
  /** Small JSON-able facts about the file (which edition, the record shapes, …). */
  meta: M;
  columns: Record<string, Int32Array>;
  records: readonly string[];
}

export interface Pack<M> {
  meta: M;
  /** A column by name, or undefined when the file has none. */
  column(name: string): Int32Array | undefined;
  recordCount: number;
  /** Record `i`'s text. */
  record(i: number): string;
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
  const texts = records.map((r) => encoder.encode(r));
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

/**
 * Opens a pack's bytes without copying its columns. Throws on anything that is not a whole pack.
 * @example openPack<{ kind: string }>(await readFile('site/data/serve/zips.bin')).column('zip')
 */
export function openPack<M>(bytes: Uint8Array): Pack<M> {
  if (bytes.length < PREFIX_BYTES || decoder.decode(bytes.subarray(0, 8)) !== MAGIC) throw new Error('not a serving-form file');
  const headerLength = new DataView(bytes.buffer, bytes.byteOffset, bytes.length).getUint32(8, true);
  const header = JSON.parse(decoder.decode(bytes.subarray(PREFIX_BYTES, PREFIX_BYTES + headerLength))) as Header<M>;
  // Typed-array views need 4-byte alignment in their buffer; a buffer from elsewhere is copied once.
  const start = align(PREFIX_BYTES + headerLength);
  const body = (bytes.byteOffset + start) % 4 === 0 ? bytes.subarray(start) : bytes.slice(start);
  const int32s = (offset: number, length: number) => {
    if (offset + length * 4 > body.length) throw new Error('serving-form file is truncated');
    return fromLittleEndian(new Int32Array(body.buffer, body.byteOffset + offset, length));
  };
  const [recordsAt, count] = header.records;
  const offsets = int32s(recordsAt, count + 1);
  const texts = recordsAt + offsets.byteLength;
  if (texts + offsets[count]! !== body.length) throw new Error('serving-form file is truncated or has extra bytes');
  const columns = new Map(Object.entries(header.columns).map(([name, [offset, length]]) => [name, int32s(offset, length)]));
  return {
    meta: header.meta,
    column: (name) => columns.get(name),
    recordCount: count,
    record(i) {
      if (!(i >= 0 && i < count)) throw new Error(`serving-form file has no record ${i}`);
      return decoder.decode(body.subarray(texts + offsets[i]!, texts + offsets[i + 1]!));
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
