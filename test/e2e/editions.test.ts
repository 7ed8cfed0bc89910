/**
 * The 1981–2010 edition over real HTTP (`npm start`'s server on the dataset built from ../shared/data):
 * every ZCTA answers 200 with `period=1981-2010`, from its nearest 1981–2010 station with monthly
 * temperature normals, with exactly the values of NCEI's fixed-width files (read here on their own,
 * by column); the 1991–2020 422 says when 1981–2010 covers the ZIP; every new body fits the OpenAPI
 * document; and /climate-profile's `changeSince1981_2010` equals the difference computed from both
 * editions' files, at the answer's own station, or is null with the reason when the files have none.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EDITION_SLUGS, PREVIOUS_EDITION } from '../../lib/editions.ts';
import type { ZipShard } from '../../lib/dataTypes.ts';
import type { ClimateProfileResponse } from '../../lib/profile/types.ts';
import type { MonthlyNormals, WholeYearResponse } from '../../lib/types.ts';
import { bruteForceNearest } from '../../pipeline/mapping/nearestStation.ts';
import { byStationReader } from '../../pipeline/ncei/byStationCsv.ts';
import { CATALOG_COLUMNS } from '../../pipeline/ncei/catalog.ts';
import { visitArchive } from '../../pipeline/ncei/stationFiles.ts';
import { schemaErrors } from '../support/openapiSchemas.ts';
import { repoRoot, startServerProcess, type ServerProcess } from '../support/serverProcess.ts';
import { pool } from '../support/pool.ts';

const RAW = path.join(repoRoot, '..', 'shared', 'data');
const P = PREVIOUS_EDITION.products;
const dataDir = path.join(repoRoot, 'site', 'data');
let server: ServerProcess;
let zips: string[];

/** A by-variable file as integers by station id, straight from the columns the readme gives. */
async function rawValues(file: string): Promise<Map<string, { raw: number; flag: string }[]>> {
  const text = await readFile(path.join(RAW, P.root, file), 'utf8');
  const out = new Map<string, { raw: number; flag: string }[]>();
  for (const line of text.split('\n').filter((l) => l.trim() !== '')) {
    const fields = [];
    for (let start = 18; start + 6 <= line.length + 1; start += 7) fields.push({ raw: Number(line.slice(start, start + 5)), flag: line.charAt(start + 5) });
    out.set(line.slice(0, 11), fields);
  }
  return out;
}

/** high, low, mean and precipitation, in that order. */
const fourFiles = async () => (await Promise.all([P.high, P.low, P.mean, P.precip].map(rawValues))) as [Raw, Raw, Raw, Raw];
type Raw = Awaited<ReturnType<typeof rawValues>>;

const readme = (raw: number, divisor: number) => (raw === -7777 ? 0 : raw <= -5555 ? null : raw / divisor);

beforeAll(async () => {
  zips = [];
  for (const name of await readdir(path.join(dataDir, 'zip'))) {
    zips.push(...Object.keys((JSON.parse(await readFile(path.join(dataDir, 'zip', name), 'utf8')) as ZipShard).zips));
  }
  server = await startServerProcess();
});

afterAll(async () => {
  await server?.stop();
});

const get = (p: string) => server.getJson(p);


