import { describe, expect, it } from 'vitest';
import { editDistance, nearestNames } from '../../api/address/nearestNames.ts';
import type { CityEntry } from '../../lib/dataTypes.ts';

const entry = (name: string): CityEntry => ({ zip: '00000', name, point: 'geonames-centre' });
/** A state's keys as the index writes them: sorted, a place under its name and its spaceless spelling. */
const CITIES: Record<string, CityEntry> = {
  agat: entry('Agat Village'),
  'agat village': entry('Agat Village'),
  agatvillage: entry('Agat Village'),
  hagatna: entry('Hagåtña'),
  'saint louis': entry('St. Louis city'),
  saintlouis: entry('St. Louis city'),
  'saint paul': entry('St. Paul city'),
  saintpaul: entry('St. Paul city'),
};

describe('editDistance', () => {
  it.each([
    ['hagatnaa', 'hagatna', Infinity, 1],
    ['kitten', 'sitting', Infinity, 3],
    ['', 'abc', Infinity, 3],
    ['abcdef', 'uvwxyz', 2, 2],
  ])('%s → %s (bound %s): %i', (a, b, bound, d) => expect(editDistance(a, b, bound)).toBe(d));
});

describe('nearestNames', () => {
  it.each([
    ['a near misspelling first, then the next nearest, each place once', 'Hagatnaa', ['Hagåtña, GU', 'Agat Village, GU']],
    ['names without their legal description; ties in key order', 'St Loius', ['St. Louis, GU', 'St. Paul, GU']],
    ['none for a name more than half misspelt', 'Zzyzx Qqq', []],
    ['a long input compared by its start', `Hagatna${'x'.repeat(200)}`, []],
  ])('%s', (_, city, names) => expect(nearestNames(city, 'GU', CITIES)).toEqual(names));
});
