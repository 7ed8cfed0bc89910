/**
 * Stage "manifest", always last: site/data/manifest.json (input checksums, counts, downloads;
 * /health reads it) and site/data/build-report.txt (the report sections of every stage).
 */
import { writeFile } from 'node:fs/promises';
import { SERVICE_NAME, SYNTHETIC_SOURCE_PREFIX } from '../../lib/constants.ts';
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
    const downloads = await ctx.downloads();
    const shardPrefixes = [...new Set(records.map((r) => shardPrefix(r.location.zip)))].sort();
    const manifest: Manifest = {
      schemaVersion: 1,
      normalsPeriod: DEFAULT_EDITION.label,
      inputs,
      inputsFrom: ctx.get('inputsFrom'),
      counts: {
        zctas: ctx.get('zctas').length,
        zipsMapped: records.length,
        zipsWithNormals: covered.length,
        zipsStationNotInBuild: records.filter((r) => r.coverage === 'station-not-in-build').length,
        stationsInCatalog: catalog.length,
        stationsWithTemperatureNormals: catalog.filter((s) => s.has.temperature).length,
        stationsWithMonthlyValues: ctx.get('monthly').size,
        stationsServingZips: new Set(covered.map((r) => r.station.id)).size,
        shards: shardPrefixes.length,
        stationsQuarantined: ctx.get('quarantined').length,
        zipsStationQuarantined: records.filter((r) => r.coverage === 'station-quarantined').length,
      },
      synthetic: ctx.synthetic,
      quarantined: ctx.get('quarantined'),
      shardPrefixes,
      downloads: [...downloads].sort((a, b) => (a.path < b.path ? -1 : 1)),
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
    const source = `NOAA NCEI U.S. Climate Normals ${DEFAULT_EDITION.label}`;
    const title = `${SERVICE_NAME} build report: ${ctx.synthetic ? SYNTHETIC_SOURCE_PREFIX : ''}${source}`;
    await writeFile(ctx.outPath('build-report.txt'), formatReport(title, [summary, ...ctx.report, fromLines, inputLines]));
  },
};