describe('period=1981-2010 over HTTP', () => {
  it('answers 200 for every ZCTA, each month equal to the fixed-width files, each body to the schema', async () => {
    const [high, low, mean, precip] = await fourFiles();
    const temperature = new Set((await readFile(path.join(RAW, P.root, P.temperatureInventory), 'utf8')).split('\n').map((l) => l.slice(0, 11)));
    expect(zips.length).toBe(33_791);
    const failures: string[] = [];
    const stations = new Set<string>();
    await pool(zips, 16, async (zip) => {
      const { status, body } = await get(`/typical-weather?zip=${zip}&period=1981-2010`);
      if (status !== 200) return void failures.push(`${zip}: ${status} ${JSON.stringify(body)}`);
      const year = body as WholeYearResponse;
      const id = year.station.id;
      stations.add(id);
      const expected: MonthlyNormals[] = year.months.map((m, i) => ({
        ...m,
        avgHighF: readme(high.get(id)![i]!.raw, 10)!,
        avgLowF: readme(low.get(id)![i]!.raw, 10)!,
        avgMeanF: readme(mean.get(id)![i]!.raw, 10)!,
        avgPrecipIn: precip.has(id) ? readme(precip.get(id)![i]!.raw, 100) : null,
        avgSnowIn: null,
      }));
      if (!temperature.has(id) || JSON.stringify(year.months) !== JSON.stringify(expected)) failures.push(`${zip}: values of ${id} differ`);
      if (year.normalsPeriod !== '1981–2010' || year.source !== PREVIOUS_EDITION.source) failures.push(`${zip}: not named 1981–2010`);
      const errors = schemaErrors('/typical-weather', 200, body);
      if (errors.length > 0) failures.push(`${zip}: ${errors.join('; ')}`);
    });
    expect(failures.slice(0, 10)).toEqual([]);
    expect(stations.size).toBeGreaterThan(6000);
  }, 600_000);

  it("answers from each ZIP's nearest 1981–2010 temperature station (brute force on a sample)", async () => {
    const inventory = (await readFile(path.join(RAW, P.root, P.temperatureInventory), 'utf8')).split('\n').filter((l) => l.trim() !== '')
      .map((l) => ({ id: l.slice(0, 11), lat: Number(l.slice(12, 20)), lon: Number(l.slice(21, 30)) }));
    for (const zip of zips.filter((_, i) => i % 150 === 0)) {
      const year = (await get(`/typical-weather?zip=${zip}&period=1981-2010`)).body as WholeYearResponse;
      expect(year.station.id, zip).toBe(bruteForceNearest(inventory, year.location.lat, year.location.lon).id);
    }
  });

  it('one month names the edition in its summary and fits the schema', async () => {
    const { status, body } = await get('/typical-weather?zip=10024&period=1981-2010&month=jul');
    expect(status).toBe(200);
    expect((body as { summary: string }).summary).toMatch(/Normals 1981–2010 from NEW YORK CNTRL PK TWR, NY US, 0\.5 mi away\.$/);
    expect(schemaErrors('/typical-weather', 200, body)).toEqual([]);
  });

  it('refuses an unknown period with a 400 that lists the valid ones', async () => {
    for (const period of ['1971-2000', '1981_2010', 'latest']) {
      const { status, body } = await get(`/typical-weather?zip=10024&period=${encodeURIComponent(period)}`);
      expect(status).toBe(400);
      expect((body as { error: string }).error).toContain(EDITION_SLUGS.join(' or '));
      expect(schemaErrors('/typical-weather', 400, body)).toEqual([]);
    }
  });

  it('a 1991–2020 "station not in this build" 422 gives the exact 1981–2010 request, which answers 200', async () => {
    const { status, body } = await get('/typical-weather?zip=99501&month=1');
    expect(status).toBe(422);
    const request = /do cover this ZIP: (\S+)$/.exec((body as { error: string }).error)?.[1];
    expect(request).toBe('/typical-weather?zip=99501&period=1981-2010&month=1');
    expect((await get(request!)).status).toBe(200);
    expect(schemaErrors('/typical-weather', 422, body)).toEqual([]);
  });
});

