import { describe, expect, it } from 'vitest';
import type { Twin } from '../../lib/twins/types.ts';
import { twinPoints, twinsSentence } from '../../page/twinsOnMap.ts';

const twin = (place: string, name: string, lat: number, lon: number) => ({ place, station: { id: name, name, lat, lon, elevationFt: 0 } }) as unknown as Twin;
const TUCSON = twin('Tucson, AZ', 'TUCSON INTL AP', 32.13, -110.96);
const BOISE = twin('Boise, ID', 'BOISE AIR TERMINAL', 43.57, -116.22);
/** Mid-Atlantic: the projection has no place for it. */
const AT_SEA = twin('Nowhere, ZZ', 'AT SEA', 35, -40);

describe('twinPoints', () => {
  it('marks the twins the map can draw as twins named by their place, in order', () => {
    expect(twinPoints([TUCSON, AT_SEA, BOISE])).toEqual([
      { lat: 32.13, lon: -110.96, label: 'Climate twin: Tucson, AZ (TUCSON INTL AP)', kind: 'twin' },
      { lat: 43.57, lon: -116.22, label: 'Climate twin: Boise, ID (BOISE AIR TERMINAL)', kind: 'twin' },
    ]);
  });
});

describe('twinsSentence', () => {
  it.each([
    { twins: [TUCSON], of: 1, sentence: 'Its climate twin (purple diamond): Tucson, AZ (TUCSON INTL AP).' },
    { twins: [TUCSON, BOISE], of: 2, sentence: 'Its 2 climate twins, most alike first (purple diamonds): Tucson, AZ (TUCSON INTL AP); Boise, ID (BOISE AIR TERMINAL).' },
    { twins: [TUCSON, AT_SEA, BOISE], of: 3, sentence: 'Its 2 climate twins, most alike first (purple diamonds): Tucson, AZ (TUCSON INTL AP); Boise, ID (BOISE AIR TERMINAL). The map has no place for 1 more.' },
  ])('names every twin drawn: $sentence', ({ twins, of, sentence }) => {
    expect(twinsSentence(twinPoints(twins), of)).toBe(sentence);
  });
});
