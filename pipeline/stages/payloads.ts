/**
 * Stage "payloads": each ZCTA's record. A ZIP whose nearest station has monthly values in this
 * build is covered; any other ZIP is "station-not-in-build", and never answered from another
 * station, period or estimate.
 */
import type { ZipRecord } from '../../lib/dataTypes.ts';
import type { MonthlyNormals } from '../../lib/types.ts';
import type { Stage } from '../context.ts';
import { coveredZip, monthlyNormals, quarantinedZip, uncoveredZip } from '../payload.ts';

export const payloadStage: Stage = {
  name: 'payloads',
  run(ctx) {
    const monthly = ctx.get('monthly');
    const quarantined = new Map(ctx.get('quarantined').map((q) => [q.id, q.reason]));
    const quarantinedZips = new Map<string, number>();
    const monthsByStation = new Map<string, MonthlyNormals[]>();
    const records = new Map<string, ZipRecord>();
    const notInBuild = new Map<string, { name: string; state: string | null; zips: number; nearestMi: number; farthestMi: number }>();

    for (const { zcta, station, distanceMi } of ctx.get('matches')) {
      const values = monthly.get(station.id);
      if (values) {
        let months = monthsByStation.get(station.id);
        if (!months) monthsByStation.set(station.id, (months = monthlyNormals(values)));
        records.set(zcta.zip, coveredZip(zcta, station, distanceMi, months, values.notInFile));
      } else if (quarantined.has(station.id)) {
        records.set(zcta.zip, quarantinedZip(zcta, station, distanceMi, quarantined.get(station.id)!));
        quarantinedZips.set(station.id, (quarantinedZips.get(station.id) ?? 0) + 1);
      } else {
        records.set(zcta.zip, uncoveredZip(zcta, station, distanceMi));
        const entry = notInBuild.get(station.id) ?? { name: station.name, state: station.state, zips: 0, nearestMi: Infinity, farthestMi: 0 };
        entry.zips++;
        entry.nearestMi = Math.min(entry.nearestMi, distanceMi);
        entry.farthestMi = Math.max(entry.farthestMi, distanceMi);
        notInBuild.set(station.id, entry);
      }
    }
    ctx.set('records', records);

    const covered = [...records.values()].filter((r) => r.coverage === 'covered');
    const servedBy = new Map<string, number>();
    for (const r of covered) servedBy.set(r.station.id, (servedBy.get(r.station.id) ?? 0) + 1);
    const unusedMonthly = [...monthly.keys()].filter((id) => !servedBy.has(id));
    const quarantinedCount = [...quarantinedZips.values()].reduce((a, b) => a + b, 0);
    const uncoveredCount = records.size - covered.length - quarantinedCount;
    ctx.addReport('Coverage', [
      `${records.size} ZCTAs: ${covered.length} with normals, ${uncoveredCount} without`,
      `Every ZCTA without normals has the same reason: its nearest station with temperature normals has no monthly`,
      `values in this build (coverage "station-not-in-build"; the API answers 422 naming the station). No other`,
      `station, period or estimate is substituted.`,
    ]);
    ctx.addReport(`ZIPs with normals, by station (${servedBy.size} stations)`, [
      ...[...servedBy].sort(([a], [b]) => (a < b ? -1 : 1)).map(([id, n]) => `  ${id} ${ctx.get('catalog').get(id)!.name}: ${n} ZIPs`),
      `Stations with monthly values nearest to no ZCTA: ${unusedMonthly.join(', ') || 'none'}`,
    ]);
    if (quarantined.size > 0) {
      ctx.addReport(`ZIPs whose nearest station was quarantined (${quarantinedCount} ZIPs, ${quarantinedZips.size} stations)`, [
        'coverage "station-quarantined": the API answers 422 naming the station and the reason',
        ...[...quarantinedZips].sort(([a], [b]) => (a < b ? -1 : 1)).map(([id, n]) => `  ${id}: ${n} ZIPs: ${quarantined.get(id)}`),
      ]);
    }
    ctx.addReport(`ZIPs without normals, by nearest station (${uncoveredCount} ZIPs, ${notInBuild.size} stations)`, [
      'count  station      distance (mi)  name',
      ...[...notInBuild]
        .sort(([a, x], [b, y]) => y.zips - x.zips || (a < b ? -1 : 1))
        .map(([id, s]) => `${String(s.zips).padStart(5)}  ${id}  ${`${s.nearestMi.toFixed(1)}–${s.farthestMi.toFixed(1)}`.padEnd(13)}  ${s.name}`),
    ]);
  },
};
