/**
 * A temporary folder for one test or bench run, set as TMPDIR before any worker or child starts, so
 * every folder a test (or a server or browser it starts) makes under the OS temp folder goes there,
 * and removed when the run ends: a test that forgets its own folder, or Chromium's folders under
 * Lighthouse, leave nothing behind on the machine.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Names the run's folder once made: vitest evaluates a config with projects more than once in one run. */
const RUN_TEMP = 'TYPICAL_WEATHER_RUN_TEMP';

export function runTempFolder(kind: 'test' | 'bench' = 'test'): void {
  // One folder a run, never one inside another: Chromium's singleton socket path must stay under 108 bytes.
  if (process.env[RUN_TEMP] !== undefined && process.env[RUN_TEMP] === process.env.TMPDIR) return;
  const folder = mkdtempSync(path.join(tmpdir(), `typical-weather-${kind}-run-`));
  process.env.TMPDIR = folder;
  process.env[RUN_TEMP] = folder;
  process.on('exit', () => rmSync(folder, { recursive: true, force: true }));
}
