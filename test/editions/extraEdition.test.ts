/**
 * The edition registry drives everything edition-shaped: an edition defined only here (a small
 * by-station 2001–2030, the next NCEI edition) is built, served with its `period`, listed in the
 * OpenAPI `period` pattern and in /health, and named in the default edition's 422 hints, with no
 * source file changed: the build and the handler take the registry as an option.
 */
import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { fileDataStore } from '../../api/data/dataStore.ts';
import { createHandler, type Handler } from '../../api/handler.ts';
import type { Manifest } from '../../lib/dataTypes.ts';
import { DEFAULT_EDITION, EDITION_LIST, editionRegistry, type ByStationEdition } from '../../lib/editions.ts';
import { build } from '../../pipeline/build.ts';
import { annualCsv, fixtureMonths, monthlyCsv, soundFixture, writeFixtureRaw, type FixtureStation } from '../pipeline/fixtureRaw.ts';

const NEXT: ByStationEdition = {
  ...DEFAULT_EDITION,
  slug: '2001-2030',
  label: '2001–2030',
  source: 'TEST normals 2001–2030',
  disclaimer: 'TEST 30-year averages (2001–2030).',
  sourcesNormals: 'TEST by-station normals 2001–2030',
  dataFolder: '2001-2030',
  products: { monthly: 'ncei/normals-monthly/2001-2030', annualSeasonal: 'ncei/normals-annualseasonal/2001-2030' },
  upstream: { base: 'https://example.invalid/normals', local: 'ncei', files: [] },
};
const EDITIONS = editionRegistry([...EDITION_LIST, NEXT], '1981-2010');

/** Every station one degree warmer, and GAMMA (no monthly file in the default edition) with one. */
const warmer = (s: FixtureStation): FixtureStation => ({ ...s, months: fixtureMonths(s.id === 'USW00000001' ? 31 : 21), monthlyFile: true });

async function writeNextEdition(rawDir: string): Promise<FixtureStation[]> {
  const stations = soundFixture().stations.filter((s) => s.has.temperature).map(warmer);
  const put = async (relative: string, text: string) => {
    await mkdir(dirname(join(rawDir, relative)), { recursive: true });
    await writeFile(join(rawDir, relative), text);
  };
  for (const s of stations) {
    await put(`${NEXT.products.annualSeasonal}/access/${s.id}.csv`, annualCsv(s));
    await put(`${NEXT.products.monthly}/access/${s.id}.csv`, monthlyCsv(s));
  }
  return stations;
}

describe('an edition defined only in a test', () => {
  let outDir: string;
  let stations: FixtureStation[];
  let handler: Handler;
  const get = async (path: string) => {
    const response = await handler(new Request(`http://localhost${path}`));
    return { status: response.status, body: (await response.json()) as Record<string, any> };
  };

  beforeAll(async () => {
    const rawDir = await writeFixtureRaw(soundFixture());
    stations = await writeNextEdition(rawDir);
    outDir = join(await mkdtemp(join(tmpdir(), 'site-')), 'data');
    await build({ rawDir, outDir, editions: EDITIONS });
    handler = createHandler({ store: fileDataStore(outDir), resolveAddress: async () => ({ kind: 'not-found', tried: 'nothing' }), editions: EDITIONS, log: () => {} });
  });

  it('is built: its own section of the manifest, its shards under its folder', async () => {
    const manifest = JSON.parse(await readFile(join(outDir, 'manifest.json'), 'utf8')) as Manifest;
    // 1981–2010 is in the registry but not in the fixture's raw data: reported, not built.
    expect(Object.keys(manifest.editions)).toEqual(['1991-2020', '2001-2030']);
    expect(manifest.editions['2001-2030']).toMatchObject({
      normalsPeriod: '2001–2030',
      counts: { zipsMapped: 4, zipsWithNormals: 4, stationsWithMonthlyValues: 3 },
      downloads: [{ path: 'data/2001-2030/download/climate-twins.csv.gz' }, { path: 'data/2001-2030/download/typical-weather-zip-months.csv.gz' }, { path: 'data/2001-2030/download/zip-to-station.csv.gz' }],
    });
    expect(JSON.parse(await readFile(join(outDir, '2001-2030/zip/006.json'), 'utf8'))).toMatchObject({ prefix: '006' });
  });

  it.each([
    ['00601', 'USW00000001', 'ALPHA'],
    ['15001', 'USC00000003', 'GAMMA'],
  ])('serves ZIP %s with its period, from its own values (%s, %s)', async (zip, id) => {
    const { status, body } = await get(`/typical-weather?zip=${zip}&period=2001-2030`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ normalsPeriod: '2001–2030', source: NEXT.source, station: { id } });
    expect(body.months.map((m: { avgHighF: number }) => m.avgHighF)).toEqual(stations.find((s) => s.id === id)!.months.map((m) => m.high));
  });

  it("keeps the default edition's answer, and names the new edition in its 422 hint", async () => {
    expect((await get('/typical-weather?zip=00601')).body).toMatchObject({ normalsPeriod: '1991–2020' });
    const { status, body } = await get('/typical-weather?zip=15001');
    expect(status).toBe(422);
    expect(body.error).toContain('/typical-weather?zip=15001&period=2001-2030');
  });

  it('is accepted by the OpenAPI period pattern, in /health and in the 400 for an unknown period', async () => {
    const openapi = (await get('/openapi.json')).body;
    const period = openapi.paths['/typical-weather'].get.parameters.find((p: { name: string }) => p.name === 'period');
    expect(['1991-2020', '1981-2010', '2001–2030'].every((slug) => new RegExp(period.schema.pattern).test(slug))).toBe(true);
    expect(openapi.components.schemas.Period.enum).toEqual(['1991-2020', '1981-2010', '2001-2030']);
    expect((await get('/health')).body.dataset.editions).toEqual([
      { period: '1991-2020', normalsPeriod: '1991–2020', coverage: { zips: 2, zipsWithDayCounts: 0 } },
      { period: '2001-2030', normalsPeriod: '2001–2030', coverage: { zips: 4, zipsWithDayCounts: 0 } },
    ]);
    const { status, body } = await get('/typical-weather?zip=00601&period=2031-2060');
    expect(status).toBe(400);
    expect(body.error).toContain('2001-2030');
  });
});
