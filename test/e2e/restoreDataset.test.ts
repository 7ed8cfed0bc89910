/**
 * A build that died between its two renames left no dataset folder, only the last good one renamed
 * beside it (pipeline/output/atomicDir.ts). Both starts put it back and serve it: `npm start` does
 * not rebuild, the production start does not refuse. The state is made by hand: the mirror build
 * hard-linked (no copy of its 300 MB) under the name a dead build's swap gives it.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot, startServerProcess, type ServerProcess } from '../support/serverProcess.ts';

const STARTS = [
  { name: 'npm start', script: undefined, tsx: undefined },
  { name: 'the production start', script: 'server/bundle.mjs', tsx: false },
];
/** Above Linux's default pid_max: no such process runs, as after a crash. */
const DEAD_PID = 2 ** 22 + 1;

let parent: string | undefined;
let server: ServerProcess | undefined;
afterEach(async () => {
  await server?.stop();
  if (parent !== undefined) await rm(parent, { recursive: true, force: true });
});

beforeAll(() => {
  const built = spawnSync('npm', ['run', 'build:server'], { cwd: repoRoot, encoding: 'utf8' });
  expect(built.status, built.stderr).toBe(0);
});

describe.each(STARTS)('$name after a build died mid-swap', ({ script, tsx }) => {
  it('restores the last good dataset and serves it', async () => {
    parent = await mkdtemp(path.join(tmpdir(), 'swap-crash-'));
    const dataDir = path.join(parent, 'data');
    const old = path.join(parent, `.build-tmp-data-${DEAD_PID}-old`);
    const linked = spawnSync('cp', ['-al', path.join(repoRoot, 'site', 'data'), old], { encoding: 'utf8' });
    expect(linked.status, linked.stderr).toBe(0);
    server = await startServerProcess({ DATA_DIR: dataDir }, { script, tsx, timeoutMs: 60_000 });
    expect(existsSync(path.join(dataDir, 'manifest.json'))).toBe(true);
    expect(existsSync(old)).toBe(false);
    expect(server.output()).toContain('restored the last good dataset');
    expect(server.output()).not.toContain('building it first');
    expect((await server.getJson('/typical-weather?zip=10024&month=7')).status).toBe(200);
  });
});
