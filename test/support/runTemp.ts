/**
 * A temporary folder for one test run, set as TMPDIR before any worker starts, so every folder a
 * test (or a server it starts) makes under the OS temp folder goes there, and removed when the run
 * ends: a test that forgets its own folder leaves nothing behind on the machine.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Names the run's folder once made: vitest evaluates a config with projects more than once in one run. */
const RUN_TEMP = 'TYPICAL_WEATHER_RUN_TEMP';

export function runTempFolder(): void {
  // One folder a run, never one inside another: Chromium's singleton socket path must stay under 108 bytes.
  if (process.env[RUN_TEMP] !== undefined && process.env[RUN_TEMP] === process.env.TMPDIR) return;
  const folder = mkdtempSync(path.join(tmpdir(), 'typical-weather-test-run-'));
  process.env.TMPDIR = folder;
  process.env[RUN_TEMP] = folder;
  process.on('exit', () => rmSync(folder, { recursive: true, force: true }));
}
