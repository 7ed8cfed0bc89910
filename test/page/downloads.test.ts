import { describe, expect, it } from 'vitest';
import type { Manifest } from '../../lib/dataTypes.ts';
import { downloadLinks, savedName } from '../../page/downloads.ts';

describe('savedName', () => {
  it.each([
    { path: 'data/download/zip-to-station.csv.gz', slug: '1991-2020', name: 'zip-to-station-1991-2020.csv.gz' },
    { path: 'data/1981-2010/download/zip-to-station.csv.gz', slug: '1981-2010', name: 'zip-to-station-1981-2010.csv.gz' },
    { path: 'data/download/README', slug: '1981-2010', name: 'README-1981-2010' },
  ])('$path', ({ path, slug, name }) => expect(savedName(path, slug)).toBe(name));
});

describe('downloadLinks', () => {
  const file = (path: string) => ({ path, bytes: 10, sha256: '', description: path });
  const manifest = {
    downloads: [file('data/download/climate-profile.csv.gz')],
    editions: {
      '1991-2020': { downloads: [file('data/download/zip-to-station.csv.gz')] },
      '1981-2010': { downloads: [file('data/1981-2010/download/zip-to-station.csv.gz')] },
    },
  } as unknown as Manifest;

  it('gives every file a distinct name with its edition, the build-wide profile first', () => {
    const links = downloadLinks(manifest);
    expect(links.map((l) => [l.href, l.name])).toEqual([
      ['/data/download/climate-profile.csv.gz', 'climate-profile-1991-2020.csv.gz'],
      ['/data/download/zip-to-station.csv.gz', 'zip-to-station-1991-2020.csv.gz'],
      ['/data/1981-2010/download/zip-to-station.csv.gz', 'zip-to-station-1981-2010.csv.gz'],
    ]);
    expect(new Set(links.map((l) => l.name)).size).toBe(links.length);
  });
});
