/**
 * The climate profile's pure pipeline parts on small rows in NCEI's own cell formats (the values of
 * the real hard cases: Phoenix, Miami, Donner Memorial SP near Truckee): parsing, the season
 * cross-check, the quarantine rule and the CSV download.
 */
import { DAY_COUNT_FIELDS, DAY_COUNTS } from '../../lib/dayCounts.ts';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import type { ProfileShard } from '../../lib/profile/types.ts';
import type { ProjectedRow } from '../../pipeline/ncei/byStationCsv.ts';
import { freezeDate, freezeRisk, stationProfile } from '../../pipeline/ncei/profile.ts';
import type { CatalogStation, Normals } from '../../pipeline/ncei/types.ts';
import { PROFILE_CSV_COLUMNS, profileCsv } from '../../pipeline/profile/profileCsv.ts';
import { QUARANTINE_LIMIT, quarantine } from '../../pipeline/quarantine.ts';
import { seasonProblems } from '../../pipeline/profile/seasonCheck.ts';
import { CENTRAL_PARK_PROFILE } from '../support/profileFixtures.ts';

/** The 32 °F cells of a station: [chance, [PRBLST p10,p50,p90], [PRBFST …], [PRBGSL …], flag of the dates]. */
function freezeRow(chance: string, ls: string[], ff: string[], gs: string[], flag = ''): ProjectedRow {
  const row: ProjectedRow = { 'ANN-TMIN-PRBOCC-LSTH032': chance, 'meas_flag_ANN-TMIN-PRBOCC-LSTH032': '' };
  [10, 50, 90].forEach((p, i) => {
    Object.assign(row, {
      [`ANN-TMIN-PRBLST-T32FP${p}`]: ls[i], [`meas_flag_ANN-TMIN-PRBLST-T32FP${p}`]: flag,
      [`ANN-TMIN-PRBFST-T32FP${p}`]: ff[i], [`meas_flag_ANN-TMIN-PRBFST-T32FP${p}`]: flag,
      [`ANN-TMIN-PRBGSL-T32FP${p}`]: gs[i], [`meas_flag_ANN-TMIN-PRBGSL-T32FP${p}`]: '',
    });
  });
  return row;
}
const NONE = ['-9999.0', '-9999.0', '-9999.0'];

describe('freeze risk from NCEI cells', () => {
  const cases = [
    {
      name: 'Phoenix: 17.5 %, dates wrap the year',
      row: freezeRow('17.5', ['01/22', '01/05', '12/19'], ['12/18', '01/03', '01/21'], ['365.0', '365.0', '358.0']),
      expected: { chanceInAYearPct: 17.5, lastSpring: { p10: '01-22', p50: '01-05', p90: '12-19' }, firstFall: { p10: '12-18', p50: '01-03', p90: '01-21' }, growingSeasonDays: { p10: 365, p50: 365, p90: 358 }, noDatesReason: null },
    },
    {
      name: 'Miami: -9999 flagged Y is null, rare-or-never',
      row: freezeRow('0.0', NONE, NONE, ['365.0', '365.0', '365.0'], 'Y'),
      expected: { chanceInAYearPct: 0, lastSpring: { p10: null, p50: null, p90: null }, firstFall: { p10: null, p50: null, p90: null }, growingSeasonDays: { p10: 365, p50: 365, p90: 365 }, noDatesReason: 'rare-or-never' },
    },
    {
      name: 'Donner Memorial SP: -9999 flagged V is null, any-month; the season length is kept',
      row: freezeRow('100.0', NONE, NONE, ['103.0', '81.0', '53.0'], 'V'),
      expected: { chanceInAYearPct: 100, lastSpring: { p10: null, p50: null, p90: null }, firstFall: { p10: null, p50: null, p90: null }, growingSeasonDays: { p10: 103, p50: 81, p90: 53 }, noDatesReason: 'any-month' },
    },
    {
      name: 'absent columns (MARCH AFB has none): all null, missing',
      row: {},
      expected: { chanceInAYearPct: null, lastSpring: { p10: null, p50: null, p90: null }, firstFall: { p10: null, p50: null, p90: null }, growingSeasonDays: { p10: null, p50: null, p90: null }, noDatesReason: 'missing' },
    },
  ];
  it.each(cases)('$name', ({ row, expected }) => {
    expect(freezeRisk(row, '32F', 'TEST')).toEqual(expected);
  });

  it.each([
    ['04/09', '', '04-09'],
    ['-9999.0', 'M', null],
    ['-9999.0', 'Z', null],
    [undefined, undefined, null],
  ])('freezeDate(%s, %s) is %s', (value, flag, expected) => {
    expect(freezeDate(value, flag, 'TEST')).toBe(expected);
  });

  it.each([['-9999.0', ''], ['13/01', ''], ['4/9', ''], ['04/09', 'Q']])('freezeDate(%s, flag %s) fails, naming the cell', (value, flag) => {
    expect(() => freezeDate(value, flag, 'USC00000001 ANN-TMIN-PRBLST-T32FP10')).toThrow(/USC00000001 ANN-TMIN-PRBLST-T32FP10/);
  });
});

