import { describe, expect, it } from 'vitest';
import { releaseDownloads, releaseName } from '../../pipeline/release/files.ts';
import { fixtureManifest } from './fixture.ts';

describe('releaseName', () => {
  it.each([
    ['data/download/zip-to-station.csv.gz', '1991-2020-zip-to-station.csv.gz'],
    ['data/1981-2010/download/zip-to-station.csv.gz', '1981-2010-zip-to-station.csv.gz'],
  ])('%s → %s', (path, name) => expect(releaseName(path)).toBe(name));

  it.each(['data/zip/100.json', 'site/download/x.csv.gz', 'data/a/b/download/x.csv.gz'])('refuses %s', (path) => {
    expect(() => releaseName(path)).toThrow(/bulk download/);
  });
});

describe('releaseDownloads', () => {
  it('lists both editions, by name, each with its period', () => {
    expect(releaseDownloads(fixtureManifest()).map((d) => [d.name, d.period])).toEqual([
      ['1981-2010-zip-to-station.csv.gz', '1981–2010'],
      ['1991-2020-typical-weather-zip-months.csv.gz', '1991–2020'],
      ['1991-2020-zip-to-station.csv.gz', '1991–2020'],
    ]);
  });
});
