/**
 * The climate profiles built from the real mirror against NCEI's annual/seasonal archive itself:
 * every ZIP's profile holds exactly its station's file values (read here with a separate, naive
 * reader: each line of a by-station file is a JSON array once bracketed), the hard cases, and the
 * CSV download read back with csv-parse.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ProfileShard, ProfileStation } from '../../lib/profile/types.ts';
import type { Manifest } from '../../lib/dataTypes.ts';
import { visitArchive } from '../../pipeline/ncei/stationFiles.ts';
import { PROFILE_CSV_COLUMNS } from '../../pipeline/profile/profileCsv.ts';
import { PROFILE_DOWNLOAD } from '../../pipeline/stages/profiles.ts';
import { mirrorBuild } from '../support/mirrorBuild.ts';
import { rawPath } from './rawData.ts';

const ARCHIVE = 'ncei/normals-annualseasonal/1991-2020/archive/annualseasonal-by-station.tar.gz';

/** Field → NCEI column, written out here (not imported) so a wrong mapping in the pipeline fails. */
const ANNUAL: Record<string, string> = {
  avgHighF: 'ANN-TMAX-NORMAL', avgLowF: 'ANN-TMIN-NORMAL', avgMeanF: 'ANN-TAVG-NORMAL', precipIn: 'ANN-PRCP-NORMAL',
  snowIn: 'ANN-SNOW-NORMAL', heatingDegreeDays: 'ANN-HTDD-NORMAL', coolingDegreeDays: 'ANN-CLDD-NORMAL',
  growingDegreeDaysBase50: 'ANN-GRDD-BASE50', daysHighAtLeast90F: 'ANN-TMAX-AVGNDS-GRTH090', daysHighAtMost32F: 'ANN-TMAX-AVGNDS-LSTH032',
  daysLowAtMost32F: 'ANN-TMIN-AVGNDS-LSTH032', daysPrecipAtLeast0_01In: 'ANN-PRCP-AVGNDS-GE001HI', daysSnowAtLeast1In: 'ANN-SNOW-AVGNDS-GE010TI',
};
const SEASONS = { winter: ['DJF', [12, 1, 2]], spring: ['MAM', [3, 4, 5]], summer: ['JJA', [6, 7, 8]], fall: ['SON', [9, 10, 11]] } as const;
const SEASON_FIELDS = {
  avgHighF: 'TMAX-NORMAL', avgLowF: 'TMIN-NORMAL', avgMeanF: 'TAVG-NORMAL', precipIn: 'PRCP-NORMAL', snowIn: 'SNOW-NORMAL',
  daysHighAtLeast90F: 'TMAX-AVGNDS-GRTH090', daysHighAtMost32F: 'TMAX-AVGNDS-LSTH032', daysLowAtMost32F: 'TMIN-AVGNDS-LSTH032',
  daysPrecipAtLeast0_01In: 'PRCP-AVGNDS-GE001HI', daysSnowAtLeast1In: 'SNOW-AVGNDS-GE010TI',
};

type Cells = Map<string, string>;

/** A number cell: absent, blank or flagged M/Y/V/Z is null. */
function num(cells: Cells, column: string): number | null {
  const value = cells.get(column);
  if (value === undefined || value === '' || 'MYVZ'.includes(cells.get(`meas_flag_${column}`) || '_')) return null;
  return Number(value);
}
function date(cells: Cells, column: string): string | null {
  const value = cells.get(column);
  if (value === undefined || 'MYVZ'.includes(cells.get(`meas_flag_${column}`) || '_')) return null;
  return value.replace('/', '-');
}

/** What the profile of a station must be, straight from its file. */
function expectedProfile(cells: Cells) {
  const p = (f: (p: number) => unknown) => ({ p10: f(10), p50: f(50), p90: f(90) });
  const freeze = (t: number) => {
    const flag = cells.get(`meas_flag_ANN-TMIN-PRBLST-T${t}FP50`);
    return {
      chanceInAYearPct: num(cells, `ANN-TMIN-PRBOCC-LSTH0${t}`),
      lastSpring: p((q) => date(cells, `ANN-TMIN-PRBLST-T${t}FP${q}`)),
      firstFall: p((q) => date(cells, `ANN-TMIN-PRBFST-T${t}FP${q}`)),
      growingSeasonDays: p((q) => num(cells, `ANN-TMIN-PRBGSL-T${t}FP${q}`)),
      noDatesReason: flag === '' ? null : flag === 'Y' ? 'rare-or-never' : flag === 'V' ? 'any-month' : 'missing',
    };
  };
  return {
    annual: Object.fromEntries(Object.entries(ANNUAL).map(([field, column]) => [field, num(cells, column)])),
    seasons: Object.fromEntries(Object.entries(SEASONS).map(([name, [code, months]]) => [name, {
      months,
      ...Object.fromEntries(Object.entries(SEASON_FIELDS).map(([field, element]) => [field, num(cells, `${code}-${element}`)])),
    }])),
    freeze: { '36F': freeze(36), '32F': freeze(32), '28F': freeze(28) },
  };
}

