/**
 * /climate-profile over HTTP against the real local server (what `npm start` runs) on the dataset
 * built from ../shared/data: every ZCTA answers 200 with its precomputed profile and change since
 * 1981–2010 (test/e2e/editions.test.ts checks that change against both editions' files), to the schema,
 * including the hard cases (Miami, Phoenix, Truckee); month and date are refused.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exampleBody } from '../support/exampleAnswers.ts';
import type { ChangeRecord, ChangeShard } from '../../lib/profile/changeTypes.ts';
import { climateProfileResponse } from '../../lib/profile/response.ts';
import type { ClimateProfileResponse, ProfileShard } from '../../lib/profile/types.ts';
import { schemaErrors } from '../support/openapiSchemas.ts';
import { repoRoot, startServerProcess, type ServerProcess } from '../support/serverProcess.ts';
import { pool } from '../support/pool.ts';

const dataDir = path.join(repoRoot, 'site', 'data');
const P = '/climate-profile';
let server: ServerProcess;
const shards: ProfileShard[] = [];
const changes = new Map<string, ChangeRecord>();

beforeAll(async () => {
  for (const name of (await readdir(path.join(dataDir, 'profile'))).sort()) {
    shards.push(JSON.parse(await readFile(path.join(dataDir, 'profile', name), 'utf8')) as ProfileShard);
    const change = JSON.parse(await readFile(path.join(dataDir, '1981-2010', 'change', name), 'utf8')) as ChangeShard;
    for (const [zip, record] of Object.entries(change.zips)) changes.set(zip, record);
  }
  server = await startServerProcess();
});

afterAll(async () => {
  await server?.stop();
});

const get = (p: string) => server.getJson(p);

describe('/climate-profile over HTTP', () => {
  it('every ZCTA answers 200 with its precomputed profile, to the schema', async () => {
    const zips = shards.flatMap((shard) => Object.entries(shard.zips).map(([zip, z]) => ({ zip, z, station: shard.stations[z.stationId]! })));
    expect(zips).toHaveLength(33_791);
    await pool(zips, 8, async ({ zip, z, station }) => {
      const { status, body } = await get(`${P}?zip=${zip}`);
      if (!('profile' in station)) throw new Error(`${zip}: station ${station.site.id} quarantined`);
      expect(status, zip).toBe(200);
      expect(body, zip).toEqual(climateProfileResponse({ zip, lat: z.lat, lon: z.lon }, z, station.site, station.profile, changes.get(zip)!));
      expect(schemaErrors(P, 200, body), zip).toEqual([]);
    });
  }, 600_000);

  const hardCases = [
    { zip: '33122', summary: /a freeze \(32 °F\) is too rare for NCEI to date/, reason: 'rare-or-never' },
    { zip: '85034', summary: /comes in only 17\.5 % of years; in 1 year in 10 the last spring freeze comes after Jan 22/, reason: null },
    { zip: '96161', summary: /a freeze \(32 °F\) can come in any month/, reason: 'any-month' },
  ];
  it.each(hardCases)('ZIP $zip: $reason', async ({ zip, summary, reason }) => {
    const { status, body } = await get(`${P}?zip=${zip}`);
    expect(status).toBe(200);
    const b = body as ClimateProfileResponse;
    expect(b.freeze['32F'].noDatesReason).toBe(reason);
    expect(b.summary).toMatch(summary);
  });

  it("the OpenAPI document's example is what the build answers", async () => {
    expect((await get(`${P}?zip=10024`)).body).toEqual(exampleBody('profile', P));
  });

  it.each(['month=7', 'date=2026-07-04'])('zip=10024&%s is a 400 that says the profile is the whole year', async (q) => {
    const { status, body } = await get(`${P}?zip=10024&${q}`);
    expect(status).toBe(400);
    expect((body as { error: string }).error).toMatch(/covers the whole year/);
    expect(schemaErrors(P, 400, body)).toEqual([]);
  });

  it('a "City, ST" resolves through the city index as on /typical-weather', async () => {
    const { status, body } = await get(`${P}?address=${encodeURIComponent('SeaTac, WA')}`);
    expect(status).toBe(200);
    expect((body as ClimateProfileResponse).query).toEqual({ zip: '98158', address: 'SeaTac, WA' });
  });
});
