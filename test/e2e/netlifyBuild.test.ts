/**
 * Netlify's own build runner (`netlify build --offline`, netlify-cli from test/support/netlifyCli.ts)
 * on a copy of this checkout with no ../shared beside it and no lock, downloading from the test
 * upstream: the raw-cache plugin loads, the first build downloads and saves .cache/raw to
 * Netlify's build cache; the second, with .cache/raw gone as in a fresh checkout, restores it,
 * verifies it against the lock the first wrote, downloads nothing and builds the same dataset.
 * Run when NETLIFY_BUILD=1 (.ci/run sets it, after installing netlify-cli).
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { promisify, stripVTControlCharacters } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { netlifyCli, netlifyPath } from '../support/netlifyCli.ts';
import { repoRoot, TSX } from '../support/serverProcess.ts';
import { copyCheckout } from '../support/checkoutCopy.ts';

let root: string;
let checkout: string;
let upstream: ChildProcess;
let upstreamUrl: string;

/** The test upstream through its CLI; resolves to the URL it prints. */
async function startUpstream(): Promise<string> {
  const mirror = process.env.RAW_DATA_DIR ? ['--mirror', process.env.RAW_DATA_DIR] : [];
  upstream = spawn(process.execPath, ['--import', TSX, path.join(repoRoot, 'test/support/testUpstream.ts'), '--port', '0', ...mirror], { stdio: ['ignore', 'pipe', 'inherit'] });
  for await (const line of createInterface({ input: upstream.stdout! })) if (line.startsWith('http')) return line.trim();
  throw new Error('the test upstream exited before printing its URL');
}

async function netlifyBuild(): Promise<{ log: string; seconds: number }> {
  const env: NodeJS.ProcessEnv = { ...process.env, PATH: netlifyPath(), UPSTREAM_URL_PREFIX: upstreamUrl };
  delete env.RAW_DATA_DIR; // only the test upstream: no raw folder
  delete env.DATA_DIR;
  const started = performance.now();
  const { stdout, stderr } = await promisify(execFile)(netlifyCli(), ['build', '--offline'], { cwd: checkout, env, maxBuffer: 1 << 26 });
  return { log: stripVTControlCharacters(`${stdout}\n${stderr}`), seconds: (performance.now() - started) / 1000 };
}

const count = (log: string, pattern: RegExp) => log.match(pattern)?.length ?? 0;

describe.runIf(process.env.NETLIFY_BUILD === '1')('the raw-cache plugin under netlify build --offline', () => {
  let first: { log: string; seconds: number };
  let second: { log: string; seconds: number };
  let firstManifest: string;

  beforeAll(async () => {
    ({ root, checkout } = await copyCheckout('netlify-build-'));
    upstreamUrl = await startUpstream();
    first = await netlifyBuild();
    firstManifest = await readFile(path.join(checkout, 'site', 'data', 'manifest.json'), 'utf8');
    await rm(path.join(checkout, '.cache', 'raw'), { recursive: true }); // what a fresh checkout on Netlify has
    second = await netlifyBuild();
    console.log(`netlify build --offline: first ${first.seconds.toFixed(1)} s (downloads), second ${second.seconds.toFixed(1)} s (from the cache)`);
  }, 600_000);
  afterAll(async () => {
    upstream?.kill();
    await rm(root, { recursive: true, force: true });
  });

  it('loads the plugin from netlify.toml', () => {
    expect(first.log).toMatch(/\.\/plugins\/raw-cache@\S+ from netlify\.toml/);
  });

  it('first build: nothing restored, every file downloaded, the lock written, the cache saved', () => {
    expect(first.log).toContain('raw-cache: nothing cached for .cache/raw');
    expect(count(first.log, /^downloaded {2}/gm)).toBeGreaterThanOrEqual(14);
    expect(first.log).toContain('No upstream lock yet: wrote');
    expect(first.log).toContain('raw-cache: saved .cache/raw');
  });

  it('second build: restored, verified against the lock, nothing downloaded, the same dataset', async () => {
    expect(second.log).toContain('raw-cache: restored .cache/raw');
    expect(count(second.log, /^downloaded {2}/gm)).toBe(0);
    expect(count(second.log, /^cached {6}/gm)).toBeGreaterThanOrEqual(14);
    expect(await readFile(path.join(checkout, 'site', 'data', 'manifest.json'), 'utf8')).toBe(firstManifest);
  });
});
