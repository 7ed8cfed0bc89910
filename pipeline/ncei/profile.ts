/**
 * A station's climate profile out of its annual/seasonal file: the ANN-* totals and threshold
 * days, the four seasons (already in the catalog) and the 36/32/28 °F freeze dates. Values are
 * NCEI's as published; absent or flagged-missing cells are null, never 0 or a made-up date.
 */
import {
  FREEZE_PROBABILITIES,
  FREEZE_THRESHOLDS,
  type AnnualProfile,
  type FreezeRisk,
  type FreezeThreshold,
  type NoDatesReason,
  type Percentiles,
  type SeasonName,
  type SeasonProfile,
  type StationProfile,
} from '../../lib/profile/types.ts';
import type { ProjectedRow } from './byStationCsv.ts';
import { dayCountColumns, dayCounts, withFlags } from './dayCountColumns.ts';
import { NormalValueError, normalValue } from './normalValue.ts';
import { PERIODS, type CatalogStation, type Period } from './types.ts';

/** The fixed field → NCEI column table for `annual` (temperatures come from the catalog). */
export const ANNUAL_COLUMNS = {
  heatingDegreeDays: 'ANN-HTDD-NORMAL',
  coolingDegreeDays: 'ANN-CLDD-NORMAL',
  growingDegreeDaysBase50: 'ANN-GRDD-BASE50',
} as const satisfies Partial<Record<keyof AnnualProfile, string>>;

/** The seasons and their NCEI period codes. */
export const SEASON_PERIODS = { winter: 'DJF', spring: 'MAM', summer: 'JJA', fall: 'SON' } as const satisfies Record<SeasonName, Period>;

const FREEZE_KINDS = { lastSpring: 'PRBLST', firstFall: 'PRBFST', growingSeasonDays: 'PRBGSL' } as const;

/** `ANN-TMIN-PRBOCC-LSTH032` */
export const chanceColumn = (t: FreezeThreshold) => `ANN-TMIN-PRBOCC-LSTH0${FREEZE_THRESHOLDS[t]}`;

/** `ANN-TMIN-PRBLST-T32FP10` */
export const freezeColumn = (t: FreezeThreshold, kind: keyof typeof FREEZE_KINDS, p: keyof typeof FREEZE_PROBABILITIES) =>
  `ANN-TMIN-${FREEZE_KINDS[kind]}-T${FREEZE_THRESHOLDS[t]}FP${FREEZE_PROBABILITIES[p]}`;

const thresholds = Object.keys(FREEZE_THRESHOLDS) as FreezeThreshold[];
const probabilities = Object.keys(FREEZE_PROBABILITIES) as (keyof typeof FREEZE_PROBABILITIES)[];
const kinds = Object.keys(FREEZE_KINDS) as (keyof typeof FREEZE_KINDS)[];

const valueColumns = [
  ...Object.values(ANNUAL_COLUMNS),
  ...thresholds.flatMap((t) => [chanceColumn(t), ...kinds.flatMap((k) => probabilities.map((p) => freezeColumn(t, k, p)))]),
];

/** The columns the profile adds to the catalog's projection (values and their measurement flags). */
export const PROFILE_COLUMNS: readonly string[] = [
  ...withFlags(valueColumns),
  ...(['ANN', ...Object.values(SEASON_PERIODS)] as const).flatMap(dayCountColumns),
];

const FLAG_REASONS: Record<string, NoDatesReason> = { Y: 'rare-or-never', V: 'any-month', M: 'missing', Z: 'missing' };

/**
 * A freeze date cell, "MM/DD" in the file, as "MM-DD"; null when absent or flagged (-9999 with Y, V, M or Z).
 * @example freezeDate('01/22', '', 'USW00023183 ANN-TMIN-PRBLST-T32FP10') // '01-22'
 * @example freezeDate('-9999.0', 'V', 'USC00049043 ANN-TMIN-PRBLST-T32FP10') // null
 */
export function freezeDate(value: string | undefined, flag: string | undefined, where: string): string | null {
  const text = value?.trim() ?? '';
  const f = flag?.trim() ?? '';
  if (f in FLAG_REASONS) return null;
  if (f !== '') throw new NormalValueError(`${where}: unknown measurement flag ${JSON.stringify(f)}`);
  if (text === '') return null;
  const m = /^(0[1-9]|1[0-2])\/(0[1-9]|[12]\d|3[01])$/.exec(text);
  if (!m) throw new NormalValueError(`${where}: ${JSON.stringify(text)} is not a MM/DD date`);
  return `${m[1]}-${m[2]}`;
}

/** One threshold's freeze risk, and why its dates are null when they are. */
export function freezeRisk(row: ProjectedRow, t: FreezeThreshold, id: string): FreezeRisk {
  const num = (column: string) => normalValue(row[column], row[`meas_flag_${column}`], `${id} ${column}`);
  const dates = (kind: 'lastSpring' | 'firstFall') =>
    Object.fromEntries(probabilities.map((p) => {
      const column = freezeColumn(t, kind, p);
      return [p, freezeDate(row[column], row[`meas_flag_${column}`], `${id} ${column}`)];
    })) as Percentiles<string | null>;
  const lastSpring = dates('lastSpring');
  const firstFall = dates('firstFall');
  const datesGiven = [...Object.values(lastSpring), ...Object.values(firstFall)].every((d) => d !== null);
  const flag = row[`meas_flag_${freezeColumn(t, 'lastSpring', 'p50')}`]?.trim() ?? '';
  return {
    chanceInAYearPct: num(chanceColumn(t)),
    lastSpring,
    firstFall,
    growingSeasonDays: Object.fromEntries(probabilities.map((p) => [p, num(freezeColumn(t, 'growingSeasonDays', p))])) as Percentiles<number | null>,
    noDatesReason: datesGiven ? null : (FLAG_REASONS[flag] ?? 'missing'),
  };
}

/**
 * The profile of a catalog station with temperature normals, from its file's projected row.
 * @example stationProfile(row, phoenix).freeze['32F'].chanceInAYearPct // 17.5
 */
export function stationProfile(row: ProjectedRow, station: CatalogStation): StationProfile {
  const { id, normals } = station;
  const temperature = (period: Period) => {
    const { high, low, mean } = normals[period];
    if (high === null || low === null || mean === null) throw new Error(`${id} ${period}: no temperature normals for a temperature station`);
    return { avgHighF: high, avgLowF: low, avgMeanF: mean };
  };
  const counts = Object.fromEntries(
    Object.entries(ANNUAL_COLUMNS).map(([field, column]) => [field, normalValue(row[column], row[`meas_flag_${column}`], `${id} ${column}`)]),
  ) as Record<keyof typeof ANNUAL_COLUMNS, number | null>;
  const season = (period: Period): SeasonProfile => ({
    months: [...PERIODS[period]],
    ...temperature(period),
    precipIn: normals[period].precip,
    snowIn: normals[period].snow,
    ...dayCounts(row, period, id),
  });
  return {
    annual: { ...temperature('ANN'), precipIn: normals.ANN.precip, snowIn: normals.ANN.snow, ...counts, ...dayCounts(row, 'ANN', id) },
    seasons: {
      winter: season(SEASON_PERIODS.winter),
      spring: season(SEASON_PERIODS.spring),
      summer: season(SEASON_PERIODS.summer),
      fall: season(SEASON_PERIODS.fall),
    },
    freeze: { '36F': freezeRisk(row, '36F', id), '32F': freezeRisk(row, '32F', id), '28F': freezeRisk(row, '28F', id) },
  };
}
