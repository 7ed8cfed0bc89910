/**
 * The climate-profile bulk download: one CSV row per ZCTA with every field of the profile, or
 * the quarantine reason and empty cells. An empty cell is a null (never 0); dates are "MM-DD".
 */
import { confidenceTier } from '../../lib/confidence.ts';
import { SEASON_NAMES, type ProfileShard, type StationProfile } from '../../lib/profile/types.ts';
import { ANNUAL_FIELDS, FREEZE_PARTS, PERCENTILES as PS, SEASON_FIELDS, THRESHOLDS } from '../dictionary/profileColumns.ts';
import { columnNames, PROFILE_TABLE } from '../dictionary/tables.ts';

/** The header, from the data dictionary (pipeline/dictionary), whose field lists the cells below walk in the same order. */
export const PROFILE_CSV_COLUMNS = columnNames(PROFILE_TABLE);

const cell = (value: string | number | null) => value ?? '';

/**
 * One RFC 4180 line. Written here rather than with csv-stringify, which is several times slower on
 * these millions of cells (bench/choices.md); test/pipeline reads it back with csv-parse.
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
