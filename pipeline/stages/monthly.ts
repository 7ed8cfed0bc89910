/**
 * Stage "monthly": the monthly by-station files, validated and cross-checked against the
 * catalog. A station answers ZIPs only when the catalog has it with temperature normals. A file
 * that is unreadable or fails validation is quarantined (left out, with its reason; its ZIPs
 * get a 422 naming it); the build stops only when more than QUARANTINE_LIMIT of the files fail.
 * The files go through the same projection reader as the catalog (csv-parse for any file outside
 * NCEI's strict layout): the mirror holds 17, but the full upstream archive holds ~15,600.
 */
import type { ByStationEdition } from '../../lib/editions.ts';
import type { BuildContext, ReportSection, SkippedStation, Stage } from '../context.ts';
import type { CatalogStation } from '../ncei/types.ts';
import { byStationReader } from '../ncei/byStationCsv.ts';
import { MONTHLY_COLUMNS } from '../ncei/catalog.ts';
import { monthlyStation } from '../ncei/monthly.ts';
import type { MonthlyStation } from '../ncei/types.ts';
import { DataValidationError, monthlyProblems } from '../validate.ts';
import { groupedIds } from '../output/report.ts';
import { QUARANTINE_LIMIT, quarantine, type QuarantinedStation } from '../quarantine.ts';
import { visitProduct } from './stationSources.ts';

export const SKIP_REASONS = {
  notInCatalog: 'not in the annual/seasonal catalog, so its place and normals cannot be cross-checked',
  noTemperature: 'no temperature normals in its annual/seasonal file: never the nearest candidate for a ZIP',
} as const;

export interface MonthlyRead {
  /** Validated monthly files of catalog stations with temperature normals, by id. */
  used: Map<string, MonthlyStation>;
  skipped: SkippedStation[];
  /** Files that failed validation, left out (sorted by id). */
  quarantined: QuarantinedStation[];
  report: ReportSection[];
}

/** The default edition's monthly files. */
export function monthlyStage(edition: ByStationEdition): Stage {
  return {
    name: 'monthly',
    async run(ctx) {
      const read = await readMonthly(ctx, edition, ctx.get('catalog'), 'Monthly normals');
      ctx.set('monthly', read.used);
      ctx.set('monthlySkipped', read.skipped);
      ctx.set('quarantined', read.quarantined);
      for (const section of read.report) ctx.addReport(section.title, section.lines);
    },
  };
}

/** Reads, validates and cross-checks an edition's monthly files against its catalog (`what` titles errors and report). */
export async function readMonthly(ctx: BuildContext, edition: ByStationEdition, catalog: ReadonlyMap<string, CatalogStation>, what: string): Promise<MonthlyRead> {
  const read = byStationReader(MONTHLY_COLUMNS);
  const files: MonthlyStation[] = [];
  const unreadable = new Map<string, string>();
  await visitProduct(ctx, edition.products.monthly, (file) => {
    try {
      files.push(monthlyStation(read(file.text).rows, file.id, file.source));
    } catch (error) {
      unreadable.set(file.id, `${file.id} unreadable: ${error instanceof Error ? error.message : String(error)}`);
    }
  });
  const checks = [
    ...files.map((m) => ({ id: m.id, problems: monthlyProblems(m, catalog.get(m.id)) })),
    ...[...unreadable].map(([id, problem]) => ({ id, problems: [problem] })),
  ].sort((a, b) => (a.id < b.id ? -1 : 1));
  const verdict = quarantine(checks);
  if (verdict.failure) throw new DataValidationError(what, verdict.problems, verdict.failure);
  const bad = new Set(verdict.quarantined.map((q) => q.id));

  const used = new Map<string, MonthlyStation>();
  const skipped: SkippedStation[] = [];
  for (const m of files.filter((f) => !bad.has(f.id)).sort((a, b) => (a.id < b.id ? -1 : 1))) {
    const station = catalog.get(m.id);
    if (!station) skipped.push({ id: m.id, source: m.source, reason: SKIP_REASONS.notInCatalog });
    else if (!station.has.temperature) skipped.push({ id: m.id, source: m.source, reason: SKIP_REASONS.noTemperature });
    else used.set(m.id, m);
  }
  const report: ReportSection[] = [{
    title: what,
    lines: [
      `${checks.length} monthly file(s) read, all validated (12 months, physical bounds, high >= low, low <= mean <= high)`,
      'and cross-checked against the annual and seasonal normals (means of highs, lows and means; sums of precipitation and snowfall)',
      `${used.size} station(s) with monthly values in this build: ${[...used.keys()].join(', ') || 'none'}`,
      `${skipped.length} skipped, by reason:`,
      ...groupedIds(skipped.map((s) => ({ id: s.id, group: s.reason }))),
    ],
  }];
  if (verdict.quarantined.length > 0) {
    report.push({
      title: `Quarantined monthly files (${verdict.quarantined.length}: failed validation, left out)`,
      lines: [
        `at most ${QUARANTINE_LIMIT * 100} % of the files may fail before the build stops; their ZIPs are answered 422 naming the station`,
        ...verdict.quarantined.map((q) => `  ${q.id}: ${q.reason}`),
      ],
    });
  }
  return { used, skipped, quarantined: verdict.quarantined, report };
}