/** Central Park's published annual and seasonal normals. */
const normals = (high: number, low: number, mean: number, precip: number | null, snow: number | null): Normals => ({ high, low, mean, precip, snow });
const park: CatalogStation = {
  id: 'USW00094728', name: 'NEW YORK CNTRL PK TWR, NY US', state: 'NY', country: 'US', lat: 40.7789, lon: -73.9692, elevationM: 39.6,
  has: { temperature: true, precipitation: true, snowfall: true }, source: 'test',
  normals: {
    ANN: normals(62.6, 48.9, 55.8, 49.52, 29.8),
    DJF: normals(42, 30.4, 36.2, 11.21, 23.8),
    MAM: normals(61, 45.4, 53.2, 12.34, 5.4),
    JJA: normals(82.6, 67.8, 75.2, 13.7, 0),
    SON: normals(64.9, 51.9, 58.4, 12.27, 0.6),
  },
};

describe('stationProfile', () => {
  /** Central Park's published seasonal day counts, as cells of its file. */
  const seasonDays = Object.fromEntries(
    (['DJF', 'MAM', 'JJA', 'SON'] as const).flatMap((code, i) => {
      const season = Object.values(CENTRAL_PARK_PROFILE.seasons)[i]!;
      return DAY_COUNT_FIELDS.map((field) => [`${code}-${DAY_COUNTS[field].variable}`, ` ${season[field]!.toFixed(1)}`]);
    }),
  );

  it('takes the seasons from the catalog and their day counts and the annual counts from their columns, absent = null', () => {
    const profile = stationProfile({ ...seasonDays, 'ANN-HTDD-NORMAL': '  4553.3', 'meas_flag_ANN-HTDD-NORMAL': ' ', 'ANN-TMAX-AVGNDS-GRTH090': '0.0', 'meas_flag_ANN-TMAX-AVGNDS-GRTH090': 'X' }, park);
    expect(profile.seasons).toEqual(CENTRAL_PARK_PROFILE.seasons);
    expect(profile.annual).toMatchObject({ avgHighF: 62.6, precipIn: 49.52, heatingDegreeDays: 4553.3, daysHighAtLeast90F: 0, coolingDegreeDays: null });
  });

  it.each([
    [' 3.6', '', 3.6], ['0.0', 'X', 0], [' 3.6', 'M', null], ['-7777.0', 'Y', null], ['', '', null], [undefined, undefined, null],
  ])('a season count %j flagged %j is %j', (value, flag, expected) => {
    const profile = stationProfile({ ...seasonDays, 'SON-TMIN-AVGNDS-LSTH032': value, 'meas_flag_SON-TMIN-AVGNDS-LSTH032': flag }, park);
    expect(profile.seasons.fall.daysLowAtMost32F).toBe(expected);
  });
});

