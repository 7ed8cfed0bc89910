/**
 * bench/fullscale.ts's figures as Markdown: per data set, the checkouts side by side against the
 * targets, each figure the median of its rounds with their spread (and this ÷ baseline, round by
 * round, when there is a baseline), then each run's details.
 */
import { LOAD_ROUTES, type RandomLoad } from '../test/support/fullScale.ts';
import { afterImport, overFloor } from './artifactMeasure.ts';
import { coldStartMethod, coldStartText, mib, OVER_FLOOR_TARGET_MS, partsTable } from './bundle.ts';
import type { FullScaleOptions, ScaleRun } from './fullscale.ts';
import { HOT_ZIP, type LoadKind } from './fullscaleLoads.ts';
import { median } from './quantile.ts';
import { perRound, ratioSpread, showSpread, spread } from './rounds.ts';

type Values = readonly number[] | number | null | undefined;

const rps = (r: ScaleRun, kind: LoadKind) => r.loads[kind]?.map((l) => l.rps);
const p99 = (r: ScaleRun, kind: LoadKind) => r.loads[kind]?.map((l) => l.p99Ms);
const p50 = (r: ScaleRun, kind: LoadKind) => r.loads[kind]?.map((l) => l.p50Ms);
/** Each round's a ÷ b, of two kinds' figures taken in the same round. */
const within = (a: readonly number[] | undefined, b: readonly number[] | undefined, floor = 0) =>
  a && b ? perRound(a, b, (x, y) => x / Math.max(y, floor)) : undefined;
const windows = (r: ScaleRun) => Object.values(r.loads).flat();
const rssEnds = (r: ScaleRun) => (r.loads.random ?? []).map((l) => l.rssMb[l.rssMb.length - 1]!);

