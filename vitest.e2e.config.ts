import { defineConfig } from 'vitest/config';
import { runTempFolder } from './test/support/runTemp.ts';

// End-to-end suites: a real `npm start` server over HTTP, and a real browser.
// They need the dataset built from ../shared/data (`npm run build`) first.
runTempFolder();

export default defineConfig({
  test: {
    include: ['test/e2e/**/*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 180_000,
    fileParallelism: false,
  },
});
