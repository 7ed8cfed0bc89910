/**
 * A temporary folder for one test run, set as TMPDIR before any worker starts, so every folder a
 * test (or a server it starts) makes under the OS temp folder goes there, and removed when the run
 * ends: a test that forgets its own folder leaves nothing behind on the machine.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export function runTempFolder(): void {
  const folder = mkdtempSync(path.join(tmpdir(), 'typical-weather-test-run-'));
  process.env.TMPDIR = folder;
  process.on('exit', () => rmSync(folder, { recursive: true, force: true }));
}
