/**
 * Stage "read <edition>": an edition besides the default published as by-station CSVs (as
 * 1991–2020 is): its catalog and monthly files, read, validated and cross-checked by the same code
 * as the default edition's, handed on as an EditionBuild for its ZIPs (stages/editionZips.ts).
 * Its monthly files carry snowfall, so the manifest says it is available.
 */
import { stat } from 'node:fs/promises';
import type { ByStationEdition } from '../../lib/editions.ts';
import type { Stage } from '../context.ts';
import { readCatalog } from './catalog.ts';
import { readMonthly } from './monthly.ts';

export function byStationEditionStage(edition: ByStationEdition): Stage {
  const { annualSeasonal, monthly } = edition.products;
  return {
    name: `read ${edition.slug}`,
    async run(ctx) {
      const missing = (await Promise.all([annualSeasonal, monthly].map(isDir(ctx.rawDir)))).includes(false);
      if (missing) {
        ctx.log(`${edition.label} edition: ${annualSeasonal} or ${monthly} not in the raw data; that edition is not built`);
        ctx.addReport(`${edition.label} edition`, [`not built: ${annualSeasonal} or ${monthly} is not in the raw data`]);
        return;
      }
      const { catalog, report } = await readCatalog(ctx, edition, `${edition.label} annual/seasonal normals`, false);
      const read = await readMonthly(ctx, edition, catalog, `${edition.label} monthly normals`);
      const quarantined = new Map(read.quarantined.map((q) => [q.id, q.reason]));
      const snowfall = { available: true, note: `monthly snowfall from ${monthly}` };
      ctx.set('editionBuilds', new Map([...(ctx.find('editionBuilds') ?? []), [edition.slug, { catalog, monthly: read.used, quarantined, snowfall }]]));
      ctx.addReport(`${edition.label} edition (by-station files): station catalog`, report);
      for (const section of read.report) ctx.addReport(section.title, section.lines);
    },
  };
}

const isDir = (rawDir: string) => async (relative: string) => (await stat(`${rawDir}/${relative}`).catch(() => null))?.isDirectory() ?? false;