describe('changeSince1981_2010 on /climate-profile equals the difference of the two editions’ files', () => {
  it('for a random sample of ZIPs, each body to the schema', async () => {
    // 1991–2020: the annual/seasonal by-station files (complete), read with the catalog's reader.
    const read = byStationReader(CATALOG_COLUMNS);
    const current = new Map<string, Record<string, string | undefined>>();
    await visitArchive(path.join(RAW, 'ncei/normals-annualseasonal/1991-2020/archive/annualseasonal-by-station.tar.gz'), 'a', (f) => {
      current.set(f.id, read(f.text).rows[0]!);
    });
    const [high, low, mean, precip] = await fourFiles();
    const seasons = { annual: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], winter: [12, 1, 2], spring: [3, 4, 5], summer: [6, 7, 8], fall: [9, 10, 11] };
    const code = { annual: 'ANN', winter: 'DJF', spring: 'MAM', summer: 'JJA', fall: 'SON' } as const;
    const sample = zips.filter((_, i) => (i * 7919) % 113 === 0);
    let compared = 0;
    for (const zip of sample) {
      const { status, body } = await get(`/climate-profile?zip=${zip}`);
      expect(status, zip).toBe(200);
      expect(schemaErrors('/climate-profile', 200, body), zip).toEqual([]);
      const profile = body as ClimateProfileResponse;
      const record = profile.changeSince1981_2010;
      if (record === null) {
        // Null only when the files have no 1981–2010 monthly normals for this station id, or the build's cross-check refused them.
        const note = profile.changeSince1981_2010Note ?? '';
        expect(note, zip).toContain(profile.station.id);
        if (!/cross-check/.test(note)) expect([high.has(profile.station.id), precip.has(profile.station.id)], zip).toEqual([false, false]);
        continue;
      }
      const id = record.station.id;
      expect(id, `${zip}: the change is at the answer's own station`).toBe(profile.station.id);
      const row = current.get(id)!;
      const monthsOf = (values: Raw, ms: number[], divisor: number) => ms.map((m) => (values.has(id) ? readme(values.get(id)![m - 1]!.raw, divisor) : null));
      const avg = (xs: (number | null)[]) => (xs.includes(null) ? null : (xs as number[]).reduce((a, b) => a + b, 0) / xs.length);
      const sum = (xs: (number | null)[]) => (xs.includes(null) ? null : (xs as number[]).reduce((a, b) => a + b, 0));
      const diff = (now: string | undefined, before: number | null, digits: number) => {
        if (now === undefined || now.trim() === '' || before === null) return null;
        const d = Number(now) - before;
        return Number((Math.sign(d) * Math.round(Math.abs(d) * 10 ** digits + 1e-9) / 10 ** digits).toFixed(digits)) || 0;
      };
      for (const [season, ms] of Object.entries(seasons) as [keyof typeof seasons, number[]][]) {
        const got = season === 'annual' ? record.annual : record.seasons[season];
        const c = code[season];
        expect(got, `${zip} ${id} ${season}`).toEqual({
          avgHighF: diff(row[`${c}-TMAX-NORMAL`], avg(monthsOf(high, ms, 10)), 1),
          avgLowF: diff(row[`${c}-TMIN-NORMAL`], avg(monthsOf(low, ms, 10)), 1),
          avgMeanF: diff(row[`${c}-TAVG-NORMAL`], avg(monthsOf(mean, ms, 10)), 1),
          precipIn: diff(row[`${c}-PRCP-NORMAL`], sum(monthsOf(precip, ms, 100)), 2),
        });
      }
      compared++;
    }
    expect(compared).toBeGreaterThan(sample.length * 0.8);
  }, 300_000);

  it("is null with the reason where the ZIP's 1991–2020 station has no 1981–2010 record (02635, East Sandwich)", async () => {
    const { status, body } = await get('/climate-profile?zip=02635');
    expect(status).toBe(200);
    const profile = body as ClimateProfileResponse;
    expect(profile.station.id).toBe('USC00192372');
    const stations = await readFile(path.join(RAW, P.root, P.stations), 'utf8');
    expect(stations.split('\n').some((l) => l.startsWith('USC00192372'))).toBe(false);
    expect(profile.changeSince1981_2010).toBeNull();
    expect(profile.changeSince1981_2010Note).toBe("E SANDWICH, MA US (USC00192372) has no 1981–2010 normals: NCEI's 1981–2010 edition has no station with this id.");
    expect(schemaErrors('/climate-profile', 200, body)).toEqual([]);
  });
});