/** One figure per run, by round where it was taken in rounds (null or undefined: not measured for this set), with its target. */
const ROWS: { label: string; target: string; digits: number; value: (r: ScaleRun) => Values }[] = [
  { label: 'build, whole (s)', target: 'no worse', digits: 1, value: (r) => r.builds.map((b) => b.totalMs / 1000) },
  { label: 'build peak RSS (MB)', target: 'no worse', digits: 0, value: (r) => r.builds.map((b) => b.peakRssMb) },
  { label: 'build CPU time (s)', target: '', digits: 1, value: (r) => r.builds.map((b) => b.cpuMs / 1000) },
  { label: 'gunzip reading the same inputs (s)', target: '', digits: 1, value: (r) => r.inputReadMs.map((ms) => ms / 1000) },
  { label: 'build ÷ gunzip reading its inputs', target: '≤ 7', digits: 1, value: (r) => within(r.builds.map((b) => b.totalMs), r.inputReadMs) },
  { label: 'build output (MB)', target: '', digits: 1, value: (r) => r.output.reduce((n, e) => n + e.bytes, 0) / 1e6 },
  { label: 'server ready after spawn (ms)', target: '', digits: 0, value: (r) => r.serverReadyMs },
  { label: 'first answers on the fresh server, p99 (ms)', target: '', digits: 1, value: (r) => r.firstAnswers.p99Ms },
  { label: 'random ZIPs: req/s', target: '', digits: 0, value: (r) => rps(r, 'random') },
  { label: 'hot ZIP: req/s', target: '', digits: 0, value: (r) => rps(r, 'hot') },
  { label: 'req/s random ÷ hot', target: '≥ 0.8', digits: 2, value: (r) => within(rps(r, 'random'), rps(r, 'hot')) },
  { label: 'random points (lat/lon): req/s', target: '', digits: 0, value: (r) => rps(r, 'points') },
  { label: 'req/s random points ÷ hot ZIP', target: '≥ 0.8', digits: 2, value: (r) => within(rps(r, 'points'), rps(r, 'hot')) },
  { label: 'random points p99 (ms)', target: '', digits: 0, value: (r) => p99(r, 'points') },
  { label: 'random p50 (ms)', target: '', digits: 0, value: (r) => p50(r, 'random') },
  { label: 'random p99 (ms)', target: '', digits: 0, value: (r) => p99(r, 'random') },
  { label: 'hot p50 (ms)', target: '', digits: 0, value: (r) => p50(r, 'hot') },
  { label: 'hot p99 (ms)', target: '', digits: 0, value: (r) => p99(r, 'hot') },
  { label: 'p99 random ÷ hot', target: '≤ 2', digits: 2, value: (r) => within(p99(r, 'random'), p99(r, 'hot'), 1) },
  { label: '/climate-twins random: req/s', target: '', digits: 0, value: (r) => rps(r, 'twinsRandom') },
  { label: '/climate-twins hot ZIP: req/s', target: '', digits: 0, value: (r) => rps(r, 'twinsHot') },
  { label: '/climate-twins req/s random ÷ hot', target: '≥ 0.8', digits: 2, value: (r) => within(rps(r, 'twinsRandom'), rps(r, 'twinsHot')) },
  { label: '/climate-twins p99 random (ms)', target: '', digits: 0, value: (r) => p99(r, 'twinsRandom') },
  { label: '/climate-twins p99 hot (ms)', target: '', digits: 0, value: (r) => p99(r, 'twinsHot') },
  { label: 'a date, random ZIPs: req/s', target: '', digits: 0, value: (r) => rps(r, 'datesRandom') },
  { label: 'a date, hot ZIP: req/s', target: '', digits: 0, value: (r) => rps(r, 'datesHot') },
  { label: 'req/s a date random ÷ hot ZIP', target: '≥ 0.8', digits: 2, value: (r) => within(rps(r, 'datesRandom'), rps(r, 'hot')) },
  { label: 'req/s a date random ÷ a date, hot ZIP', target: '≥ 0.8', digits: 2, value: (r) => within(rps(r, 'datesRandom'), rps(r, 'datesHot')) },
  { label: '/daily-normals (the year), random ZIPs: req/s', target: '', digits: 0, value: (r) => rps(r, 'dailyRandom') },
  { label: '/daily-normals, hot ZIP: req/s', target: '', digits: 0, value: (r) => rps(r, 'dailyHot') },
  { label: 'bare Node server sending the hot ZIP\'s /daily-normals bytes: req/s', target: '', digits: 0, value: (r) => rps(r, 'dailyBare') },
  { label: 'req/s /daily-normals random ÷ hot ZIP (a month-sized answer)', target: '≥ 0.5', digits: 2, value: (r) => within(rps(r, 'dailyRandom'), rps(r, 'hot')) },
  { label: 'req/s bare server, /daily-normals bytes ÷ hot ZIP', target: '', digits: 2, value: (r) => within(rps(r, 'dailyBare'), rps(r, 'hot')) },
  { label: 'req/s /daily-normals random ÷ bare server, the same bytes', target: '≥ 0.5', digits: 2, value: (r) => within(rps(r, 'dailyRandom'), rps(r, 'dailyBare')) },
  { label: 'req/s /daily-normals random ÷ hot', target: '≥ 0.8', digits: 2, value: (r) => within(rps(r, 'dailyRandom'), rps(r, 'dailyHot')) },
  { label: '/daily-normals random p99 (ms)', target: '', digits: 0, value: (r) => p99(r, 'dailyRandom') },
  { label: 'server RSS at the end of the random load (MB)', target: '≤ 120', digits: 0, value: (r) => rssEnds(r).at(-1) },
  { label: 'server RSS, highest sample of the random load (MB)', target: '', digits: 0, value: (r) => Math.max(...(r.loads.random ?? []).flatMap((l) => l.rssMb)) },
  { label: '5xx and errors, every load', target: '0', digits: 0, value: (r) => windows(r).reduce((n, l) => n + l.status5xx + l.errors, 0) },
  { label: 'wrong answers', target: '0', digits: 0, value: (r) => r.wrong.length },
  { label: 'function artifact, unzipped (MB)', target: '≤ 40', digits: 1, value: (r) => r.artifact && r.artifact.unzippedBytes / 2 ** 20 },
  { label: 'function artifact, zipped (MB)', target: '', digits: 1, value: (r) => r.artifact && r.artifact.zippedBytes / 2 ** 20 },
  { label: "cold start: the floor's first answer (ms)", target: '', digits: 1, value: (r) => r.artifact?.coldStart.floor.firstAnswerMs },
  { label: 'cold start: ours over the floor (ms)', target: `≤ ${OVER_FLOOR_TARGET_MS}`, digits: 1, value: (r) => r.artifact && overFloor(r.artifact.coldStart) },
  { label: 'cold start: first answer (ms)', target: `≤ floor + ${OVER_FLOOR_TARGET_MS}`, digits: 1, value: (r) => r.artifact?.coldStart.firstAnswerMs },
  { label: 'cold start: import (ms)', target: '', digits: 1, value: (r) => r.artifact?.coldStart.importMs },
  { label: 'cold start: after the import (ms)', target: '', digits: 1, value: (r) => r.artifact && afterImport(r.artifact.coldStart) },
];

const cell = (v: Values, digits: number) => (v === null || v === undefined ? '–' : typeof v === 'number' ? v.toFixed(digits) : showSpread(spread(v), digits));