describe('climate profiles from the real mirror', () => {
  let outDir: string;
  const shards: ProfileShard[] = [];
  const stationOf = new Map<string, ProfileStation>();
  const files = new Map<string, Cells>();

  beforeAll(async () => {
    outDir = mirrorBuild().dir;
    for (const name of (await readdir(join(outDir, 'profile'))).sort()) {
      const shard = JSON.parse(await readFile(join(outDir, 'profile', name), 'utf8')) as ProfileShard;
      shards.push(shard);
      for (const [zip, z] of Object.entries(shard.zips)) stationOf.set(zip, shard.stations[z.stationId]!);
    }
    const wanted = new Set(shards.flatMap((s) => Object.keys(s.stations)));
    await visitArchive(rawPath(ARCHIVE), ARCHIVE, ({ id, text }) => {
      if (!wanted.has(id)) return;
      const [header, row] = text.trim().split('\n').map((line) => (JSON.parse(`[${line}]`) as string[]).map((c) => c.trim()));
      files.set(id, new Map(header!.map((name, i) => [name, row![i]!])));
    });
  });

  it('gives every ZCTA a profile, none quarantined in the real files', async () => {
    expect(stationOf.size).toBe(33_791);
    const manifest = JSON.parse(await readFile(join(outDir, 'manifest.json'), 'utf8')) as Manifest;
    expect(manifest.profile).toEqual({ zips: 33_791, stations: expect.any(Number), zipsQuarantined: 0, quarantined: [] });
    expect(manifest.downloads.map((d) => d.path)).toContain(`data/${PROFILE_DOWNLOAD}`);
  });

  it("holds exactly each station's NCEI values, for every station serving a ZIP", () => {
    let checked = 0;
    for (const shard of shards) {
      for (const [id, station] of Object.entries(shard.stations)) {
        if (!('profile' in station)) throw new Error(`${id} is quarantined`);
        expect(station.profile, id).toEqual(expectedProfile(files.get(id)!));
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(6000);
  });

  const hardCases = [
    { zip: '33122', station: 'USW00012839', chance: 0, reason: 'rare-or-never', ls: null, gs: 365 }, // Miami: Y
    { zip: '85034', station: 'USW00023183', chance: 17.5, reason: null, ls: '01-22', gs: 365 }, // Phoenix: years wrap
    { zip: '96161', station: 'USC00042467', chance: 100, reason: 'any-month', ls: null, gs: 103 }, // Truckee: V
    { zip: '99723', station: 'USW00027502', chance: 100, reason: 'any-month', ls: null, gs: 53 }, // Utqiagvik, Alaska: V
  ];
  it.each(hardCases)('ZIP $zip: station $station, 32 °F reason $reason', ({ zip, station, chance, reason, ls, gs }) => {
    const s = stationOf.get(zip)!;
    expect(s.site.id).toBe(station);
    if (!('profile' in s)) throw new Error('quarantined');
    const f = s.profile.freeze['32F'];
    expect([f.chanceInAYearPct, f.noDatesReason, f.lastSpring.p10, f.growingSeasonDays.p10]).toEqual([chance, reason, ls, gs]);
  });

  it('writes the CSV download with one row per ZCTA, equal to the shards', async () => {
    const rows = parse(gunzipSync(await readFile(join(outDir, PROFILE_DOWNLOAD))), { columns: true }) as Record<string, string>[];
    expect(rows).toHaveLength(33_791);
    expect(Object.keys(rows[0]!)).toEqual(PROFILE_CSV_COLUMNS);
    for (const row of rows) {
      const s = stationOf.get(row.zip!)!;
      if (!('profile' in s)) throw new Error('quarantined');
      const { annual, freeze } = s.profile;
      expect([row.station_id, row.annual_avg_high_f, row.annual_snow_in, row.freeze_32F_first_fall_p50], row.zip).toEqual(
        [s.site.id, String(annual.avgHighF), annual.snowIn === null ? '' : String(annual.snowIn), freeze['32F'].firstFall.p50 ?? ''],
      );
    }
  });
});
