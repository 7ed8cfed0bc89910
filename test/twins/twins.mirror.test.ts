/**
 * The "done when" of the climate twins: on the real mirror build, the API agrees with the plain
 * reference (test/twins/reference.ts) for every candidate of 1991–2020 and for a few hundred ZIPs of
 * the complete 1981–2010 edition, across `limit`, `minDistance` and `units=metric`, and for a grid
 * of points (from the station /typical-weather names for each, measured from the point); and the bulk
 * download holds, for every candidate, what the API answers for its ZIP.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import { fileDataStore } from '../../api/data/dataStore.ts';
import { createHandler } from '../../api/handler.ts';
import type { CoveredZip, ZipRecord } from '../../lib/dataTypes.ts';
import { DEFAULT_EDITION, PREVIOUS_EDITION, editionDataPath, type Edition } from '../../lib/editions.ts';
import type { ClimateTwinsResponse, Twin } from '../../lib/twins/types.ts';
import { fahrenheitDeltaToCelsius, inchesToMillimetres, milesToKilometres } from '../../lib/units.ts';
import { TWINS_DOWNLOAD } from '../../pipeline/stages/twins.ts';
import { mirrorBuild } from '../support/mirrorBuild.ts';
import { placeOracle } from './placeOracle.ts';
import { readRecords, referenceTwins, type RefTwin } from './reference.ts';

/** The requests tried, in turn: defaults, the most, a far minimum, metric kilometres, very far. */
const VARIANTS = [
  { query: '', limit: 10, minDistance: 100, units: 'us' },
  { query: '&limit=50&minDistance=0', limit: 50, minDistance: 0, units: 'us' },
  { query: '&limit=3&minDistance=500', limit: 3, minDistance: 500, units: 'us' },
  { query: '&units=metric&minDistance=250.5&limit=7', limit: 7, minDistance: 250.5, units: 'metric' },
  { query: '&units=metric', limit: 10, minDistance: 160.9344, units: 'metric' },
  { query: '&minDistance=2000&limit=20', limit: 20, minDistance: 2000, units: 'us' },
] as const;

type Answer = { status: number; body: { twins: Twin[]; candidates: number; limit: number } & Record<string, unknown> };

