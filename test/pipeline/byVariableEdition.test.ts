/**
 * The 1981–2010 stages on small hand-made raw folders in NCEI's fixed-width layout: monthly
 * snowfall read when its file is present, the cross-check against the annual files, quarantine
 * of a failing station (its ZIP answers 422 naming it), and a failed build when over 1 % fail.
 */
import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { NO_DAY_COUNTS, NO_QUARTILES } from '../../lib/dayCounts.ts';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { PREVIOUS_EDITION } from '../../lib/editions.ts';
import type { ZipShard } from '../../lib/dataTypes.ts';
import { annualProblems, dayWeightedMean } from '../../pipeline/ncei/annualCrossCheck.ts';
import { BuildContext } from '../../pipeline/context.ts';
import { byVariableEditionStage } from '../../pipeline/stages/byVariableEdition.ts';
import { editionZipsStage } from '../../pipeline/stages/editionZips.ts';
import { DataValidationError } from '../../pipeline/validate.ts';
import { byVariableLine, inventoryLine, type Cell } from '../support/fixedWidthFiles.ts';

const P = PREVIOUS_EDITION.products;
const flat = (raw: number): Cell[] => Array.from({ length: 12 }, () => [raw, 'S']);

interface Station {
  id: string;
  lat: number;
  /** Annual mean override (tenths °F), to make the cross-check fail. */
  annualMean?: number;
}

/** A raw folder with stations at (lat, -100): high 60.0, low 40.0, mean 50.0, 1.00 in a month; snowfall when asked. */
async function rawFolder(stations: Station[], { snow }: { snow: boolean }): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'raw-1981-'));
  const put = async (file: string, lines: string[]) => {
    const path = join(dir, P.root, file);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, `${lines.join('\n')}\n`);
  };
  const lines = (cells: (s: Station) => Cell[]) => stations.map((s) => byVariableLine(s.id, cells(s)));
  const inventory = stations.map((s) => inventoryLine(s.id, s.lat, -100, 100, 'KS', `STATION ${s.id.slice(-3)}`));
  await put(P.stations, inventory);
  await put(P.temperatureInventory, inventory);
  await put(P.high, lines(() => flat(600)));
  await put(P.low, lines(() => flat(400)));
  await put(P.mean, lines(() => flat(500)));
  // Trace precipitation in July (-7777 → 0) and the rest 1.00 in: 11.00 in a year.
  await put(P.precip, lines(() => flat(100).map((c, i): Cell => (i === 6 ? [-7777, 'S'] : c))));
  await put(P.annualMean, lines((s) => [[s.annualMean ?? 500, 'S']]));
  await put(P.annualPrecip, lines(() => [[1100, 'S']]));
  // Snowfall in tenths of inches: 12.5 in in January, missing (-9999) in February, 0 otherwise.
  if (snow) await put(P.snow, lines(() => flat(0).map((c, i): Cell => (i === 0 ? [125, 'C'] : i === 1 ? [-9999, ' '] : c))));
  return dir;
}

const station = (n: number, extra: Partial<Station> = {}): Station => ({ id: `USC00${String(n).padStart(6, '0')}`, lat: 30 + n * 0.01, ...extra });

async function run(rawDir: string) {
  const ctx = new BuildContext(rawDir, await mkdtemp(join(tmpdir(), 'out-1981-')), () => {});
  ctx.set('zctas', [{ zip: '67001', lat: 30, lon: -100 }, { zip: '67002', lat: 30.01, lon: -100 }]);
  await byVariableEditionStage(PREVIOUS_EDITION).run(ctx);
  await editionZipsStage(PREVIOUS_EDITION).run(ctx);
  const shard = JSON.parse(await readFile(ctx.outPath('1981-2010/zip/670.json'), 'utf8')) as ZipShard;
  return { ctx, shard, section: ctx.get('editionManifests')['1981-2010']! };
}

