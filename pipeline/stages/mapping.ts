/**
 * Stage "mapping": every ZCTA to its nearest catalog station with temperature normals, with the
 * great-circle distance computed once per pair and rounded to 0.1 mi as reported.
 */
import { CONFIDENCE_TIERS } from '../../lib/constants.ts';
import { confidenceTier } from '../../lib/confidence.ts';
import type { Stage, ZctaMatch } from '../context.ts';
import { distanceMi, reportedMi } from '../../lib/distance.ts';
import { nearestStationIndex } from '../mapping/nearestStation.ts';

export const mappingStage: Stage = {
  name: 'mapping',
  run(ctx) {
    const candidates = [...ctx.get('catalog').values()].filter((s) => s.has.temperature);
    const nearest = nearestStationIndex(candidates);
    const matches: ZctaMatch[] = ctx.get('zctas').map((zcta) => {
      const station = nearest(zcta.lat, zcta.lon);
      return { zcta, station, distanceMi: reportedMi(distanceMi(zcta, station)) };
    });
    ctx.set('matches', matches);

    const tiers = new Map(CONFIDENCE_TIERS.map((t) => [t, 0]));
    for (const m of matches) {
      const tier = confidenceTier(m.distanceMi);
      tiers.set(tier, tiers.get(tier)! + 1);
    }
    const distances = matches.map((m) => m.distanceMi).sort((a, b) => a - b);
    const farthest = matches.reduce((a, b) => (b.distanceMi > a.distanceMi ? b : a), matches[0]!);
    ctx.addReport('Mapping (nearest station with temperature normals, all ZCTAs)', [
      `${matches.length} ZCTAs mapped to ${new Set(matches.map((m) => m.station.id)).size} distinct stations out of ${candidates.length} candidates`,
      `distance: median ${distances[Math.floor(distances.length / 2)]} mi, ` +
        `farthest ${farthest.distanceMi} mi (ZIP ${farthest.zcta.zip} to ${farthest.station.id} ${farthest.station.name})`,
      `confidence tier of every ZCTA (covered or not): ${[...tiers].map(([t, n]) => `${t} ${n}`).join(', ')}`,
    ]);
  },
};
