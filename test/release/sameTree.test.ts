import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { treeDifferences, treeDigest } from '../../pipeline/release/sameTree.ts';

const tree = (entries: Record<string, string>) => new Map(Object.entries(entries));

describe('treeDifferences', () => {
  it.each([
    ['the same files', { a: '1', 'b/c': '2' }, { 'b/c': '2', a: '1' }, []],
    ['other bytes', { a: '1' }, { a: '2' }, ['a: different bytes']],
    ['a file only in one', { a: '1', z: '3' }, { a: '1', b: '2' }, ['b: only in the second build', 'z: only in the first build']],
  ])('%s', (_, first, second, expected) => expect(treeDifferences(tree(first), tree(second))).toEqual(expected));
});

describe('treeDigest', () => {
  it('hashes every file under the folder by its relative path', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'tree-'));
    await mkdir(join(dir, 'sub'));
    await writeFile(join(dir, 'sub', 'x.txt'), '');
    await writeFile(join(dir, 'a.txt'), '');
    const empty = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';
    expect([...(await treeDigest(dir))]).toEqual([['a.txt', empty], ['sub/x.txt', empty]]);
    // What the build does not write (the answer texts a local server derives) is left out when asked.
    expect([...(await treeDigest(dir, new Set(['sub/x.txt'])))]).toEqual([['a.txt', empty]]);
    await rm(dir, { recursive: true });
  });
});
