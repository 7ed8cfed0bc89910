/**
 * `npm run bench`: every benchmark in turn, printed as Markdown and written to bench/figures.md, the
 * one place for the latest figures (their history is git's). `npm run bench -- --quick` shortens
 * each (a smoke run, not figures: written to the git-ignored bench/results/quick.md instead);
 * `--baseline <checkout>` measures the bare-server and full-scale sections for that checkout too,
 * its windows taken in turn with this checkout's, side by side.
 */
import { execFileSync } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { REPO_ROOT } from '../pipeline/build.ts';
import { benchAddress, addressTable } from './address.ts';
import { attacksTable, benchAttacks } from './attacks.ts';
import { benchFullScale } from './fullscale.ts';
import { fullScaleTable } from './fullscaleTable.ts';
import { benchBundle, bundleTable } from './bundle.ts';
import { benchDateVsMonth, benchHandler, DATE_VS_MONTH, handlerTable } from './handler.ts';
import { benchMcp, benchMcpFunction, mcpFunctionTable, mcpTable } from './mcp.ts';
import { benchLighthouse, lighthouseTable } from './lighthouse.ts';
import { loadTable, runLoad } from './load.ts';
import { benchPipeline, pipelineTable } from './pipeline.ts';
import { benchServer, serverTable } from './server.ts';
import { bareServerTable, benchBareServer } from './bareServer.ts';
import { MIN_ROUNDS, showRatio, spread } from './rounds.ts';
import { startFakeGeocoder } from '../test/support/fakeGeocoder.ts';
import { runTempFolder } from '../test/support/runTemp.ts';

runTempFolder('bench');
const { values } = parseArgs({ options: { quick: { type: 'boolean', default: false }, baseline: { type: 'string' } } });
const quick = values.quick;
/** Rounds of cold starts (the floor's and ours): a fresh process each, cheap, and noisy one by one. */
const COLD_STARTS = 15;

const git = (...args: string[]) => execFileSync('git', args, { cwd: REPO_ROOT, encoding: 'utf8' }).trim();
// Taken at the start: others may commit while the run goes on.
const commit = `${git('rev-parse', '--short', 'HEAD')}${git('status', '--porcelain', '--untracked-files=no') === '' ? '' : ' with changes not committed'}`;
const load = () => loadavg()[0]!.toFixed(1);
const startedAt = new Date();
const loadAtStart = load();
const sections: string[] = [];
/**
 * A section's figures, with how long it took and how loaded the machine was at its end (the noise
 * the spreads show); a section that fails says why and the others still run.
 */
const section = async (title: string, run: () => Promise<string>) => {
  const t0 = performance.now();
  console.error(`… ${title}`);
  const body = await run().catch((error: unknown) => `**Not measured**: ${error instanceof Error ? error.message : String(error)}`);
  const text = `### ${title}\n\n${body}\n\n${((performance.now() - t0) / 1000).toFixed(0)} s; load average ${load()} at its end.\n`;
  console.log(text);
  sections.push(text);
};

await section('Build pipeline (from the mirror)', async () =>
  pipelineTable(await benchPipeline({ runs: quick ? 1 : 3, bruteSample: quick ? 100 : 500 })),
);
await section('Handler in process', async () => handlerTable(await benchHandler({ iterations: quick ? 2_000 : 20_000 })));

await section('A date against its month, hot, in process', async () => {
  const ratios = spread(await benchDateVsMonth({ calls: quick ? 500 : 5_000 }));
  return `\`${DATE_VS_MONTH.date}\` ÷ \`${DATE_VS_MONTH.month}\`, mean time a request: ${showRatio(ratios, undefined)} (target ≤ 1.3: ${ratios.median <= 1.3 ? 'met' : 'NOT met'}).`;
});
await section('Address resolution', async () => addressTable(await benchAddress()));
await section('Function artifact (as Netlify ships it)', async () => bundleTable(await benchBundle(quick ? 2 : COLD_STARTS, quick ? 200 : 5000)));
await section('MCP endpoint: a tool call vs the same HTTP request in process; the MCP function beside the API\'s', async () =>
  [
    mcpTable(await benchMcp({ iterations: quick ? 2_000 : 20_000 })),
    mcpFunctionTable(await benchMcpFunction(quick ? 2 : COLD_STARTS, quick ? 200 : 5000)),
  ].join('\n\n'),
);
await section('Local server: API vs a static file of similar size', async () =>
  serverTable(await benchServer({ seconds: quick ? 1 : 6, connections: 32, rounds: quick ? 2 : MIN_ROUNDS })),
);
const bare = { seconds: quick ? 1 : 5, connections: 32, rounds: quick ? 2 : 7, baseline: values.baseline };
await section('Local server against a bare Node server sending the same bytes', async () => bareServerTable(await benchBareServer(bare)));
await section('The same from a cold page cache (dropped before every window)', async () =>
  bareServerTable(await benchBareServer({ ...bare, coldCache: true })),
);
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

const fullScale = {
  builds: quick ? 1 : values.baseline ? MIN_ROUNDS : 3,
  seconds: quick ? 4 : 60,
  rounds: quick ? 2 : MIN_ROUNDS,
  connections: 32,
  coldStarts: quick ? 2 : COLD_STARTS,
  baseline: values.baseline,
  daily: !quick,
};
await section(`Full-scale simulation (synthetic monthly${fullScale.daily ? ' and daily' : ''} files for every station; ${fullScale.seconds} s of each load at 32 connections)`, async () =>
  fullScaleTable(await benchFullScale(fullScale), fullScale),
);

const header = [
  quick ? '# Benchmark smoke run (`npm run bench -- --quick`: not figures)' : '# Figures',
  '',
  'Written by `npm run bench` (bench/run.ts), never by hand; their history is in git. What each figure measures and its target: [README.md](README.md); ' +
    "the one-off measurements behind the code's choices: [choices.md](choices.md).",
  '',
  `Commit ${commit}${values.baseline ? `, against ${values.baseline} (${git('-C', path.resolve(values.baseline), 'rev-parse', '--short', 'HEAD')})` : ''}; ` +
    `${startedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC; ${process.platform} ${process.arch}, Node ${process.version}, ${cpus().length} cores; ` +
    `load average ${loadAtStart} at the start.`,
  '',
  'Each ratio is the median of rounds taken in turn, its spread (min–max) beside it.',
  '',
].join('\n');
const out = quick ? path.join(REPO_ROOT, 'bench', 'results', 'quick.md') : path.join(REPO_ROOT, 'bench', 'figures.md');
await mkdir(path.dirname(out), { recursive: true });
await writeFile(out, [header, ...sections].join('\n'));
console.error(`written to ${path.relative(REPO_ROOT, out)}`);
