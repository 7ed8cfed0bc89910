/**
 * The climate-profile bulk download: one CSV row per ZCTA with every field of the profile, or
 * the quarantine reason and empty cells. An empty cell is a null (never 0); dates are "MM-DD".
 */
import { confidenceTier } from '../../lib/confidence.ts';
import {
  FREEZE_PROBABILITIES,
  FREEZE_THRESHOLDS,
  SEASON_NAMES,
  type AnnualProfile,
  type FreezeThreshold,
  type ProfileShard,
  type StationProfile,
} from '../../lib/profile/types.ts';

const ANNUAL_FIELDS: (keyof AnnualProfile)[] = [
  'avgHighF', 'avgLowF', 'avgMeanF', 'precipIn', 'snowIn', 'heatingDegreeDays', 'coolingDegreeDays',
  'growingDegreeDaysBase50', 'daysHighAtLeast90F', 'daysHighAtMost32F', 'daysLowAtMost32F',
  'daysPrecipAtLeast0_01In', 'daysSnowAtLeast1In',
];
const SEASON_FIELDS = ['avgHighF', 'avgLowF', 'avgMeanF', 'precipIn', 'snowIn'] as const;
const THRESHOLDS = Object.keys(FREEZE_THRESHOLDS) as FreezeThreshold[];
const PS = Object.keys(FREEZE_PROBABILITIES) as (keyof typeof FREEZE_PROBABILITIES)[];
const FREEZE_PARTS = ['lastSpring', 'firstFall', 'growingSeasonDays'] as const;

/** `avgHighF` → `avg_high_f`, `daysPrecipAtLeast0_01In` → `days_precip_at_least_0_01_in`. */
const snake = (name: string) => name.replace(/([a-z])(?=[A-Z0-9])|([0-9])(?=[A-Z])/g, '$1$2_').toLowerCase();

export const PROFILE_CSV_COLUMNS = [
  'zip', 'lat', 'lon', 'station_id', 'station_name', 'station_distance_mi', 'confidence', 'quarantined',
  ...ANNUAL_FIELDS.map((f) => `annual_${snake(f)}`),
  ...SEASON_NAMES.flatMap((s) => SEASON_FIELDS.map((f) => `${s}_${snake(f)}`)),
  ...THRESHOLDS.flatMap((t) => [
    `freeze_${t}_chance_in_a_year_pct`,
    ...FREEZE_PARTS.flatMap((part) => PS.map((p) => `freeze_${t}_${snake(part)}_${p}`)),
    `freeze_${t}_no_dates_reason`,
  ]),
];

const cell = (value: string | number | null) => value ?? '';

/**
 * One RFC 4180 line. Written here rather than with csv-stringify, which is several times slower on
 * these millions of cells (bench/figures.md); test/pipeline reads it back with csv-parse.
 */
function csvLine(cells: readonly (string | number)[]): string {
  return cells.map((c) => (typeof c === 'string' && /[",\r\n]/.test(c) ? `"${c.replaceAll('"', '""')}"` : String(c))).join(',') + '\n';
}

function profileCells(profile: StationProfile): (string | number)[] {
  return [
    ...ANNUAL_FIELDS.map((f) => cell(profile.annual[f])),
    ...SEASON_NAMES.flatMap((s) => SEASON_FIELDS.map((f) => cell(profile.seasons[s][f]))),
    ...THRESHOLDS.flatMap((t) => {
      const risk = profile.freeze[t];
      return [cell(risk.chanceInAYearPct), ...FREEZE_PARTS.flatMap((part) => PS.map((p) => cell(risk[part][p]))), cell(risk.noDatesReason)];
    }),
  ];
}

/** The CSV text of every ZIP of the shards, in shard then ZIP order (both sorted by the caller). */
export function profileCsv(shards: readonly ProfileShard[]): string {
  const empty = Array<string>(PROFILE_CSV_COLUMNS.length - 8).fill('');
  // A station's cells are the same on all its ZIPs' rows: write them once per station.
  const tails = new Map<string, string>();
  const lines = [csvLine(PROFILE_CSV_COLUMNS)];
  for (const shard of shards) {
    for (const [zip, z] of Object.entries(shard.zips)) {
      const station = shard.stations[z.stationId]!;
      let tail = tails.get(z.stationId);
      if (tail === undefined) {
        tail = csvLine('quarantined' in station ? [station.quarantined, ...empty] : ['', ...profileCells(station.profile)]);
        tails.set(z.stationId, tail);
      }
      const head = csvLine([zip, z.lat, z.lon, z.stationId, station.site.name, z.distanceMi, confidenceTier(z.distanceMi)]);
      lines.push(`${head.slice(0, -1)},${tail}`);
    }
  }
  return lines.join('');
}
