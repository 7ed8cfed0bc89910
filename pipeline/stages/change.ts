/**
 * Stage "change <edition>": every ZCTA's change since that edition (`changeSince1981_2010`) at its
 * default-edition nearest station (pipeline/change/changeSince.ts), kept in the build context and
 * written as small shards by ZIP under the edition's folder (`<folder>/change/<prefix>.json`) for
 * the API to read.
 */
import { editionDataPath, type Edition } from '../../lib/editions.ts';
import type { ChangeRecord } from '../../lib/profile/changeTypes.ts';
import { changeSince } from '../change/changeSince.ts';
import type { Stage } from '../context.ts';
import { writeShards } from './shards.ts';

export function changeStage(edition: Edition, current: Edition): Stage {
  return {
    name: `change ${edition.slug}`,
    async run(ctx) {
      const built = ctx.find('editionBuilds')?.get(edition.slug);
      if (!built) return; // not in the raw data: reported by its read stage
      const byStation = new Map<string, ChangeRecord>();
      const changes = new Map<string, ChangeRecord>();
      for (const { zcta, station } of ctx.get('matches')) {
        let record = byStation.get(station.id);
        if (!record) {
          record = changeSince(station, built.catalog.get(station.id), built.quarantined.get(station.id), edition.label);
          byStation.set(station.id, record);
        }
        changes.set(zcta.zip, record);
      }
      ctx.set('changes', changes);
      const folder = editionDataPath(edition, 'change');
      const { count, bytes } = await writeShards(ctx, changes, folder);
      const without = [...byStation].filter(([, r]) => r.change === null);
      ctx.addReport(`Change since ${edition.label} (${current.label} minus ${edition.label}, same station id)`, [
        `${byStation.size} stations nearest to a ZCTA: ${byStation.size - without.length} with a change, ${without.length} without (null with the reason):`,
        ...without.slice(0, 20).map(([, r]) => `  ${r.change === null ? r.reason : ''}`),
        ...(without.length > 20 ? [`  … and ${without.length - 20} more`] : []),
        `${count} shards under ${folder}/, ${(bytes / 1e6).toFixed(1)} MB in all`,
      ]);
    },
  };
}
