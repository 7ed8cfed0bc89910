/**
 * The worker thread of offThread/run.ts: runs the named off-thread stages against the same raw and
 * work folders, and posts each stage's result (time, log lines, report sections, the data it set,
 * the inputs recorded so far) as soon as that stage ends, so the main thread can go on with it.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { editionRegistry } from '../../lib/editions.ts';
import { BuildContext } from '../context.ts';
import { OFF_THREAD_PREREQUISITES, offThreadStages } from './stages.ts';
import type { OffThreadMessage, OffThreadOptions } from './run.ts';

const options = workerData as OffThreadOptions;
const post = (message: OffThreadMessage) => parentPort!.postMessage(message);
let logs: string[] = [];
const ctx = new BuildContext(options.rawDir, options.workDir, (line) => logs.push(line), options.synthetic);
let current = OFF_THREAD_PREREQUISITES[0]!.name;
try {
  for (const stage of OFF_THREAD_PREREQUISITES) await stage.run(ctx);
  const { all } = offThreadStages(editionRegistry(options.editions, options.changeBase));
  for (const stage of all.filter((s) => options.stages.includes(s.name))) {
    current = stage.name;
    const before = ctx.snapshot();
    const reportFrom = ctx.report.length;
    logs = [];
    const t0 = performance.now();
    await stage.run(ctx);
    const ms = performance.now() - t0;
    const data = Object.fromEntries(Object.entries(ctx.snapshot()).filter(([key, value]) => before[key as keyof typeof before] !== value));
    post({ stage: { name: stage.name, ms, logs, report: ctx.report.slice(reportFrom), data, inputs: await ctx.inputs() } });
  }
  await ctx.idle();
} catch (error) {
  post({ failed: current, error });
}
