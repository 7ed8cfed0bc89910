import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { mkdtemp, readdir, readFile, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { downloadAll } from '../../pipeline/inputs/download.ts';
import { DownloadError } from '../../pipeline/inputs/downloadError.ts';
import { NoRawDataError } from '../../pipeline/inputs/noRawData.ts';
import { resolveRawDir } from '../../pipeline/inputs/rawDir.ts';
import { freePort } from '../support/serverProcess.ts';

/** A local stand-in for NCEI/Census: /flaky fails twice with 503, /gone is 404, /loop redirects to itself. */
let server: Server;
let base: string;
const hits = new Map<string, number>();
const body = Buffer.from('x'.repeat(100_000));

beforeAll(async () => {
  server = createServer((req, res) => {
    const n = (hits.get(req.url!) ?? 0) + 1;
    hits.set(req.url!, n);
    if (req.url === '/gone') return res.writeHead(404).end('not here');
    if (req.url === '/loop') return res.writeHead(302, { location: '/loop' }).end();
    if (req.url === '/flaky' && n <= 2) return res.writeHead(503).end('busy');
    res.writeHead(200, { 'content-length': body.length }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const quiet = () => {
  const lines: string[] = [];
  return { lines, progress: { isTTY: false, write: (text: string) => lines.push(text) } };
};

describe('downloadAll', () => {
  it('downloads into the raw layout, retries 503 with backoff, and reports progress', async () => {
    const cache = await mkdtemp(join(tmpdir(), 'cache-'));
    const { lines, progress } = quiet();
    await downloadAll(
      [
        { path: 'ncei/a/one.tar.gz', url: `${base}/one` },
        { path: 'census/flaky.zip', url: `${base}/flaky` },
      ],
      cache,
      { backoffMs: 1, progress },
    );
    expect(await readFile(join(cache, 'ncei/a/one.tar.gz'))).toEqual(body);
    expect(await readFile(join(cache, 'census/flaky.zip'))).toEqual(body);
    expect(hits.get('/flaky')).toBe(3);
    expect(lines.join('')).toMatch(/census\/flaky.zip: HTTP 503 for .*; retry 1 of 4 in 1 ms/);
    expect(lines.join('')).toContain('downloaded  ncei/a/one.tar.gz (0.1 MB)');
    expect(await readdir(join(cache, 'census'))).toEqual(['flaky.zip']);
  });

  it('uses the cache instead of downloading again', async () => {
    const cache = await mkdtemp(join(tmpdir(), 'cache-'));
    await mkdir(join(cache, 'x'));
    await writeFile(join(cache, 'x/cached.zip'), 'already here');
    const before = hits.get('/cached') ?? 0;
    const { lines, progress } = quiet();
    await downloadAll([{ path: 'x/cached.zip', url: `${base}/cached` }], cache, { progress });
    expect(hits.get('/cached') ?? 0).toBe(before);
    expect(lines).toEqual(['cached      x/cached.zip\n']);
  });

  it('does not retry a 404, and leaves no partial file', async () => {
    const cache = await mkdtemp(join(tmpdir(), 'cache-'));
    const { progress } = quiet();
    await expect(downloadAll([{ path: 'gone.zip', url: `${base}/gone` }], cache, { backoffMs: 1, progress })).rejects.toThrow(
      /HTTP 404 for .*\/gone/,
    );
    expect(hits.get('/gone')).toBe(1);
    expect(await readdir(cache)).toEqual([]);
  });

  it('gives up after the last retry', async () => {
    const cache = await mkdtemp(join(tmpdir(), 'cache-'));
    hits.delete('/flaky');
    const { progress } = quiet();
    await expect(downloadAll([{ path: 'f.zip', url: `${base}/flaky` }], cache, { retries: 1, backoffMs: 1, progress })).rejects.toThrow(/HTTP 503/);
    expect(hits.get('/flaky')).toBe(2);
  });
});

describe('failures that retrying cannot change', () => {
  const cases = [
    // RFC 6761: .invalid never resolves, with or without a network.
    { name: 'a host name that does not resolve', url: () => Promise.resolve('http://typical-weather.invalid/x'), failure: 'dns', message: /typical-weather\.invalid could not be resolved \((ENOTFOUND|EAI_AGAIN)\)/ },
    { name: 'a refused connection', url: async () => `http://127.0.0.1:${await freePort()}/x`, failure: 'refused', message: /refused the connection \(ECONNREFUSED\)/ },
  ];
  it.each(cases)('$name: one attempt, the system error kept as cause', async ({ url, failure, message }) => {
    const cache = await mkdtemp(join(tmpdir(), 'cache-'));
    const { lines, progress } = quiet();
    const error = await downloadAll([{ path: 'a.zip', url: await url() }], cache, { backoffMs: 1, progress }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DownloadError);
    expect(error).toMatchObject({ failure, retryable: false, message: expect.stringMatching(message) });
    expect((error as Error).cause).toBeInstanceOf(Error);
    expect(lines.join('')).not.toContain('retry');
  });

  it('a redirect loop: 5 redirects followed, then a final failure naming the file', async () => {
    const cache = await mkdtemp(join(tmpdir(), 'cache-'));
    hits.delete('/loop');
    const { progress } = quiet();
    const error = await downloadAll([{ path: 'loop.zip', url: `${base}/loop` }], cache, { backoffMs: 1, progress }).catch((e: unknown) => e);
    expect(error).toMatchObject({ failure: 'http-permanent', path: 'loop.zip', message: `more than 5 redirects from ${base}/loop` });
    expect(hits.get('/loop')).toBe(6);
  });

  it('the first final failure ends the run: queued downloads never start', async () => {
    const cache = await mkdtemp(join(tmpdir(), 'cache-'));
    hits.delete('/flaky');
    const { progress } = quiet();
    const files = [
      { path: 'bad.zip', url: 'http://typical-weather.invalid/x' },
      { path: 'f.zip', url: `${base}/flaky` },
    ];
    await expect(downloadAll(files, cache, { concurrency: 1, backoffMs: 1, progress })).rejects.toThrow(/could not be resolved/);
    expect(hits.get('/flaky')).toBeUndefined();
  });
});

describe('resolveRawDir', () => {
  const repoRoot = '/nonexistent/checkout';
  const cases = [
    { name: 'the option first', options: { rawDir: '/a', env: { RAW_DATA_DIR: '/b' } }, expected: { dir: '/a', origin: 'option' } },
    { name: 'then RAW_DATA_DIR', options: { env: { RAW_DATA_DIR: '/b' } }, expected: { dir: '/b', origin: 'RAW_DATA_DIR' } },
  ];
  it.each(cases)('$name', async ({ options, expected }) => {
    expect(await resolveRawDir({ repoRoot, ...options })).toEqual(expected);
  });

  it('then ../shared/data beside the checkout', async () => {
    const root = await mkdtemp(join(tmpdir(), 'work-'));
    await mkdir(join(root, 'shared', 'data'), { recursive: true });
    expect(await resolveRawDir({ repoRoot: join(root, 'main'), env: {} })).toEqual({
      dir: join(root, 'shared', 'data'),
      origin: 'beside-checkout',
    });
  });

  it('else downloads the upstream files into the cache and reads them from there', async () => {
    const root = await mkdtemp(join(tmpdir(), 'work-'));
    const { progress } = quiet();
    const choice = await resolveRawDir({
      repoRoot: join(root, 'main'),
      env: {},
      files: [{ path: 'census/gazetteer/2025_Gaz_zcta_national.zip', url: `${base}/zcta` }],
      download: { progress },
    });
    expect(choice).toEqual({
      dir: join(root, 'main', '.cache', 'raw'),
      origin: 'download',
      lock: { path: 'pipeline/upstream.lock.json', wrote: true, absent: [] },
    });
    const saved = await readFile(join(choice.dir, 'census/gazetteer/2025_Gaz_zcta_national.zip'));
    const sha256 = createHash('sha256').update(body).digest('hex');
    expect(createHash('sha256').update(saved).digest('hex')).toBe(sha256);
    const lock = JSON.parse(await readFile(join(root, 'main', 'pipeline', 'upstream.lock.json'), 'utf8'));
    expect(lock.files).toEqual([
      { path: 'census/gazetteer/2025_Gaz_zcta_national.zip', url: `${base}/zcta`, status: 200, bytes: body.length, sha256, etag: null, lastModified: null },
    ]);
  });

  it('else, when the download fails, says what it tried and the two ways forward', async () => {
    const root = await mkdtemp(join(tmpdir(), 'work-'));
    const { progress } = quiet();
    const error = await resolveRawDir({
      repoRoot: join(root, 'main'),
      env: {},
      files: [{ path: 'census/gazetteer/2025_Gaz_zcta_national.zip', url: 'http://typical-weather.invalid/zcta' }],
      download: { progress },
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NoRawDataError);
    expect((error as Error).cause).toBeInstanceOf(DownloadError);
    const lines = (error as Error).message.split('\n');
    expect(lines.slice(0, 4)).toEqual([
      'No raw data to build the dataset from. Tried:',
      '  1. RAW_DATA_DIR: not set',
      `  2. ${join(root, 'shared', 'data')} (the mirror beside the checkout): not found`,
      expect.stringMatching(/^  3\. downloading from NOAA NCEI and the Census Bureau: typical-weather\.invalid could not be resolved/),
    ]);
    expect(lines.join('\n')).toMatch(/RAW_DATA_DIR=\/path\/to\/data npm start[^]*about 380 MB from www\.ncei\.noaa\.gov and www2\.census\.gov/);
  });
});
