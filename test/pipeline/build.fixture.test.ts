import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { strToU8, zipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CoveredZip, Manifest, UncoveredZip, ZipShard } from '../../lib/dataTypes.ts';
import { build, STAGES } from '../../pipeline/build.ts';
import { fileChecksum } from '../../pipeline/inputs/checksum.ts';
import { annualCsv, soundFixture, writeFixtureRaw, type FixtureRaw } from './fixtureRaw.ts';
import { treeDigest } from './treeDigest.ts';

const readJson = async <T>(path: string): Promise<T> => JSON.parse(await readFile(path, 'utf8')) as T;
const newOutDir = async () => join(await mkdtemp(join(tmpdir(), 'site-')), 'data');

describe('build from a small fixture', () => {
  let rawDir: string;
  let outDir: string;
  let result: Awaited<ReturnType<typeof build>>;
  const record = async (zip: string) => (await readJson<ZipShard>(join(outDir, 'zip', `${zip.slice(0, 3)}.json`))).zips[zip];

  beforeAll(async () => {
    rawDir = await writeFixtureRaw(soundFixture());
    outDir = await newOutDir();
    result = await build({ rawDir, outDir });
  });

  it('returns counts and the time of every stage', () => {
    expect(result.counts).toEqual({
      zctas: 4,
      zipsMapped: 4,
      zipsWithNormals: 2,
      zipsStationNotInBuild: 2,
      stationsInCatalog: 4,
      stationsWithTemperatureNormals: 3,
      stationsWithMonthlyValues: 2,
      stationsServingZips: 2,
      zipsWithDayCounts: 0,
      shards: 4,
      stationsQuarantined: 0,
      zipsStationQuarantined: 0,
    });
    expect(result.timings.map((t) => t.stage)).toEqual(['raw data', ...STAGES.map((s) => s.name), 'swap']);
    expect(result.rawOrigin).toBe('option');
  });

  it('answers a ZIP from its nearest temperature station, never from a nearer precipitation-only one', async () => {
    const r = (await record('00601')) as CoveredZip;
    expect(r.coverage).toBe('covered');
    expect(r.station).toEqual({ id: 'USW00000001', name: 'ALPHA AP, NY US', lat: 40, lon: -75, distanceMi: 3.5, elevationFt: 130 });
    expect(r.confidence).toBe('high');
    expect(r.confidenceNote).toMatch(/^The station is 3.5 miles away: /);
    expect(r.location).toEqual({ zip: '00601', lat: 40.05, lon: -75 });
  });

  it('writes the monthly values exactly as published: X snowfall as 0, flagged and absent as null', async () => {
    const fixture = soundFixture().stations[0]!;
    const r = (await record('00601')) as CoveredZip;
    expect(r.months.map((m) => [m.avgHighF, m.avgLowF, m.avgMeanF, m.avgPrecipIn, m.avgSnowIn])).toEqual(
      fixture.months.map((m) => [m.high, m.low, m.mean, m.precip, m.snow]),
    );
    expect(r.months[6]!.avgSnowIn).toBe(0);
    const beta = (await record('10024')) as CoveredZip;
    expect(beta.months.every((m) => m.avgSnowIn === null)).toBe(true);
    expect(beta.station.elevationFt).toBe(4950);
    expect(beta.yearSummary).toEqual({ warmestMonth: 'July', coolestMonth: 'January', wettestMonth: 'December', driestMonth: 'January' });
  });

  it('marks a ZIP whose nearest station has no monthly values, naming that station', async () => {
    const r = (await record('15001')) as UncoveredZip;
    expect(r).toEqual({
      coverage: 'station-not-in-build',
      location: { zip: '15001', lat: 40.1, lon: -77.1 },
      station: { id: 'USC00000003', name: 'GAMMA, PA US', lat: 40, lon: -77, distanceMi: 8.7, elevationFt: 984 },
      confidence: 'high',
    });
  });

  it('maps a far-away ZCTA (GU, "+" longitude) with a very-low tier', async () => {
    expect((await record('96910'))!.confidence).toBe('very-low');
  });

  it('records every input with its checksum', async () => {
    const manifest = await readJson<Manifest>(join(outDir, 'manifest.json'));
    expect(manifest.inputs.map((i) => i.path)).toEqual([
      'census/gazetteer/2025_Gaz_cousubs_national.txt',
      'census/gazetteer/2025_Gaz_place_national.txt',
      'census/gazetteer/2025_Gaz_zcta_national.txt',
      'ncei/normals-annualseasonal/1991-2020/access/US1PA000004.csv',
      'ncei/normals-annualseasonal/1991-2020/access/USC00000002.csv',
      'ncei/normals-annualseasonal/1991-2020/access/USC00000003.csv',
      'ncei/normals-annualseasonal/1991-2020/access/USW00000001.csv',
      'ncei/normals-monthly/1991-2020/access/US1PA000004.csv',
      'ncei/normals-monthly/1991-2020/access/USC00000002.csv',
      'ncei/normals-monthly/1991-2020/access/USC00000009.csv',
      'ncei/normals-monthly/1991-2020/access/USW00000001.csv',
    ]);
    for (const input of manifest.inputs) {
      expect(await fileChecksum(join(rawDir, input.path))).toEqual({ bytes: input.bytes, sha256: input.sha256 });
    }
    for (const download of manifest.downloads) {
      expect(await fileChecksum(join(dirname(outDir), download.path))).toEqual({ bytes: download.bytes, sha256: download.sha256 });
    }
  });

  it('reports what it skipped and why', async () => {
    const report = await readFile(join(outDir, 'build-report.txt'), 'utf8');
    expect(report).toContain('  no temperature normals in its annual/seasonal file: never the nearest candidate for a ZIP (1):\n    US1PA000004');
    expect(report).toContain('  not in the annual/seasonal catalog, so its place and normals cannot be cross-checked (1):\n    USC00000009');
    expect(report).toMatch(/ZIPs without normals, by nearest station \(2 ZIPs, 1 stations\)\n-+\ncount  station +distance \(mi\) +name\n +2  USC00000003/);
  });

  it('gives the same output from the archive layout and from a zipped gazetteer', async () => {
    const archived = await writeFixtureRaw({ ...soundFixture(), annualAsArchive: true });
    const gazetteer = join(archived, 'census/gazetteer/2025_Gaz_zcta_national');
    await writeFile(`${gazetteer}.zip`, zipSync({ '2025_Gaz_zcta_national.txt': strToU8(await readFile(`${gazetteer}.txt`, 'utf8')) }));
    await rm(`${gazetteer}.txt`);
    const other = await newOutDir();
    await build({ rawDir: archived, outDir: other });
    const [a, b] = [await treeDigest(outDir), await treeDigest(other)];
    // Same data; only the manifest and report differ, because they name the inputs.
    const { 'manifest.json': _a, 'build-report.txt': _b, ...dataA } = a;
    const { 'manifest.json': _c, 'build-report.txt': _d, ...dataB } = b;
    expect(dataB).toEqual(dataA);
    expect(Object.keys(dataA)).toContain('zip/006.json');
  });

  it('is deterministic: a second build is byte-identical', async () => {
    const again = await newOutDir();
    await build({ rawDir, outDir: again });
    expect(await treeDigest(again)).toEqual(await treeDigest(outDir));
  });
});

