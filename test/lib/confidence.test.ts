import { describe, expect, it } from 'vitest';
import { confidenceNote, confidenceTier } from '../../lib/confidence.ts';
import { CONFIDENCE_TIERS } from '../../lib/constants.ts';

describe('confidenceTier', () => {
  const cases = [
    { distanceMi: 0, expected: 'high' },
    { distanceMi: 11.99, expected: 'high' },
    { distanceMi: 12, expected: 'medium' },
    { distanceMi: 29.99, expected: 'medium' },
    { distanceMi: 30, expected: 'low' },
    { distanceMi: 59.99, expected: 'low' },
    { distanceMi: 60, expected: 'very-low' },
    { distanceMi: 2500, expected: 'very-low' },
  ] as const;
  it.each(cases)('$distanceMi mi → $expected', ({ distanceMi, expected }) => {
    expect(confidenceTier(distanceMi)).toBe(expected);
  });
});

describe('confidenceNote', () => {
  const cases = [
    {
      distanceMi: 4.2,
      tier: 'high',
      expected:
        'The station is 4.2 miles away: its normals should closely match this ZIP, though local terrain, elevation and water can still make a difference.',
    },
    { distanceMi: 12, tier: 'medium', starts: 'The station is 12.0 miles away: its normals are a fair guide' },
    { distanceMi: 45.5, tier: 'low', starts: 'The station is 45.5 miles away: treat its normals as a rough guide only' },
    { distanceMi: 61, tier: 'very-low', starts: 'The station is 61.0 miles away: that is too far' },
    { distanceMi: 0, tier: 'high', starts: 'The station is less than 0.1 miles away: ' },
  ] as const;
  it.each(cases)('$distanceMi mi, $tier', (c) => {
    const note = confidenceNote(c.distanceMi, c.tier);
    if ('expected' in c) expect(note).toBe(c.expected);
    else expect(note.startsWith(c.starts)).toBe(true);
  });

  it('says something different for every tier', () => {
    const notes = new Set(CONFIDENCE_TIERS.map((tier) => confidenceNote(10, tier)));
    expect(notes.size).toBe(CONFIDENCE_TIERS.length);
  });
});
