/**
 * Full-scale simulation: synthetic monthly files for every station of the real catalog
 * (test/support/syntheticRaw.ts; values derived from each station's seasonal normals, marked
 * SYNTHETIC), built by the pipeline CLI into a temporary folder, then served by the real server
 * under random-ZIP load over every ZCTA. A second synthetic set (variant 1) with a poisoned station
 * is built and loaded the same way: it must quarantine that station and still hold every bound.
 * The Netlify function artifact is not measured here (bench/bundle.ts measures it on the mirror build).
 *
 * `tsx bench/fullscale.ts [builds] [seconds] [connections]`; `benchFullScale()` returns the figures.
 */
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createDataset } from '../api/dataset.ts';
import { fileDataStore } from '../api/dataStore.ts';
import type { EditionManifest, Manifest } from '../lib/dataTypes.ts';
import { defaultSection } from '../lib/manifest.ts';
import { shardPrefix } from '../lib/zip.ts';
import { REPO_ROOT } from '../pipeline/build.ts';
import { resolveRawDir } from '../pipeline/inputs/rawDir.ts';
import {
  buildInChild, LOAD_ROUTES, pickPoison, randomZipLoad, readZctas, seededRandom, wrongAnswers, type BuildRun, type RandomLoad,
} from '../test/support/fullScale.ts';
import { startServerProcess } from '../test/support/serverProcess.ts';
import { readCatalog, writeSyntheticRaw, type SyntheticRaw } from '../test/support/syntheticRaw.ts';
import { quantile } from './handler.ts';

export interface Sizes {
  dataMb: number;
  shards: number;
  shardsMb: number;
  largestShardKb: number;
  downloadsMb: number;
}

export interface ScaleRun {
  name: string;
  builds: BuildRun[];
  quarantined: EditionManifest['quarantined'];
  sizes: Sizes;
  /** First read of each shard (file read + parse), ms. */
  coldShard: { shards: number; p50Ms: number; p99Ms: number; maxMs: number };
  load: RandomLoad;
  /** Wrong answers in a sample of ZCTAs (and the poisoned station's ZIPs). */
  sample: number;
  wrong: string[];
}

const median = (xs: readonly number[]) => quantile([...xs].sort((a, b) => a - b), 0.5);
const mb = (bytes: number) => Math.round(bytes / 1e5) / 10;

async function sizesOf(outDir: string): Promise<Sizes> {
  const bytesUnder = async (dir: string) => {
    const entries = await readdir(dir, { recursive: true, withFileTypes: true });
    const files = await Promise.all(entries.filter((e) => e.isFile()).map(async (e) => (await stat(join(e.parentPath, e.name))).size));
    return { total: files.reduce((a, b) => a + b, 0), count: files.length, largest: Math.max(...files) };
  };
  const [all, shards, downloads] = await Promise.all([bytesUnder(outDir), bytesUnder(join(outDir, 'zip')), bytesUnder(join(outDir, 'download'))]);
  return { dataMb: mb(all.total), shards: shards.count, shardsMb: mb(shards.total), largestShardKb: Math.round(shards.largest / 1000), downloadsMb: mb(downloads.total) };
}

