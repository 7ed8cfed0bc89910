/**
 * Every kind of server the test upstream plays (upstreamModes.ts), over real sockets, serving the
 * small mirror (test/support/smallMirror.ts: every file upstream publishes, cut down): a cold
 * download from an empty cache gets upstream's exact bytes and writes the lock, a warm one asks
 * only for the files upstream does not publish, and `data:lock` finds no drift. The modes that
 * misbehave (a short body, a stalled transfer) are first seen to fail for that reason when
 * nothing is retried, then to finish with retries. The stall timer is a second here (30 s by
 * default: stallTimeout.test.ts).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DownloadOptions } from '../../pipeline/inputs/download.ts';
import { REDIRECTS } from '../../pipeline/inputs/httpGet.ts';
import { resolveRawDir } from '../../pipeline/inputs/rawDir.ts';
import { UPSTREAM_FILES } from '../../pipeline/inputs/upstream.ts';
import { readLock } from '../../pipeline/lock/lockFile.ts';
import { relock } from '../../pipeline/lock/relock.ts';
import { makeServedFiles, startTestUpstream, type TestUpstream, type UpstreamFiles, type UpstreamMode } from '../support/testUpstream.ts';
import { UPSTREAM_MODES } from '../support/upstreamModes.ts';
import { urlPathOf } from '../support/upstreamShaped.ts';
import { smallMirror } from '../support/mirrorBuild.ts';

const download: DownloadOptions = { progress: { write: () => true }, backoffMs: 10, stallMs: 1000 };
/** What a mode does when nothing is retried: only the misbehaving ones fail, each for its reason. */
const WITHOUT_RETRY: Partial<Record<UpstreamMode, RegExp>> = {
  short: /^127\.0\.0\.1:\d+ sent \d+ of \d+ bytes, then closed the connection$/,
  stall: /^127\.0\.0\.1:\d+ sent nothing for 1 s: cut$/,
};
const MODES = Object.keys(UPSTREAM_MODES) as UpstreamMode[];

let files: UpstreamFiles;
beforeAll(async () => {
  files = await makeServedFiles(smallMirror());
});
afterAll(() => files?.dispose());

describe.each(MODES)('test upstream mode %s', (mode) => {
  let upstream: TestUpstream;
  let root: string;
  const cache = () => join(root, 'cache');
  const lockPath = () => join(root, 'upstream.lock.json');
  const inputs = (cacheDir = cache(), options = download) =>
    resolveRawDir({ repoRoot: join(root, 'checkout'), env: { UPSTREAM_URL_PREFIX: upstream.url }, cacheDir, lockPath: lockPath(), download: options });
  /** The answers that carried a file or said there is none (not the redirects). */
  const finalAnswers = () => upstream.requests.filter((r) => !REDIRECTS.has(r.status)).map((r) => r.status);
  /** How many of the files the lock names upstream does not publish (the mirror lacks them): a 404 each, every time. */
  const unpublished = async () => (await readLock(lockPath()))!.files.filter((entry) => entry.status === 404).length;

  beforeAll(async () => {
    upstream = await startTestUpstream({ mode, files });
    root = await mkdtemp(join(tmpdir(), `download-${mode}-`));
  });
  afterAll(async () => {
    await upstream?.close();
    await rm(root, { recursive: true, force: true });
  });

  const failsFirst = WITHOUT_RETRY[mode];
  if (failsFirst) {
    it('fails for its reason when nothing is retried', async () => {
      const error = await inputs(join(root, 'no-retry'), { ...download, retries: 0 }).catch((e: unknown) => e);
      expect((error as Error).cause).toMatchObject({ message: expect.stringMatching(failsFirst), retryable: true });
      await rm(lockPath(), { force: true });
    });
  }

  it('cold: an empty cache gets upstream\'s exact bytes and writes the lock', async () => {
    upstream.requests.length = 0;
    upstream.forget();
    const [started, sentBefore] = [performance.now(), upstream.bytesSent()];
    const choice = await inputs();
    const [seconds, mb] = [(performance.now() - started) / 1000, (upstream.bytesSent() - sentBefore) / 1e6];
    console.log(`${mode}: cold download ${seconds.toFixed(1)} s, ${mb.toFixed(1)} MB sent, ${upstream.requests.length} requests`);
    expect(choice.lock).toMatchObject({ wrote: true });
    const lock = (await readLock(lockPath()))!;
    expect(lock.files).toHaveLength(UPSTREAM_FILES.length);
    for (const entry of lock.files) {
      const served = upstream.served(urlPathOf(entry.url));
      if (entry.status === 404) expect(served).toBeUndefined();
      else expect({ path: entry.path, bytes: entry.bytes, sha256: entry.sha256 }).toEqual({ path: entry.path, bytes: served?.bytes, sha256: served?.sha256 });
    }
    const retried = failsFirst ? 1 : 0;
    expect(finalAnswers().filter((s) => s === 200).length).toBeGreaterThanOrEqual(lock.files.length - (await unpublished()) + retried);
  });

  it('warm: a verified cache asks only for the files upstream does not publish', async () => {
    upstream.requests.length = 0;
    await inputs();
    expect(finalAnswers()).toEqual(Array(await unpublished()).fill(404));
  });

  it('data:lock: every file unchanged (304), no drift', async () => {
    upstream.requests.length = 0;
    const { report, changed } = await relock({
      files: UPSTREAM_FILES, cacheDir: cache(), lockPath: lockPath(), reportPath: join(root, 'drift.md'), urlPrefix: upstream.url, download,
    });
    expect(changed).toEqual([]);
    expect(report).toContain('No drift');
    const absent = await unpublished();
    expect(finalAnswers().sort()).toEqual([...Array(UPSTREAM_FILES.length - absent).fill(304), ...Array(absent).fill(404)]);
  });
});
