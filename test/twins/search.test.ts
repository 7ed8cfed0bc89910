/**
 * The twins' pure parts: the search's shortcuts (vantage-point tree, early stop) give exactly the
 * brute-force order on data built to be hard for them (random, with ties and duplicates); the
 * rounding of differences; and the similarity words' limits.
 */
import { describe, expect, it } from 'vitest';
import { VECTOR_LENGTH, climateVector, standardizeAll } from '../../lib/twins/climateVector.ts';
import { similarityWord, twinDifferences } from '../../lib/twins/differences.ts';
import { findTwins, vantageTree } from '../../lib/twins/search.ts';
import { CENTRAL_PARK } from '../support/memoryStore.ts';

/** A small seeded generator (mulberry32), so a failure is the same every run. */
function seeded(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('findTwins', () => {
  it.each([1, 2, 3])('gives the brute-force order, ties by index, on random candidates with duplicates (seed %i)', (seed) => {
    const random = seeded(seed);
    const count = 400;
    const values = new Int32Array(count * VECTOR_LENGTH).map(() => Math.floor(random() * 50));
    // Every 10th candidate a copy of an earlier one: exact ties.
    for (let i = 10; i < count; i += 10) values.copyWithin(i * VECTOR_LENGTH, (i - 7) * VECTOR_LENGTH, (i - 6) * VECTOR_LENGTH);
    const { z } = standardizeAll(values, count);
    const tree = vantageTree(z, count);
    for (let q = 0; q < 60; q++) {
      const own = Math.floor(random() * count);
      const far = new Set(Array.from({ length: count }, (_, i) => i).filter(() => random() < 0.7));
      const limit = 1 + Math.floor(random() * 50);
      const query = z.subarray(own * VECTOR_LENGTH, (own + 1) * VECTOR_LENGTH);
      const brute = Array.from({ length: count }, (_, i) => i)
        .filter((i) => i !== own && far.has(i))
        .map((i) => ({ i, d: query.reduce((s, x, j) => s + (z[i * VECTOR_LENGTH + j]! - x) ** 2, 0) }))
        .sort((a, b) => a.d - b.d || a.i - b.i)
        .slice(0, limit);
      const found = findTwins(z, tree, { z: query, own, limit, farEnough: (i) => far.has(i) });
      expect(found.map((f) => f.index)).toEqual(brute.map((b) => b.i));
      found.forEach((f, k) => expect(f.climateDistance).toBeCloseTo(Math.sqrt(brute[k]!.d / VECTOR_LENGTH), 12));
    }
  });
});

describe('twinDifferences', () => {
  const place = climateVector(CENTRAL_PARK.months)!;
  const shifted = (high: number, low: number, precip: number, month?: number) => {
    const v = place.slice();
    for (let m = 0; m < 12; m++) {
      v[m]! += month === undefined || month === m ? high : 0;
      v[12 + m]! += low;
      v[24 + m]! += precip;
    }
    return v;
  };
  it.each([
    { name: 'whole shifts', twin: shifted(-8, 21, 5), expected: { avgHighF: -0.8, avgLowF: 2.1, precipIn: 0.6 } },
    { name: 'a mean of exactly half a tenth rounds away from zero', twin: shifted(6, -6, 0, 3), expected: { avgHighF: 0.1, avgLowF: -0.6, precipIn: 0 } },
    { name: 'just under half rounds to 0 (never -0)', twin: shifted(-5, 0, 0, 3), expected: { avgHighF: 0, avgLowF: 0, precipIn: 0 } },
  ])('$name', ({ twin, expected }) => {
    const d = twinDifferences(twin, place);
    expect(d).toMatchObject(expected);
    expect(Object.is(d.avgHighF, -0)).toBe(false);
  });
  it('names the month whose high differs most, the earlier of equals', () => {
    const twin = shifted(0, 0, 0);
    twin[4]! += 30;
    twin[9]! -= 30;
    expect(twinDifferences(twin, place).mostDifferentMonth).toEqual({ month: 5, monthName: 'May', avgHighF: 3 });
  });
});

describe('similarityWord', () => {
  it.each([
    [0, 'nearly identical'], [0.149, 'nearly identical'], [0.15, 'very similar'], [0.3, 'similar'],
    [0.5, 'somewhat similar'], [0.8, 'loosely similar'], [3, 'loosely similar'],
  ] as const)('%f is %s', (distance, word) => expect(similarityWord(distance)).toBe(word));
});
