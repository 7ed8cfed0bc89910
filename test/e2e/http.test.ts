/**
 * The API over HTTP against the real local server (what `npm start` runs), or,
 * from http.netlify.test.ts, against Netlify's bundle of the function (test/support/e2eTargets.ts), on the
 * dataset built from ../shared/data: every covered ZIP answers its record exactly and to the schema,
 * static files and their validators, hostile paths, methods, and address resolution through a fake
 * Census geocoder, including an outage that must not slow ZIP requests.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wholeYearResponse } from '../../lib/weather/wholeYear.ts';
import type { Manifest, UncoveredZip, ZipRecord, ZipShard } from '../../lib/dataTypes.ts';
import { EDITION_REGISTRY } from '../../lib/editions.ts';
import { defaultSection } from '../../lib/manifest.ts';
import { answerTextKinds } from '../../lib/serving/answerPieces.ts';
import { textHeader, TEXT_HEADER_BYTES } from '../../lib/serving/answerText.ts';
import { messages } from '../../lib/messages.ts';
import { startFakeGeocoder, WHITE_HOUSE_ADDRESS, type FakeGeocoder } from '../support/fakeGeocoder.ts';
import { schemaErrors } from '../support/openapiSchemas.ts';
import { netlify, npmStart } from '../support/e2eTargets.ts';
import { freePort, repoRoot, type ServerProcess } from '../support/serverProcess.ts';
import { readShards } from '../support/shards.ts';

const startServerProcess = process.env.E2E_TARGET === 'netlify' ? netlify : npmStart;

const dataDir = path.join(repoRoot, 'site', 'data');
let server: ServerProcess;
let geocoder: FakeGeocoder;
const records = new Map<string, ZipRecord>();

beforeAll(async () => {
  for (const shard of await readShards<ZipShard>(path.join(dataDir, 'zip'))) {
    for (const [zip, record] of Object.entries(shard.zips)) records.set(zip, record);
  }
  geocoder = await startFakeGeocoder();
  server = await startServerProcess({ CENSUS_GEOCODER_URL: geocoder.url });
});

afterAll(async () => {
  await server?.stop();
  await geocoder?.close();
});

const get = async (p: string, init?: RequestInit) => {
  const res = await fetch(server.url + p, init);
  const text = await res.text();
  const json = res.headers.get('content-type')?.startsWith('application/json');
  return { status: res.status, headers: res.headers, text, body: json ? (JSON.parse(text) as unknown) : undefined };
};

/** A request with the path sent exactly as written (fetch would normalise `..`). */
const raw = (p: string, method = 'GET') =>
  new Promise<{ status: number; text: string; type: string }>((resolve, reject) => {
    const url = new URL(server.url);
    const req = httpRequest({ host: url.hostname, port: url.port, path: p, method }, (res) => {
      let text = '';
      res.on('data', (d) => (text += d));
      res.on('end', () => resolve({ status: res.statusCode!, text, type: String(res.headers['content-type']) }));
    });
    req.on('error', reject);
    req.end();
  });

describe('every ZIP of the build, over HTTP', () => {
  it('every covered ZIP answers its precomputed year exactly, to the schema', async () => {
    const covered = [...records.values()].filter((r) => r.coverage === 'covered');
    expect(covered.length).toBeGreaterThan(200);
    for (const record of covered) {
      const { status, body } = await get(`/typical-weather?zip=${record.location.zip}`);
      expect(status).toBe(200);
      expect(body).toEqual(wholeYearResponse(record));
      expect(schemaErrors('/typical-weather', 200, body)).toEqual([]);
    }
  });

  it('ZIPs whose station is not in the build are 422s naming that station (a sample of 300)', async () => {
    const uncovered = [...records.values()].filter((r): r is UncoveredZip => r.coverage === 'station-not-in-build');
    const step = Math.floor(uncovered.length / 300);
    for (let i = 0; i < uncovered.length; i += step) {
      const r = uncovered[i]!;
      const { status, body } = await get(`/typical-weather?zip=${r.location.zip}&month=5`);
      expect(status).toBe(422);
      expect((body as { error: string }).error).toContain(`${r.station.name} (${r.station.id}, ${r.station.distanceMi} mi away)`);
    }
  });

  it('one month: July in Central Park', async () => {
    const { status, body } = await get('/typical-weather?zip=10024&month=July');
    expect(status).toBe(200);
    expect(schemaErrors('/typical-weather', 200, body)).toEqual([]);
    expect(body).toMatchObject({
      query: { zip: '10024', month: 7, monthName: 'July' },
      station: { id: 'USW00094728', name: 'NEW YORK CNTRL PK TWR, NY US' },
      normals: { month: 7, monthName: 'July' },
    });
    expect((body as { summary: string }).summary).toMatch(/^July in ZIP 10024 is typically (hot|warm): highs around \d+ °F/);
  });

  it('/health reports the manifest counts', async () => {
    const manifest = JSON.parse(await readFile(path.join(dataDir, 'manifest.json'), 'utf8')) as Manifest;
    const { status, body } = await get('/health');
    expect(status).toBe(200);
    expect(schemaErrors('/health', 200, body)).toEqual([]);
    expect(body).toMatchObject({ dataset: { coverage: { zips: defaultSection(manifest).counts.zipsWithNormals, zipsMapped: 33_791 } } });
  });
});

