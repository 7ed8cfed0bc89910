/**
 * Stage "monthly": the monthly by-station files, validated and cross-checked against the
 * catalog. A station answers ZIPs only when the catalog has it with temperature normals.
 * The files go through the same projection reader as the catalog (csv-parse for any file outside
 * NCEI's strict layout): the mirror holds 17, but the full upstream archive holds ~15,600.
 */
import type { SkippedStation, Stage } from '../context.ts';
import { NCEI_PRODUCTS } from '../inputs/layout.ts';
import { byStationReader } from '../ncei/byStationCsv.ts';
import { MONTHLY_COLUMNS } from '../ncei/catalog.ts';
import { monthlyStation } from '../ncei/monthly.ts';
import type { MonthlyStation } from '../ncei/types.ts';
import { DataValidationError, monthlyProblems } from '../validate.ts';
import { groupedIds } from '../output/report.ts';
import { visitProduct } from './stationSources.ts';

export const SKIP_REASONS = {
  notInCatalog: 'not in the annual/seasonal catalog, so its place and normals cannot be cross-checked',
  noTemperature: 'no temperature normals in its annual/seasonal file: never the nearest candidate for a ZIP',
} as const;

export const monthlyStage: Stage = {
  name: 'monthly',
  async run(ctx) {
    const catalog = ctx.get('catalog');
    const read = byStationReader(MONTHLY_COLUMNS);
    const files: MonthlyStation[] = [];
    await visitProduct(ctx, NCEI_PRODUCTS.monthly, (file) => {
      files.push(monthlyStation(read(file.text).rows, file.id, file.source));
    });
    const problems = files.flatMap((m) => monthlyProblems(m, catalog.get(m.id)));
    if (problems.length > 0) throw new DataValidationError('Monthly normals', problems);

    const used = new Map<string, MonthlyStation>();
    const skipped: SkippedStation[] = [];
    for (const m of files.sort((a, b) => (a.id < b.id ? -1 : 1))) {
      const station = catalog.get(m.id);
      if (!station) skipped.push({ id: m.id, source: m.source, reason: SKIP_REASONS.notInCatalog });
      else if (!station.has.temperature) skipped.push({ id: m.id, source: m.source, reason: SKIP_REASONS.noTemperature });
      else used.set(m.id, m);
    }
    ctx.set('monthly', used);
    ctx.set('monthlySkipped', skipped);
    ctx.addReport('Monthly normals', [
      `${files.length} monthly file(s) read, all validated (12 months, physical bounds, high >= low, low <= mean <= high)`,
      'and cross-checked against the annual and seasonal normals (means of highs, lows and means; sums of precipitation and snowfall)',
      `${used.size} station(s) with monthly values in this build: ${[...used.keys()].join(', ') || 'none'}`,
      `${skipped.length} skipped, by reason:`,
      ...groupedIds(skipped.map((s) => ({ id: s.id, group: s.reason }))),
    ]);
  },
};
