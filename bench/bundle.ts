/**
 * The Netlify Function as Netlify ships it over this checkout's site/data (the mirror build):
 * zipped and unzipped size and file count, by part; on Node 22, the cold start against the floor's
 * and warm p50/p99 of calls through the Lambda entry point (bench/artifactMeasure.ts). Targets: the
 * function's code < 300 KB, its cold start ≤ the floor's + 40 ms. bench/fullscale.ts measures the same over a full-scale build.
 * `tsx bench/bundle.ts [cold starts] [warm calls]`; `benchBundle()` returns the figures.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { repoRoot } from '../test/support/serverProcess.ts';
import { afterImport, measureFunction, overFloor, type ColdStart, type FunctionFigures } from './artifactMeasure.ts';
import type { ArtifactSize } from './artifactSize.ts';
import { PROBES, type ProbedFunction } from './coldStartProbe.ts';
import { showSpread, spread } from './rounds.ts';

export function benchBundle(coldStarts = 15, warmCalls = 5000): Promise<FunctionFigures> {
  return measureFunction(repoRoot, path.join(repoRoot, 'site', 'data'), { coldStarts, warmCalls });
}

export const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
export const mib = (n: number) => `${(n / 1024 / 1024).toFixed(2)} MB`;
export const ms = (n: number) => `${n.toFixed(n < 1 ? 3 : 1)} ms`;

/** The parts of an artifact as a Markdown table. */
export function partsTable(size: ArtifactSize): string[] {
  return [
    '| part | files | zipped | unzipped |',
    '| --- | ---: | ---: | ---: |',
    ...size.parts.map((p) => `| ${p.part} | ${p.files} | ${kb(p.zippedBytes)} | ${kb(p.unzippedBytes)} |`),
    `| **whole artifact** | ${size.files} | ${kb(size.zippedBytes)} | ${kb(size.unzippedBytes)} |`,
  ];
}

/** What our code may add to the floor's cold start (bench/README.md). */
export const OVER_FLOOR_TARGET_MS = 40;

const msSpread = (values: readonly number[]) => showSpread(spread(values), 1, ' ms');

/** How the cold starts were taken, said once a table. */
export const coldStartMethod = ({ coldStart: c }: FunctionFigures) =>
  `Cold starts on Node ${c.node}: fresh processes, the working directory outside the artifact, ${c.firstAnswerMs.length} rounds, ` +
  'each the floor (bench/floor/: a function that does nothing, bundled and started the same way) and then ours in turn; medians (min–max).';

/** What our code adds to the floor's first answer, round by round, e.g. `61.0 ms (55.3–70.2)`. */
export const overFloorText = (c: ColdStart) => msSpread(overFloor(c));

/** A cold start's figures: the first answer, the floor's, what ours adds over it, and the import. */
export const coldStartText = ({ coldStart: c }: FunctionFigures, fn: ProbedFunction = 'typical-weather') =>
  `First answer to ${PROBES[fn].asked} ${msSpread(c.firstAnswerMs)}, the floor's ${msSpread(c.floor.firstAnswerMs)}: ` +
  `**ours over the floor ${overFloorText(c)}**; the import of the entry point ${msSpread(c.importMs)} (the floor's ${msSpread(c.floor.importMs)}), ` +
  `then ${msSpread(afterImport(c))} to the first answer.`;

/** The API function's target, met or not by the median. */
export const overFloorTarget = (c: ColdStart) =>
  `Target: ours over the floor ≤ ${OVER_FLOOR_TARGET_MS} ms: ${spread(overFloor(c)).median <= OVER_FLOOR_TARGET_MS ? 'met' : '**NOT met**'}.`;

export function bundleTable(b: FunctionFigures): string {
  return [
    `Function artifact (zip-it-and-ship-it, netlify.toml, this checkout's site/data): ${mib(b.zippedBytes)} zipped, ${mib(b.unzippedBytes)} unzipped, ${b.files} files; target: function code < 300 KB.`,
    '',
    ...partsTable(b),
    '',
    `${coldStartMethod(b)} ${coldStartText(b)} ${overFloorTarget(b.coldStart)}` +
      (b.warm ? ` Warm, through the entry point, ${b.warm.calls} calls after 1,000 unmeasured: p50 ${ms(b.warm.p50Ms)}, p99 ${ms(b.warm.p99Ms)}.` : ''),
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(bundleTable(await benchBundle(Number(process.argv[2] ?? 15), Number(process.argv[3] ?? 5000))));
}