describe.runIf(process.env.E2E_TARGET !== 'netlify')('answer texts', () => {
  it('npm start derived each records file\'s answer texts, made from those very records (their SHA-256)', async () => {
    for (const { records, text } of answerTextKinds(EDITION_REGISTRY)) {
      const digest = createHash('sha256').update(await readFile(path.join(dataDir, records))).digest();
      const header = new Uint8Array(await readFile(path.join(dataDir, text))).subarray(0, TEXT_HEADER_BYTES);
      expect(Buffer.from(textHeader(header).digest).equals(digest)).toBe(true);
    }
    expect(server.output()).not.toMatch(/answer texts.*not written/);
  });
});

describe('static files through the same server', () => {
  it('/ is the page, with CORS and an ETag that revalidates to 304', async () => {
    const page = await get('/');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('access-control-allow-origin')).toBe('*');
    const etag = page.headers.get('etag');
    expect(etag).toBeTruthy();
    expect((await fetch(`${server.url}/`, { headers: { 'if-none-match': etag! } })).status).toBe(304);
  });

  it('the manifest and every bulk download it lists, of every edition, are served with their sizes and kept an hour', async () => {
    const manifest = (await get('/data/manifest.json')).body as Manifest;
    const downloads = [...manifest.downloads, ...Object.values(manifest.editions).flatMap((e) => e.downloads)];
    expect(downloads.length).toBe(9); // climate profile, daily normals; 1991–2020 twins, months, year, zip-to-station; 1981–2010 twins, months, zip-to-station
    for (const d of downloads) {
      const res = await fetch(`${server.url}/${d.path}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
      expect((await res.arrayBuffer()).byteLength).toBe(d.bytes);
    }
  });

  it.each(['/nope.html', '/data/zip/000.json', '/typical-weather/x'])('%s → JSON 404', async (p) => {
    const { status, headers, body } = await get(p);
    expect(status).toBe(404);
    expect(headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(body).toEqual({ error: expect.stringMatching(/^No such endpoint/) });
  });
});

describe('hostile paths and methods', () => {
  const hostile = [
    '/../../../../etc/passwd', '/%2e%2e/%2e%2e/%2e%2e/etc/passwd', '/data/..%2f..%2f..%2fpackage.json', '/..%5c..%5cpackage.json',
    '/data/zip/..%2f..%2f..%2fpackage.json', '/%00', '/data%00/manifest.json', '//etc/passwd', '/data/../../package.json',
  ];
  it.each(hostile)('%s never serves a file outside site/', async (p) => {
    const { status, text, type } = await raw(p);
    expect([400, 404]).toContain(status);
    expect(type).toBe('application/json; charset=utf-8');
    expect(text).not.toMatch(/root:|"name": "typical-weather"/);
  });

  it.each([
    ['POST', '/typical-weather?zip=10024'],
    ['PUT', '/index.html'],
    ['DELETE', '/data/manifest.json'],
    ['TRACE', '/'],
    ['PATCH', '/health'],
  ])('%s %s → 405 with Allow', async (method, p) => {
    const { status, text } = await raw(p, method);
    expect(status).toBe(405);
    expect(JSON.parse(text)).toEqual({ error: expect.stringMatching(/not allowed/) });
  });

  it('OPTIONS preflight and HEAD', async () => {
    const pre = await fetch(`${server.url}/typical-weather?zip=10024`, {
      method: 'OPTIONS',
      headers: { origin: 'http://elsewhere.test', 'access-control-request-method': 'GET' },
    });
    expect(pre.status).toBe(204);
    expect(pre.headers.get('access-control-allow-origin')).toBe('*');
    const head = await fetch(`${server.url}/typical-weather?zip=10024`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });
});

describe('addresses through the fake Census geocoder', () => {
  it('a street address: the geocoder match', async () => {
    const { status, body } = await get(`/typical-weather?address=${encodeURIComponent('100 Main St, New York, NY')}&month=jan`);
    expect(status).toBe(200);
    expect(schemaErrors('/typical-weather', 200, body)).toEqual([]);
    expect(body).toMatchObject({ query: { address: '100 Main St, New York, NY', month: 1 } });
  });

  it('a street address with a trailing country: the geocoder match, said so', async () => {
    const { body } = await get(`/typical-weather?address=${encodeURIComponent('100 Main St, New York, NY, USA')}`);
    expect(body).toMatchObject({ location: { zip: '10044', matchedBy: 'census-geocoder', matchedAddress: '100 MAIN ST, NEW YORK, NY, 10044' } });
  });

  // The White House's ZIP, 20500, is unique (no ZCTA). The fake returns its published point; the
  // ZCTA nearest it, by brute force over the 2025 ZCTA gazetteer, is 20220 (0.12 mi).
  it('a street address whose ZIP is not a ZCTA: the ZCTA nearest the geocoder\'s point, said so', async () => {
    const { status, body } = await get(`/typical-weather?address=${encodeURIComponent(WHITE_HOUSE_ADDRESS)}&month=7`);
    expect(status === 200 || status === 422, JSON.stringify(body)).toBe(true);
    expect(JSON.stringify(body)).not.toContain(messages.zipNotInDataset('20500'));
    if (status === 422) expect((body as { error: string }).error).toMatch(/^The address's ZIP 20500 has no area \(it is not a ZCTA\); ZCTA 20220 /);
    else {
      expect(schemaErrors('/typical-weather', 200, body)).toEqual([]);
      expect(body).toMatchObject({
        location: { zip: '20220', matchedBy: 'nearest-zcta', addressZip: '20500', matchedPoint: { lat: 38.8977, lon: -77.0365 } },
      });
    }
    // A zip= request for the same ZIP still says it is not a ZCTA.
    expect((await get('/typical-weather?zip=20500')).body).toEqual({ error: messages.zipNotInDataset('20500') });
  });

  it('"City, ST" through the city index', async () => {
    const { status, body } = await get(`/typical-weather?address=${encodeURIComponent('SeaTac, WA')}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ query: { address: 'SeaTac, WA' }, station: { name: 'SEATTLE TACOMA INTL AP, WA US' } });
    expect(body).toMatchObject({ location: { matchedBy: 'city-index', matchedPlace: 'SeaTac city' } });
  });

  it('nothing found is a 404 that says what was tried', async () => {
    const { status, body } = await get(`/typical-weather?address=${encodeURIComponent('Nowhereville, ZZ')}`);
    expect(status).toBe(404);
    expect((body as { error: string }).error).toMatch(/^address "Nowhereville, ZZ" could not be matched to a US ZIP \(tried: /);
  });

  // Names every JavaScript object has must not be mistaken for cities or addresses.
  it.each(['__proto__', '__proto__, NY', 'constructor, CA', 'toString, TX', 'hasOwnProperty'])('%s → 404, not a crash', async (address) => {
    const { status, body } = await get(`/typical-weather?address=${encodeURIComponent(address)}`);
    expect(status).toBe(404);
    expect((body as { error: string }).error).toContain(`address "${address}" could not be matched`);
  });
});

