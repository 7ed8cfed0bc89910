/**
 * The build from the real raw-data mirror (../shared/data), made once per run for the mirror tests
 * (test/support/mirrorBuild.ts): coverage, values equal to NCEI's files, downloads consistent with
 * the shards, and byte-identical rebuilds.
 */
import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CoveredZip, Manifest, ZipRecord, ZipShard } from '../../lib/dataTypes.ts';
import { defaultSection } from '../../lib/manifest.ts';
import { wholeYearResponse } from '../../lib/weather/wholeYear.ts';
import { build, STAGES } from '../../pipeline/build.ts';
import { DAILY_DOWNLOAD } from '../../pipeline/stages/daily.ts';
import { DOWNLOAD_FILES } from '../../pipeline/stages/downloads.ts';
import { PROFILE_DOWNLOAD } from '../../pipeline/stages/profiles.ts';
import { TWINS_DOWNLOAD } from '../../pipeline/stages/twins.ts';
import { mirrorBuild, type StoredBuildResult } from '../support/mirrorBuild.ts';
import { indexOnlyResolver } from '../support/mirrorCities.ts';
import { RAW_DIR, rawPath } from './rawData.ts';
import { treeDigest } from './treeDigest.ts';

const MONTHLY_DIR = rawPath('ncei/normals-monthly/1991-2020/access');

/** The mirror's monthly files, read independently of the pipeline: it grows, so counts come from it. */
async function mirrorMonthly() {
  const names = (await readdir(MONTHLY_DIR)).filter((name) => name.endsWith('.csv')).sort();
  return Promise.all(names.map(async (name) => {
    const rows = parse(await readFile(join(MONTHLY_DIR, name), 'utf8'), { columns: true }) as Record<string, string>[];
    return { name, rows, hasTemperature: rows.some((row) => (row['MLY-TMAX-NORMAL']?.trim() ?? '') !== '') };
  }));
}

