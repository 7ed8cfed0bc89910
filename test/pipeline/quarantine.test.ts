import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Manifest, ZipShard } from '../../lib/dataTypes.ts';
import { defaultSection } from '../../lib/manifest.ts';
import { build, REPO_ROOT } from '../../pipeline/build.ts';
import { SYNTHETIC_MARKER, syntheticOutDirRefusal } from '../../pipeline/inputs/synthetic.ts';
import { QUARANTINE_LIMIT, quarantine } from '../../pipeline/quarantine.ts';
import { fixtureMonths, soundFixture, writeFixtureRaw, type FixtureRaw } from './fixtureRaw.ts';

const readJson = async <T>(path: string): Promise<T> => JSON.parse(await readFile(path, 'utf8')) as T;
const newOutDir = async () => join(await mkdtemp(join(tmpdir(), 'site-')), 'data');

describe('quarantine()', () => {
  const sound = (id: string) => ({ id, problems: [] });
  const cases = [
    { name: 'all sound', checks: [sound('A'), sound('B')], limit: 0.01, kept: ['A', 'B'], quarantined: [], fails: false },
    { name: 'nothing read', checks: [], limit: 0.01, kept: [], quarantined: [], fails: false },
    {
      name: 'one bad of two, limit 50 %',
      checks: [sound('A'), { id: 'B', problems: ['B month: x', 'B month: y'] }],
      limit: 0.5,
      kept: ['A'],
      quarantined: [{ id: 'B', reason: 'B month: x (and 1 more problem(s))' }],
      fails: false,
    },
    {
      name: 'quarantined stations sorted by id',
      checks: [{ id: 'C', problems: ['C: x'] }, sound('A'), { id: 'B', problems: ['B: y'] }],
      limit: 1,
      kept: ['A'],
      quarantined: [{ id: 'B', reason: 'B: y' }, { id: 'C', reason: 'C: x' }],
      fails: false,
    },
    {
      name: 'one bad of two, limit 1 %',
      checks: [sound('A'), { id: 'B', problems: ['B month: x'] }],
      limit: 0.01,
      kept: ['A'],
      quarantined: [{ id: 'B', reason: 'B month: x' }],
      fails: true,
    },
  ];
  it.each(cases)('$name', ({ checks, limit, kept, quarantined, fails }) => {
    const verdict = quarantine(checks, limit);
    expect(verdict.kept).toEqual(kept);
    expect(verdict.quarantined).toEqual(quarantined);
    expect(verdict.failure !== null).toBe(fails);
  });

  it('stops at more than 1 % by default, saying it signals a parser or format problem', () => {
    const checks = Array.from({ length: 200 }, (_, i) => ({ id: `S${i}`, problems: i < 2 ? ['bad'] : [] }));
    expect(QUARANTINE_LIMIT).toBe(0.01);
    expect(quarantine(checks).failure).toBeNull();
    checks[2] = { id: 'S2', problems: ['bad'] };
    expect(quarantine(checks).failure).toMatch(/^3 of 200 stations failed validation \(1.5 %\), .*parser or upstream format problem/);
  });
});

/** The sound fixture plus 100 sound stations far away, so one bad file of the 104 read is under 1 %. */
function fixtureOf104(): FixtureRaw {
  const raw = soundFixture();
  const all = { temperature: true, precipitation: true, snowfall: true };
  for (let i = 0; i < 100; i++) {
    raw.stations.push({
      id: `USC00${String(100_000 + i)}`, name: `FILLER ${i}, TX US`, lat: 30 + i / 100, lon: -100, elevationM: 200, has: all,
      months: fixtureMonths(50),
    });
  }
  return raw;
}

const ALPHA = 'USW00000001';
/** Alpha's annual high no longer agrees with its monthly highs. */
const poison = (raw: FixtureRaw, index = 0) => void (raw.stations[index]!.annualOverrides = { 'ANN-TMAX-NORMAL': '    70.0' });

