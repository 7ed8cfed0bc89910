import { describe, expect, it } from 'vitest';
import { cityCandidates, trailingZip, withoutCountry } from '../../api/address/addressParts.ts';
import { createLruCache } from '../../lib/lruCache.ts';

describe('withoutCountry', () => {
  const cases = [
    { input: 'Chicago, IL, USA', expected: 'Chicago, IL' },
    { input: 'Chicago, IL, U.S.A.', expected: 'Chicago, IL' },
    { input: 'Chicago IL US', expected: 'Chicago IL' },
    { input: 'Denver, Colorado, United States', expected: 'Denver, Colorado' },
    { input: '100 Main St, Springfield, IL 62701, United States of America', expected: '100 Main St, Springfield, IL 62701' },
    { input: '  Boise, ID  ', expected: 'Boise, ID' },
    // Not a trailing country: a word that ends in "us", or nothing else left.
    { input: 'Columbus, OH', expected: 'Columbus, OH' },
    { input: 'St. Augustus', expected: 'St. Augustus' },
    { input: 'USA', expected: 'USA' },
  ];
  it.each(cases)('$input', ({ input, expected }) => {
    expect(withoutCountry(input)).toBe(expected);
  });
});

describe('cityCandidates', () => {
  const cases = [
    { input: '1600 Pennsylvania Ave NW, Washington, DC 20500', expected: ['Washington, DC'] },
    { input: '100 Main St, Springfield, IL 62701-1234', expected: ['Springfield, IL'] },
    { input: '100 Main St, Springfield, Illinois', expected: ['Springfield, IL'] },
    { input: '100 Main St, Springfield IL 62701', expected: ['Springfield, IL'] },
    { input: '100 Main St, Apt 4, New York, NY', expected: ['New York, NY'] },
    { input: '100 Main St, New York New York', expected: ['New York, NY'] },
    { input: '100 Main St Springfield, IL', expected: ['Main St Springfield, IL', 'St Springfield, IL', 'Springfield, IL'] },
    {
      input: '200 Central Park West New York NY 10024',
      expected: ['Park West New York, NY', 'West New York, NY', 'New York, NY', 'York, NY'],
    },
    { input: 'Springfield, IL 62701', expected: ['Springfield, IL'] },
    { input: 'Saint Paul MN', expected: ['Saint Paul, MN'] },
    { input: '100 Main St, Nowhereville, ZZ', expected: [] },
    { input: '100 Main St', expected: [] },
    { input: 'PO Box 1, Somewhere', expected: [] },
    { input: '12 34, IL', expected: [] },
    { input: ', , ,', expected: [] },
  ];
  it.each(cases)('$input', ({ input, expected }) => {
    expect(cityCandidates(input).map((c) => `${c.city}, ${c.state}`)).toEqual(expected);
  });
});

describe('trailingZip', () => {
  const cases = [
    { input: '4600 Silver Hill Rd, Washington, DC 20233', expected: '20233' },
    { input: '100 Main St, Springfield, IL 62701-1234', expected: '62701' },
    { input: '100 Main St, Springfield, IL,62701', expected: '62701' },
    { input: '100 Main St, Springfield, IL', expected: null },
    { input: '12345 Main St', expected: null },
    { input: 'Suite 123456', expected: null },
  ];
  it.each(cases)('$input → $expected', ({ input, expected }) => {
    expect(trailingZip(input)).toBe(expected);
  });
});

describe('createLruCache', () => {
  it('keeps the most recently used entries within its bound', () => {
    const cache = createLruCache<number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1); // a is now the most recent
    cache.set('c', 3); // evicts b
    expect([cache.get('a'), cache.get('b'), cache.get('c'), cache.size]).toEqual([1, undefined, 3, 2]);
    cache.set('a', 10); // an update is a use, not a second entry
    expect(cache.size).toBe(2);
    cache.set('d', 4); // evicts c
    expect([cache.get('a'), cache.get('c'), cache.get('d')]).toEqual([10, undefined, 4]);
  });

  it('tells of each value it lets go, by the bound or replaced, and of no other', () => {
    const dropped: number[] = [];
    const cache = createLruCache<number>(2, (value) => dropped.push(value));
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('a', 10); // replaces 1
    cache.set('a', 10); // the same value again: nothing let go
    cache.set('c', 3); // drops b
    cache.get('a');
    cache.set('d', 4); // drops c
    expect(dropped).toEqual([1, 2, 3]);
  });

  it.each([0, -1, 1.5])('refuses a bound of %s', (bound) => {
    expect(() => createLruCache(bound)).toThrow(/positive integer/);
  });
});
