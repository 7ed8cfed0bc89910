/**
 * The shapes of the climate profile (GET /climate-profile): a station's NCEI 1991–2020
 * annual/seasonal normals as the API answers them, and the profile shards the pipeline writes.
 * Kept beside lib/types.ts, not in it, so that file stays one concern (the monthly payloads).
 */
import type { DayCounts } from '../dayCounts.ts';
import type { ChangeSince1981_2010 } from './changeTypes.ts';
import type { CommonFields, StationInfo } from '../types.ts';

/** The freeze thresholds NCEI publishes dates for that we serve (°F), named by THRESHOLD_WORDS. */
export const FREEZE_THRESHOLDS = { '36F': 36, '32F': 32, '28F': 28 } as const;
export type FreezeThreshold = keyof typeof FREEZE_THRESHOLDS;

/**
 * One word per threshold, everywhere (answers, page, docs): a low of 36 °F is frost, 32 °F a
 * freeze, 28 °F a hard freeze. So a stretch without 32 °F lows is "freeze-free", and days with a
 * low of 32 °F or less are "freeze days".
 */
export const THRESHOLD_WORDS: Record<FreezeThreshold, string> = { '36F': 'frost', '32F': 'freeze', '28F': 'hard freeze' };

/** The probabilities served of NCEI's 10–90 % series. */
export const FREEZE_PROBABILITIES = { p10: 10, p50: 50, p90: 90 } as const;
export type Percentiles<T> = Record<keyof typeof FREEZE_PROBABILITIES, T>;

/**
 * Why a threshold's dates are null (NCEI measurement flag of the -9999 cells):
 * - `rare-or-never` (Y): freezes came in too few years to date; the chance in a year is small or 0;
 * - `any-month` (V): a freeze can come in any month, so no season starts or ends ("too cold to compute");
 * - `missing` (M, Z, or the columns absent): NCEI has no value.
 */
export const NO_DATES_REASONS = ['rare-or-never', 'any-month', 'missing'] as const;
export type NoDatesReason = (typeof NO_DATES_REASONS)[number];

/** One threshold's freeze risk; dates "MM-DD", exactly NCEI's. */
export interface FreezeRisk {
  /** ANN-TMIN-PRBOCC-LSTHnnn: % of years with at least one day at or below the threshold. */
  chanceInAYearPct: number | null;
  /** PRBLST: pNN is the date after which a freeze still comes in NN % of years (p10 is later than p90). */
  lastSpring: Percentiles<string | null>;
  /** PRBFST: pNN is the date before which a freeze comes in NN % of years. */
  firstFall: Percentiles<string | null>;
  /** PRBGSL: pNN is a length reached or exceeded in NN % of years. */
  growingSeasonDays: Percentiles<number | null>;
  /** Why the dates are null, or null when NCEI gives them. */
  noDatesReason: NoDatesReason | null;
}

/** The ANN-* values (field → column in pipeline/ncei/profile.ts). Null = NCEI has no such normal. */
export interface AnnualProfile extends DayCounts {
  avgHighF: number;
  avgLowF: number;
  avgMeanF: number;
  precipIn: number | null;
  snowIn: number | null;
  heatingDegreeDays: number | null;
  coolingDegreeDays: number | null;
  growingDegreeDaysBase50: number | null;
}

/** A season's normals and NCEI's published day counts of it (its own, not the sum of its months'). */
export interface SeasonProfile extends DayCounts {
  months: number[];
  avgHighF: number;
  avgLowF: number;
  avgMeanF: number;
  precipIn: number | null;
  snowIn: number | null;
}

export const SEASON_NAMES = ['winter', 'spring', 'summer', 'fall'] as const;
export type SeasonName = (typeof SEASON_NAMES)[number];

/** Everything of the profile that depends on the station alone (shared by all its ZIPs). */
export interface StationProfile {
  annual: AnnualProfile;
  seasons: Record<SeasonName, SeasonProfile>;
  freeze: Record<FreezeThreshold, FreezeRisk>;
}

/** A station as every ZIP of a profile shard shows it, less the ZIP's own distance. */
export type ProfileStationSite = Omit<StationInfo, 'distanceMi'>;

/**
 * A station of a profile shard: its profile, or why the build's cross-check quarantined it (the API
 * then answers 422 with that reason).
 */
export type ProfileStation =
  | { site: ProfileStationSite; profile: StationProfile }
  | { site: ProfileStationSite; quarantined: string };

/** A ZIP of a profile shard: its point, and its station by id with the distance. */
export interface ProfileZip {
  lat: number;
  lon: number;
  stationId: string;
  /** Great-circle miles to the station, to 0.1 (the confidence tier follows from it). */
  distanceMi: number;
}

/**
 * site/data/profile/<first 3 digits>.json. Each station is stored once per shard, not per ZIP (a
 * shard's ZIPs share few stations: 33,791 ZIPs, 9,995 station entries), which keeps shards small.
 */
export interface ProfileShard {
  prefix: string;
  stations: Record<string, ProfileStation>;
  zips: Record<string, ProfileZip>;
}

/** GET /climate-profile's body. */
export interface ClimateProfileResponse extends Omit<CommonFields, 'query'> {
  query: { zip?: string; lat?: number; lon?: number; address?: string };
  annual: AnnualProfile;
  seasons: Record<SeasonName, SeasonProfile>;
  freeze: Record<FreezeThreshold, FreezeRisk>;
  /** 1991–2020 minus 1981–2010 at this same station, or null when it has no 1981–2010 normals. */
  changeSince1981_2010: ChangeSince1981_2010 | null;
  /** Why `changeSince1981_2010` is null; null when it is given. */
  changeSince1981_2010Note: string | null;
  summary: string;
}

/** The profile part of the manifest: counts and the quarantined stations with their reasons. */
export interface ProfileManifest {
  zips: number;
  stations: number;
  zipsQuarantined: number;
  quarantined: { id: string; reason: string }[];
}
