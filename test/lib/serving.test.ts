/**
 * The serving form's two codecs: the container (lib/serving/pack.ts) gives back every column and
 * record it was given, from any offset in memory, and refuses anything that is not a whole file;
 * records stored by shape (lib/serving/recordShapes.ts) come back as the same JSON text.
 */
import { describe, expect, it } from 'vitest';
import { bytesSource, openPack, openPackSource, writePack } from '../../lib/serving/pack.ts';
import { decodeRecord, encodeRecords } from '../../lib/serving/recordShapes.ts';

const contents = {
  meta: { kind: 'test', editions: ['1991-2020'] },
  columns: { zip: Int32Array.of(501, 10024, 99950), lat: Int32Array.of(-(2 ** 31), 0, 2 ** 31 - 1), empty: new Int32Array(0) },
  records: ['[0,1]', '[0,"é — °F"]', ''],
};

describe('the container', () => {
  it.each([0, 1, 2, 3])('round-trips columns, records and meta from a buffer at offset %i', (offset) => {
    const bytes = writePack(contents);
    const shifted = new Uint8Array(bytes.length + offset);
    shifted.set(bytes, offset);
    const pack = openPack<typeof contents.meta>(shifted.subarray(offset));
    expect(pack.meta).toEqual(contents.meta);
    for (const [name, values] of Object.entries(contents.columns)) expect([...pack.column(name)!]).toEqual([...values]);
    expect(pack.column('absent')).toBeUndefined();
    expect(Array.from({ length: pack.recordCount }, (_, i) => pack.record(i))).toEqual(contents.records);
    expect(() => pack.record(3)).toThrow(/no record 3/);
  });

  it('read in parts, reads its header and record offsets when opened, a column when first asked, a record when asked', () => {
    const bytes = writePack(contents);
    const whole = bytesSource(bytes);
    const reads: [number, number][] = [];
    const pack = openPackSource({ size: bytes.length, keep: (at, n) => (reads.push([at, n]), whole.keep(at, n).slice()), peek: (at, n) => (reads.push([at, n]), whole.peek(at, n)) });
    const headerLength = new DataView(bytes.buffer).getUint32(8, true);
    expect(reads.map(([, length]) => length)).toEqual([8, 12, headerLength, 4 * (contents.records.length + 1)]);
    reads.length = 0;
    expect([...pack.column('lat')!]).toEqual([...contents.columns.lat]);
    expect(pack.column('lat')).toBe(pack.column('lat'));
    expect(reads).toEqual([[expect.any(Number), 12]]);
    reads.length = 0;
    expect(pack.record(1)).toBe(contents.records[1]);
    expect(reads).toEqual([[expect.any(Number), new TextEncoder().encode(contents.records[1]).length]]);
  });

  const bytes = writePack(contents);
  it.each([
    ['empty', new Uint8Array(0), /not a serving-form file/],
    ['JSON', new TextEncoder().encode('{"zips":{}}'), /not a serving-form file/],
    ['truncated', bytes.subarray(0, bytes.length - 1), /truncated/],
    ['with extra bytes', Uint8Array.from([...bytes, 0]), /extra bytes/],
    ['cut in its columns', bytes.subarray(0, 60), /truncated|JSON|position/],
  ])('refuses a file that is %s', (_name, broken, error) => {
    expect(() => openPack(broken)).toThrow(error);
  });
});

describe('records stored by shape', () => {
  const month = (month: number, name: string, high: number, precip: number | null) => ({ month, monthName: name, avgHighF: high, avgPrecipIn: precip });
  const records: unknown[] = [
    { site: { id: 'A', lat: 40.7789 }, months: [month(1, 'January', 39.5, 3.64), month(2, 'February', 42.2, null)] },
    { site: { id: 'B', lat: -14.3306 }, months: [month(1, 'January', 86, 0), month(2, 'February', 86.1, 1e-7)] },
    { site: { id: 'C', lat: 61.1689 } },
    { site: { id: 'D', lat: 0 }, reason: 'MLY-TMAX-NORMAL: 15 °F over JJA' },
    { change: null, reason: 'no record' },
    { change: { station: { id: 'A' }, annual: { avgHighF: -0.1, precipIn: null } } },
    [],
    'text',
    null,
  ];

  it('decodes every record to the same JSON text, keys in order', () => {
    const { shapes, texts, index } = encodeRecords(records);
    records.forEach((record, i) => expect(JSON.stringify(decodeRecord(shapes, texts[index[i]!]!))).toBe(JSON.stringify(record)));
  });

  it('stores a value every record of a shape shares once, in the shape', () => {
    const { shapes, texts } = encodeRecords(records.slice(0, 2));
    expect(JSON.stringify(shapes)).toContain('"January"');
    expect(texts.join('')).not.toContain('January');
  });

  it('stores equal records once', () => {
    const same = { site: { id: 'A' } };
    expect(encodeRecords([same, { site: { id: 'A' } }, same, { site: { id: 'B' } }]).index).toEqual([0, 0, 0, 1]);
  });

  it('leaves out keys holding undefined, as JSON does', () => {
    const { shapes, texts } = encodeRecords([{ a: 1, b: undefined }]);
    expect(decodeRecord(shapes, texts[0]!)).toEqual({ a: 1 });
  });

  it.each([
    ['an unknown shape', '[7,1]', /unknown shape/],
    ['too few values', '[0]', /fewer values/],
    ['too many values', '[0,1,2,3]', /more values/],
  ])('refuses a record with %s', (_name, text, error) => {
    const { shapes } = encodeRecords([{ a: 1 }, { a: 2 }]);
    expect(() => decodeRecord(shapes, text)).toThrow(error);
  });

  it.each([
    ['NaN', [{ a: Number.NaN }]],
    ['Infinity in a later record', [{ a: 1 }, { a: Infinity }]],
    ['undefined in an array', [{ a: [1, undefined] }]],
    ['a function', [{ a: 1 }, { a: () => 1 }]],
  ])('refuses a value JSON cannot hold: %s', (_name, values) => {
    expect(() => encodeRecords(values)).toThrow(/not a JSON value/);
  });
});
