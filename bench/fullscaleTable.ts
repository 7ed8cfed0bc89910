/**
 * bench/fullscale.ts's figures as Markdown: per data set, the checkouts side by side against the
 * targets (with this ÷ baseline when there is a baseline), then each run's details.
 */
import { LOAD_ROUTES } from '../test/support/fullScale.ts';
import { coldStartText, mib, partsTable } from './bundle.ts';
import type { FullScaleOptions, ScaleRun } from './fullscale.ts';
import { median } from './quantile.ts';

const last = (xs: readonly number[]) => xs[xs.length - 1]!;

/** One figure per run (null or undefined: not measured for this set), with its target. */
const ROWS: { label: string; target: string; digits: number; value: (r: ScaleRun) => number | null | undefined }[] = [
  { label: 'build, whole, median (s)', target: 'no worse', digits: 1, value: (r) => median(r.builds.map((b) => b.totalMs)) / 1000 },
  { label: 'build peak RSS, median (MB)', target: 'no worse', digits: 0, value: (r) => median(r.builds.map((b) => b.peakRssMb)) },
  { label: 'build CPU time, median (s)', target: '', digits: 1, value: (r) => median(r.builds.map((b) => b.cpuMs)) / 1000 },
  { label: 'build output (MB)', target: '', digits: 1, value: (r) => r.output.reduce((n, e) => n + e.bytes, 0) / 1e6 },
  { label: 'server ready after spawn (ms)', target: '', digits: 0, value: (r) => r.serverReadyMs },
  { label: `first answers on the fresh server, p99 (ms)`, target: '', digits: 1, value: (r) => r.firstAnswers.p99Ms },
  { label: 'random ZIPs: req/s', target: '', digits: 0, value: (r) => r.random.rps },
  { label: 'hot ZIP: req/s', target: '', digits: 0, value: (r) => r.hot?.load.rps },
  { label: 'req/s random ÷ hot', target: '≥ 0.8', digits: 2, value: (r) => r.hot && r.random.rps / r.hot.load.rps },
  { label: 'random points (lat/lon): req/s', target: '', digits: 0, value: (r) => r.points?.rps },
  { label: 'req/s random points ÷ hot ZIP', target: '≥ 0.8', digits: 2, value: (r) => r.hot && r.points && r.points.rps / r.hot.load.rps },
  { label: 'random points p99 (ms)', target: '', digits: 0, value: (r) => r.points?.p99Ms },
  { label: 'random p50 (ms)', target: '', digits: 0, value: (r) => r.random.p50Ms },
  { label: 'random p99 (ms)', target: '', digits: 0, value: (r) => r.random.p99Ms },
  { label: 'hot p50 (ms)', target: '', digits: 0, value: (r) => r.hot?.load.p50Ms },
  { label: 'hot p99 (ms)', target: '', digits: 0, value: (r) => r.hot?.load.p99Ms },
  { label: 'p99 random ÷ hot', target: '≤ 2', digits: 2, value: (r) => r.hot && r.random.p99Ms / Math.max(r.hot.load.p99Ms, 1) },
  { label: '/climate-twins random: req/s', target: '', digits: 0, value: (r) => r.twins?.random.rps },
  { label: '/climate-twins hot ZIP: req/s', target: '', digits: 0, value: (r) => r.twins?.hot.rps },
  { label: '/climate-twins req/s random ÷ hot', target: '≥ 0.8', digits: 2, value: (r) => r.twins && r.twins.random.rps / r.twins.hot.rps },
  { label: '/climate-twins p99 random (ms)', target: '', digits: 0, value: (r) => r.twins?.random.p99Ms },
  { label: '/climate-twins p99 hot (ms)', target: '', digits: 0, value: (r) => r.twins?.hot.p99Ms },
  { label: 'server RSS at the end of the random load (MB)', target: '≤ 120', digits: 0, value: (r) => last(r.random.rssMb) },
  { label: 'server RSS, highest sample (MB)', target: '', digits: 0, value: (r) => Math.max(...r.random.rssMb) },
  { label: '5xx and errors (random + hot + points)', target: '0', digits: 0, value: (r) => r.random.status5xx + r.random.errors + (r.hot ? r.hot.load.status5xx + r.hot.load.errors : 0) + (r.points ? r.points.status5xx + r.points.errors : 0) },
  { label: 'wrong answers', target: '0', digits: 0, value: (r) => r.wrong.length },
  { label: 'function artifact, unzipped (MB)', target: '≤ 40', digits: 1, value: (r) => r.artifact && r.artifact.unzippedBytes / 2 ** 20 },
  { label: 'function artifact, zipped (MB)', target: '', digits: 1, value: (r) => r.artifact && r.artifact.zippedBytes / 2 ** 20 },
  { label: 'cold start: import, median (ms)', target: '', digits: 1, value: (r) => r.artifact?.coldStart.importMedianMs },
  { label: 'cold start: after the import, median (ms)', target: '', digits: 1, value: (r) => r.artifact?.coldStart.afterImportMedianMs },
  { label: 'cold start: first answer, median (ms)', target: '≤ 100', digits: 1, value: (r) => r.artifact?.coldStart.firstAnswerMedianMs },
];

