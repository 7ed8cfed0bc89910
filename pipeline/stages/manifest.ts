/**
 * Stage "manifest", always last: site/data/manifest.json (input checksums, counts, downloads;
 * /health reads it) and site/data/build-report.txt (the report sections of every stage).
 */
import { writeFile } from 'node:fs/promises';
import { SERVICE_NAME } from '../../lib/constants.ts';
import { DEFAULT_EDITION } from '../../lib/editions.ts';
import { shardPrefix } from '../../lib/zip.ts';
import type { Manifest } from '../../lib/dataTypes.ts';
import type { Stage } from '../context.ts';
import { formatReport } from '../output/report.ts';

export const manifestStage: Stage = {
  name: 'manifest',
  async run(ctx) {
    const records = [...ctx.get('records').values()];
    const catalog = [...ctx.get('catalog').values()];
    const covered = records.filter((r) => r.coverage === 'covered');
    const inputs = await ctx.inputs();
    const shardPrefixes = [...new Set(records.map((r) => shardPrefix(r.location.zip)))].sort();
    const manifest: Manifest = {
      schemaVersion: 1,
      normalsPeriod: DEFAULT_EDITION.label,
      inputs,
      counts: {
        zctas: ctx.get('zctas').length,
        zipsMapped: records.length,
        zipsWithNormals: covered.length,
        zipsStationNotInBuild: records.length - covered.length,
        stationsInCatalog: catalog.length,
        stationsWithTemperatureNormals: catalog.filter((s) => s.has.temperature).length,
        stationsWithMonthlyValues: ctx.get('monthly').size,
        stationsServingZips: new Set(covered.map((r) => r.station.id)).size,
        shards: shardPrefixes.length,
      },
      shardPrefixes,
      downloads: [...ctx.downloads].sort((a, b) => (a.path < b.path ? -1 : 1)),
      profile: ctx.get('profile'),
    };
    const editions = ctx.find('editionManifests');
    if (editions) manifest.editions = editions;
    await writeFile(ctx.outPath('manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    ctx.set('manifest', manifest);

    const summary = {
      title: 'Summary',
      lines: Object.entries(manifest.counts).map(([name, n]) => `${name}: ${n}`),
    };
    const inputLines = {
      title: `Inputs (${inputs.length})`,
      lines: inputs.map((i) => `${i.path}  ${i.bytes} bytes  sha256 ${i.sha256}`),
    };
    await writeFile(
      ctx.outPath('build-report.txt'),
      formatReport(`${SERVICE_NAME} build report: NOAA NCEI U.S. Climate Normals ${DEFAULT_EDITION.label}`, [summary, ...ctx.report, inputLines]),
    );
  },
};