describe('climate twins on the mirror build', () => {
  let outDir: string;
  let call: (path: string) => Promise<Answer>;
  const records = new Map<string, Map<string, ZipRecord>>();

  beforeAll(async () => {
    outDir = mirrorBuild().dir;
    const handler = createHandler({ store: fileDataStore(outDir), resolveAddress: async () => ({ kind: 'not-found', tried: 'nothing' }), log: () => {} });
    call = async (path) => {
      const response = await handler(new Request(`http://localhost${path}`));
      return { status: response.status, body: (await response.json()) as Answer['body'] };
    };
    for (const edition of [DEFAULT_EDITION, PREVIOUS_EDITION]) records.set(edition.slug, await readRecords(join(outDir, editionDataPath(edition, 'zip'))));
  });

  /** Asks the API for `zip` in every variant in turn (by `at`) and compares with the reference. */
  async function agree(edition: Edition, zips: readonly string[]) {
    const byZip = records.get(edition.slug)!;
    const reference = referenceTwins(byZip);
    let twinsSeen = 0;
    for (const [at, zip] of zips.entries()) {
      const variant = VARIANTS[at % VARIANTS.length]!;
      const { status, body } = await call(`/climate-twins?zip=${zip}&period=${edition.slug}${variant.query}`);
      expect(status, zip).toBe(200);
      expect(body.candidates).toBe(reference.candidates.length);
      expect(body.limit).toBe(variant.limit);
      expect(body[variant.units === 'us' ? 'minDistanceMi' : 'minDistanceKm']).toBe(variant.minDistance);
      const expected = reference.twins(byZip.get(zip) as CoveredZip, variant.limit, variant.minDistance, variant.units);
      expect(body.twins.map((t) => t.station.id), `${zip}${variant.query}`).toEqual(expected.map((t) => t.id));
      body.twins.forEach((twin, i) => expect(comparable(twin, variant.units), `${zip}${variant.query} #${i + 1}`).toEqual(expectedOf(expected[i]!, variant.units)));
      twinsSeen += body.twins.length;
    }
    return twinsSeen;
  }

  it('agrees with the reference for every 1991–2020 candidate, in every variant', async () => {
    const candidates = referenceTwins(records.get(DEFAULT_EDITION.slug)!).candidates;
    expect(candidates.length).toBeGreaterThan(10);
    for (const offset of VARIANTS.keys()) {
      const zips = candidates.map((c) => c.zip);
      // Each candidate in each variant: rotate which variant a ZIP gets.
      expect(await agree(DEFAULT_EDITION, [...zips.slice(offset), ...zips.slice(0, offset)])).toBeGreaterThan(0);
    }
  });

  it('agrees with the reference for a few hundred ZIPs of 1981–2010', async () => {
    const covered = [...records.get(PREVIOUS_EDITION.slug)!.values()]
      .filter((r): r is CoveredZip => r.coverage === 'covered' && r.months.every((m) => m.avgPrecipIn !== null))
      .map((r) => r.location.zip);
    const step = Math.floor(covered.length / 300);
    const zips = covered.filter((_, i) => i % step === 0);
    expect(zips.length).toBeGreaterThanOrEqual(300);
    expect(await agree(PREVIOUS_EDITION, zips)).toBeGreaterThan(zips.length);
  });

  it('answers a point from the station /typical-weather names for it, as the reference does from the point', async () => {
    const byZip = records.get(PREVIOUS_EDITION.slug)!;
    const reference = referenceTwins(byZip);
    const isCandidate = new Set(reference.candidates.map((c) => c.id));
    const byStation = new Map([...byZip.values()].filter((r): r is CoveredZip => r.coverage === 'covered').map((r) => [r.station.id, r]));
    let compared = 0;
    let notTheZipsStation = 0;
    let outside = 0;
    // A grid over the lower 48 and beyond its coasts: inside, the station nearest the point; outside, the same 422.
    for (let lat = 25.5; lat <= 49; lat += 2.5) {
      for (let lon = -124.3; lon <= -67; lon += 4.1) {
        const q = `lat=${lat.toFixed(4)}&lon=${lon.toFixed(4)}&period=${PREVIOUS_EDITION.slug}`;
        const weather = (await call(`/typical-weather?${q}`)) as unknown as { status: number; body: ClimateTwinsResponse & { error?: string } };
        const { status, body } = await call(`/climate-twins?${q}&minDistance=50`);
        if (weather.status !== 200 || !isCandidate.has(weather.body.station.id)) {
          if (weather.body.error?.includes('outside the area')) {
            expect([status, body], q).toEqual([weather.status, weather.body]);
            outside += 1;
          }
          continue;
        }
        expect(status, q).toBe(200);
        const point = weather.body.location as ClimateTwinsResponse['location'] & { nearestZcta: { zip: string } };
        expect([body.location, body.station], q).toEqual([point, weather.body.station]);
        const own = byStation.get(weather.body.station.id)!;
        const place = { ...own, location: { ...own.location, lat: point.lat, lon: point.lon } };
        const expected = reference.twins(place, 10, 50, 'us');
        expect(body.twins.map((t) => t.station.id), q).toEqual(expected.map((t) => t.id));
        body.twins.forEach((twin, i) => expect(comparable(twin, 'us'), `${q} #${i + 1}`).toEqual(expectedOf(expected[i]!, 'us')));
        compared += 1;
        if (byZip.get(point.nearestZcta.zip)?.station.id !== own.station.id) notTheZipsStation += 1;
      }
    }
    expect([compared > 40, outside > 10]).toEqual([true, true]);
    // Some points are nearer another station than their nearest ZIP's: the point's own station answers.
    expect(notTheZipsStation).toBeGreaterThan(0);
  });

  it.each([DEFAULT_EDITION, PREVIOUS_EDITION])('downloads every $slug candidate\'s first 10 twins as the API answers its ZIP', async (edition) => {
    const text = gunzipSync(await readFile(join(outDir, editionDataPath(edition, TWINS_DOWNLOAD)))).toString('utf8');
    const rows = parse(text, { columns: true }) as Record<string, string>[];
    const candidates = referenceTwins(records.get(edition.slug)!).candidates;
    expect(new Set(rows.map((r) => r.station_id))).toEqual(new Set(candidates.map((c) => c.id)));
    // Every candidate of the small edition; every 40th of the large one.
    const checked = edition === DEFAULT_EDITION ? candidates : candidates.filter((_, i) => i % 40 === 0);
    for (const c of checked) {
      const { body } = await call(`/climate-twins?zip=${c.zip}&period=${edition.slug}`);
      const own = rows.filter((r) => r.station_id === c.id);
      expect(own.map((r) => [r.zip, Number(r.rank), r.twin_station_id, r.twin_zip, r.twin_place || null, Number(r.distance_mi), Number(r.climate_distance), r.similarity]))
        .toEqual(body.twins.map((t, i) => [c.zip, i + 1, t.station.id, t.zip, t.place, t.distanceMi, t.climateDistance, t.similarity]));
    }
  });

  it.each([DEFAULT_EDITION, PREVIOUS_EDITION])("names every station of the $slug download by a place of its own state or territory, or none", async (edition) => {
    const text = gunzipSync(await readFile(join(outDir, editionDataPath(edition, TWINS_DOWNLOAD)))).toString('utf8');
    const rows = parse(text, { columns: true }) as Record<string, string>[];
    const stations = new Map([...records.get(edition.slug)!.values()].map((r) => [r.station.id, r.station]));
    const check = await placeOracle();
    const labels = new Map(rows.flatMap((r) => [[r.station_id!, r.place!], [r.twin_station_id!, r.twin_place!]]));
    const wrong = [...labels].map(([id, place]) => check(stations.get(id)!, place || null)).filter((problem) => problem !== null);
    expect(wrong).toEqual([]);
    expect(labels.size).toBe(new Set(rows.map((r) => r.station_id)).size);
  });
});