/** this ÷ baseline: each round's ratio where both were taken in the same rounds, else the plain quotient. */
function quotient(before: Values, after: Values): string {
  if (before === null || before === undefined || after === null || after === undefined) return '–';
  if (typeof before !== 'number' && typeof after !== 'number' && before.length > 1 && before.length === after.length) return showSpread(ratioSpread(after, before));
  const one = (v: number | readonly number[]) => (typeof v === 'number' ? v : spread(v).median);
  return one(before) === 0 ? '–' : (one(after) / one(before)).toFixed(2);
}

/** The runs of one set side by side: medians (min–max) over the rounds. */
function comparison(runs: readonly ScaleRun[]): string[] {
  const ratio = runs.length === 2;
  const header = ['', ...runs.map((r) => r.side), ...(ratio ? ['this ÷ baseline'] : []), 'target'];
  const rows = ROWS.flatMap(({ label, target, digits, value }) => {
    const values = runs.map(value);
    if (values.every((v) => v === undefined || v === null)) return [];
    return [[label, ...values.map((v) => cell(v, digits)), ...(ratio ? [quotient(values[0], values[1])] : []), target]];
  });
  return [header, header.map((_, i) => (i === 0 ? '---' : '---:')), ...rows].map((cells) => `| ${cells.join(' | ')} |`);
}

function details(r: ScaleRun): string[] {
  const stages = r.builds[0]!.stages.map(([stage]) => stage);
  const stageMs = (stage: string) => r.builds.map((b) => b.stages.find(([s]) => s === stage)?.[1] ?? 0);
  const load = (name: string, kind: LoadKind) => {
    const ls = r.loads[kind];
    if (!ls) return [];
    const sum = (f: (l: RandomLoad) => number) => ls.reduce((n, l) => n + f(l), 0);
    return [
      `${name}: ${sum((l) => l.requests)} requests in ${ls.length} windows, ${cell(ls.map((l) => l.rps), 0)} req/s, p50 ${cell(ls.map((l) => l.p50Ms), 0)} ms, ` +
        `p99 ${cell(ls.map((l) => l.p99Ms), 0)} ms; 2xx ${sum((l) => l.status2xx)}, 4xx ${sum((l) => l.status4xx)}, 5xx ${sum((l) => l.status5xx)}, errors ${sum((l) => l.errors)}.`,
    ];
  };
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
    ...load('Random ZIPs over all ZCTAs', 'random'),
    ...load(`Hot ZIP ${HOT_ZIP}, the same kinds`, 'hot'),
    ...load('Random points (lat/lon near every ZCTA), the same kinds', 'points'),
    ...load('/climate-twins alone, random ZIPs', 'twinsRandom'),
    ...load('A date, random ZIPs', 'datesRandom'),
    ...load(`A date, hot ZIP ${HOT_ZIP}`, 'datesHot'),
    ...load('/daily-normals, random ZIPs', 'dailyRandom'),
    ...load(`/daily-normals, hot ZIP ${HOT_ZIP}`, 'dailyHot'),
    ...load(`A bare Node server sending /daily-normals?zip=${HOT_ZIP}'s answer`, 'dailyBare'),
    ...load(`/climate-twins alone, hot ZIP ${HOT_ZIP}`, 'twinsHot'),
    `Server RSS at the end of each random window, MB: ${rssEnds(r).join(' → ')}.`,
    `Answers checked against the brute-force nearest station's synthetic values: ${r.sample} ZCTAs, ${r.wrong.length} wrong${r.wrong.length ? `: ${r.wrong.slice(0, 3).join('; ')}` : ''}.`,
    ...(r.artifact ? ['', `Function artifact over this build: ${mib(r.artifact.zippedBytes)} zipped, ${mib(r.artifact.unzippedBytes)} unzipped.`, '', ...partsTable(r.artifact), '', `${coldStartMethod(r.artifact)} ${coldStartText(r.artifact)}`] : []),
    '',
  ];
}

export function fullScaleTable(runs: readonly ScaleRun[], o: FullScaleOptions): string {
  const sets = [...new Set(runs.map((r) => r.set))];
  return [
    `Server (what each checkout's \`npm start\` runs, DATA_DIR = its synthetic build) at ${o.connections} connections, ${o.seconds} s per load ` +
      `in ${o.rounds} windows, the loads (and checkouts) taken in turn window by window; each request a kind drawn by share ` +
      `(${LOAD_ROUTES.map((r) => `${r.share * 100} % ${r.label}`).join(', ')}), for a random ZCTA, for one hot ZIP, for random points (the first set). ` +
      'Figures: median (min–max) over the rounds; a ratio is taken within each round.' +
      (o.baseline ? ` Baseline: \`${o.baseline}\`.` : ''),
    '',
    ...sets.flatMap((set) => [`#### ${set}`, '', ...comparison(runs.filter((r) => r.set === set)), '']),
    ...runs.flatMap(details),
  ].join('\n');
}