describe('build from the real mirror', () => {
  let outDir: string;
  let result: StoredBuildResult;
  const records = new Map<string, ZipRecord>();

  beforeAll(async () => {
    ({ dir: outDir, result } = mirrorBuild());
    for (const name of (await readdir(join(outDir, 'zip'))).sort()) {
      const shard = JSON.parse(await readFile(join(outDir, 'zip', name), 'utf8')) as ZipShard;
      for (const [zip, record] of Object.entries(shard.zips)) records.set(zip, record);
    }
  });

  it('maps all 33,791 ZCTAs and says how many have normals', async () => {
    const c = result.counts;
    expect(c).toMatchObject({
      zctas: 33_791,
      zipsMapped: 33_791,
      stationsInCatalog: 15_616,
      stationsWithTemperatureNormals: 7306,
      stationsWithMonthlyValues: (await mirrorMonthly()).filter((f) => f.hasTemperature).length,
    });
    expect(c.zipsWithNormals + c.zipsStationNotInBuild).toBe(33_791);
    expect(c.zipsWithNormals).toBeGreaterThan(0);
    expect(records.size).toBe(33_791);
    const report = await readFile(join(outDir, 'build-report.txt'), 'utf8');
    expect(report).toContain(`33791 ZCTAs: ${c.zipsWithNormals} with normals, ${c.zipsStationNotInBuild} without`);
    expect(report).toContain(`ZIPs without normals, by nearest station (${c.zipsStationNotInBuild} ZIPs,`);
    expect(report).toContain('7306 with temperature normals');
    expect(report).toContain('15029 with precipitation normals');
    expect(report).toContain('5749 with snowfall normals');
  });

  it('answers every covered ZIP with exactly the values in its station\'s NCEI monthly file', async () => {
    const files = await mirrorMonthly();
    const checked = new Set<string>();
    for (const { name, rows } of files) {
      const value = (row: Record<string, string>, element: string) => {
        const cell = row[`MLY-${element}-NORMAL`]?.trim();
        const flag = row[`meas_flag_MLY-${element}-NORMAL`]?.trim() ?? '';
        return cell === undefined || cell === '' || 'MYVZ'.split('').includes(flag) ? null : Number(cell);
      };
      const expected = rows.map((row) => ({
        month: Number(row.month),
        avgHighF: value(row, 'TMAX'),
        avgLowF: value(row, 'TMIN'),
        avgMeanF: value(row, 'TAVG'),
        avgPrecipIn: value(row, 'PRCP'),
        avgSnowIn: value(row, 'SNOW'),
      }));
      const id = name.replace('.csv', '');
      for (const record of records.values()) {
        if (record.coverage !== 'covered' || record.station.id !== id) continue;
        // The day counts and quartiles are held to the same files by dayCounts.mirror.test.ts.
        const normals = record.months.map(({ month, avgHighF, avgLowF, avgMeanF, avgPrecipIn, avgSnowIn }) => ({ month, avgHighF, avgLowF, avgMeanF, avgPrecipIn, avgSnowIn }));
        expect(normals, `${record.location.zip} ← ${id}`).toEqual(expected);
        checked.add(id);
      }
    }
    // Some mirror stations (EGBERT ON, JOHNSTON ISLAND, …) are nobody's nearest station.
    expect(checked.size).toBe(result.counts.stationsServingZips);
    expect(checked.size).toBeGreaterThan(0);
    expect(checked.size).toBeLessThanOrEqual(files.filter((f) => f.hasTemperature).length);
  });

  it('gives a ZIP whose station is not in the build no values, only the station it would need', () => {
    const uncovered = [...records.values()].filter((r) => r.coverage === 'station-not-in-build');
    expect(uncovered).toHaveLength(result.counts.zipsStationNotInBuild);
    // coveredBy: the other editions answering the ZIP, for the 422's hint (never values).
    for (const record of uncovered) expect(Object.keys(record)).toEqual(['coverage', 'location', 'station', 'confidence', 'coveredBy']);
    expect(records.get('98101')).toMatchObject({ coveredBy: ['1981-2010'] });
    // Downtown Seattle's nearest station is Boeing Field, not Sea-Tac: no Sea-Tac values for it.
    expect(records.get('98101')).toMatchObject({ coverage: 'station-not-in-build', station: { id: 'USW00024234' } });
    expect(records.get('10024')).toMatchObject({ coverage: 'covered', station: { id: 'USW00094728' } });
  });

  it('answers "Anchorage, AK" from an Anchorage station: the ZIP nearest its GeoNames centre, not Eagle River\'s', async () => {
    const resolver = indexOnlyResolver(outDir);
    const answer = await resolver.resolve('Anchorage, AK');
    await resolver.close();
    expect(answer).toMatchObject({ kind: 'zip', match: { placePoint: 'geonames-centre' } });
    const record = records.get(answer.kind === 'zip' ? answer.zip : '');
    expect(record?.station.name).toMatch(/^ANCHORAGE /);
  });

  it('bulk downloads hold the same data as the shards', async () => {
    const manifest = JSON.parse(await readFile(join(outDir, 'manifest.json'), 'utf8')) as Manifest;
    expect(manifest.downloads.map((d) => d.path)).toEqual([`data/${PROFILE_DOWNLOAD}`, `data/${DAILY_DOWNLOAD}`]);
    expect(defaultSection(manifest).downloads.map((d) => d.path).sort()).toEqual([...Object.values(DOWNLOAD_FILES), TWINS_DOWNLOAD].map((f) => `data/${f}`).sort());
    const read = async (file: string) => gunzipSync(await readFile(join(outDir, file))).toString('utf8');
    const covered = [...records.values()].filter((r): r is CoveredZip => r.coverage === 'covered');

    const ndjson = (await read(DOWNLOAD_FILES.year)).trimEnd().split('\n');
    expect(ndjson).toHaveLength(covered.length);
    expect(ndjson.map((line) => JSON.parse(line))).toEqual(covered.map((r) => wholeYearResponse(r)));

    const months = parse(await read(DOWNLOAD_FILES.months), { columns: true }) as Record<string, string>[];
    expect(months).toHaveLength(covered.length * 12);
    expect(months[0]).toMatchObject({ zip: covered[0]!.location.zip, month: '1', month_name: 'January' });

    const mapping = parse(await read(DOWNLOAD_FILES.mapping), { columns: true }) as Record<string, string>[];
    expect(mapping).toHaveLength(33_791);
    expect(mapping.filter((row) => row.coverage === 'covered')).toHaveLength(covered.length);

    // The daily CSV: a row per station and day, the static file's values (an empty cell a null).
    const daily = parse(await read(DAILY_DOWNLOAD), { columns: true }) as Record<string, string>[];
    const file = JSON.parse(await readFile(join(outDir, 'daily', 'USW00094728.json'), 'utf8')) as { days: (string | number | null)[][] };
    expect(daily).toHaveLength(366 * manifest.daily!.stations);
    expect(daily.filter((row) => row.station_id === 'USW00094728').map((row) => Object.values(row).slice(1).map((v, i) => (i === 0 ? v : v === '' ? null : Number(v))))).toEqual(file.days);
  });

  it('rebuilds byte for byte, also with the worker thread\'s stages run in place on the main thread', async () => {
    const again = join(await mkdtemp(join(tmpdir(), 'site-')), 'data');
    // Copies of the stages are not the off-thread ones (build.ts tells them by identity): all run in place.
    await build({ rawDir: RAW_DIR, outDir: again, stages: STAGES.map((stage) => ({ ...stage })) });
    expect(await treeDigest(again)).toEqual(await treeDigest(outDir));
  });
});
