/**
 * The Netlify Function as Netlify ships it over this checkout's site/data (the mirror build):
 * zipped and unzipped size and file count, by part; on Node 22, the cold start and warm p50/p99 of
 * calls through the Lambda entry point (bench/artifactMeasure.ts). Target: the function's code
 * < 300 KB. bench/fullscale.ts measures the same over a full-scale build.
 * `tsx bench/bundle.ts [cold starts] [warm calls]`; `benchBundle()` returns the figures.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { repoRoot } from '../test/support/serverProcess.ts';
import { measureFunction, type ArtifactSize, type FunctionFigures } from './artifactMeasure.ts';
import { PROBES, type ProbedFunction } from './coldStartProbe.ts';

export function benchBundle(coldStarts = 7, warmCalls = 5000): Promise<FunctionFigures> {
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

/** How the cold start was measured, and its medians. */
export const coldStartText = ({ coldStart: c }: FunctionFigures, fn: ProbedFunction = 'typical-weather') =>
  `On Node ${c.node}, fresh processes, working directory outside the artifact: cold start (import of the entry point + first answer to ${PROBES[fn].asked}), median of ${c.runs}: import ${ms(c.importMedianMs)}, then ${ms(c.afterImportMedianMs)} to the first answer, which came at ${ms(c.firstAnswerMedianMs)}.`;

export function bundleTable(b: FunctionFigures): string {
  return [
    `Function artifact (zip-it-and-ship-it, netlify.toml, this checkout's site/data): ${mib(b.zippedBytes)} zipped, ${mib(b.unzippedBytes)} unzipped, ${b.files} files; target: function code < 300 KB.`,
    '',
    ...partsTable(b),
    '',
    coldStartText(b) + (b.warm ? ` Warm, through the entry point, ${b.warm.calls} calls after 1,000 unmeasured: p50 ${ms(b.warm.p50Ms)}, p99 ${ms(b.warm.p99Ms)}.` : ''),
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(bundleTable(await benchBundle(Number(process.argv[2] ?? 7), Number(process.argv[3] ?? 5000))));
}
