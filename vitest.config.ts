import { defineConfig } from 'vitest/config';

// `npm test`: unit, pipeline and handler tests (no server, no browser).
// End-to-end (HTTP, browser) suites live in test/e2e and run through vitest.e2e.config.ts.
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    exclude: ['test/e2e/**', 'node_modules/**'],
    // No clock: a test or hook ends when its work does, however loaded the machine (a build of the
    // mirror takes a minute alone, several beside another run). What could hang has its own limit,
    // named in its failure: the geocoder's budget, a download's stall timeout, a child's exit.
    testTimeout: 0,
    hookTimeout: 0,
    // Each file's start and end with its time, also in a log that is no terminal.
    reporters: [['default', { summary: false }], './test/support/progressReporter.ts'],
  },
});
