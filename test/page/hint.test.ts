import { describe, expect, it } from 'vitest';
import { periodHint } from '../../page/hint.ts';

describe('periodHint', () => {
  it.each([
    { detail: 'The 1981–2010 normals (another period) do cover this ZIP: /typical-weather?zip=99501&period=1981-2010', slug: '1981-2010' },
    { detail: 'see /typical-weather?address=Denver%2C%20CO&period=1981-2010.', slug: '1981-2010' },
    { detail: 'see /typical-weather?zip=99501&period=1850-1900', slug: null },
    { detail: 'ZIP 00501 is not a ZIP Code Tabulation Area', slug: null },
    { detail: '', slug: null },
  ])('$detail', ({ detail, slug }) => expect(periodHint(detail)?.slug ?? null).toBe(slug));
});
