/**
 * Download builds over real HTTP from the test upstream (the small mirror, upstream-shaped:
 * test/support/smallMirror.ts): a build from an empty cache downloads, writes the lock and builds
 * what the build from the small mirror's folder builds; a second build asks only for the files
 * upstream does not publish (those the mirror lacks: 1981–2010 monthly snowfall among them), each
 * built without and said so. .ci/run does the same from the whole mirror.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Manifest } from '../../lib/dataTypes.ts';
import { build } from '../../pipeline/build.ts';
import { UPSTREAM_FILES } from '../../pipeline/inputs/upstream.ts';
import type { UpstreamLock } from '../../pipeline/lock/lockFile.ts';
import { startTestUpstream, type TestUpstream } from '../support/testUpstream.ts';
import { smallMirror } from '../support/mirrorBuild.ts';
import { treeDigest } from './treeDigest.ts';

const SNOW = 'ncei/normals/1981-2010/products/precipitation/mly-snow-normal.txt';
const silent = { progress: { write: () => true } };

let upstream: TestUpstream;
let root: string;
const logs: string[] = [];

/** A download build into `<root>/<name>`, sharing one cache and one lock (RAW_DATA_DIR, as CI sets it, would win). */
async function downloadBuild(name: string) {
  const rawDataDir = process.env.RAW_DATA_DIR;
  delete process.env.RAW_DATA_DIR;
  process.env.UPSTREAM_URL_PREFIX = upstream.url;
  try {
    const outDir = join(root, name, 'data');
    await build({ outDir, cacheDir: join(root, 'cache'), lockPath: join(root, 'upstream.lock.json'), download: silent, log: (l) => logs.push(l) });
    return outDir;
  } finally {
    delete process.env.UPSTREAM_URL_PREFIX;
    if (rawDataDir !== undefined) process.env.RAW_DATA_DIR = rawDataDir;
  }
}

const readJson = async <T>(path: string) => JSON.parse(await readFile(path, 'utf8')) as T;

describe('a download build from the test upstream', () => {
  let mirrorOut: string;
  let coldOut: string;
  /** The files the lock records as 404: those the mirror, and so the test upstream, lacks. */
  let absent: string[];

  beforeAll(async () => {
    upstream = await startTestUpstream({ mirror: smallMirror() });
    root = await mkdtemp(join(tmpdir(), 'locked-build-'));
    mirrorOut = join(root, 'mirror', 'data');
    await build({ rawDir: smallMirror(), outDir: mirrorOut });
    coldOut = await downloadBuild('cold');
    absent = (await readJson<UpstreamLock>(join(root, 'upstream.lock.json'))).files.filter((f) => f.status === 404).map((f) => f.path).sort();
  });
  afterAll(() => upstream.close());

  it('from an empty cache downloads every file once and writes the lock, saying so', async () => {
    expect(absent).toContain(SNOW);
    for (const path of absent) expect(existsSync(join(smallMirror(), path)), path).toBe(false);
    expect(upstream.requests.map((r) => r.status).sort()).toEqual([...Array(UPSTREAM_FILES.length - absent.length).fill(200), ...Array(absent.length).fill(404)]);
    expect(logs.some((l) => l.startsWith(`No upstream lock yet: wrote ${join(root, 'upstream.lock.json')}`))).toBe(true);
    const lock = await readJson<UpstreamLock>(join(root, 'upstream.lock.json'));
    expect(lock.testUpstream).toBe(upstream.url);
    expect(lock.files).toHaveLength(UPSTREAM_FILES.length);
    for (const file of lock.files) {
      expect(file.url).toMatch(/^https:\/\/(www\.ncei\.noaa\.gov|www2\.census\.gov)\//);
      if (file.status === 200) expect(file).toMatchObject({ bytes: expect.any(Number), sha256: expect.stringMatching(/^[0-9a-f]{64}$/), etag: expect.any(String), lastModified: expect.any(String) });
    }
    expect(lock.files.find((f) => f.path === SNOW)).toEqual({ path: SNOW, url: expect.stringMatching(/mly-snow-normal\.txt$/), status: 404 });
  });

  it('answers exactly as the build from the mirror: every shard, download and index byte-identical', async () => {
    const [cold, mirror] = await Promise.all([treeDigest(coldOut), treeDigest(mirrorOut)]);
    const differing = Object.keys({ ...cold, ...mirror }).filter((path) => cold[path] !== mirror[path]);
    // The inputs differ in shape (zips and archives instead of the mirror's unzipped and unpacked files).
    expect(differing).toEqual(['build-report.txt', 'manifest.json']);
    const [a, b] = await Promise.all([readJson<Manifest>(join(coldOut, 'manifest.json')), readJson<Manifest>(join(mirrorOut, 'manifest.json'))]);
    expect({ ...a, inputs: [], inputsFrom: null }).toEqual({ ...b, inputs: [], inputsFrom: null });
  });

  it('the manifest and the report say how the inputs came, and that each 404 (1981–2010 snowfall among them) is built without', async () => {
    const [a, b] = await Promise.all([readJson<Manifest>(join(coldOut, 'manifest.json')), readJson<Manifest>(join(mirrorOut, 'manifest.json'))]);
    expect(a.inputsFrom).toMatchObject({ kind: 'locked-download', lock: expect.stringContaining('upstream.lock.json') });
    expect([...(a.inputsFrom as { absentUpstream: string[] }).absentUpstream].sort()).toEqual(absent);
    expect(b.inputsFrom).toEqual({ kind: 'raw-folder' });
    expect(a.editions?.['1981-2010']?.snowfall.available).toBe(false);
    const report = await readFile(join(coldOut, 'build-report.txt'), 'utf8');
    for (const path of absent) expect(report).toContain(`${path}: upstream answered 404 (recorded in the lock); built without it`);
  });

  it('a second build makes no request for a file already cached and verified', async () => {
    upstream.requests.length = 0;
    const warmOut = await downloadBuild('warm');
    // Only the 404s are asked again: a file that appears upstream must be noticed.
    expect(upstream.requests.map((r) => [r.method, r.status, r.bytes])).toEqual(absent.map(() => ['GET', 404, 0]));
    expect(upstream.requests.some((r) => /mly-snow-normal\.txt$/.test(r.path))).toBe(true);
    expect(await treeDigest(warmOut)).toEqual(await treeDigest(coldOut));
  });
});
