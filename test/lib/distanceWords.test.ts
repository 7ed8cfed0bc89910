import { describe, expect, it } from 'vitest';
import { confidenceNote } from '../../lib/confidence.ts';
import { distanceWords } from '../../lib/distanceWords.ts';
import { summaryEnd } from '../../lib/weather/summary.ts';

describe('a distance in words', () => {
  it.each([
    [0, 'us', 'short', 'less than 0.1 mi'],
    [0, 'metric', 'short', 'less than 0.1 km'],
    [0, 'us', 'long', 'less than 0.1 miles'],
    [0.1, 'us', 'short', '0.1 mi'],
    [0.1, 'metric', 'short', '0.2 km'],
    [4.2, 'us', 'long', '4.2 miles'],
    [201.3, 'metric', 'long', '324.0 km'],
  ] as const)('%s mi, %s, %s: %s', (miles, units, word, expected) => expect(distanceWords(miles, units, word)).toBe(expected));

  it.each(['us', 'metric'] as const)('the summary and the confidence note agree at 0.0 (%s)', (units) => {
    const unit = units === 'us' ? /less than 0\.1 mi/ : /less than 0\.1 km/;
    expect(summaryEnd(0, units)).toMatch(unit);
    expect(confidenceNote(0, 'high', units)).toMatch(unit);
  });
});