/** Each shard's first lookup through the API's own Dataset (manifest already read). */
async function coldShardReads(outDir: string, zips: readonly string[]): Promise<ScaleRun['coldShard']> {
  const dataset = createDataset(fileDataStore(outDir), () => {});
  await dataset.manifest();
  const firstZip = new Map<string, string>();
  for (const zip of zips) if (!firstZip.has(shardPrefix(zip))) firstZip.set(shardPrefix(zip), zip);
  const times: number[] = [];
  for (const zip of firstZip.values()) {
    const t0 = performance.now();
    await dataset.lookup(zip);
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return { shards: times.length, p50Ms: quantile(times, 0.5), p99Ms: quantile(times, 0.99), maxMs: times[times.length - 1]! };
}

async function scaleRun(name: string, raw: SyntheticRaw, scratch: string, zctas: Awaited<ReturnType<typeof readZctas>>, extraChecks: typeof zctas,
  options: { builds: number; seconds: number; connections: number }): Promise<ScaleRun> {
  const outDir = join(scratch, `data-${name}`);
  const builds: BuildRun[] = [];
  for (let i = 0; i < options.builds; i++) builds.push(await buildInChild(raw.dir, outDir));
  const manifest = JSON.parse(await readFile(join(outDir, 'manifest.json'), 'utf8')) as Manifest;
  const zips = zctas.map((z) => z.zip);
  const coldShard = await coldShardReads(outDir, zips);
  const server = await startServerProcess({ DATA_DIR: outDir });
  try {
    const load = await randomZipLoad(server, zips, { seconds: options.seconds, connections: options.connections, seed: 42 });
    const random = seededRandom(7);
    const sample = [...Array.from({ length: 1_000 }, () => zctas[Math.floor(random() * zctas.length)]!), ...extraChecks];
    const wrong = await wrongAnswers(server.url, sample, raw);
    return { name, builds, quarantined: defaultSection(manifest).quarantined, sizes: await sizesOf(outDir), coldShard, load, sample: sample.length, wrong };
  } finally {
    await server.stop();
  }
}

/** Defaults: 3 builds per set, 60 s of load at 32 connections. */
export async function benchFullScale(options: { builds?: number; seconds?: number; connections?: number } = {}): Promise<ScaleRun[]> {
  const o = { builds: options.builds ?? 3, seconds: options.seconds ?? 60, connections: options.connections ?? 32 };
  const { dir: source } = await resolveRawDir({ repoRoot: REPO_ROOT });
  const scratch = await mkdtemp(join(tmpdir(), 'typical-weather-synthetic-bench-'));
  try {
    const [catalog, zctas] = await Promise.all([readCatalog(source), readZctas(source)]);
    const plain = await writeSyntheticRaw({ sourceRawDir: source, variant: 0, catalog, dir: join(scratch, 'raw-v0') });
    const runs = [await scaleRun('synthetic v0', plain, scratch, zctas, [], o)];
    const poison = pickPoison(catalog, zctas, 4);
    const poisoned = await writeSyntheticRaw({ sourceRawDir: source, variant: 1, poison: [poison.id], catalog, dir: join(scratch, 'raw-v1') });
    runs.push(await scaleRun(`synthetic v1, ${poison.id} poisoned (nearest of ${poison.zips.length} ZIPs)`, poisoned, scratch, zctas, poison.zips, o));
    return runs;
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

/** The figures as Markdown. */
export function fullScaleTable(runs: readonly ScaleRun[]): string {
  const out: string[] = [];
  for (const r of runs) {
    const stages = r.builds[0]!.stages.map(([stage]) => stage);
    const stageMs = (stage: string) => r.builds.map((b) => b.stages.find(([s]) => s === stage)?.[1] ?? 0);
    const l = r.load;
    out.push(
      `#### ${r.name}`,
      '',
      `Build (pipeline CLI in a child process, ${r.builds.length} run(s)), ms: median (min–max)`,
      '',
      '| stage | median | min | max |',
      '| --- | ---: | ---: | ---: |',
      ...[...stages.map((s) => [s, stageMs(s)] as const), ['**whole build**', r.builds.map((b) => b.totalMs)] as const].map(
        ([s, ms]) => `| ${s} | ${median(ms).toFixed(0)} | ${Math.min(...ms).toFixed(0)} | ${Math.max(...ms).toFixed(0)} |`,
      ),
      '',
      `Peak RSS of the build: median ${median(r.builds.map((b) => b.peakRssMb))} MB (max ${Math.max(...r.builds.map((b) => b.peakRssMb))} MB). ` +
        `CPU time (user + system) of the build: median ${(median(r.builds.map((b) => b.cpuMs)) / 1000).toFixed(1)} s ` +
        `(over two threads: the 1981–2010 edition and the city index run in a worker thread, so on an idle 2-core ` +
        `machine the wall time is below it; on a busy one, near it).`,
      `Quarantined: ${r.quarantined.map((q) => `${q.id} (${q.reason})`).join('; ') || 'none'}.`,
      `Output: ${r.sizes.dataMb} MB in the data folder; ${r.sizes.shards} shards, ${r.sizes.shardsMb} MB, the largest ${r.sizes.largestShardKb} KB; downloads ${r.sizes.downloadsMb} MB.`,
      `Cold shard read (file read + parse, through api/dataset.ts) over ${r.coldShard.shards} shards: p50 ${r.coldShard.p50Ms.toFixed(2)} ms, ` +
        `p99 ${r.coldShard.p99Ms.toFixed(2)} ms, max ${r.coldShard.maxMs.toFixed(2)} ms.`,
      '',
      `Server (\`npm start\`'s server/start.ts, DATA_DIR = the synthetic build), random ZIPs over all ZCTAs ` +
        `(${LOAD_ROUTES.map((r) => `${r.share * 100} % ${r.path('…')}`).join(', ')}): ` +
        `${l.requests} requests, ${l.rps} req/s, p50 ${l.p50Ms} ms, p99 ${l.p99Ms} ms; 2xx ${l.status2xx}, 4xx ${l.status4xx}, ` +
        `5xx ${l.status5xx}, errors ${l.errors}.`,
      `Server RSS every 10 s, MB: ${l.rssMb.join(' → ')}.`,
      `Answers checked against the brute-force nearest station's synthetic values: ${r.sample} ZCTAs, ${r.wrong.length} wrong${r.wrong.length ? `: ${r.wrong.slice(0, 3).join('; ')}` : ''}.`,
      '',
    );
  }
  return out.join('\n');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [builds, seconds, connections] = process.argv.slice(2).map(Number);
  console.log(fullScaleTable(await benchFullScale({ builds: builds || undefined, seconds: seconds || undefined, connections: connections || undefined })));
}
