/**
 * Why downloads do not use undici (docs/data-builds.md): undici 7's fetch dies on the server
 * `python3 -m http.server` is (HTTP/1.0, the connection closed after the body) with an assertion
 * no caller can catch. The fix needs undici 8, which needs Node ≥ 22.19. If no attempt dies any
 * more, the undici in use has the fix.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { downloadAll } from '../../pipeline/inputs/download.ts';
import { UPSTREAM_FILES } from '../../pipeline/inputs/upstream.ts';
import { startTestUpstream, type TestUpstream } from '../support/testUpstream.ts';
import { urlPathOf } from '../support/upstreamShaped.ts';

const ARCHIVE = UPSTREAM_FILES[0]!;
let upstream: TestUpstream;
let url: string;
beforeAll(async () => {
  upstream = await startTestUpstream({ mode: 'http10' });
  url = `${upstream.url}${urlPathOf(ARCHIVE.url).slice(1)}`;
});
afterAll(() => upstream?.close());

/** Downloads it the old way in a child process: null when the child read it all, else how it died. */
async function undiciDownload(): Promise<{ code: number; stderr: string } | null> {
  // Asynchronously: the test upstream answers from this process.
  const run = promisify(execFile)(process.execPath, ['--import', 'tsx', 'test/support/undiciDownload.ts', url], { timeout: 60_000 });
  return (await run.then(() => null, (error: unknown) => error)) as { code: number; stderr: string } | null;
}

/** The assertion is a race (the close must arrive while undici's parser is paused): about one run in six reads the file whole. */
const ATTEMPTS = 8;

it('undici 7 fetch dies with an uncatchable assertion on an HTTP/1.0 server that closes after the body', async () => {
  let failed: Awaited<ReturnType<typeof undiciDownload>> = null;
  for (let attempt = 0; attempt < ATTEMPTS && failed === null; attempt++) failed = await undiciDownload();
  expect(failed?.stderr).toContain('assert(!this.paused)');
  expect(failed?.stderr).toMatch(/at Parser\.finish .*undici\/lib\/dispatcher\/client-h1\.js/);
  expect(failed?.code).toBe(1);
});

it('the download client reads the same file whole', async () => {
  const cache = await mkdtemp(join(tmpdir(), 'http10-'));
  try {
    await downloadAll([{ path: 'archive.tar.gz', url }], cache, { progress: { write: () => true } });
    const body = await readFile(join(cache, 'archive.tar.gz'));
    expect(body.length).toBe(upstream.served(urlPathOf(ARCHIVE.url))!.bytes);
  } finally {
    await rm(cache, { recursive: true, force: true });
  }
});
