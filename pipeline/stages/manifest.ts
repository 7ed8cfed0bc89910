/**
 * Stage "manifest", always last: site/data/manifest.json (input checksums, every edition's section
 * under `editions[slug]`, the profile, downloads; /health reads it) and site/data/build-report.txt
 * (the report sections of every stage).
 */
import { hasDayCounts } from '../../lib/dayCounts.ts';
import { writeFile } from 'node:fs/promises';
import { SERVICE_NAME, SYNTHETIC_SOURCE_PREFIX } from '../../lib/constants.ts';
import type { EditionRegistry } from '../../lib/editions.ts';
import { shardPrefix } from '../../lib/zip.ts';
import type { EditionManifest, Manifest } from '../../lib/dataTypes.ts';
import type { BuildContext, DailyBuild, Stage } from '../context.ts';
import { formatReport } from '../output/report.ts';
import { downloadFolderPackages } from '../dictionary/dataPackage.ts';

const byPath = (a: { path: string }, b: { path: string }) => (a.path < b.path ? -1 : 1);

export function manifestStage(editions: EditionRegistry): Stage {
  return {
    name: 'manifest',
    async run(ctx) {
      const others = ctx.find('editionManifests') ?? {};
      const sections: Record<string, EditionManifest> = { [editions.default.slug]: await defaultSection(ctx, editions) };
      for (const { slug } of editions.all) {
        if (!Object.hasOwn(others, slug)) continue;
        // Its twins download, made by a later stage than its section, joins its own.
        const section = others[slug]!;
        const twins = ctx.find('twinsDownloads')?.[slug];
        sections[slug] = { ...section, downloads: [...section.downloads, ...(twins ? [twins] : [])].sort(byPath) };
      }
      const inputs = await ctx.inputs();
      const manifest: Manifest = {
        schemaVersion: 2,
        defaultEdition: editions.default.slug,
        inputs,
        inputsFrom: ctx.get('inputsFrom'),
        zctas: ctx.get('zctas').length,
        synthetic: ctx.synthetic,
        downloads: (await ctx.downloads(null)).sort(byPath),
        profile: ctx.get('profile'),
        ...dailyManifest(ctx.find('daily')),
        editions: sections,
      };
      await writeFile(ctx.outPath('manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
      for (const pkg of downloadFolderPackages(manifest)) await writeFile(ctx.outPath(pkg.path), pkg.text);
      ctx.set('manifest', manifest);

      const summary = {
        title: 'Summary',
        lines: [`zctas: ${manifest.zctas}`, ...Object.entries(sections[editions.default.slug]!.counts).map(([name, n]) => `${name}: ${n}`)],
      };
      const inputLines = {
        title: `Inputs (${inputs.length})`,
        lines: inputs.map((i) => `${i.path}  ${i.bytes} bytes  sha256 ${i.sha256}`),
      };
      const from = manifest.inputsFrom!;
      const fromLines = {
        title: 'Inputs from',
        lines:
          from.kind === 'raw-folder'
            ? ['a raw data folder (not upstream-shaped, so not checked against the upstream lock): the input hashes below are the record']
            : [
                `a download from upstream, every file verified against ${from.lock}`,
                ...from.absentUpstream.map((path) => `${path}: upstream answered 404 (recorded in the lock); built without it`),
              ],
      };
      const source = `NOAA NCEI U.S. Climate Normals ${editions.default.label}`;
      const title = `${SERVICE_NAME} build report: ${ctx.synthetic ? SYNTHETIC_SOURCE_PREFIX : ''}${source}`;
      await writeFile(ctx.outPath('build-report.txt'), formatReport(title, [summary, ...ctx.report, fromLines, inputLines]));
    },
  };
}

/** The default edition's section, from the records, catalog and monthly files of the main stages. */
async function defaultSection(ctx: BuildContext, editions: EditionRegistry): Promise<EditionManifest> {
  const records = [...ctx.get('records').values()];
  const catalog = [...ctx.get('catalog').values()];
  const covered = records.filter((r) => r.coverage === 'covered');
  const shardPrefixes = [...new Set(records.map((r) => shardPrefix(r.location.zip)))].sort();
  return {
    normalsPeriod: editions.default.label,
    counts: {
      zipsMapped: records.length,
      zipsWithNormals: covered.length,
      zipsStationNotInBuild: records.filter((r) => r.coverage === 'station-not-in-build').length,
      zipsStationQuarantined: records.filter((r) => r.coverage === 'station-quarantined').length,
      stationsInCatalog: catalog.length,
      stationsWithTemperatureNormals: catalog.filter((s) => s.has.temperature).length,
      stationsWithMonthlyValues: ctx.get('monthly').size,
      stationsServingZips: new Set(covered.map((r) => r.station.id)).size,
      zipsWithDayCounts: covered.filter((r) => hasDayCounts(r.months)).length,
      stationsQuarantined: ctx.get('quarantined').length,
      shards: shardPrefixes.length,
    },
    shardPrefixes,
    quarantined: ctx.get('quarantined'),
    snowfall: { available: true, note: `monthly snowfall from ${editions.default.products.monthly}` },
    downloads: (await ctx.downloads(editions.default.slug)).sort(byPath),
  };
}

/** The manifest's `daily`, when the build read daily normals. */
const dailyManifest = (daily: DailyBuild | undefined) =>
  daily === undefined ? {} : { daily: { stations: daily.stations.size, quarantined: daily.quarantined } };