describe('seasons against the annual values', () => {
  const cases: { name: string; station: CatalogStation; problems: RegExp[] }[] = [
    { name: 'Central Park agrees', station: park, problems: [] },
    { name: 'a high off by 0.2 °F', station: { ...park, normals: { ...park.normals, ANN: { ...park.normals.ANN, high: 62.8 } } },
      problems: [/^ANN-TMAX-NORMAL is 62.8, but the mean of DJF, MAM, JJA, SON is 62.625 \(tolerance 0.1\)$/] },
    { name: 'precipitation that does not add up', station: { ...park, normals: { ...park.normals, JJA: { ...park.normals.JJA, precip: 1.37 } } },
      problems: [/^ANN-PRCP-NORMAL is 49.52, but the sum of DJF, MAM, JJA, SON is 37.19/] },
    { name: 'a season missing', station: { ...park, normals: { ...park.normals, SON: { ...park.normals.SON, snow: null } } },
      problems: [/^SON-SNOW-NORMAL missing where the other periods have a value$/] },
  ];
  it.each(cases)('$name', ({ station, problems }) => {
    const found = seasonProblems(station);
    expect(found).toHaveLength(problems.length);
    problems.forEach((p, i) => expect(found[i]).toMatch(p));
  });
});

describe('quarantine (the one rule, pipeline/quarantine.ts, at the profile\'s and 1981–2010\'s scale)', () => {
  const checks = (n: number, of: number) => Array.from({ length: of }, (_, i) => ({ id: `USC${String(i).padStart(8, '0')}`, problems: i < n ? ['x'] : [] }));
  it.each([[0, 7306, true], [73, 7306, true], [74, 7306, false], [75, 7501, true], [76, 7501, false]])('%i of %i failing: ok %s', (n, of, ok) => {
    const verdict = quarantine(checks(n, of));
    expect(verdict.failure === null).toBe(ok);
    expect(verdict.quarantined).toHaveLength(n);
    if (!ok) expect(verdict.failure).toMatch(new RegExp(`^${n} of ${of} stations failed validation .* parser or upstream format problem`));
  });
  it('allows 1 %', () => expect(QUARANTINE_LIMIT).toBe(0.01));
});

describe('the CSV download', () => {
  const site = { id: 'USW00094728', name: 'NEW YORK CNTRL PK TWR, NY US', lat: 40.7789, lon: -73.9692, elevationFt: 130 };
  const shard: ProfileShard = {
    prefix: '100',
    stations: { USW00094728: { site, profile: CENTRAL_PARK_PROFILE }, USC00000001: { site: { ...site, id: 'USC00000001', name: 'SAY "HI", NY US' }, quarantined: 'a, "quoted" reason' } },
    zips: { '10024': { lat: 40.78566, lon: -73.971269, stationId: 'USW00094728', distanceMi: 0.5 }, '10025': { lat: 40.8, lon: -73.97, stationId: 'USC00000001', distanceMi: 31 } },
  };
  it('is one row per ZIP that csv-parse reads back, empty cells for null, the reason for a quarantined station', () => {
    const rows = parse(profileCsv([shard]), { columns: true }) as Record<string, string>[];
    expect(Object.keys(rows[0]!)).toEqual(PROFILE_CSV_COLUMNS);
    expect(rows[0]).toMatchObject({ zip: '10024', station_name: site.name, confidence: 'high', quarantined: '', annual_days_high_at_least_90_f: '17.4',
      winter_snow_in: '23.8', 'freeze_32F_last_spring_p10': '04-09', 'freeze_32F_growing_season_days_p50': '236', 'freeze_32F_no_dates_reason': '' });
    expect(rows[1]).toMatchObject({ zip: '10025', station_name: 'SAY "HI", NY US', confidence: 'low', quarantined: 'a, "quoted" reason', annual_avg_high_f: '' });
  });
});