const round3 = (x: number) => Math.round(x * 1000) / 1000;

function comparable(twin: Twin, units: 'us' | 'metric') {
  const t = twin as unknown as Record<string, unknown> & { differences: Record<string, unknown> };
  return {
    zip: twin.zip,
    distance: units === 'us' ? t.distanceMi : t.distanceKm,
    climateDistance: twin.climateDistance,
    differences: t.differences,
  };
}

function expectedOf(ref: RefTwin, units: 'us' | 'metric') {
  const high = ref.month;
  const monthName = new Date(Date.UTC(2001, high - 1, 1)).toLocaleString('en-US', { month: 'long', timeZone: 'UTC' });
  return {
    zip: ref.zip,
    distance: units === 'us' ? ref.distanceMi : milesToKilometres(ref.distanceMi),
    climateDistance: round3(ref.climateDistance),
    differences:
      units === 'us'
        ? { avgHighF: ref.avgHighF, avgLowF: ref.avgLowF, precipIn: ref.precipIn, mostDifferentMonth: { month: high, monthName, avgHighF: ref.monthHighF } }
        : {
            avgHighC: fahrenheitDeltaToCelsius(ref.avgHighF),
            avgLowC: fahrenheitDeltaToCelsius(ref.avgLowF),
            precipMm: inchesToMillimetres(ref.precipIn),
            mostDifferentMonth: { month: high, monthName, avgHighC: fahrenheitDeltaToCelsius(ref.monthHighF) },
          },
  };
}
