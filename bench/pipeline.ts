/**
 * Pipeline benchmark: the time of each build stage and of the whole build (several runs, from
 * the raw mirror into a temporary folder), peak RSS, and the mapping stage against brute force
 * (a distance call per ZCTA × station; measured on a sample and scaled to all ZCTAs, because
 * the full 33,791 × 7,306 brute force takes minutes).
 *
 * `tsx bench/pipeline.ts [runs] [bruteSample]` prints a Markdown table; `benchPipeline()`
 * returns the figures.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, REPO_ROOT } from '../pipeline/build.ts';
import { BuildContext } from '../pipeline/context.ts';
import { resolveRawDir } from '../pipeline/inputs/rawDir.ts';
import { distanceMi } from '../lib/distance.ts';
import { bruteForceNearest } from '../pipeline/mapping/nearestStation.ts';
import { DEFAULT_EDITION } from '../lib/editions.ts';
import { catalogStage } from '../pipeline/stages/catalog.ts';
import { mappingStage } from '../pipeline/stages/mapping.ts';
import { zctaStage } from '../pipeline/stages/zctas.ts';

export interface Spread {
  medianMs: number;
  minMs: number;
  maxMs: number;
}

export interface PipelineBench {
  runs: number;
  stages: ({ stage: string } & Spread)[];
  total: Spread;
  /** Peak resident memory of this process after the builds (it ran them), MB. */
  peakRssMb: number;
  mapping: {
    zctas: number;
    stations: number;
    /** The mapping stage as the build runs it: index, nearest and distance for every ZCTA. */
    indexMs: number;
    bruteSample: number;
    bruteSampleMs: number;
    /** bruteSampleMs scaled to every ZCTA. */
    bruteAllEstimateMs: number;
    /** Index and brute force chose the same station for every sampled ZCTA. */
    agree: boolean;
  };
}

function spread(values: number[]): Spread {
  const sorted = [...values].sort((a, b) => a - b);
  return { medianMs: sorted[Math.floor(sorted.length / 2)]!, minMs: sorted[0]!, maxMs: sorted[sorted.length - 1]! };
}

/** Runs the benchmark; defaults: 3 builds, 500 ZCTAs for the brute force. */
export async function benchPipeline(options: { runs?: number; bruteSample?: number; rawDir?: string } = {}): Promise<PipelineBench> {
  const runs = options.runs ?? 3;
  const { dir: rawDir } = await resolveRawDir({ rawDir: options.rawDir, repoRoot: REPO_ROOT });
  const scratch = await mkdtemp(join(tmpdir(), 'bench-pipeline-'));
  const perStage = new Map<string, number[]>();
  const totals: number[] = [];
  try {
    for (let i = 0; i < runs; i++) {
      const result = await build({ rawDir, outDir: join(scratch, 'data') });
      totals.push(result.totalMs);
      for (const t of result.timings) perStage.set(t.stage, [...(perStage.get(t.stage) ?? []), t.ms]);
    }
    const peakRssMb = process.resourceUsage().maxRSS / 1024;

    const ctx = new BuildContext(rawDir, scratch, () => {});
    await catalogStage(DEFAULT_EDITION).run(ctx);
    await zctaStage.run(ctx);
    const t0 = performance.now();
    mappingStage.run(ctx);
    const indexMs = performance.now() - t0;

    const stations = [...ctx.get('catalog').values()].filter((s) => s.has.temperature);
    const matches = ctx.get('matches');
    const step = Math.max(1, Math.floor(matches.length / (options.bruteSample ?? 500)));
    const sample = matches.filter((_, i) => i % step === 0);
    const t1 = performance.now();
    let agree = true;
    for (const m of sample) {
      const brute = bruteForceNearest(stations, m.zcta.lat, m.zcta.lon);
      distanceMi(m.zcta, brute);
      agree &&= brute.id === m.station.id;
    }
    const bruteSampleMs = performance.now() - t1;
    const bruteAllEstimateMs = (bruteSampleMs / sample.length) * matches.length;

    return {
      runs,
      stages: [...perStage].map(([stage, ms]) => ({ stage, ...spread(ms) })),
      total: spread(totals),
      peakRssMb: Math.round(peakRssMb),
      mapping: {
        zctas: matches.length,
        stations: stations.length,
        indexMs,
        bruteSample: sample.length,
        bruteSampleMs,
        bruteAllEstimateMs,
        agree,
      },
    };
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

/** The figures as Markdown. */
export function pipelineTable(b: PipelineBench): string {
  const ms = (n: number) => n.toFixed(0);
  const rows = [...b.stages, { stage: '**whole build**', ...b.total }].map(
    (s) => `| ${s.stage} | ${ms(s.medianMs)} | ${ms(s.minMs)} | ${ms(s.maxMs)} |`,
  );
  const m = b.mapping;
  return [
    `Build stages over ${b.runs} run(s), ms:`,
    '',
    '| stage | median | min | max |',
    '| --- | ---: | ---: | ---: |',
    ...rows,
    '',
    `Peak RSS of the benchmark process after the builds: ${b.peakRssMb} MB.`,
    '',
    `Mapping ${m.zctas} ZCTAs to ${m.stations} stations: spatial index ${ms(m.indexMs)} ms; brute force ` +
      `${ms(m.bruteSampleMs)} ms for ${m.bruteSample} ZCTAs, about ${(m.bruteAllEstimateMs / 1000).toFixed(0)} s for all; ` +
      `same stations on the sample: ${m.agree ? 'yes' : 'NO'}.`,
  ].join('\n');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [runs, sample] = process.argv.slice(2).map(Number);
  console.log(pipelineTable(await benchPipeline({ runs: runs || undefined, bruteSample: sample || undefined })));
}
