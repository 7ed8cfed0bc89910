import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { runTempFolder } from './test/support/runTemp.ts';

// `npm test`: unit, pipeline and handler tests (no server, no browser).
// End-to-end (HTTP, browser) suites live in test/e2e and run through vitest.e2e.config.ts.

/** Files that read the dataset built from the mirror: built once per run by the project's global setup, not once per file. */
const MIRROR_BUILD = ['test/pipeline/{build,serving,profile,dayCounts}.mirror.test.ts', 'test/twins/twins.mirror.test.ts', 'test/daily/daily.mirror.test.ts'];
/** Download and lock suites: a test upstream serving a cut-down mirror made once per run (test/support/smallMirror.ts). */
const SMALL_UPSTREAM = ['test/pipeline/{downloadModes,downloadCli,upstreamLock.build,upstreamLock.drift}.test.ts'];

runTempFolder();

export default defineConfig({
  test: {
    // No clock: a test or hook ends when its work does, however loaded the machine (a build of the
    // mirror takes a minute alone, several beside another run). What could hang has its own limit,
    // named in its failure: the geocoder's budget, a download's stall timeout, a child's exit.
    testTimeout: 0,
    hookTimeout: 0,
    // A file per core: vitest's default leaves one core to its main process, which only waits
    // (on 2 cores, one file at a time). The files of a run are independent: each writes its own temp folders.
    maxWorkers: availableParallelism(),
    // Each file's start and end with its time, also in a log that is no terminal.
    reporters: [['default', { summary: false }], './test/support/progressReporter.ts'],
    // A project's global setup runs only when the run has files of it: `vitest run test/lib` builds nothing.
    projects: [
      { extends: true, test: { name: 'mirror-build', include: MIRROR_BUILD, globalSetup: ['test/support/sharedMirror.ts'] } },
      { extends: true, test: { name: 'unit', include: ['test/**/*.test.ts'], exclude: ['test/e2e/**', 'node_modules/**', ...MIRROR_BUILD, ...SMALL_UPSTREAM] } },
      {
        extends: true,
        // Alone, after the others: a download that sends nothing for a second is cut (downloadModes'
        // stall timer), and what the suites assert is which requests were made and why each failed.
        test: { name: 'small-upstream', include: SMALL_UPSTREAM, globalSetup: ['test/support/smallUpstream.ts'], maxWorkers: 1, sequence: { groupOrder: 1 } },
      },
    ],
  },
});