describe('1981–2010 stages on a fixture', () => {
  it('reads monthly snowfall when its file is present (tenths of inches; -9999 null), and -7777 precipitation as 0', async () => {
    const { shard, section } = await run(await rawFolder([station(0), station(1)], { snow: true }));
    const record = shard.zips['67001']!;
    expect(record.coverage).toBe('covered');
    if (record.coverage !== 'covered') return;
    expect(record.months.map((m) => m.avgSnowIn)).toEqual([12.5, null, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    expect(record.months[6]).toMatchObject({ avgHighF: 60, avgLowF: 40, avgMeanF: 50, avgPrecipIn: 0 });
    expect(record.station).toMatchObject({ id: 'USC00000000', name: 'STATION 000, KS US', elevationFt: 328 });
    expect(section.snowfall).toEqual({ available: true, note: `monthly snowfall from ${P.root}/${P.snow}` });
  });

  it('without the snowfall file, every avgSnowIn is null and the manifest says why', async () => {
    const { shard, section, ctx } = await run(await rawFolder([station(0)], { snow: false }));
    const record = shard.zips['67001']!;
    expect(record.coverage === 'covered' && record.months.every((m) => m.avgSnowIn === null)).toBe(true);
    expect(section.snowfall.available).toBe(false);
    expect(section.downloads.map((d) => d.path)).toEqual([
      'data/1981-2010/download/typical-weather-zip-months.csv.gz',
      'data/1981-2010/download/zip-to-station.csv.gz',
    ]);
    const csv = gunzipSync(await readFile(ctx.outPath('1981-2010/download/typical-weather-zip-months.csv.gz'))).toString();
    expect(csv.split('\n').slice(0, 2)).toEqual([
      'zip,month,month_name,avg_high_f,avg_low_f,avg_mean_f,avg_precip_in,avg_snow_in,days_high_at_least_90_f,days_high_at_most_32_f,' +
        'days_low_at_most_32_f,days_precip_at_least_0_01_in,days_snow_at_least_1_in,precip_p25_in,precip_p50_in,precip_p75_in,station_id,station_name,station_distance_mi,confidence',
      '67001,1,January,60,40,50,1,,,,,,,,,,USC00000000,"STATION 000, KS US",0,high',
    ]);
    expect(section.snowfall.note).toMatch(/mly-snow-normal\.txt .* is not in the raw data of this build, so every 1981–2010 avgSnowIn is null/);
    expect(ctx.report.flatMap((s) => s.lines).join('\n')).toContain(section.snowfall.note);
  });

  it('quarantines a station whose months disagree with its annual file: its ZIP is 422 naming it, no other station answers', async () => {
    const stations = Array.from({ length: 120 }, (_, n) => station(n, n === 0 ? { annualMean: 520 } : {}));
    const { shard, section } = await run(await rawFolder(stations, { snow: false }));
    const record = shard.zips['67001']!;
    expect(record).toMatchObject({ coverage: 'station-quarantined', station: { id: 'USC00000000' } });
    expect(record.coverage === 'station-quarantined' && record.reason).toMatch(/day-weighted mean of the monthly means 50 differs from the annual value 52/);
    expect(shard.zips['67002']).toMatchObject({ coverage: 'covered', station: { id: 'USC00000001' } });
    expect(section.quarantined).toEqual([{ id: 'USC00000000', name: 'STATION 000, KS US', reason: expect.stringContaining('52') }]);
    expect(section.counts).toMatchObject({ stationsQuarantined: 1, zipsWithNormals: 1, zipsStationNotInBuild: 0, zipsStationQuarantined: 1 });
  });

  it('fails the build when more than 1 % of stations fail: the reader or the format must be wrong', async () => {
    const raw = await rawFolder([station(0, { annualMean: 520 }), station(1), station(2)], { snow: false });
    await expect(run(raw)).rejects.toThrow(DataValidationError);
    await expect(run(raw)).rejects.toThrow(/1 of 3 stations failed validation \(33.3 %\).*parser or upstream format problem/s);
  });
});

describe('annual cross-check', () => {
  const months = (means: number[], precip: (number | null)[] = Array(12).fill(1)) => ({
    id: 'X', source: 'x', notInFile: [], rows: means.map((mean, i) => ({ month: i + 1, high: mean + 10, low: mean - 10, mean, precip: precip[i]!, snow: null, days: NO_DAY_COUNTS, precipQuartiles: NO_QUARTILES })),
  });
  const winterCold = [20, 20, 30, 50, 60, 70, 80, 80, 70, 50, 30, 20];
  it('weights months by their days, as ann-tavg-normal.txt was computed', () => {
    expect(dayWeightedMean(winterCold)).toBeCloseTo((20 * 31 + 20 * 28 + 30 * 31 + 50 * 30 + 60 * 31 + 70 * 30 + 80 * 31 + 80 * 31 + 70 * 30 + 50 * 31 + 30 * 30 + 20 * 31) / 365, 12);
    // Day-weighted 48.49, plain mean 48.33: the published 48.5 agrees with the first only.
    expect(annualProblems(months(winterCold), { mean: 48.5, precip: 12 })).toEqual([]);
    expect(annualProblems(months(winterCold), { mean: 48.3, precip: 12 })).toEqual([
      'day-weighted mean of the monthly means 48.493 differs from the annual value 48.3',
    ]);
  });
  const cases = [
    { name: 'sums within rounding', precip: 12.06, problems: 0 },
    { name: 'sums beyond rounding', precip: 12.1, problems: 1 },
    { name: 'no annual value', precip: undefined, problems: 0 },
  ];
  it.each(cases)('precipitation: $name', ({ precip, problems }) => {
    expect(annualProblems(months(Array(12).fill(50)), { mean: 50, precip })).toHaveLength(problems);
  });
  it('skips a month-missing precipitation sum', () => {
    expect(annualProblems(months(Array(12).fill(50), [null, ...Array(11).fill(1)]), { mean: 50, precip: 3 })).toEqual([]);
  });
});