/** The runs of one set side by side. */
function comparison(runs: readonly ScaleRun[]): string[] {
  const ratio = runs.length === 2;
  const header = ['', ...runs.map((r) => r.side), ...(ratio ? ['this ÷ baseline'] : []), 'target'];
  const rows = ROWS.flatMap(({ label, target, digits, value }) => {
    const values = runs.map((r) => value(r) ?? undefined);
    if (values.every((v) => v === undefined)) return [];
    const cells = values.map((v) => (v === undefined ? '–' : v.toFixed(digits)));
    const [before, after] = values;
    const quotient = before !== undefined && after !== undefined && before !== 0 ? (after / before).toFixed(2) : '–';
    return [[label, ...cells, ...(ratio ? [quotient] : []), target]];
  });
  return [header, header.map((_, i) => (i === 0 ? '---' : '---:')), ...rows].map((cells) => `| ${cells.join(' | ')} |`);
}

function details(r: ScaleRun): string[] {
  const stages = r.builds[0]!.stages.map(([stage]) => stage);
  const stageMs = (stage: string) => r.builds.map((b) => b.stages.find(([s]) => s === stage)?.[1] ?? 0);
  const load = (name: string, l: ScaleRun['random']) =>
    `${name}: ${l.requests} requests, ${l.rps} req/s, p50 ${l.p50Ms} ms, p99 ${l.p99Ms} ms; 2xx ${l.status2xx}, 4xx ${l.status4xx}, 5xx ${l.status5xx}, errors ${l.errors}.`;
  return [
    `#### ${r.set}: ${r.side}`,
    '',
    `Build (pipeline CLI in a child process, ${r.builds.length} run(s)), ms: median (min–max)`,
    '',
    '| stage | median | min | max |',
    '| --- | ---: | ---: | ---: |',
    ...[...stages.map((s) => [s, stageMs(s)] as const), ['**whole build**', r.builds.map((b) => b.totalMs)] as const].map(
      ([s, ms]) => `| ${s} | ${median(ms).toFixed(0)} | ${Math.min(...ms).toFixed(0)} | ${Math.max(...ms).toFixed(0)} |`,
    ),
    '',
    `Peak RSS of the build: median ${median(r.builds.map((b) => b.peakRssMb))} MB (max ${Math.max(...r.builds.map((b) => b.peakRssMb))} MB); ` +
      `CPU time (user + system, all threads): median ${(median(r.builds.map((b) => b.cpuMs)) / 1000).toFixed(1)} s.`,
    `Quarantined: ${r.quarantined.map((q) => `${q.id} (${q.reason})`).join('; ') || 'none'}.`,
    `Output by top-level entry: ${r.output.map((e) => `${e.entry} ${mib(e.bytes)} (${e.files} file${e.files === 1 ? '' : 's'})`).join(', ')}.`,
    `First ${r.firstAnswers.requests} answers on the fresh server, one at a time: p50 ${r.firstAnswers.p50Ms.toFixed(2)} ms, p99 ${r.firstAnswers.p99Ms.toFixed(2)} ms, max ${r.firstAnswers.maxMs.toFixed(2)} ms.`,
    load('Random ZIPs over all ZCTAs', r.random),
    ...(r.hot ? [load(`Hot ZIP ${r.hot.zip}, the same kinds, right after`, r.hot.load)] : []),
    ...(r.points ? [load('Random points (lat/lon near every ZCTA), the same kinds, right after', r.points)] : []),
    ...(r.twins ? [load('/climate-twins alone, random ZIPs', r.twins.random), load(`/climate-twins alone, hot ZIP ${r.hot?.zip ?? ''}`, r.twins.hot)] : []),
    `Server RSS every 10 s of the random load, MB: ${r.random.rssMb.join(' → ')}.`,
    `Answers checked against the brute-force nearest station's synthetic values: ${r.sample} ZCTAs, ${r.wrong.length} wrong${r.wrong.length ? `: ${r.wrong.slice(0, 3).join('; ')}` : ''}.`,
    ...(r.artifact ? ['', `Function artifact over this build: ${mib(r.artifact.zippedBytes)} zipped, ${mib(r.artifact.unzippedBytes)} unzipped.`, '', ...partsTable(r.artifact), '', coldStartText(r.artifact)] : []),
    '',
  ];
}

export function fullScaleTable(runs: readonly ScaleRun[], o: FullScaleOptions): string {
  const sets = [...new Set(runs.map((r) => r.set))];
  return [
    `Server (each checkout's server/start.ts, \`npm start\`'s flags, DATA_DIR = its synthetic build) at ${o.connections} connections, ${o.seconds} s per load; ` +
      `each request a kind drawn by share (${LOAD_ROUTES.map((r) => `${r.share * 100} % ${r.label}`).join(', ')}), for a random ZCTA, then (the first set) for one hot ZIP only.` +
      (o.baseline ? ` Baseline: \`${o.baseline}\`.` : ''),
    '',
    ...sets.flatMap((set) => [`#### ${set}`, '', ...comparison(runs.filter((r) => r.set === set)), '']),
    ...runs.flatMap(details),
  ].join('\n');
}
