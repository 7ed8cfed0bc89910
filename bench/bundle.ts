/**
 * The Netlify Function as Netlify ships it (zip-it-and-ship-it with netlify.toml's settings,
 * test/support/netlifyBundle.ts): the artifact's zipped and unzipped size and file count, by part,
 * and its data projected to full coverage; then, in fresh processes on Node 22 (the local Node if it
 * is not installed), the cold start (import of the entry point + first answer, median) and warm
 * p50/p99 of calls through the Lambda entry point. Target: the function's code < 300 KB.
 * `tsx bench/bundle.ts [cold starts] [warm calls]`; `benchBundle()` returns the figures.
 */
import { execFile } from 'node:child_process';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { deflateSync } from 'node:zlib';
import { defaultSection } from '../lib/manifest.ts';
import type { Manifest, ZipShard } from '../lib/dataTypes.ts';
import { loadArtifact } from '../test/support/lambdaArtifact.ts';
import { buildArtifact } from '../test/support/netlifyBundle.ts';
import { node22 } from '../test/support/node22.ts';
import { TSX } from '../test/support/serverProcess.ts';
import { quantile } from './handler.ts';

/** The artifact's files by what they are. */
const PARTS = [
  { part: 'Netlify bootstrap', test: (f: string) => f.startsWith('___netlify-') },
  { part: 'function code', test: (f: string) => /^(functions\/|node_modules\/|package\.json$)/.test(f) },
  { part: 'data: ZIP shards', test: (f: string) => f.startsWith('site/data/zip/') },
  { part: 'data: climate-profile shards', test: (f: string) => f.startsWith('site/data/profile/') },
  { part: 'data: 1981–2010 ZIP shards', test: (f: string) => f.startsWith('site/data/1981-2010/zip/') },
  { part: 'data: change-since-1981–2010 shards', test: (f: string) => f.startsWith('site/data/1981-2010/change/') },
  { part: 'data: city index, ZCTA points, manifest', test: (f: string) => f.startsWith('site/data/') },
];

export interface BundleSize {
  zippedBytes: number;
  unzippedBytes: number;
  files: number;
  parts: { part: string; files: number; bytes: number }[];
  /** The data at full coverage (every ZCTA with normals), estimated from this build's records. */
  fullCoverage: { zctas: number; covered: number; shardBytes: number; artifactZippedBytes: number; artifactUnzippedBytes: number };
  node: string;
  coldStartMs: { importMedian: number; firstAnswerMedian: number; runs: number };
  warm: { path: string; calls: number; p50Ms: number; p99Ms: number };
}

const WARM_PATH = '/typical-weather?zip=10024&month=jul';

