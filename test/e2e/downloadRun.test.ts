/**
 * A fresh clone's first `npm start` against a test upstream: a copy of this checkout in a temp
 * folder (no ../shared beside it, no site/data, no lock, no .cache) with UPSTREAM_URL_PREFIX
 * pointing at test/support/testUpstream.ts. It must download, write the lock, build, serve, and
 * answer exactly as the server over the mirror build (site/data of this checkout) does.
 */
import { UPSTREAM_FILES } from '../../pipeline/inputs/upstream.ts';
import { readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UpstreamLock } from '../../pipeline/lock/lockFile.ts';
import { repoRoot, startServerProcess, type ServerProcess } from '../support/serverProcess.ts';
import { startTestUpstream, type TestUpstream } from '../support/testUpstream.ts';
import { copyCheckout } from '../support/checkoutCopy.ts';

const REQUESTS = [
  '/typical-weather?zip=10024',
  '/typical-weather?zip=10024&month=jul',
  '/typical-weather?zip=99501',
  '/typical-weather?zip=10024&period=1981-2010',
  '/climate-profile?zip=10024',
  '/typical-weather?address=SeaTac,%20WA',
  '/health',
];

let root: string;
let checkout: string;
let upstream: TestUpstream;
let fresh: ServerProcess;
let mirror: ServerProcess;
let coldMs: number;

beforeAll(async () => {
  ({ root, checkout } = await copyCheckout('download-run-'));
  upstream = await startTestUpstream();
  // The copy must find neither a raw folder nor another dataset: only the test upstream.
  delete process.env.RAW_DATA_DIR;
  delete process.env.DATA_DIR;
  const started = performance.now();
  fresh = await startServerProcess(
    { UPSTREAM_URL_PREFIX: upstream.url },
    { root: checkout, timeoutMs: 300_000 },
  );
  coldMs = performance.now() - started;
  mirror = await startServerProcess();
});
afterAll(async () => {
  await Promise.all([fresh?.stop(), mirror?.stop(), upstream?.close()]);
  await rm(root, { recursive: true, force: true });
});

describe('a fresh clone with UPSTREAM_URL_PREFIX and npm start', () => {
  it('downloads from the test upstream, writes the lock and says so', async () => {
    const mb = upstream.requests.reduce((sum, r) => sum + r.bytes, 0) / 1e6;
    console.log(`fresh clone: downloaded ${mb.toFixed(1)} MB, built and served in ${(coldMs / 1000).toFixed(1)} s`);
    const lock = JSON.parse(await readFile(path.join(checkout, 'pipeline', 'upstream.lock.json'), 'utf8')) as UpstreamLock;
    // The files the mirror lacks (1981–2010 snowfall and four day-count files) are each a 404.
    const absent = lock.files.filter((f) => f.status === 404).length;
    expect(upstream.requests.map((r) => r.status).sort()).toEqual([...Array(UPSTREAM_FILES.length - absent).fill(200), ...Array(absent).fill(404)]);
    expect(fresh.output()).toContain(`No upstream lock yet: wrote ${path.join(checkout, 'pipeline', 'upstream.lock.json')}`);
    expect(lock).toMatchObject({ testUpstream: upstream.url, files: expect.any(Array) });
    expect(lock.files).toHaveLength(UPSTREAM_FILES.length);
    expect((await stat(path.join(checkout, '.cache', 'raw'))).isDirectory()).toBe(true);
    expect(await stat(path.join(root, 'shared')).catch(() => null)).toBeNull();
  });

  it.each(REQUESTS)('%s answers as the mirror build does', async (request) => {
    const [a, b] = await Promise.all([fresh.getJson(request), mirror.getJson(request)]);
    expect(a).toEqual(b);
  });
});
