/**
 * Stage "zips <edition>": every ZCTA mapped to its nearest station of that edition with monthly
 * temperature normals (the same k-d tree and distances as the default edition), its records,
 * shards and bulk downloads under the edition's folder, and its manifest section. A ZIP whose
 * station was quarantined answers 422 naming it; no other station is substituted.
 */
import { hasDayCounts } from '../../lib/dayCounts.ts';
import { editionDataPath, type Edition } from '../../lib/editions.ts';
import { shardPrefix } from '../../lib/zip.ts';
import type { EditionManifest, ZipRecord } from '../../lib/dataTypes.ts';
import type { MonthlyNormals } from '../../lib/types.ts';
import type { Stage } from '../context.ts';
import { distanceMi, reportedMi } from '../../lib/distance.ts';
import { nearestStationIndex } from '../mapping/nearestStation.ts';
import { coveredZip, monthlyNormals, quarantinedZip, uncoveredZip } from '../payload.ts';
import { writeDownloads } from './downloads.ts';
import { writeShards } from './shards.ts';

export function editionZipsStage(edition: Edition): Stage {
  return {
    name: `zips ${edition.slug}`,
    async run(ctx) {
      const built = ctx.find('editionBuilds')?.get(edition.slug);
      if (!built) return; // not in the raw data: reported by its read stage
      const candidates = [...built.catalog.values()].filter((s) => s.has.temperature);
      const nearest = nearestStationIndex(candidates);
      const monthsByStation = new Map<string, MonthlyNormals[]>();
      const records = new Map<string, ZipRecord>();
      for (const zcta of ctx.get('zctas')) {
        const station = nearest(zcta.lat, zcta.lon);
        const miles = reportedMi(distanceMi(zcta, station));
        const values = built.monthly.get(station.id);
        if (values) {
          let months = monthsByStation.get(station.id);
          if (!months) monthsByStation.set(station.id, (months = monthlyNormals(values)));
          records.set(zcta.zip, coveredZip(zcta, station, miles, months, values.notInFile));
        } else {
          const reason = built.quarantined.get(station.id);
          records.set(zcta.zip, reason === undefined ? uncoveredZip(zcta, station, miles) : quarantinedZip(zcta, station, miles, reason));
        }
      }

      // The downloads compress in the threadpool while the shards are written.
      const [shards, downloads] = await Promise.all([writeShards(ctx, records, editionDataPath(edition, 'zip')), writeDownloads(ctx, records, edition, false)]);
      const covered = [...records.values()].filter((r) => r.coverage === 'covered');
      const quarantinedZips = [...records.values()].filter((r) => r.coverage === 'station-quarantined').length;
      const section: EditionManifest = {
        normalsPeriod: edition.label,
        counts: {
          zipsMapped: records.size,
          zipsWithNormals: covered.length,
          zipsStationNotInBuild: records.size - covered.length - quarantinedZips,
          zipsStationQuarantined: quarantinedZips,
          stationsInCatalog: built.catalog.size,
          stationsWithTemperatureNormals: candidates.length,
          stationsWithMonthlyValues: built.monthly.size,
          stationsServingZips: new Set(covered.map((r) => r.station.id)).size,
          zipsWithDayCounts: covered.filter((r) => hasDayCounts(r.months)).length,
          stationsQuarantined: built.quarantined.size,
          shards: shards.count,
        },
        shardPrefixes: [...new Set([...records.keys()].map(shardPrefix))].sort(),
        quarantined: [...built.quarantined].map(([id, reason]) => ({ id, name: built.catalog.get(id)?.name, reason })),
        snowfall: built.snowfall,
        downloads,
      };
      ctx.set('editionManifests', { ...ctx.find('editionManifests'), [edition.slug]: section });
      ctx.set('editionRecords', new Map([...(ctx.find('editionRecords') ?? []), [edition.slug, records]]));
      ctx.addReport(`${edition.label} edition: ZIPs`, [
        `${records.size} ZCTAs mapped to ${new Set([...records.values()].map((r) => r.station.id)).size} stations out of ${candidates.length} candidates`,
        `${covered.length} with normals; ${quarantinedZips} whose nearest station was quarantined; ${records.size - covered.length - quarantinedZips} whose nearest station has no monthly values`,
        `${shards.count} shards under ${editionDataPath(edition, 'zip')}/, ${(shards.bytes / 1e6).toFixed(1)} MB in all`,
        ...downloads.map((d) => `${d.path}: ${d.bytes} bytes, sha256 ${d.sha256}`),
      ]);
    },
  };
}
