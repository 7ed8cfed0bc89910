/** The pure parts of the upstream lock: the URL prefix, station diffs and the drift report. */
import { describe, expect, it } from 'vitest';
import { fetchUrl } from '../../pipeline/inputs/upstream.ts';
import { driftReport } from '../../pipeline/lock/driftReport.ts';
import type { LockEntry, UpstreamLock } from '../../pipeline/lock/lockFile.ts';
import { diffMembers } from '../../pipeline/lock/memberDigests.ts';
import { csvExample, diffStations, fixedWidthExample, type StationDiff } from '../../pipeline/lock/stationDiff.ts';

describe('fetchUrl', () => {
  const cases = [
    { url: 'https://www.ncei.noaa.gov/data/a/b.tar.gz', prefix: undefined, expected: 'https://www.ncei.noaa.gov/data/a/b.tar.gz' },
    { url: 'https://www.ncei.noaa.gov/data/a/b.tar.gz', prefix: 'http://127.0.0.1:8123/', expected: 'http://127.0.0.1:8123/www.ncei.noaa.gov/data/a/b.tar.gz' },
    { url: 'https://www2.census.gov/geo/x.zip', prefix: 'http://127.0.0.1:8123', expected: 'http://127.0.0.1:8123/www2.census.gov/geo/x.zip' },
  ];
  it.each(cases)('$url under $prefix', ({ url, prefix, expected }) => expect(fetchUrl(url, prefix)).toBe(expected));
});

const header = '"STATION","DATE","NAME","MLY-TMAX-NORMAL","MLY-SNOW-NORMAL"';
const row = (month: string, tmax: string) => `"USW00094728","${month}","NEW YORK CNTRL PK TWR, NY US","  ${tmax}","   0.0"`;
const csv = (july: string) => [header, row('06', '80.1'), row('07', july)].join('\n');

describe('station examples', () => {
  const cases = [
    { name: 'a CSV cell, by column and month', example: () => csvExample('USW00094728', csv('84.9'), csv('85.0')), expected: 'USW00094728 MLY-TMAX-NORMAL Jul 84.9 → 85.0' },
    { name: 'a CSV that only changed padding', example: () => csvExample('USW00094728', csv('84.9'), csv('84.9').replace('  84.9', '84.9')), expected: 'USW00094728: only its formatting changed' },
    {
      name: 'a fixed-width month',
      example: () => fixedWidthExample('mly-tmax-normal')('USW00094728', `USW00094728 ${'  395C '.repeat(6)} 849C ${'  395C '.repeat(5)}`, `USW00094728 ${'  395C '.repeat(6)} 850C ${'  395C '.repeat(5)}`),
      expected: 'USW00094728 mly-tmax-normal Jul 849C → 850C',
    },
  ];
  it.each(cases)('$name', ({ example, expected }) => expect(example()).toBe(expected));

  it('diffMembers names stations from the digests alone, and says values were not compared', () => {
    expect(diffMembers({ A: 'a1', B: 'b1', C: 'c1' }, { A: 'a1', C: 'c2', D: 'd1' })).toEqual({
      added: ['D'],
      removed: ['B'],
      changed: [{ id: 'C', example: 'C' }],
      valuesNotCompared: expect.stringContaining('values not compared'),
    });
  });

  it('diffStations sorts added, removed and changed stations', () => {
    const before = new Map([['A', '1'], ['B', '2'], ['C', '3']]);
    const after = new Map([['D', '4'], ['C', '30'], ['A', '1']]);
    expect(diffStations(before, after, (id, a, b) => `${id} ${a} → ${b}`)).toEqual({ added: ['D'], removed: ['B'], changed: [{ id: 'C', example: 'C 3 → 30' }] });
  });
});

const entry = (path: string, sha: string | 404): LockEntry =>
  sha === 404 ? { path, url: `https://x/${path}`, status: 404 } : { path, url: `https://x/${path}`, status: 200, bytes: 10, sha256: sha, etag: null, lastModified: null };
const lock = (...files: LockEntry[]): UpstreamLock => ({ about: '', testUpstream: null, files });

describe('driftReport', () => {
  it('says when nothing changed, and when there was no lock', () => {
    expect(driftReport(lock(entry('a', 'x')), lock(entry('a', 'x')), new Map())).toContain('No drift: all 1 upstream files are as locked.');
    expect(driftReport(null, lock(entry('a', 'x')), new Map())).toContain('No previous lock: this is the first (1 files locked).');
  });

  it('names each changed file, what it was and is, and its stations', () => {
    const report = driftReport(
      lock(entry('ncei/m.tar.gz', 'x'), entry('ncei/s.txt', 404), entry('g.zip', 'g')),
      lock(entry('ncei/m.tar.gz', 'y'), entry('ncei/s.txt', 'z'), entry('g.zip', 'g')),
      new Map<string, StationDiff | string>([['ncei/m.tar.gz', { added: [], removed: ['B'], changed: [{ id: 'A', example: 'A X Jul 1 → 2' }] }], ['ncei/s.txt', 'not compared']]),
    );
    expect(report).toBe(
      [
        '# Upstream drift', '', '2 of 3 upstream files changed since the previous lock.', '',
        '## ncei/m.tar.gz', '', '- changed', '- was: 10 bytes, sha256 x', '- now: 10 bytes, sha256 y',
        '- stations: 0 added, 1 removed, 1 changed', '  - removed: B', '  - A X Jul 1 → 2', '',
        '## ncei/s.txt', '', '- appeared upstream (it was a 404)', '- was: HTTP 404 (not published)', '- now: 10 bytes, sha256 z', '- stations: not compared', '',
      ].join('\n'),
    );
  });
});
