/**
 * Stage "profiles": every ZCTA's climate profile from its nearest temperature station's
 * annual/seasonal normals (the same station /typical-weather names), written as
 * site/data/profile/<first 3 digits>.json plus a CSV bulk download.
 *
 * Separate shards, not a field of the zip shards: /typical-weather answers stay byte-identical and
 * its requests load no extra bytes; each endpoint reads only its own file. Inside a shard a
 * station's profile is stored once and its ZIPs point to it by id.
 *
 * Every temperature station is cross-checked first (seasons vs annual, pipeline/profile/seasonCheck.ts)
 * and parsed; one that fails is quarantined: named with its reason in the report and the manifest,
 * and its ZIPs answer 422. More than 1 % failing fails the build.
 */
import { writeFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import type { ProfileShard, StationProfile } from '../../lib/profile/types.ts';
import { shardPrefix } from '../../lib/zip.ts';
import type { Stage } from '../context.ts';
import { groupedIds } from '../output/report.ts';
import { stationInfo } from '../payload.ts';
import { profileCsv } from '../profile/profileCsv.ts';
import { seasonProblems } from '../profile/seasonCheck.ts';
import { quarantine, type StationCheck } from '../quarantine.ts';
import { DataValidationError } from '../validate.ts';
import { writeDownload } from './downloads.ts';

export const PROFILE_DOWNLOAD = 'download/climate-profile-zip.csv.gz';

export const profileStage: Stage = {
  name: 'profiles',
  async run(ctx) {
    const catalog = ctx.get('catalog');
    const parsed = ctx.get('profiles');
    const profiles = new Map<string, StationProfile>();
    // One problem per station: its whole reason, all the season problems joined (as the manifest gives it).
    const checks: StationCheck[] = [];
    for (const [id, read] of parsed) {
      const problems = seasonProblems(catalog.get(id)!);
      if (problems.length > 0) checks.push({ id, problems: [problems.join('; ')] });
      else if ('error' in read) checks.push({ id, problems: [read.error] });
      else {
        profiles.set(id, read.profile);
        checks.push({ id, problems: [] });
      }
    }
    const verdict = quarantine(checks);
    if (verdict.failure) throw new DataValidationError('Climate profile (annual/seasonal normals)', verdict.problems, verdict.failure);
    const reasons = new Map(verdict.quarantined.map((q) => [q.id, q.reason]));

    const shards = new Map<string, ProfileShard>();
    let zipsQuarantined = 0;
    for (const { zcta, station, distanceMi } of ctx.get('matches')) {
      const prefix = shardPrefix(zcta.zip);
      let shard = shards.get(prefix);
      if (!shard) shards.set(prefix, (shard = { prefix, stations: {}, zips: {} }));
      shard.zips[zcta.zip] = { lat: zcta.lat, lon: zcta.lon, stationId: station.id, distanceMi };
      const reason = reasons.get(station.id);
      if (reason !== undefined) zipsQuarantined++;
      if (!shard.stations[station.id]) {
        const { distanceMi: _, ...site } = stationInfo(station, distanceMi);
        shard.stations[station.id] = reason === undefined ? { site, profile: profiles.get(station.id)! } : { site, quarantined: reason };
      }
    }
    const sorted = [...shards.values()].sort((a, b) => (a.prefix < b.prefix ? -1 : 1)).map(sortedShard);
    ctx.set('profileShards', sorted);

    await mkdir(ctx.outPath('profile'), { recursive: true });
    await mkdir(ctx.outPath('download'), { recursive: true });
    let bytes = 0;
    for (const shard of sorted) {
      const json = JSON.stringify(shard);
      bytes += Buffer.byteLength(json);
      writeFileSync(ctx.outPath(`profile/${shard.prefix}.json`), json);
    }
    ctx.addDownloads(writeDownload(ctx, PROFILE_DOWNLOAD, profileCsv(sorted),
      'The climate profile of every ZCTA (annual values, four seasons, 36/32/28 °F freeze dates): one row per ZIP (CSV, gzip).').then((file) => [file]), null);

    const zips = sorted.reduce((n, s) => n + Object.keys(s.zips).length, 0) - zipsQuarantined;
    const serving = [...new Set(ctx.get('matches').map((m) => m.station.id))].filter((id) => !reasons.has(id));
    ctx.set('profile', { zips, stations: serving.length, zipsQuarantined, quarantined: verdict.quarantined });
    ctx.addReport('Climate profiles (annual/seasonal normals)', [
      `${parsed.size} temperature stations cross-checked (mean of the four seasonal highs, lows and means vs annual; sums of seasonal precipitation and snowfall vs annual)`,
      `${verdict.quarantined.length} quarantined (their ZIPs answer 422 naming the station and the reason):`,
      ...groupedIds(verdict.quarantined.map((q) => ({ id: q.id, group: q.reason }))),
      `${zips} ZIPs with a profile from ${serving.length} stations; ${zipsQuarantined} ZIPs whose station is quarantined`,
      `${sorted.length} files under profile/, ${(bytes / 1e6).toFixed(1)} MB in all`,
    ]);
  },
};

/** Stations and ZIPs in key order, so two builds write the same bytes. */
function sortedShard(shard: ProfileShard): ProfileShard {
  const sort = <T>(record: Record<string, T>) => Object.fromEntries(Object.entries(record).sort(([a], [b]) => (a < b ? -1 : 1)));
  return { prefix: shard.prefix, stations: sort(shard.stations), zips: sort(shard.zips) };
}
