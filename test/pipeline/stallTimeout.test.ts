/** The stall timer: 30 s unless UPSTREAM_STALL_SECONDS says otherwise (the download tests use a second). */
import { describe, expect, it } from 'vitest';
import { DEFAULT_STALL_SECONDS, stallMsOf } from '../../pipeline/inputs/stallTimeout.ts';

describe('stallMsOf', () => {
  it('is 30 s by default', () => {
    expect(DEFAULT_STALL_SECONDS).toBe(30);
    expect(stallMsOf({})).toBe(30_000);
    expect(stallMsOf({ UPSTREAM_STALL_SECONDS: '' })).toBe(30_000);
  });

  const cases = [
    { value: '90', ms: 90_000 },
    { value: '0.5', ms: 500 },
  ];
  it.each(cases)('UPSTREAM_STALL_SECONDS=$value is $ms ms', ({ value, ms }) => expect(stallMsOf({ UPSTREAM_STALL_SECONDS: value })).toBe(ms));

  it.each(['0', '-3', 'soon', 'Infinity'])('refuses UPSTREAM_STALL_SECONDS=%s, saying what it must be', (value) => {
    expect(() => stallMsOf({ UPSTREAM_STALL_SECONDS: value })).toThrow(`UPSTREAM_STALL_SECONDS must be a number of seconds above 0, not '${value}'`);
  });
});