describe('a failed build fails loudly and leaves the previous output intact', () => {
  let outDir: string;
  let before: Record<string, string>;
  beforeAll(async () => {
    outDir = await newOutDir();
    await build({ rawDir: await writeFixtureRaw(soundFixture()), outDir });
    before = await treeDigest(outDir);
  });

  const alpha = (raw: FixtureRaw) => raw.stations[0]!;
  const cases: { name: string; change: (raw: FixtureRaw) => void; error: RegExp }[] = [
    {
      name: 'monthly high below low',
      change: (raw) => {
        const m = alpha(raw).months[2]!;
        alpha(raw).months[2] = { ...m, high: m.low! - 5, mean: m.low! - 2 };
      },
      error: /Monthly normals: \d+ impossible value\(s\)[^]*USW00000001 month 3 MLY-TMAX-NORMAL: high .* is below the low/,
    },
    {
      name: 'monthly mean outside [low, high]',
      change: (raw) => void (alpha(raw).months[4]!.mean = alpha(raw).months[4]!.high! + 0.5),
      error: /USW00000001 month 5 MLY-TAVG-NORMAL: mean [\d.]+ °F is outside \[low [\d.]+, high [\d.]+\]/,
    },
    {
      name: 'monthly vs annual mismatch',
      change: (raw) => void (alpha(raw).annualOverrides = { 'ANN-TMAX-NORMAL': '    70.0' }),
      error: /USW00000001 MLY-TMAX-NORMAL: the mean of months 1, .* but ANN-TMAX-NORMAL is 70 \(tolerance 0.1\)/,
    },
    {
      name: 'snowfall sum vs annual',
      change: (raw) => void (alpha(raw).annualOverrides = { 'ANN-SNOW-NORMAL': '    99.9' }),
      error: /USW00000001 MLY-SNOW-NORMAL: the sum of months 1, .* but ANN-SNOW-NORMAL is 99.9/,
    },
    {
      name: 'annual values out of bounds',
      change: (raw) => void (alpha(raw).annualOverrides = { 'ANN-PRCP-NORMAL': '  2000.00' }),
      error: /Annual\/seasonal normals: .*\n[^]*USW00000001 ANN-PRCP-NORMAL: 2000 is outside the physical bounds \[0, 1042\]/,
    },
    {
      name: 'a value that is not a number',
      change: (raw) => void (alpha(raw).annualOverrides = { 'ANN-TMIN-NORMAL': '   4O.1' }),
      error: /USW00000001 ANN-TMIN-NORMAL: "4O.1" is not a number/,
    },
  ];
  it.each(cases)('$name', async ({ change, error }) => {
    const raw = soundFixture();
    change(raw);
    await expect(build({ rawDir: await writeFixtureRaw(raw), outDir })).rejects.toThrow(error);
    expect(await treeDigest(outDir)).toEqual(before);
    expect((await readdir(dirname(outDir))).filter((name) => name.startsWith('.build-tmp'))).toEqual([]);
  });

  it('not 12 months', async () => {
    const rawDir = await writeFixtureRaw(soundFixture());
    const file = join(rawDir, 'ncei/normals-monthly/1991-2020/access/USC00000002.csv');
    const lines = (await readFile(file, 'utf8')).trimEnd().split('\n');
    await writeFile(file, `${lines.slice(0, -1).join('\n')}\n`);
    await expect(build({ rawDir, outDir })).rejects.toThrow(/USC00000002 month: expected months 1–12 once each, found \[1, .*, 11\]/);
    expect(await treeDigest(outDir)).toEqual(before);
  });

  it('duplicate station ids (a station both in access/ and in an archive)', async () => {
    const rawDir = await writeFixtureRaw({ ...soundFixture(), annualAsArchive: true });
    const beta = soundFixture().stations[1]!;
    const access = join(rawDir, 'ncei/normals-annualseasonal/1991-2020/access');
    await mkdir(access);
    await writeFile(join(access, `${beta.id}.csv`), annualCsv(beta));
    await expect(build({ rawDir, outDir })).rejects.toThrow(
      /Duplicate station id USC00000002: in ncei\/normals-annualseasonal\/1991-2020\/access\/USC00000002.csv and ncei\/normals-annualseasonal\/1991-2020\/archive\/annualseasonal-by-station.tar.gz:normals-annualseasonal-1991-2020\/USC00000002.csv/,
    );
    expect(await treeDigest(outDir)).toEqual(before);
  });

  it('a stage that throws after everything was written', async () => {
    const failing = { name: 'explode', run: () => { throw new Error('boom'); } };
    await expect(build({ rawDir: await writeFixtureRaw(soundFixture()), outDir, stages: [...STAGES, failing] })).rejects.toThrow('boom');
    expect(await treeDigest(outDir)).toEqual(before);
  });

  it('a missing input', async () => {
    const rawDir = await writeFixtureRaw(soundFixture());
    await rm(join(rawDir, 'census'), { recursive: true });
    await expect(build({ rawDir, outDir })).rejects.toThrow(/Gazetteer census\/gazetteer\/2025_Gaz_zcta_national.txt or .zip not found/);
    expect(await treeDigest(outDir)).toEqual(before);
  });
});
