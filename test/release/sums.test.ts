import { describe, expect, it } from 'vitest';
import { formatSums, parseSums } from '../../pipeline/release/sums.ts';

const A = 'a'.repeat(64);
const B = 'b'.repeat(64);

describe('SHA256SUMS', () => {
  it('is sorted by name, two spaces between digest and name, and reads back', () => {
    const text = formatSums([{ name: 'z.gz', sha256: A }, { name: 'README.md', sha256: B }]);
    expect(text).toBe(`${B}  README.md\n${A}  z.gz\n`);
    expect(parseSums(text)).toEqual([{ name: 'README.md', sha256: B }, { name: 'z.gz', sha256: A }]);
  });

  it.each([
    [`${A} *bin.gz\n`, [{ name: 'bin.gz', sha256: A }]],
    ['', []],
  ])('reads %j', (text, sums) => expect(parseSums(text)).toEqual(sums));

  it.each([`${A}\tx\n`, `${A.slice(1)}  x\n`, `${A.toUpperCase()}  x\n`, 'x\n'])('names the malformed line in %j', (text) => {
    expect(() => parseSums(text)).toThrow(/line 1/);
  });
});
