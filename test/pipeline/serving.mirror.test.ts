/**
 * The serving form of the real mirror build answers every ZCTA exactly as the shards it was derived
 * from: both editions' records, the climate profile and the change, as the same JSON text (and every
 * covered ZIP's prerendered answers as the bytes its record makes); and a
 * place by its coordinates from the station a brute-force search over every candidate finds.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Manifest, ZipShard } from '../../lib/dataTypes.ts';
import { readShards } from '../support/shards.ts';
import { EDITION_REGISTRY } from '../../lib/editions.ts';
import { servingEqualsShards, type Equality } from '../support/servingEquality.ts';
import { copyOfMirrorBuild } from '../support/mirrorBuild.ts';
import { createApi } from '../../api/createApi.ts';
import { createDataset } from '../../api/data/dataset.ts';
import { fileDataStore } from '../../api/data/dataStore.ts';
import { prerenderedProfile } from '../../api/profile/prerendered.ts';
import { prerenderedAnswer } from '../../api/weather/prerendered.ts';
import type { MonthNumber } from '../../lib/constants.ts';
import { climateProfileResponse } from '../../lib/profile/response.ts';
import { oneMonthResponse } from '../../lib/weather/oneMonth.ts';
import { wholeYearResponse } from '../../lib/weather/wholeYear.ts';
import { distanceMi, reportedMi } from '../../lib/distance.ts';
import { bruteForceNearest } from '../../pipeline/mapping/nearestStation.ts';
import { seeded } from '../differential/random.ts';
import { pointCandidates } from '../support/pointCandidates.ts';

describe('the serving form of the mirror build', () => {
  let outDir: string;
  let result: Equality;

  beforeAll(async () => {
    // A copy: the answer texts are derived into the data folder, as the local server derives them.
    outDir = await copyOfMirrorBuild();
    result = await servingEqualsShards(outDir);
  });

  it('answers every ZCTA of every edition, the profile and the change as the shards hold them', async () => {
    const manifest = JSON.parse(await readFile(join(outDir, 'manifest.json'), 'utf8')) as Manifest;
    expect(result.mismatches).toEqual([]);
    const expected = Object.fromEntries([...EDITION_REGISTRY.all.map((e) => [e.slug, manifest.zctas]), ['profile', manifest.zctas]]);
    expect(result.checked).toEqual(expected);
  });

  it('sends every covered ZIP of every edition prerendered: the same bytes as the answers its record makes', () => {
    for (const { covered, same } of Object.values(result.prerendered)) expect(same).toBe(covered);
    expect(result.prerendered['1991-2020']!.covered).toBeGreaterThan(0);
  });

  it('answers requests that wait together on the first reads each with its own answer (one text buffer a file)', async () => {
    const shards = await readShards<ZipShard>(join(outDir, 'zip'));
    const zips = shards.flatMap((shard) => Object.entries(shard.zips).filter(([, r]) => r.coverage === 'covered').map(([zip]) => zip)).slice(0, 40);
    const paths = zips.flatMap((zip, i) => [`/typical-weather?zip=${zip}`, `/typical-weather?zip=${zip}&month=${1 + (i % 12)}`, `/climate-profile?zip=${zip}`]);
    const bodies = async (concurrent: boolean) => {
      const { handler, close } = createApi({ dataDir: outDir });
      const ask = async (p: string) => (await handler(new Request(`http://x${p}`))).text();
      try {
        if (concurrent) return await Promise.all(paths.map(ask));
        const out: string[] = [];
        for (const p of paths) out.push(await ask(p));
        return out;
      } finally {
        await close();
      }
    };
    expect(zips.length).toBeGreaterThan(10);
    expect(await bodies(true)).toEqual(await bodies(false));
  });

  it('answers points prerendered with the bytes their records make: whole year, a month, the profile', async () => {
    const dataset = createDataset(fileDataStore(outDir), () => {});
    const random = seeded(29);
    const seen = { same: 0, other: [] as string[] };
    const same = (what: string, sent: Buffer | undefined, made: unknown) => {
      if (sent?.toString() === JSON.stringify(made)) seen.same++;
      else seen.other.push(`${what}: ${sent?.toString().slice(0, 200)}`);
    };
    for (let i = 0; i < 300; i++) {
      const [lat, lon] = [Number((25 + random.next() * 24).toFixed(3)), Number((-124 + random.next() * 57).toFixed(3))];
      const edition = EDITION_REGISTRY.all[i % EDITION_REGISTRY.all.length]!;
      const month = (1 + (i % 12)) as MonthNumber;
      const found = await dataset.points.lookup(lat, lon, edition);
      if (found.kind === 'record' && found.record.coverage === 'covered') {
        const sent = await dataset.points.prerendered(lat, lon, edition, (ready) => [null, month].map((m) => prerenderedAnswer(ready, { edition, month: m })));
        same(`${lat},${lon} ${edition.slug}`, sent?.[0], wholeYearResponse(found.record, {}, edition));
        same(`${lat},${lon} ${edition.slug} ${month}`, sent?.[1], oneMonthResponse(found.record, month, {}, edition));
      }
      const profile = await dataset.points.profile(lat, lon);
      if (profile.kind === 'profile') {
        const sent = (await dataset.points.profilePrerendered(lat, lon, (ready) => prerenderedProfile(ready, {}))) ?? undefined;
        const { location, station } = profile;
        same(`${lat},${lon} profile`, sent, climateProfileResponse(location, station, station, profile.profile, profile.change));
      }
    }
    expect(seen.other).toEqual([]);
    expect(seen.same).toBeGreaterThan(300);
  });

  it('answers a few hundred points from the station a brute-force search finds, per edition', async () => {
    const manifest = JSON.parse(await readFile(join(outDir, 'manifest.json'), 'utf8')) as Manifest;
    const candidates = await pointCandidates(outDir);
    const { handler, close } = createApi({ dataDir: outDir });
    const random = seeded(24);
    const points = Array.from({ length: 500 }, () => ({ lat: (25 + random.next() * 24).toFixed(3), lon: (-124 + random.next() * 57).toFixed(3) }));
    const seen = { answered: 0, outside: 0 };
    try {
      for (const edition of EDITION_REGISTRY.all) {
        const stations = candidates.get(edition.slug)!;
        // Every station with temperature normals in the edition's complete catalog is a candidate.
        expect(stations.length, edition.slug).toBe(manifest.editions[edition.slug]!.counts.stationsWithTemperatureNormals);
        for (const { lat, lon } of points) {
          const response = await handler(new Request(`http://x/typical-weather?lat=${lat}&lon=${lon}&period=${edition.slug}`));
          const body = (await response.json()) as { station?: { id: string; distanceMi: number }; error?: string };
          if (response.status === 422 && body.error!.includes('lies outside')) {
            seen.outside++;
            continue;
          }
          const at = { lat: Number(lat), lon: Number(lon) };
          const nearest = bruteForceNearest(stations, at.lat, at.lon);
          const miles = reportedMi(distanceMi(at, nearest));
          if (nearest.covered) expect({ status: response.status, ...body.station }, `${lat},${lon}`).toMatchObject({ status: 200, id: nearest.id, distanceMi: miles });
          else expect([response.status, body.error], `${lat},${lon}`).toEqual([422, expect.stringContaining(`(${nearest.id}, ${miles} mi away)`)]);
          seen.answered++;
        }
      }
    } finally {
      await close();
    }
    // The box holds sea, Canada and Mexico too: most points are inside, some are not.
    expect(seen.answered).toBeGreaterThan(2 * 250);
    expect(seen.outside).toBeGreaterThan(20);
  });
});
