/**
 * Runs the off-thread stages (offThread/stages.ts) in a worker thread and hands each one's result
 * to the main thread's build context when the build reaches that stage: its report sections, data
 * and recorded inputs go in exactly where the stage would have put them, so the output is
 * byte-identical to running it in place. The worker loads TypeScript
 * through tsx, as the CLI does.
 */
import { Worker } from 'node:worker_threads';
import type { InputFile } from '../../lib/dataTypes.ts';
import type { Edition, EditionRegistry } from '../../lib/editions.ts';
import type { BuildContext, PipelineData, ReportSection, Stage } from '../context.ts';

export interface OffThreadOptions {
  rawDir: string;
  workDir: string;
  synthetic: boolean;
  /** The build's registry as plain data (a worker gets copies): its editions and change base. */
  editions: readonly Edition[];
  changeBase: string | null;
  /** Names of the off-thread stages this build runs. */
  stages: string[];
}

/** One stage's result, as the worker posts it. */
export interface OffThreadResult {
  name: string;
  ms: number;
  logs: string[];
  report: ReportSection[];
  data: Partial<PipelineData>;
  inputs: InputFile[];
}

export type OffThreadMessage = { stage: OffThreadResult } | { failed: string; error: unknown };

export interface OffThread {
  /** Waits for the stage's result, puts it into ctx, and returns how long it ran in the worker. */
  apply(ctx: BuildContext, stage: Stage): Promise<number>;
  /** Ends the worker (a failed build). */
  stop(): Promise<void>;
}

export function runOffThread(ctx: BuildContext, editions: EditionRegistry, stages: readonly Stage[]): OffThread {
  const pending = new Map(stages.map((s) => [s.name, deferred<OffThreadResult>()]));
  const options: OffThreadOptions = {
    rawDir: ctx.rawDir,
    workDir: ctx.workDir,
    synthetic: ctx.synthetic,
    editions: editions.all,
    changeBase: editions.changeBase?.slug ?? null,
    stages: [...pending.keys()],
  };
  // A worker does not inherit tsx's loader on Node 20: it registers it, then loads the TypeScript
  // entry. tsx is resolved from here, not from the working directory (the CLI may run from anywhere).
  const entry = new URL('./worker.ts', import.meta.url).href;
  const tsx = import.meta.resolve('tsx/esm/api');
  const boot = `import(${JSON.stringify(tsx)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(entry)}); })`;
  const worker = new Worker(boot, { eval: true, workerData: options });
  const failAll = (error: unknown) => {
    for (const d of pending.values()) d.reject(error);
  };
  worker.on('message', (message: OffThreadMessage) => {
    if ('stage' in message) pending.get(message.stage.name)?.resolve(message.stage);
    else failAll(message.error);
  });
  worker.on('error', failAll);
  ctx.inBackground(new Promise<void>((resolve) => worker.once('exit', (code) => {
    failAll(new Error(`The build's worker thread ended (exit code ${code}) before its stages did`));
    resolve();
  })));
  return {
    async apply(ctx, stage) {
      const result = await pending.get(stage.name)!.promise;
      for (const line of result.logs) ctx.log(line);
      for (const section of result.report) ctx.addReport(section.title, section.lines);
      for (const [key, value] of Object.entries(result.data)) ctx.set(key as keyof PipelineData, value as never);
      ctx.adoptInputs(result.inputs);
      return result.ms;
    },
    async stop() {
      await worker.terminate();
    },
  };
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  promise.catch(() => {}); // a stage the build never reaches (an earlier failure) is not an unhandled rejection
  return { promise, resolve, reject };
}
