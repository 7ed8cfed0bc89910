/**
 * Stage "points": what a place given by its coordinates is answered from: every edition's
 * candidate stations (monthly temperature normals in its complete catalog, as for a ZIP) with the
 * station's record as a ZIP it is nearest to would hold it, and the default edition's candidates'
 * climate profiles and changes. The serving stage stores them once (serve/points.bin); a station
 * nearest to no ZCTA is a candidate too, since a point can be nearest to it.
 */
import type { EditionRegistry } from '../../lib/editions.ts';
import type { ProfileStation } from '../../lib/profile/types.ts';
import { stationMonths, type StationPart } from '../../lib/serving/layout.ts';
import type { PointCandidate, PointCandidates } from '../serving/pointCandidates.ts';
import { changeSince } from '../change/changeSince.ts';
import type { Stage } from '../context.ts';
import type { CatalogStation, MonthlyStation } from '../ncei/types.ts';
import { monthlyNormals, stationInfo } from '../payload.ts';

/** A candidate station of one edition, in station-id order. */
export function pointsStage(editions: EditionRegistry): Stage {
  return {
    name: 'points',
    run(ctx) {
      const byEdition = new Map<string, PointCandidate[]>();
      const catalog = ctx.get('catalog');
      const quarantined = new Map(ctx.get('quarantined').map((q) => [q.id, q.reason]));
      const current = candidatesOf(catalog, ctx.get('monthly'), quarantined);
      byEdition.set(editions.default.slug, current);
      for (const [slug, built] of ctx.find('editionBuilds') ?? []) byEdition.set(slug, candidatesOf(built.catalog, built.monthly, built.quarantined));

      const profiles = ctx.find('profiles');
      const profileReasons = new Map((ctx.find('profile')?.quarantined ?? []).map((q) => [q.id, q.reason]));
      const profile = profiles && current.map(({ id, part: { site } }): ProfileStation => {
        const reason = profileReasons.get(id);
        const read = profiles.get(id);
        if (reason !== undefined) return { site, quarantined: reason };
        if (read === undefined || 'error' in read) throw new Error(`station ${id}: no climate profile and no quarantine reason`);
        return { site, profile: read.profile };
      });
      const base = editions.changeBase;
      const baseBuild = base && ctx.find('editionBuilds')?.get(base.slug);
      const change = base && baseBuild && ctx.find('changes') ? current.map(({ id }) => changeSince(catalog.get(id)!, baseBuild.catalog.get(id), baseBuild.quarantined.get(id), base.label)) : undefined;

      const points: PointCandidates = { editions: byEdition, profile, change };
      ctx.set('pointCandidates', points);
      ctx.addReport('Points (a place by its coordinates)', [...byEdition].map(([slug, list]) => `${slug}: ${list.length} candidate stations`));
    },
  };
}

function candidatesOf(catalog: ReadonlyMap<string, CatalogStation>, monthly: ReadonlyMap<string, MonthlyStation>, quarantined: ReadonlyMap<string, string>): PointCandidate[] {
  return [...catalog.values()]
    .filter((s) => s.has.temperature)
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .map((station) => {
      const { distanceMi: _, ...site } = stationInfo(station, 0);
      const values = monthly.get(station.id);
      const reason = quarantined.get(station.id);
      const part: StationPart = values ? stationMonths(site, monthlyNormals(values), values.notInFile) : reason !== undefined ? { site, reason } : { site };
      return { id: station.id, lat: station.lat, lon: station.lon, part };
    });
}
