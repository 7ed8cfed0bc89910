/**
 * A download that fails, as a user meets it at the prompt (`npm run build:data`, which `npm start`
 * runs on a fresh clone, and `npm run data:lock`): the first-run guidance or the data:lock message
 * naming the file, what happened and what to try; exit code 1; no stack trace.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPSTREAM_FILES } from '../../pipeline/inputs/upstream.ts';
import { freePort } from '../support/serverProcess.ts';
import { startTestUpstream, type TestUpstream } from '../support/testUpstream.ts';
import { urlPathOf } from '../support/upstreamShaped.ts';
import { smallMirror } from '../support/mirrorBuild.ts';

const FIRST = UPSTREAM_FILES[0]!;
let upstream: TestUpstream;
let root: string;
beforeAll(async () => {
  upstream = await startTestUpstream({ mirror: smallMirror() });
  upstream.fail(urlPathOf(FIRST.url), 'http404');
  root = await mkdtemp(join(tmpdir(), 'download-cli-'));
});
afterAll(async () => {
  await upstream?.close();
  await rm(root, { recursive: true, force: true });
});

/** Runs a CLI asynchronously (the test upstream answers from this process); resolves with its exit code and output. */
async function run(script: string, prefix: string, name: string): Promise<{ code: number; stdout: string; stderr: string }> {
  const dir = join(root, name);
  const args = ['--import', 'tsx', script, '--cache', join(dir, 'cache'), '--lock', join(dir, 'lock.json')];
  if (script.endsWith('pipeline/cli.ts')) args.push('--out', join(dir, 'out'));
  else args.push('--report', join(dir, 'drift.md'));
  const env = { ...process.env, RAW_DATA_DIR: '', UPSTREAM_URL_PREFIX: prefix };
  return promisify(execFile)(process.execPath, args, { env, timeout: 60_000 }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  );
}

const cases = [
  {
    name: 'build:data, a file upstream answers 404 for',
    script: 'pipeline/cli.ts',
    prefix: async () => upstream.url,
    says: ['No raw data to build the dataset from. Tried:', `     file: ${FIRST.path} from `, 'Upstream does not serve this file at that URL', 'RAW_DATA_DIR=/path/to/data npm start'],
  },
  {
    name: 'build:data, nothing listening',
    script: 'pipeline/cli.ts',
    prefix: async () => `http://127.0.0.1:${await freePort()}/`,
    says: ['No raw data to build the dataset from. Tried:', 'refused the connection (ECONNREFUSED)', 'Nothing answers at that address'],
  },
  {
    name: 'data:lock, a file upstream answers 404 for',
    script: 'pipeline/lock/cli.ts',
    prefix: async () => upstream.url,
    says: ['data:lock failed; the lock is untouched.', 'HTTP 404 for http://127.0.0.1:', `file: ${FIRST.path} from `],
  },
];

describe('a failed download at the prompt', () => {
  it.each(cases.map((c, i) => ({ ...c, dir: `run-${i}` })))('$name: guidance, exit code 1, no stack trace', async ({ script, prefix, says, dir }) => {
    const { code, stdout, stderr } = await run(script, await prefix(), dir);
    for (const line of says) expect(stderr).toContain(line);
    expect(code).toBe(1);
    expect(`${stdout}\n${stderr}`).not.toMatch(/^\s+at .+[(:]\d+/m);
  });
});
