/**
 * The fuzz harness from a shell: starts the server(s) itself, runs every case, prints a line per
 * family and each failure with its bytes, and exits 1 on any failure.
 *   npx tsx test/fuzz/cli.ts --start npm|production|both --seed N --cases N [--only mcp:12] [--no-stalls]
 * `--cases` is per family (framing, mcp); the stall and regression cases come on top.
 */
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { repoRoot, startServerProcess, type ServerProcess } from '../support/serverProcess.ts';
import { formatReport, runFuzz, type RunOptions } from './harness.ts';
import { processTarget } from './target.ts';
import type { Family } from './types.ts';

const { values } = parseArgs({
  options: {
    start: { type: 'string', default: 'both' },
    seed: { type: 'string', default: '1' },
    cases: { type: 'string', default: '1500' },
    only: { type: 'string' },
    'no-stalls': { type: 'boolean', default: false },
    concurrency: { type: 'string', default: '16' },
  },
});

const starts: Record<string, () => Promise<ServerProcess>> = {
  npm: () => startServerProcess({}, {}),
  production: () => startServerProcess({}, { script: 'server/bundle.mjs', tsx: false }),
};

const names = values.start === 'both' ? ['npm', 'production'] : [values.start!];
if (names.some((n) => !(n in starts))) {
  console.error(`--start takes npm, production or both, not ${values.start}`);
  process.exit(2);
}
// The bundle is what `npm run start:production` runs: built from this checkout once, before any run
// (a build inside a restart would block the other start's run, whose deadlines this process times).
if (names.includes('production') && spawnSync('npm', ['run', '-s', 'build:server'], { cwd: repoRoot, stdio: 'inherit' }).status !== 0) {
  console.error('npm run build:server failed');
  process.exit(2);
}
const [family, index] = values.only?.split(':') ?? [];
const options: RunOptions = {
  seed: Number(values.seed),
  cases: Number(values.cases),
  stalls: !values['no-stalls'],
  concurrency: Number(values.concurrency),
  only: values.only === undefined ? undefined : { family: family as Family, index: Number(index) },
};

// Both starts at once: each is its own process with its own sockets and work slots, and most of a
// run is the stalls' waiting for the server's timeouts.
const failed = await Promise.all(
  names.map(async (name) => {
    const target = await processTarget(name, starts[name]!);
    try {
      const started = performance.now();
      const reports = await runFuzz(target, options);
      console.log([...formatReport(name, reports), `${name}: ${((performance.now() - started) / 1000).toFixed(1)} s in all, seed ${options.seed}`].join('\n'));
      return reports.some((r) => r.failures.length > 0);
    } finally {
      await target.stop();
    }
  }),
);
process.exit(failed.includes(true) ? 1 : 0);
