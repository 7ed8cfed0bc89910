/**
 * The upstream lock against a test upstream over real HTTP, serving the small mirror
 * (test/support/smallMirror.ts, New York's station among its few): a truncated cached file is downloaded
 * again; a changed upstream file (one station's July high) stops a locked build with what
 * changed and how to accept it, and `data:lock` reports the station and value; a file that was a
 * 404 and appears is drift too; 404, 500 and a cut connection end with the first-run guidance.
 */
import { cp, mkdtemp, readFile, truncate, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NoRawDataError } from '../../pipeline/inputs/noRawData.ts';
import { resolveRawDir } from '../../pipeline/inputs/rawDir.ts';
import { UPSTREAM_FILES } from '../../pipeline/inputs/upstream.ts';
import { readLock } from '../../pipeline/lock/lockFile.ts';
import { relock } from '../../pipeline/lock/relock.ts';
import { UpstreamChangedError } from '../../pipeline/lock/upstreamChanged.ts';
import { startTestUpstream, type TestUpstream } from '../support/testUpstream.ts';
import { packStations, readStations, urlPathOf } from '../support/upstreamShaped.ts';
import { smallMirror } from '../support/mirrorBuild.ts';

const byPath = (end: string) => UPSTREAM_FILES.find((f) => f.path.endsWith(end))!;
const MONTHLY = byPath('_monthly_multivariate_by-station_c20230404.tar.gz');
const ZCTA = byPath('2025_Gaz_zcta_national.zip');
const SNOW = byPath('mly-snow-normal.txt');
const download = { progress: { write: () => true }, retries: 1, backoffMs: 1 };

let upstream: TestUpstream;
let root: string;
/** The cache and lock of a first download, copied by each case that starts from them. */
let cache: string;
let lockPath: string;

const fetchInputs = (cacheDir: string, lock = lockPath, files = UPSTREAM_FILES) =>
  resolveRawDir({ repoRoot: join(root, 'checkout'), env: { UPSTREAM_URL_PREFIX: upstream.url }, cacheDir, lockPath: lock, files, download });
const dataLock = (cacheDir: string, lock: string) =>
  relock({ files: UPSTREAM_FILES, cacheDir, lockPath: lock, reportPath: join(cacheDir, '..', 'drift.md'), urlPrefix: upstream.url, download });
const gets = () => upstream.requests.filter((r) => r.status !== 404).map((r) => `${r.status} ${r.path.split('/').pop()}`);
const fresh = async (name: string) => join(await mkdtemp(join(root, `${name}-`)), 'cache');
async function copyOfFirst(name: string): Promise<{ cacheDir: string; lock: string }> {
  const dir = await mkdtemp(join(root, `${name}-`));
  await cp(cache, join(dir, 'cache'), { recursive: true });
  await cp(lockPath, join(dir, 'lock.json'));
  return { cacheDir: join(dir, 'cache'), lock: join(dir, 'lock.json') };
}

/** The monthly archive with USW00094728's July high 84.9 °F made 85.0. */
async function monthlyWithWarmerJuly(): Promise<Buffer> {
  const stations = await readStations(join(smallMirror(), 'ncei/normals-monthly/1991-2020/access'));
  const csv = stations.get('USW00094728.csv')!;
  stations.set('USW00094728.csv', csv.replace(/^("USW00094728","07".*?)"    84\.9"/m, '$1"    85.0"'));
  return packStations(stations, 'normals-monthly-1991-2020');
}

beforeAll(async () => {
  upstream = await startTestUpstream({ mirror: smallMirror() });
  root = await mkdtemp(join(tmpdir(), 'upstream-lock-'));
  cache = await fresh('first');
  lockPath = join(root, 'upstream.lock.json');
  await fetchInputs(cache);
});
afterAll(() => upstream.close());