describe('a monthly file that fails validation is quarantined, not the build', () => {
  it('leaves the station out, lists it in manifest and report, and marks its ZIPs with the reason', async () => {
    const raw = fixtureOf104();
    poison(raw);
    const outDir = await newOutDir();
    const result = await build({ rawDir: await writeFixtureRaw(raw), outDir });
    expect(result.counts).toMatchObject({ stationsQuarantined: 1, zipsStationQuarantined: 1 });

    const manifest = await readJson<Manifest>(join(outDir, 'manifest.json'));
    expect(defaultSection(manifest).quarantined).toEqual([{ id: ALPHA, reason: expect.stringMatching(/^USW00000001 MLY-TMAX-NORMAL: the mean of months 1, .* but ANN-TMAX-NORMAL is 70/) }]);
    const record = (await readJson<ZipShard>(join(outDir, 'zip', '006.json'))).zips['00601'];
    expect(record).toMatchObject({ coverage: 'station-quarantined', station: { id: ALPHA }, reason: defaultSection(manifest).quarantined[0]!.reason });
    const report = await readFile(join(outDir, 'build-report.txt'), 'utf8');
    expect(report).toContain(`Quarantined monthly files (1: failed validation, left out)\n`);
    expect(report).toContain(`  ${ALPHA}: ${defaultSection(manifest).quarantined[0]!.reason}`);
    expect(report).toMatch(/ZIPs whose nearest station was quarantined \(1 ZIPs, 1 stations\)/);
  });

  it('quarantines an unreadable file (a row naming another station) the same way', async () => {
    const raw = fixtureOf104();
    const rawDir = await writeFixtureRaw(raw);
    const file = join(rawDir, `ncei/normals-monthly/1991-2020/access/${ALPHA}.csv`);
    await writeFile(file, (await readFile(file, 'utf8')).replace(`"${ALPHA}","03"`, '"USW00000099","03"'));
    const outDir = await newOutDir();
    await build({ rawDir, outDir });
    const manifest = await readJson<Manifest>(join(outDir, 'manifest.json'));
    expect(defaultSection(manifest).quarantined).toEqual([{ id: ALPHA, reason: expect.stringMatching(/^USW00000001 unreadable: .*row 3: STATION "USW00000099" does not match/) }]);
  });

  it('fails the build when more than 1 % of the files fail, saying why', async () => {
    const raw = fixtureOf104();
    poison(raw, 0);
    poison(raw, 1);
    await expect(build({ rawDir: await writeFixtureRaw(raw), outDir: await newOutDir() })).rejects.toThrow(
      /Monthly normals: 2 impossible value\(s\)[^]*2 of 104 stations failed validation \(1.92 %\), more than the 1 %[^]*parser or upstream format problem/,
    );
  });
});

describe('a build from synthetic raw data', () => {
  const syntheticRaw = async () => {
    const rawDir = await writeFixtureRaw(soundFixture());
    await writeFile(join(rawDir, SYNTHETIC_MARKER), 'synthetic');
    return rawDir;
  };

  it('says SYNTHETIC in the manifest and the report title; a real build says it is not', async () => {
    const outDir = await newOutDir();
    await build({ rawDir: await syntheticRaw(), outDir });
    expect((await readJson<Manifest>(join(outDir, 'manifest.json'))).synthetic).toBe(true);
    expect((await readFile(join(outDir, 'build-report.txt'), 'utf8')).split('\n')[0]).toMatch(/build report: SYNTHETIC .*NOT real normals/);

    const real = await newOutDir();
    await build({ rawDir: await writeFixtureRaw(soundFixture()), outDir: real });
    expect((await readJson<Manifest>(join(real, 'manifest.json'))).synthetic).toBe(false);
    expect(await readFile(join(real, 'build-report.txt'), 'utf8')).not.toMatch(/SYNTHETIC/);
  });

  // A folder of its own under site/, so that a broken refusal never overwrites the real site/data.
  it('refuses to write into the real site/, and writes nothing there', async () => {
    const outDir = join(REPO_ROOT, 'site', 'data-synthetic-test');
    try {
      await expect(build({ rawDir: await syntheticRaw(), outDir })).rejects.toThrow(/refusing to write a SYNTHETIC build into .*site/);
      expect(await stat(outDir).catch(() => null)).toBeNull();
    } finally {
      await rm(outDir, { recursive: true, force: true });
    }
  });

  const site = join(REPO_ROOT, 'site');
  it.each([
    { outDir: join(site, 'data'), refused: true },
    { outDir: site, refused: true },
    { outDir: join(site, 'data', 'zip'), refused: true },
    { outDir: join(tmpdir(), 'site', 'data'), refused: false },
    { outDir: join(REPO_ROOT, 'site-synthetic'), refused: false },
  ])('$outDir refused: $refused', ({ outDir, refused }) => {
    expect(syntheticOutDirRefusal(outDir, site) !== null).toBe(refused);
  });
});
