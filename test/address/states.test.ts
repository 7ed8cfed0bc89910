import { describe, expect, it } from 'vitest';
import { parseCityState, splitTrailingState, stateCode, STATE_CODES, STATES } from '../../lib/states.ts';

describe('STATES', () => {
  it('has the 50 states, DC, PR and the island areas, each code ⇄ name once', () => {
    expect(STATE_CODES).toHaveLength(56);
    for (const code of STATE_CODES) expect(stateCode(STATES[code])).toBe(code);
    expect(new Set(Object.values(STATES)).size).toBe(56);
  });
});

describe('stateCode', () => {
  const cases = [
    { input: 'NY', expected: 'NY' },
    { input: 'ny', expected: 'NY' },
    { input: 'N.Y.', expected: 'NY' },
    { input: 'new york', expected: 'NY' },
    { input: 'NORTH   CAROLINA', expected: 'NC' },
    { input: 'D.C.', expected: 'DC' },
    { input: 'District of Columbia', expected: 'DC' },
    { input: 'Puerto Rico', expected: 'PR' },
    { input: 'Virgin Islands', expected: 'VI' },
    { input: 'ZZ', expected: null },
    { input: 'Ontario', expected: null },
    { input: '', expected: null },
  ];
  it.each(cases)('"$input" → $expected', ({ input, expected }) => {
    expect(stateCode(input)).toBe(expected);
  });
});

describe('splitTrailingState', () => {
  const cases = [
    { input: 'Kansas City Kansas', expected: { before: 'Kansas City', state: 'KS' } },
    { input: 'Charleston West Virginia', expected: { before: 'Charleston', state: 'WV' } },
    { input: 'Virginia Beach Virginia', expected: { before: 'Virginia Beach', state: 'VA' } },
    { input: 'New York', expected: { before: '', state: 'NY' } },
    { input: 'Paris', expected: null },
  ];
  it.each(cases)('$input', ({ input, expected }) => {
    expect(splitTrailingState(input)).toEqual(expected);
  });
});

describe('parseCityState', () => {
  const cases = [
    { input: 'Springfield, IL', expected: { city: 'Springfield', state: 'IL' } },
    { input: 'springfield, il', expected: { city: 'springfield', state: 'IL' } },
    { input: '  Saint   Paul ,   MN  ', expected: { city: 'Saint Paul', state: 'MN' } },
    { input: 'Springfield, Massachusetts', expected: { city: 'Springfield', state: 'MA' } },
    { input: 'Springfield IL', expected: { city: 'Springfield', state: 'IL' } },
    { input: 'Springfield Illinois', expected: { city: 'Springfield', state: 'IL' } },
    { input: 'new york ny', expected: { city: 'new york', state: 'NY' } },
    { input: 'New York New York', expected: { city: 'New York', state: 'NY' } },
    { input: 'New York, New York', expected: { city: 'New York', state: 'NY' } },
    { input: 'Raleigh North Carolina', expected: { city: 'Raleigh', state: 'NC' } },
    { input: 'Charleston West Virginia', expected: { city: 'Charleston', state: 'WV' } },
    { input: 'Kansas City Kansas', expected: { city: 'Kansas City', state: 'KS' } },
    { input: 'Washington DC', expected: { city: 'Washington', state: 'DC' } },
    { input: 'Washington, D.C.', expected: { city: 'Washington', state: 'DC' } },
    { input: 'St. Louis, Mo.', expected: { city: 'St. Louis', state: 'MO' } },
    { input: 'Española, NM', expected: { city: 'Española', state: 'NM' } },
    { input: 'San Juan, Puerto Rico', expected: { city: 'San Juan', state: 'PR' } },
    // Not a city and a state:
    { input: 'New York', expected: null },
    { input: 'Springfield', expected: null },
    { input: 'Nowhereville, ZZ', expected: null },
    { input: 'Paris, France', expected: null },
    { input: ', IL', expected: null },
    { input: '100 Main St, Springfield, IL', expected: null },
    { input: '100 Main St Springfield IL', expected: null },
    { input: '100 Main St, Springfield IL', expected: null },
    { input: 'Springfield, IL 62701', expected: null },
    { input: '10024', expected: null },
  ];
  it.each(cases)('"$input"', ({ input, expected }) => {
    expect(parseCityState(input)).toEqual(expected);
  });
});
