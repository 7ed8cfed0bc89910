import { mkdir, mkdtemp, readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createWorkDir, swapIn } from '../../pipeline/output/atomicDir.ts';
import { deterministicGzip, GZIP_LEVEL } from '../../pipeline/output/gzip.ts';
import { formatReport, groupedIds } from '../../pipeline/output/report.ts';

describe('deterministicGzip', () => {
  it('round-trips, with no timestamp and a fixed OS byte, byte for byte what gzipSync gives', async () => {
    const gz = await deterministicGzip('zip,month\n10024,1\n');
    expect(gunzipSync(gz).toString()).toBe('zip,month\n10024,1\n');
    expect(gz.readUInt32LE(4)).toBe(0);
    expect(gz[9]).toBe(0xff);
    expect(await deterministicGzip('same')).toEqual(await deterministicGzip('same'));
    const text = Array.from({ length: 200_000 }, (_, i) => `${i},${i % 12}\n`).join('');
    const sync = gzipSync(text, { level: GZIP_LEVEL });
    sync[9] = 0xff;
    expect(await deterministicGzip(text)).toEqual(sync);
  });

  it('gives the same bytes for a text given in parts, however it is split (the bulk downloads stream theirs)', async () => {
    const lines = Array.from({ length: 200_000 }, (_, i) => `${i},${i % 12}\n`);
    const whole = await deterministicGzip(lines.join(''));
    const inParts = (size: number) => Array.from({ length: Math.ceil(lines.length / size) }, (_, i) => lines.slice(i * size, (i + 1) * size).join(''));
    for (const size of [1, 500, 70_000]) expect(await deterministicGzip(inParts(size))).toEqual(whole);
    expect(await deterministicGzip([])).toEqual(await deterministicGzip(''));
  });
});

describe('atomicDir', () => {
  it('swaps a finished work folder in place of the old output', async () => {
    const parent = await mkdtemp(join(tmpdir(), 'site-'));
    const out = join(parent, 'data');
    await mkdir(out);
    await writeFile(join(out, 'old.json'), '1');
    const work = await createWorkDir(out);
    expect(work.startsWith(join(parent, '.build-tmp-data-'))).toBe(true);
    await writeFile(join(work, 'new.json'), '2');
    await swapIn(work, out);
    expect(await readdir(out)).toEqual(['new.json']);
    expect(await readdir(parent)).toEqual(['data']);
  });

  it('works when there is no previous output', async () => {
    const parent = await mkdtemp(join(tmpdir(), 'site-'));
    const work = await createWorkDir(join(parent, 'data'));
    await swapIn(work, join(parent, 'data'));
    expect(await readdir(parent)).toEqual(['data']);
  });

  it('removes leftovers of a build that died, but not those of a running one', async () => {
    const parent = await mkdtemp(join(tmpdir(), 'site-'));
    // pid 2^22 + 1 is above Linux's pid_max default; process.pid is alive by definition.
    await mkdir(join(parent, `.build-tmp-data-${2 ** 22 + 1}-abcdef`));
    await mkdir(join(parent, `.build-tmp-data-${process.pid}-123456`));
    await mkdir(join(parent, '.build-tmp-other-1-000000'));
    const work = await createWorkDir(join(parent, 'data'));
    expect((await readdir(parent)).sort()).toEqual(
      [`.build-tmp-data-${process.pid}-123456`, '.build-tmp-other-1-000000', work.slice(parent.length + 1)].sort(),
    );
  });
});

describe('report', () => {
  it('groups ids by reason, largest group first, wrapped', () => {
    const items = ['C', 'A', 'B'].map((id) => ({ id, group: 'two' })).concat([{ id: 'Z', group: 'one' }]);
    expect(groupedIds(items, 2)).toEqual(['  two (3):', '    A B', '    C', '  one (1):', '    Z']);
  });

  it('formats sections under underlined headings', () => {
    expect(formatReport('T', [{ title: 'Inputs', lines: ['a'] }])).toBe('T\n=\n\nInputs\n------\na\n');
  });
});
