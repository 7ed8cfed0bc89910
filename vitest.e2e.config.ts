import { defineConfig } from 'vitest/config';
import { runTempFolder } from './test/support/runTemp.ts';

// End-to-end suites: a real `npm start` server over HTTP, and a real browser.
// They need the dataset built from ../shared/data (`npm run build`) first.
runTempFolder();

/**
 * Suites that load the machine on purpose or hold a server to a deadline (stops within the grace,
 * attacks answered in time, memory after load): one at a time, after the rest, with nothing beside them.
 */
const ALONE = ['test/e2e/{stop,hostile,load,fuzz,fullscale,netlifyBuild}.test.ts'];

export default defineConfig({
  test: {
    testTimeout: 120_000,
    hookTimeout: 180_000,
    // Each file's start and end with its time, also in a log that is no terminal.
    reporters: [['default', { summary: false }], './test/support/progressReporter.ts'],
    projects: [
      // Two files at a time: each starts its own server (and browser) on a port of its own and
      // asserts what was answered, never how fast.
      { extends: true, test: { name: 'e2e', include: ['test/e2e/**/*.test.ts'], exclude: ALONE, maxWorkers: 2 } },
      { extends: true, test: { name: 'e2e-alone', include: ALONE, maxWorkers: 1, sequence: { groupOrder: 1 } } },
    ],
  },
});
