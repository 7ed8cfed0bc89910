/**
 * A new user's first run with nothing to build from: a copy of this checkout in a temp folder
 * (no ../shared beside it, no site/data, no RAW_DATA_DIR) and no network. `npm start` and
 * `npm run build` must stop at once with what was tried and the two ways forward, without a
 * stack trace, and exit non-zero. "No network" is a fresh network namespace (`unshare -rn`)
 * where the kernel allows one, else this machine's own lack of DNS; on a machine with internet
 * and no namespaces the test is skipped, as it would start a real 90 MB download.
 */
import { spawn, spawnSync } from 'node:child_process';
import { lookup } from 'node:dns/promises';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyCheckout } from '../support/checkoutCopy.ts';

const canUnshare = spawnSync('unshare', ['-rn', 'true']).status === 0;
const offline = canUnshare || (await lookup('www.ncei.noaa.gov').then(() => false, () => true));

let root: string;
let checkout: string;

beforeAll(async () => {
  ({ root, checkout } = await copyCheckout('first-run-'));
});
afterAll(() => rm(root, { recursive: true, force: true }));

/** Runs an npm script in the copy, offline, without RAW_DATA_DIR; resolves with its exit code and output. */
function runOffline(script: string[]): Promise<{ code: number | null; output: string; ms: number }> {
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: '0', HOST: '127.0.0.1' };
  delete env.RAW_DATA_DIR;
  delete env.DATA_DIR;
  const [command, args] = canUnshare ? ['unshare', ['-rn', 'npm', ...script]] : ['npm', script];
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: checkout, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    // A run that starts serving instead would never end: stop it, the assertions say why.
    const guard = setTimeout(() => child.kill('SIGKILL'), 60_000);
    child.on('close', (code) => {
      clearTimeout(guard);
      resolve({ code, output, ms: performance.now() - started });
    });
  });
}

describe.runIf(offline)('first run with no data and no network', () => {
  it.each(['start', 'run build'])('npm %s says what was tried and what to do, and exits 1', async (command) => {
    const script = command.split(' ');
    const { code, output, ms } = await runOffline(script);
    console.log(`npm ${script.join(' ')} offline: exit ${code} after ${(ms / 1000).toFixed(1)} s`);
    expect(output).toContain('No raw data to build the dataset from. Tried:');
    expect(output).toContain('RAW_DATA_DIR: not set');
    expect(output).toContain(`${path.join(root, 'shared', 'data')} (the mirror beside the checkout): not found`);
    expect(output).toMatch(/www\.ncei\.noaa\.gov could not be resolved \((ENOTFOUND|EAI_AGAIN)\)/);
    expect(output).toContain('RAW_DATA_DIR=/path/to/data npm start');
    expect(output).toMatch(/downloads about \d+ MB from www\.ncei\.noaa\.gov and www2\.census\.gov/);
    // A DNS failure is final: not retried, and no stack trace.
    expect(output).not.toContain('retry');
    expect(output).not.toMatch(/^\s+at /m);
    expect(code).toBe(1);
  });
});