/** In a fresh process: import the entry point, answer once, then `calls` warm answers. */
async function probe(dir: string, calls: number): Promise<void> {
  const t0 = performance.now();
  const handler = await loadArtifact(dir);
  const imported = performance.now();
  await (await handler(new Request(`https://typical-weather.netlify.app${WARM_PATH}`))).text();
  const first = performance.now();
  const times: number[] = [];
  // The first calls compile the code paths; warm means after them (as bench/handler.ts).
  for (let i = 0; i < Math.min(calls, 1000); i++) await (await handler(new Request(`https://typical-weather.netlify.app${WARM_PATH}`))).text();
  for (let i = 0; i < calls; i++) {
    const start = performance.now();
    await (await handler(new Request(`https://typical-weather.netlify.app${WARM_PATH}`))).text();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const warm = calls === 0 ? null : { p50Ms: quantile(times, 0.5), p99Ms: quantile(times, 0.99) };
  console.log(JSON.stringify({ importMs: imported - t0, firstAnswerMs: first - t0, warm, version: process.version }));
}

/**
 * Shard bytes now, and with every uncovered record replaced by a covered one of average size;
 * zipped, covered records compress as they do now shard by shard (neighbouring ZIPs share stations).
 */
async function projectFullCoverage(dataDir: string, shardBytes: number) {
  const manifest = JSON.parse(await readFile(path.join(dataDir, 'manifest.json'), 'utf8')) as Manifest;
  let covered = 0;
  let coveredBytes = 0;
  let coveredDeflated = 0;
  let uncoveredBytes = 0;
  const { shardPrefixes, counts } = defaultSection(manifest);
  for (const prefix of shardPrefixes) {
    const shard = JSON.parse(await readFile(path.join(dataDir, 'zip', `${prefix}.json`), 'utf8')) as ZipShard;
    const records = Object.values(shard.zips);
    const coveredText = records.filter((r) => r.coverage === 'covered').map((r) => JSON.stringify(r)).join(',');
    covered += records.filter((r) => r.coverage === 'covered').length;
    coveredBytes += coveredText.length;
    if (coveredText !== '') coveredDeflated += deflateSync(coveredText).length;
    uncoveredBytes += records.filter((r) => r.coverage !== 'covered').reduce((n, r) => n + JSON.stringify(r).length, 0);
  }
  const uncovered = counts.zipsMapped - covered;
  const projected = shardBytes - uncoveredBytes + (uncovered * coveredBytes) / covered;
  const zippedGrowth = (projected - shardBytes) * (coveredDeflated / coveredBytes);
  return { zctas: counts.zipsMapped, covered, shardBytes: Math.round(projected), zippedGrowth };
}

export async function benchBundle(coldStarts = 7, warmCalls = 5000): Promise<BundleSize> {
  const artifact = await buildArtifact();
  try {
    const sizes = new Map<string, number>();
    for (const f of artifact.files) sizes.set(f, (await stat(path.join(artifact.dir, f))).size);
    const parts = PARTS.map(({ part }) => ({ part, files: 0, bytes: 0 }));
    for (const [f, bytes] of sizes) {
      const i = PARTS.findIndex((p) => p.test(f));
      parts[i]!.files++;
      parts[i]!.bytes += bytes;
    }
    const unzippedBytes = [...sizes.values()].reduce((a, b) => a + b, 0);
    const zippedBytes = (await stat(artifact.result.path)).size;
    const shards = parts[2]!;
    const { zippedGrowth, ...projection } = await projectFullCoverage(path.join(artifact.dir, 'site', 'data'), shards.bytes);
    const fullCoverage = {
      ...projection,
      artifactZippedBytes: Math.round(zippedBytes + zippedGrowth),
      artifactUnzippedBytes: unzippedBytes - shards.bytes + projection.shardBytes,
    };

    const node = node22() ?? process.execPath;
    const run = async (calls: number) => {
      const { stdout } = await promisify(execFile)(node, ['--import', TSX, import.meta.filename, '--probe', artifact.dir, String(calls)], { cwd: path.dirname(artifact.dir) });
      return JSON.parse(stdout) as { importMs: number; firstAnswerMs: number; warm: { p50Ms: number; p99Ms: number } | null; version: string };
    };
    const colds = [];
    for (let i = 0; i < coldStarts; i++) colds.push(await run(0));
    const warm = await run(warmCalls);
    const median = (xs: number[]) => quantile([...xs].sort((a, b) => a - b), 0.5);
    return {
      zippedBytes,
      unzippedBytes,
      files: artifact.files.length,
      parts,
      fullCoverage,
      node: warm.version,
      coldStartMs: { importMedian: median(colds.map((c) => c.importMs)), firstAnswerMedian: median(colds.map((c) => c.firstAnswerMs)), runs: coldStarts },
      warm: { path: WARM_PATH, calls: warmCalls, ...warm.warm! },
    };
  } finally {
    await artifact.remove();
  }
}

export function bundleTable(b: BundleSize): string {
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  const mb = (n: number) => `${(n / 1024 / 1024).toFixed(2)} MB`;
  const ms = (n: number) => `${n.toFixed(n < 1 ? 3 : 1)} ms`;
  const f = b.fullCoverage;
  return [
    `Function artifact (zip-it-and-ship-it, netlify.toml): ${mb(b.zippedBytes)} zipped, ${mb(b.unzippedBytes)} unzipped, ${b.files} files; target: function code < 300 KB.`,
    '',
    '| part | files | bytes unzipped |',
    '| --- | ---: | ---: |',
    ...b.parts.map((p) => `| ${p.part} | ${p.files} | ${kb(p.bytes)} |`),
    '',
    `Full coverage (all ${f.zctas} ZCTAs with normals; this build has ${f.covered}): ZIP shards ≈ ${mb(f.shardBytes)}; artifact ≈ ${mb(f.artifactZippedBytes)} zipped, ${mb(f.artifactUnzippedBytes)} unzipped (Lambda's limits: 50 MB zipped, 250 MB unzipped).`,
    '',
    `On Node ${b.node}, fresh processes, working directory outside the artifact: cold start (import of the entry point + first answer) median of ${b.coldStartMs.runs}: import ${ms(b.coldStartMs.importMedian)}, first answer at ${ms(b.coldStartMs.firstAnswerMedian)}; warm \`${b.warm.path}\` through the entry point, ${b.warm.calls} calls after 1,000 unmeasured: p50 ${ms(b.warm.p50Ms)}, p99 ${ms(b.warm.p99Ms)}.`,
  ].join('\n');
}

if (process.argv[2] === '--probe') {
  await probe(process.argv[3]!, Number(process.argv[4]));
} else if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(bundleTable(await benchBundle(Number(process.argv[2] ?? 7), Number(process.argv[3] ?? 5000))));
}
