/**
 * The data build: raw NCEI and Census files → site/data (ZIP shards, manifest, report, bulk
 * downloads). Stages run in order against a fresh work folder that is swapped in only when all
 * of them succeed. Same inputs, byte-identical output: sorted orders, fixed gzip headers, and no
 * timestamps or absolute paths in any file.
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { EDITION_REGISTRY, type EditionRegistry } from '../lib/editions.ts';
import type { EditionCounts } from '../lib/dataTypes.ts';
import { BuildContext, type Stage } from './context.ts';
import type { DownloadOptions } from './inputs/download.ts';
import { resolveRawDir, type RawDirChoice } from './inputs/rawDir.ts';
import { isSyntheticRaw, syntheticOutDirRefusal } from './inputs/synthetic.ts';
import { runOffThread } from './offThread/run.ts';
import { createWorkDir, discard, swapIn } from './output/atomicDir.ts';
import { buildPlan } from './plan.ts';

export const REPO_ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));

/** The build of the service's editions, in order (pipeline/plan.ts). */
export const STAGES: readonly Stage[] = buildPlan(EDITION_REGISTRY).stages;

export interface BuildOptions {
  /** Raw data folder in the upstream layout; default RAW_DATA_DIR, then ../shared/data, then a download. */
  rawDir?: string;
  /** Output folder; default site/data in the repository. */
  outDir?: string;
  /** Download cache for a build without raw data; default .cache/raw in the repository. */
  cacheDir?: string;
  download?: DownloadOptions;
  /** The upstream lock a download build verifies against; default pipeline/upstream.lock.json. */
  lockPath?: string;
  /** The editions to build; default lib/editions.ts's. */
  editions?: EditionRegistry;
  /** Stages to run instead of the editions' plan (tests use this to add a failing stage); only the plan's off-thread stages themselves, not copies, go to the worker thread. */
  stages?: readonly Stage[];
  /** Progress lines; default silent. */
  log?: (line: string) => void;
}

export interface StageTiming {
  stage: string;
  ms: number;
}

export interface BuildResult {
  outDir: string;
  rawDir: string;
  rawOrigin: RawDirChoice['origin'];
  /** The default edition's counts and the ZCTAs read. */
  counts: EditionCounts & { zctas: number };
  /** Per stage, in order, including "raw data" (locating or downloading inputs) and "swap". */
  timings: StageTiming[];
  totalMs: number;
}

/**
 * Runs the build and returns its counts and per-stage timings.
 * @example const { counts, timings } = await build({ rawDir: '../shared/data', outDir: 'site/data' })
 */
export async function build(options: BuildOptions = {}): Promise<BuildResult> {
  const started = performance.now();
  const log = options.log ?? (() => {});
  const timings: StageTiming[] = [];
  /** Times a stage; one that ran in the worker thread reports its time there (`ranFor`) and the main thread's wait. */
  const timed = async <T>(stage: string, run: () => Promise<T> | T, ranFor?: (result: T) => number): Promise<T> => {
    const t0 = performance.now();
    try {
      const result = await run();
      const waited = performance.now() - t0;
      const ms = ranFor ? ranFor(result) : waited;
      timings.push({ stage, ms });
      log(`${stage.padEnd(10)} ${ms.toFixed(0).padStart(6)} ms`);
      if (ranFor) log(`  (in the worker thread; the main thread waited ${waited.toFixed(0)} ms for it)`);
      return result;
    } catch (error) {
      log(`${stage.padEnd(10)} FAILED`);
      throw error;
    }
  };

  const outDir = resolve(options.outDir ?? resolve(REPO_ROOT, 'site', 'data'));
  const raw = await timed('raw data', () =>
    resolveRawDir({ rawDir: options.rawDir, repoRoot: REPO_ROOT, cacheDir: options.cacheDir, download: options.download, lockPath: options.lockPath, log }),
  );
  const synthetic = await isSyntheticRaw(raw.dir);
  const refusal = synthetic ? syntheticOutDirRefusal(outDir, resolve(REPO_ROOT, 'site')) : null;
  if (refusal) throw new Error(refusal);
  log(`reading ${raw.dir} (${raw.origin}${synthetic ? ', SYNTHETIC' : ''}); writing ${outDir}`);
  const workDir = await createWorkDir(outDir, log);
  const ctx = new BuildContext(raw.dir, workDir, log, synthetic);
  ctx.set('inputsFrom', raw.lock ? { kind: 'locked-download', lock: raw.lock.path, absentUpstream: raw.lock.absent } : { kind: 'raw-folder' });
  const editions = options.editions ?? EDITION_REGISTRY;
  const plan = buildPlan(editions);
  const stages = options.stages ?? plan.stages;
  const away = stages.filter((stage) => plan.offThread.includes(stage));
  const offThread = away.length > 0 ? runOffThread(ctx, editions, away) : null;
  try {
    for (const stage of stages) {
      if (offThread && away.includes(stage)) await timed(stage.name, () => offThread.apply(ctx, stage), (ms) => ms);
      else await timed(stage.name, () => stage.run(ctx));
    }
    await timed('swap', () => swapIn(workDir, outDir));
  } catch (error) {
    await offThread?.stop();
    await ctx.idle();
    await discard(workDir);
    throw error;
  }
  return {
    outDir,
    rawDir: raw.dir,
    rawOrigin: raw.origin,
    counts: { zctas: ctx.get('manifest').zctas, ...ctx.get('manifest').editions[editions.default.slug]!.counts },
    timings,
    totalMs: performance.now() - started,
  };
}