describe('a locked download', () => {
  it('downloads a truncated cached file again, and only that one', async () => {
    const { cacheDir, lock } = await copyOfFirst('truncated');
    await truncate(join(cacheDir, ZCTA.path), 1000);
    upstream.requests.length = 0;
    await fetchInputs(cacheDir, lock);
    expect(gets()).toEqual([`200 ${ZCTA.path.split('/').pop()}`]);
    expect(await readFile(join(cacheDir, ZCTA.path))).toEqual(await readFile(join(cache, ZCTA.path)));
  });

  describe('when upstream changed one station', () => {
    beforeAll(async () => upstream.replace(urlPathOf(MONTHLY.url), await monthlyWithWarmerJuly()));
    afterAll(async () => upstream.replace(urlPathOf(MONTHLY.url), await readFile(join(cache, MONTHLY.path))));

    it('stops a build from an empty cache, naming the file, both sizes and hashes, and the command that accepts it', async () => {
      const cacheDir = await fresh('changed');
      const error = await fetchInputs(cacheDir).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(UpstreamChangedError);
      const locked = (await readLock(lockPath))!.files.find((f) => f.path === MONTHLY.path)!;
      const message = (error as Error).message;
      expect(message).toContain(`Upstream changed: ${MONTHLY.path} (${MONTHLY.url})`);
      expect(message).toContain(`expected: ${locked.status === 200 && `${locked.bytes} bytes, sha256 ${locked.sha256}`}`);
      expect(message).toMatch(/received: \d+ bytes, sha256 [0-9a-f]{64}/);
      expect(message).toContain('npm run data:lock');
      expect(await readdir(join(cacheDir, 'ncei/normals-monthly/1991-2020/archive')).catch(() => [])).toEqual([]);
    });

    it('data:lock reports the station and the value, rewrites the lock, and then the build goes on', async () => {
      const { cacheDir, lock } = await copyOfFirst('relock');
      upstream.requests.length = 0;
      const { report, changed } = await dataLock(cacheDir, lock);
      expect(changed).toEqual([MONTHLY.path]);
      expect(report).toContain(`1 of ${UPSTREAM_FILES.length} upstream files changed`);
      expect(report).toContain('- stations: 0 added, 0 removed, 1 changed');
      expect(report).toContain('USW00094728 MLY-TMAX-NORMAL Jul 84.9 → 85.0');
      expect(await readFile(join(cacheDir, '..', 'drift.md'), 'utf8')).toBe(report);
      // Unchanged files cost a 304, not a download.
      expect(gets().filter((g) => g.startsWith('200'))).toEqual([`200 ${MONTHLY.path.split('/').pop()}`]);
      await expect(fetchInputs(await fresh('after-relock'), lock)).resolves.toMatchObject({ origin: 'download' });
    });

    it('data:lock with no cache (a new runner) names the station from the digests in the lock', async () => {
      const { lock } = await copyOfFirst('cold-relock');
      const cacheDir = await fresh('cold-relock-cache');
      const { report, changed } = await dataLock(cacheDir, lock);
      expect(changed).toEqual([MONTHLY.path]);
      expect(report).toContain(`## ${MONTHLY.path}\n\n- changed\n`);
      expect(report).toContain(
        '- stations: 0 added, 0 removed, 1 changed (the previous archive is not cached: stations compared by the digests in the lock, values not compared)\n  - USW00094728\n',
      );
      const members = (await readLock(lock))!.files.find((f) => f.path === MONTHLY.path);
      expect(members).toMatchObject({ members: expect.objectContaining({ USW00094728: expect.stringMatching(/^[0-9a-f]{12}$/) }) });
    });
  });

  it('a file that was a 404 and appears is drift: the build stops, data:lock reports it', async () => {
    const appeared = await readFile(join(smallMirror(), 'ncei/normals/1981-2010/products/precipitation/mly-prcp-normal.txt'));
    upstream.replace(urlPathOf(SNOW.url), appeared);
    try {
      const error = await fetchInputs(await fresh('snow')).catch((e: unknown) => e);
      expect((error as Error).message).toMatch(/expected: HTTP 404 \(not published\)\n {2}received: \d+ bytes/);
      const { cacheDir, lock } = await copyOfFirst('snow-relock');
      const { report } = await dataLock(cacheDir, lock);
      expect(report).toContain(`## ${SNOW.path}\n\n- appeared upstream (it was a 404)`);
      expect(report).toMatch(/- stations: \d+ added, 0 removed, 0 changed/);
    } finally {
      upstream.replace(urlPathOf(SNOW.url), null);
    }
  });
});

it('a lock written from a test upstream is never taken for NCEI and Census', async () => {
  const error = await resolveRawDir({ repoRoot: join(root, 'checkout'), env: {}, cacheDir: await fresh('real'), lockPath, download }).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(UpstreamChangedError);
  expect((error as Error).message).toMatch(/locks a test upstream \(http:\/\/127\.0\.0\.1:\d+\/\), but this build downloads from NCEI and Census/);
});

describe('an upstream that fails ends with the first-run guidance', () => {
  const cases = [
    // A 404 is final; a 500 and a cut connection are retried (once here) before giving up.
    { fault: 'http404', attempts: 1, says: /HTTP 404 for http:\/\/127\.0\.0\.1:\d+\/www2\.census\.gov\/.*2025_Gaz_zcta_national\.zip/ },
    { fault: 'http500', attempts: 2, says: /HTTP 500 for http:\/\/127\.0\.0\.1:\d+\/www2\.census\.gov\// },
    { fault: 'cut', attempts: 2, says: /127\.0\.0\.1:\d+ sent \d+ of \d+ bytes, then closed the connection/ },
  ] as const;
  it.each(cases)('$fault', async ({ fault, attempts, says }) => {
    upstream.fail(urlPathOf(ZCTA.url), fault);
    upstream.requests.length = 0;
    try {
      const error = await fetchInputs(await fresh(fault), join(root, `${fault}.lock.json`), [ZCTA]).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(NoRawDataError);
      const message = (error as Error).message;
      expect(message).toMatch(/^No raw data to build the dataset from\. Tried:\n/);
      expect(message).toMatch(new RegExp(`3\\. downloading from NOAA NCEI and the Census Bureau: .*(${says.source})`));
      expect(message).toContain(`     file: ${ZCTA.path} from ${upstream.url}${urlPathOf(ZCTA.url).slice(1)}`);
      expect(message).toContain('RAW_DATA_DIR=/path/to/data npm start');
      expect(upstream.requests).toHaveLength(attempts);
    } finally {
      upstream.fail(urlPathOf(ZCTA.url), null);
    }
  });
});
