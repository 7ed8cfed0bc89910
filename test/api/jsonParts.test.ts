/**
 * joinBytes: texts as UTF-8 and bytes, in order; an answer once given never changes, however many
 * are cut after it from the same slab or a new one.
 */
import { describe, expect, it } from 'vitest';
import { joinBytes } from '../../api/jsonParts.ts';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('joinBytes', () => {
  it.each([
    { name: 'texts and bytes', parts: ['{"a":', bytes('1'), '}'], text: '{"a":1}' },
    { name: 'UTF-8 of accents, emoji and a lone surrogate', parts: ['"Montréal ', '🌤', bytes(' é'), '\ud800"'], text: '"Montréal 🌤 é\ufffd"' },
    { name: 'nothing', parts: [], text: '' },
    { name: 'an answer larger than a slab cuts', parts: ['x'.repeat(100_000), bytes('y'.repeat(50_000))], text: 'x'.repeat(100_000) + 'y'.repeat(50_000) },
  ])('$name', ({ parts, text }) => {
    expect(joinBytes(parts).toString('utf8')).toBe(text);
  });

  it('answers given stay the same after thousands more are cut', () => {
    const given = Array.from({ length: 2000 }, (_, i) => ({ i, out: joinBytes([`{"n":${i},"pad":"`, bytes('é'.repeat(i % 700)), '"}']) }));
    for (const { i, out } of given) expect(JSON.parse(out.toString('utf8'))).toEqual({ n: i, pad: 'é'.repeat(i % 700) });
  });
});
