import { mkdir, mkdtemp, readdir, readFile, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createWorkDir, discard, swapIn } from '../../pipeline/output/atomicDir.ts';
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

  // A build that died between swapIn's two renames: no `data`, only its `-old` copy (pids above pid_max are dead).
  const DEAD = [2 ** 22 + 1, 2 ** 22 + 2];
  type Copy = { pid: number; dataset: string | null; finished?: number };
  const crashCases: { name: string; out: string | null; copies: Copy[]; expectOut: string | null; expectLeft: string[] }[] = [
    { name: 'restores the complete -old copy of a build that died', out: null, copies: [{ pid: DEAD[0]!, dataset: 'last good' }], expectOut: 'last good', expectLeft: [] },
    {
      name: 'restores the newest of several complete copies and then removes the others',
      out: null,
      copies: [{ pid: DEAD[0]!, dataset: 'older', finished: 1_000 }, { pid: DEAD[1]!, dataset: 'newer', finished: 2_000 }],
      expectOut: 'newer',
      expectLeft: [],
    },
    {
      name: 'keeps, and does not restore, a copy with no manifest.json (not a finished dataset)',
      out: null,
      copies: [{ pid: DEAD[0]!, dataset: null }],
      expectOut: null,
      expectLeft: [`.build-tmp-data-${DEAD[0]}-old`],
    },
    { name: 'removes a stale -old copy once the output exists', out: 'current', copies: [{ pid: DEAD[0]!, dataset: 'stale' }], expectOut: 'current', expectLeft: [] },
  ];
  it.each(crashCases)('$name', async ({ out, copies, expectOut, expectLeft }) => {
    const parent = await mkdtemp(join(tmpdir(), 'site-'));
    if (out !== null) await writeDataset(join(parent, 'data'), out);
    for (const { pid, dataset, finished } of copies) {
      const copy = join(parent, `.build-tmp-data-${pid}-old`);
      await mkdir(copy);
      await writeFile(join(copy, 'shard.json'), '{}');
      if (dataset !== null) await writeDataset(copy, dataset, finished);
    }
    const work = await createWorkDir(join(parent, 'data'));
    expect(await datasetIn(join(parent, 'data'))).toBe(expectOut);
    const left = (await readdir(parent)).filter((name) => name !== 'data' && join(parent, name) !== work);
    expect(left.sort()).toEqual(expectLeft);
  });

  it('keeps the restored dataset through a build that then fails, and through the next one', async () => {
    const parent = await mkdtemp(join(tmpdir(), 'site-'));
    await mkdir(join(parent, `.build-tmp-data-${DEAD[0]}-old`));
    await writeDataset(join(parent, `.build-tmp-data-${DEAD[0]}-old`), 'last good');
    for (let attempt = 0; attempt < 2; attempt++) {
      await discard(await createWorkDir(join(parent, 'data')));
      expect(await datasetIn(join(parent, 'data'))).toBe('last good');
      expect(await readdir(parent)).toEqual(['data']);
    }
  });
});

/** A finished dataset as far as atomicDir is concerned: a folder with manifest.json (here holding a label). */
async function writeDataset(dir: string, label: string, finishedSeconds?: number): Promise<void> {
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, 'manifest.json'), JSON.stringify({ label }));
  if (finishedSeconds !== undefined) await utimes(join(dir, 'manifest.json'), finishedSeconds, finishedSeconds);
}

async function datasetIn(dir: string): Promise<string | null> {
  const text = await readFile(join(dir, 'manifest.json'), 'utf8').catch(() => null);
  return text === null ? null : (JSON.parse(text) as { label: string }).label;
}

describe('report', () => {
  it('groups ids by reason, largest group first, wrapped', () => {
    const items = ['C', 'A', 'B'].map((id) => ({ id, group: 'two' })).concat([{ id: 'Z', group: 'one' }]);
    expect(groupedIds(items, 2)).toEqual(['  two (3):', '    A B', '    C', '  one (1):', '    Z']);
  });

  it('formats sections under underlined headings', () => {
    expect(formatReport('T', [{ title: 'Inputs', lines: ['a'] }])).toBe('T\n=\n\nInputs\n------\na\n');
  });
});