describe('a geocoder outage', () => {
  let down: ServerProcess;
  beforeAll(async () => {
    // Nothing listens on this port: every geocoder call is refused.
    down = await startServerProcess({ CENSUS_GEOCODER_URL: `http://127.0.0.1:${await freePort()}/geocoder` });
  });
  afterAll(async () => down?.stop());

  it('street addresses fall back to their city part, or say the geocoder is down (503)', async () => {
    const city = await fetch(`${down.url}/typical-weather?address=${encodeURIComponent('100 Main St, SeaTac, WA 98188')}`);
    expect(city.status).toBe(200);
    // Said so, and kept 5 minutes at most: the geocoder's own answer may differ once it is back.
    expect(await city.json()).toMatchObject({ location: { zip: '98188', matchedBy: 'zip-in-address' } });
    expect(city.headers.get('netlify-cdn-cache-control')).toBe('public, durable, s-maxage=300');
    expect(city.headers.get('cache-control')).toBe('public, max-age=300');
    const none = await fetch(`${down.url}/typical-weather?address=${encodeURIComponent('100 Main St, Nowhereville, ZZ')}`);
    expect(none.status).toBe(503);
    expect(none.headers.get('retry-after')).toBeTruthy();
    expect(await none.json()).toEqual({ error: expect.stringMatching(/Census geocoder is not answering/) });
  });

  it('ZIP requests are answered while address requests wait on a hanging geocoder', async () => {
    const hanging = await startServerProcess({ CENSUS_GEOCODER_URL: geocoder.hangingUrl });
    try {
      const order: string[] = [];
      const addresses = Array.from({ length: 8 }, (_, i) =>
        fetch(`${hanging.url}/typical-weather?address=${encodeURIComponent(`${i + 1} Main St, Nowhereville, ZZ`)}`).then((r) => {
          order.push(`address ${r.status}`);
        }),
      );
      const zips = Array.from({ length: 20 }, () =>
        fetch(`${hanging.url}/typical-weather?zip=10024`).then((r) => {
          order.push(`zip ${r.status}`);
        }),
      );
      await Promise.all([...addresses, ...zips]);
      expect(order.slice(0, 20)).toEqual(Array(20).fill('zip 200'));
      expect(order.slice(20)).toEqual(Array(8).fill('address 503'));
    } finally {
      await hanging.stop();
    }
  });
});
