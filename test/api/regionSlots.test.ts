/**
 * The slots of regions read last: what one holds is given back unread, a region that falls short
 * or is not whole is never kept, and a region whose slot another took is read again.
 */
import { describe, expect, it } from 'vitest';
import { regionSlots } from '../../api/data/regionSlots.ts';

/** Region `i` of `length` bytes, each byte `i`; counts the reads. */
function source() {
  const reads: number[] = [];
  const read = (i: number, length: number, short = false) => (into: Uint8Array) => {
    reads.push(i);
    into.fill(i);
    return short ? length - 1 : length;
  };
  return { reads, read };
}

const always = () => true;

describe('regionSlots', () => {
  it.each([
    { name: 'kept, given back unread', steps: [0, 0, 0], reads: [0] },
    { name: 'a region of another slot leaves it held', steps: [0, 1, 0, 1], reads: [0, 1] },
    { name: 'a region of the same slot takes it', steps: [0, 4, 0], reads: [0, 4, 0] },
  ])('$name', ({ steps, reads: expected }) => {
    // 4 slots of 10 bytes: regions 0 and 4 share one.
    const slots = regionSlots(10, 40);
    const { reads, read } = source();
    for (const i of steps) {
      const region = slots.held(i) ?? slots.fill(i, 5 + i, read(i, 5 + i), always);
      expect(region).toEqual(new Uint8Array(5 + i).fill(i));
    }
    expect(reads).toEqual(expected);
  });

  it.each([
    { name: 'a short read', short: true, whole: always },
    { name: 'a region not whole', short: false, whole: () => false },
  ])('$name is never kept', ({ short, whole }) => {
    const slots = regionSlots(10, 40);
    const { read } = source();
    expect(slots.fill(1, 8, read(1, 8, short), whole)).toBeNull();
    expect(slots.held(1)).toBeNull();
  });

  it('a region longer than the longest is refused; a budget under one region still has one slot', () => {
    const slots = regionSlots(10, 4);
    const { read } = source();
    expect(slots.fill(0, 11, read(0, 11), always)).toBeNull();
    expect(slots.fill(3, 10, read(3, 10), always)).toEqual(new Uint8Array(10).fill(3));
    expect(slots.held(3)).not.toBeNull();
  });
});
