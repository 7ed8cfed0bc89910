/**
 * `npm run bench`: every benchmark in turn, printed as Markdown and written to
 * bench/results/latest.md. `npm run bench -- --quick` shortens each (a smoke run, not figures);
 * `--baseline <checkout>` measures the full-scale and bare-server sections for that checkout too, side by side.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { REPO_ROOT } from '../pipeline/build.ts';
import { benchAddress, addressTable } from './address.ts';
import { attacksTable, benchAttacks } from './attacks.ts';
import { benchFullScale } from './fullscale.ts';
import { fullScaleTable } from './fullscaleTable.ts';
import { benchBundle, bundleTable } from './bundle.ts';
import { benchHandler, handlerTable } from './handler.ts';
import { benchMcp, benchMcpFunction, mcpFunctionTable, mcpTable } from './mcp.ts';
import { benchLighthouse, lighthouseTable } from './lighthouse.ts';
import { loadTable, runLoad } from './load.ts';
import { benchPipeline, pipelineTable } from './pipeline.ts';
import { benchServer, serverTable } from './server.ts';
import { bareServerTable, benchBareServer } from './bareServer.ts';
import { startFakeGeocoder } from '../test/support/fakeGeocoder.ts';

const { values } = parseArgs({ options: { quick: { type: 'boolean', default: false }, baseline: { type: 'string' } } });
const quick = values.quick;

const sections: string[] = [];
const section = async (title: string, run: () => Promise<string>) => {
  const t0 = performance.now();
  console.error(`… ${title}`);
  const body = await run();
  const text = `### ${title}\n\n${body}\n`;
  console.log(text);
  sections.push(text);
  console.error(`  (${((performance.now() - t0) / 1000).toFixed(0)} s)`);
};

await section('Build pipeline (from the mirror)', async () =>
  pipelineTable(await benchPipeline({ runs: quick ? 1 : 3, bruteSample: quick ? 100 : 500 })),
);
await section('Handler in process', async () => handlerTable(await benchHandler({ iterations: quick ? 2_000 : 20_000 })));
await section('Address resolution', async () => addressTable(await benchAddress()));
await section('Function artifact (as Netlify ships it)', async () => bundleTable(await benchBundle(quick ? 1 : 7, quick ? 200 : 5000)));
await section('MCP endpoint: a tool call vs the same HTTP request in process; the MCP function beside the API\'s', async () =>
  [
    mcpTable(await benchMcp({ iterations: quick ? 2_000 : 20_000 })),
    mcpFunctionTable(await benchMcpFunction(quick ? 1 : 7, quick ? 200 : 5000)),
  ].join('\n\n'),
);
await section('Local server: API vs a static file of similar size', async () =>
  serverTable(await benchServer({ seconds: quick ? 2 : 8, connections: 32, rounds: quick ? 1 : 3 })),
);
await section('Local server against a bare Node server sending the same bytes', async () => {
  const rounds = quick ? 1 : 3;
  return bareServerTable(await benchBareServer({ seconds: quick ? 2 : 8, connections: 32, rounds, baseline: values.baseline }), rounds);
});
await section(`Load: ${quick ? 2 : 60} s per route at 64 connections`, async () => {
  const geocoder = await startFakeGeocoder();
  try {
    const { rows, rssAfterAllMb } = await runLoad({
      seconds: quick ? 2 : 60,
      connections: 64,
      env: { CENSUS_GEOCODER_URL: geocoder.url },
    });
    return `${loadTable(rows)}\n\nServer RSS after all routes: ${rssAfterAllMb} MB (target < 200 MB).`;
  } finally {
    await geocoder.close();
  }
});

await section(`Under attack: ${quick ? 2 : 10} s per attack, on both starts`, async () => attacksTable(await benchAttacks({ seconds: quick ? 2 : 10 })));

await section('Lighthouse, mobile, the page with ?zip=10024', async () => lighthouseTable(await benchLighthouse(quick ? 1 : 3)));

const fullScale = { builds: quick ? 1 : 3, seconds: quick ? 2 : 60, connections: 32, coldStarts: quick ? 1 : 7, baseline: values.baseline };
await section(`Full-scale simulation (synthetic monthly files for every station; ${fullScale.seconds} s loads at 32 connections)`, async () =>
  fullScaleTable(await benchFullScale(fullScale), fullScale),
);

const header = `# Benchmark results\n\nMachine: ${process.platform} ${process.arch}, Node ${process.version}, ${(await import('node:os')).cpus().length} cores.\n`;
await mkdir(path.join(REPO_ROOT, 'bench', 'results'), { recursive: true });
await writeFile(path.join(REPO_ROOT, 'bench', 'results', 'latest.md'), [header, ...sections].join('\n'));
console.error('written to bench/results/latest.md');
