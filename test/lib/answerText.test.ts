/**
 * The prerendered answer texts' file (lib/serving/answerText.ts): pieces come back as written, a
 * record without pieces has an empty region, and what is not a whole file or region is refused.
 */
import { describe, expect, it } from 'vitest';
import { pieceBytes, pieceJson, pieceText, regionIsWhole, textHeader, writeTextFile, TEXT_HEADER_BYTES } from '../../lib/serving/answerText.ts';
import { bytesWritten } from '../support/bytesWritten.ts';

const DIGEST = Uint8Array.from({ length: 32 }, (_, i) => i);
const fileOf = (regions: (string[] | null)[], count = regions.length, digest = DIGEST) => bytesWritten((write) => writeTextFile(regions, count, digest, write));

const PIECE_COUNT = 26;

const pieces = (tag: string) => Array.from({ length: PIECE_COUNT }, (_, k) => (k === 3 ? '' : `${tag}${k} °F "quoted" –`));

/** Region `i` of a text file's bytes, as the API reads it. */
function regionOf(file: Uint8Array, i: number): Uint8Array {
  const view = new DataView(file.buffer, file.byteOffset, file.length);
  const at = (n: number) => view.getUint32(TEXT_HEADER_BYTES + 4 * n, true);
  return file.subarray(at(i), at(i + 1));
}

describe('answer-text files', () => {
  const regions = [pieces('a'), null, pieces('c')];
  const file = fileOf(regions);

  it('says how many records it has, and the digest of the records file it was made from', () => {
    expect(textHeader(file.subarray(0, TEXT_HEADER_BYTES))).toEqual({ records: 3, digest: DIGEST });
  });

  it.each([0, 2])('gives back every piece of record %i as written, empty ones too', (i) => {
    expect(Array.from({ length: PIECE_COUNT }, (_, k) => pieceText(regionOf(file, i), k))).toEqual(regions[i]);
  });

  it('has an empty region for a record without pieces', () => {
    expect(regionOf(file, 1).length).toBe(0);
  });

  it.each([
    ['another file', new TextEncoder().encode('TWSERVE1\0\0\0\0'), /not an answer-text file/],
    ['a short header', file.subarray(0, 6), /not an answer-text file/],
  ])('refuses %s as its header', (_name, header, error) => {
    expect(() => textHeader(header)).toThrow(error);
  });

  it.each([
    ['cut short', (r: Uint8Array) => r.subarray(0, r.length - 1), PIECE_COUNT - 1],
    ['cut before its pieces', (r: Uint8Array) => r.subarray(0, 10), PIECE_COUNT - 1],
    ['asked for a piece it does not have', (r: Uint8Array) => r, PIECE_COUNT],
    ['of no bytes', (r: Uint8Array) => r.subarray(0, 0), 0],
  ])('refuses a region %s', (_name, cut, k) => {
    expect(() => pieceBytes(cut(regionOf(file, 0)), k)).toThrow(/not whole/);
  });

  it.each([
    ['no pieces', () => fileOf([[]]), /has pieces/],
    ['more than 16-bit boundaries reach', () => fileOf([Array.from({ length: PIECE_COUNT }, () => 'x'.repeat(3000))]), /does not fit/],
    ['fewer regions than it said', () => fileOf([pieces('a')], 2), /1 regions, not 2/],
    ['more regions than it said', () => fileOf([pieces('a'), null], 1), /more than 1 regions/],
    ['a digest that is no SHA-256', () => fileOf([null], 1, new Uint8Array(20)), /32 bytes/],
  ])('refuses to write %s', (_name, write, error) => {
    expect(write).toThrow(error);
  });

  it.each([
    ['whole, with its pieces', (r: Uint8Array) => r, PIECE_COUNT, true],
    ['asked for another number of pieces', (r: Uint8Array) => r, 3, false],
    ['cut short', (r: Uint8Array) => r.subarray(0, r.length - 1), PIECE_COUNT, false],
    ['with a boundary out of order', (r: Uint8Array) => Uint8Array.from(r, (b, i) => (i === 4 ? 0xff : b)), PIECE_COUNT, false],
    ['of no bytes', (r: Uint8Array) => r.subarray(0, 0), PIECE_COUNT, false],
  ])('a region %s is whole: %s', (_name, change, pieces, whole) => {
    expect(regionIsWhole(change(regionOf(file, 0)), pieces)).toBe(whole);
  });

  it('reads a piece as JSON, or null when it is not JSON', () => {
    const json = fileOf([['{"id":"A"}', 'not json']]);
    expect([pieceJson(regionOf(json, 0), 0), pieceJson(regionOf(json, 0), 1)]).toEqual([{ id: 'A' }, null]);
  });
});
