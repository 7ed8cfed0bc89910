/**
 * A vitest reporter beside the default one (which prints each file when it ends): each file as it
 * starts, with how far the run is; every 30 s the files still running, so a long file (a build, a
 * download from the test upstream) is seen to move; at the end the slowest files by wall time.
 * Plain lines, the same in a terminal and in a CI log.
 */
import { relative } from 'node:path';
import type { Reporter, TestModule, TestSpecification, Vitest } from 'vitest/node';

const HEARTBEAT_MS = 30_000;
const SLOWEST = 10;

export default class ProgressReporter implements Reporter {
  private root = '';
  private total = 0;
  private started = 0;
  private runStart = 0;
  private readonly running = new Map<string, number>();
  private readonly took: [string, number][] = [];
  private heartbeat: NodeJS.Timeout | undefined;

  onInit(vitest: Vitest): void {
    this.root = vitest.config.root;
  }

  onTestRunStart(specifications: ReadonlyArray<TestSpecification>): void {
    this.total = specifications.length;
    this.runStart = Date.now();
    this.print(`${this.total} test files`);
    this.heartbeat = setInterval(() => this.still(), HEARTBEAT_MS).unref();
  }

  onTestModuleStart(module: TestModule): void {
    this.running.set(this.name(module), Date.now());
    this.print(`▶ ${++this.started}/${this.total} ${this.name(module)}`);
  }

  onTestModuleEnd(module: TestModule): void {
    const name = this.name(module);
    this.took.push([name, Date.now() - (this.running.get(name) ?? Date.now())]);
    this.running.delete(name);
  }

  onTestRunEnd(): void {
    clearInterval(this.heartbeat);
    const slowest = this.took.sort(([, a], [, b]) => b - a).slice(0, SLOWEST);
    if (slowest.length > 1) this.print(`slowest files (wall time):\n${slowest.map(([name, ms]) => `  ${seconds(ms).padStart(7)}  ${name}`).join('\n')}`);
  }

  private still(): void {
    const now = Date.now();
    for (const [name, since] of this.running) this.print(`… ${name} running for ${seconds(now - since)}`);
  }

  private name(module: TestModule): string {
    return [module.project.name, relative(this.root, module.moduleId)].filter(Boolean).join(' ');
  }

  private print(line: string): void {
    process.stdout.write(`[${seconds(Date.now() - this.runStart)}] ${line}\n`);
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(0)} s`;
