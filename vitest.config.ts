import { defineConfig } from 'vitest/config';

// `npm test`: unit, pipeline and handler tests (no server, no browser).
// End-to-end (HTTP, browser) suites live in test/e2e and run through vitest.e2e.config.ts.
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    exclude: ['test/e2e/**', 'node_modules/**'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
