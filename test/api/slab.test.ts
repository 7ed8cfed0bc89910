/**
 * Answer buffers (api/slab.ts): a large one given back is lent again, one still out never is, and
 * what is kept stays bounded. Memory is told apart by its ArrayBuffer, the one thing reuse keeps.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';

// Each test with the module fresh: nothing kept from another test's buffers.
let { giveBack, isLent, slabBuffer } = await import('../../api/slab.ts');
beforeEach(async () => {
  vi.resetModules();
  ({ giveBack, isLent, slabBuffer } = await import('../../api/slab.ts'));
});

describe('slab buffers (at most 8 KB, cut from 32 KB slabs)', () => {
  it('are not lent: the collector frees their slab once none is referenced', () => {
    const cut = slabBuffer(5300);
    expect(isLent(cut)).toBe(false);
    expect(cut.buffer.byteLength).toBe(32 * 1024);
  });
});

describe('large buffers (over 8 KB, by power-of-two size, up to 1 MB)', () => {
  it.each([
    ['9 KB, then 16 KB', 9 * 1024, 16 * 1024],
    ['a year of daily normals, then 200 KB', 190_000, 200_000],
    ['900 KB, then 1 MB', 900 * 1024, 1024 * 1024],
  ])('%s: the second gets the first one’s memory once it came back', (_, a, b) => {
    const first = slabBuffer(a);
    expect(isLent(first)).toBe(true);
    giveBack(first);
    expect(isLent(first)).toBe(false);
    const second = slabBuffer(b);
    expect(second.buffer).toBe(first.buffer);
    expect(second.length).toBe(b);
    giveBack(second);
  });

  it('not while it is out', () => {
    const held = slabBuffer(190_000);
    const other = slabBuffer(190_000);
    expect(other.buffer).not.toBe(held.buffer);
    giveBack(held);
    giveBack(other);
  });

  it('given back twice, it comes back once: two later buffers never share it', () => {
    const twice = slabBuffer(190_000);
    giveBack(twice);
    giveBack(twice);
    const [a, b] = [slabBuffer(190_000), slabBuffer(190_000)];
    expect(a.buffer).not.toBe(b.buffer);
    giveBack(a);
    giveBack(b);
  });

  it('over 1 MB: never kept', () => {
    const big = slabBuffer(2 * 1024 * 1024);
    expect(isLent(big)).toBe(false);
    giveBack(big);
    expect(slabBuffer(2 * 1024 * 1024).buffer).not.toBe(big.buffer);
  });

  it('at most 4 MB kept: of five 1 MB buffers given back, four are lent again', () => {
    const five = Array.from({ length: 5 }, () => slabBuffer(1024 * 1024));
    for (const buffer of five) giveBack(buffer);
    const again = Array.from({ length: 5 }, () => slabBuffer(1024 * 1024));
    const reused = again.filter((buffer) => five.some((old) => old.buffer === buffer.buffer));
    expect(reused).toHaveLength(4);
    for (const buffer of again) giveBack(buffer);
  });
});

describe('bytes slabBuffer did not lend', () => {
  // Made in the test, by the module the test uses.
  it.each([
    ['Buffer.from', () => Buffer.from('{"a":1}')],
    ['a Uint8Array', () => new Uint8Array(9000)],
    ['a slab cut', () => slabBuffer(5300)],
    ['a view of a lent buffer', () => slabBuffer(190_000).subarray(0, 10)],
  ])('%s: not lent, and giving it back changes nothing', (_, make) => {
    const bytes = make();
    expect(isLent(bytes)).toBe(false);
    giveBack(bytes);
    expect(isLent(bytes)).toBe(false);
  });

  it('a lent buffer stays lent when a view of it is given back', () => {
    const lent = slabBuffer(190_000);
    giveBack(lent.subarray(0, 10));
    expect(isLent(lent)).toBe(true);
  });
});
