/**
 * The full-scale simulation in CI, run when FULL_SCALE=1 (`.ci/run` sets it): a
 * synthetic monthly file for every station of the real catalog, one of them poisoned, built by the
 * pipeline CLI into a temporary folder and served by the real server (DATA_DIR), which answers from
 * the build's serving form. It asserts correctness, never timing: the build quarantines the poisoned
 * station and nothing else, the serving form answers every ZCTA of both editions, the profile and
 * the change exactly as the shards hold them, every ZCTA is answered under random load without a
 * 5xx, a large random sample of ZCTAs gets exactly its brute-force nearest station's synthetic
 * values, and the poisoned station's ZIPs get a 422 naming it.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Manifest } from '../../lib/dataTypes.ts';
import { defaultSection } from '../../lib/manifest.ts';
import type { HealthResponse } from '../../lib/types.ts';
import { buildInChild, pickPoison, randomZipLoad, readZctas, seededRandom, wrongAnswers } from '../support/fullScale.ts';
import { repoRoot, startServerProcess, type ServerProcess } from '../support/serverProcess.ts';
import { servingEqualsShards } from '../support/servingEquality.ts';
import { readCatalog, writeSyntheticRaw, type SyntheticRaw } from '../support/syntheticRaw.ts';
import type { ZctaPoint } from '../../pipeline/census/zcta.ts';

const RAW = process.env.RAW_DATA_DIR ?? join(repoRoot, '..', 'shared', 'data');
const SAMPLE = 2_000;

describe.runIf(process.env.FULL_SCALE === '1')('full-scale simulation with a poisoned station', () => {
  let scratch: string;
  let raw: SyntheticRaw;
  let zctas: ZctaPoint[];
  let poisonedZips: ZctaPoint[];
  let outDir: string;
  let server: ServerProcess;

  beforeAll(async () => {
    scratch = await mkdtemp(join(tmpdir(), 'typical-weather-synthetic-ci-'));
    zctas = await readZctas(RAW);
    const catalog = await readCatalog(RAW);
    const poison = pickPoison(catalog, zctas, 3, 7);
    poisonedZips = poison.zips;
    raw = await writeSyntheticRaw({ sourceRawDir: RAW, variant: 1, poison: [poison.id], catalog, dir: join(scratch, 'raw') });
    outDir = join(scratch, 'data');
    await buildInChild(raw.dir, outDir);
    server = await startServerProcess({ DATA_DIR: outDir });
  }, 300_000);

  afterAll(async () => {
    await server?.stop();
    if (scratch) await rm(scratch, { recursive: true, force: true });
  });

  it('the build maps every ZCTA, quarantines exactly the poisoned station, and says SYNTHETIC', async () => {
    const manifest = JSON.parse(await readFile(join(outDir, 'manifest.json'), 'utf8')) as Manifest;
    expect(manifest.synthetic).toBe(true);
    const { quarantined, counts } = defaultSection(manifest);
    expect(quarantined.map((q) => q.id)).toEqual(raw.poisoned);
    expect(counts).toMatchObject({ zipsMapped: zctas.length, zipsStationNotInBuild: 0, zipsStationQuarantined: 3 });
    expect(counts.zipsWithNormals).toBe(zctas.length - 3);
    const health = (await (await fetch(`${server.url}/health`)).json()) as HealthResponse;
    expect(health.dataset).toMatchObject({ synthetic: true, source: expect.stringMatching(/^SYNTHETIC/) });
  });

  it('the serving form answers every ZCTA of both editions, the profile and the change as the shards hold them, and covered ZIPs prerendered as their records do', async () => {
    const { checked, prerendered, mismatches } = await servingEqualsShards(outDir);
    expect(mismatches).toEqual([]);
    expect(checked).toEqual({ '1991-2020': zctas.length, '1981-2010': zctas.length, profile: zctas.length });
    for (const { covered, same } of Object.values(prerendered)) expect(same).toBe(covered);
  }, 300_000);

  it('random-ZIP load over every ZCTA: no 5xx, no errors, 4xx only for the poisoned ZIPs', async () => {
    const zips = zctas.map((z) => z.zip);
    const load = await randomZipLoad(server, zips, { seconds: 10, connections: 32, seed: 11 });
    expect(load.requests).toBeGreaterThan(0);
    expect(load.status5xx).toBe(0);
    expect(load.errors).toBe(0);
    expect(load.status2xx + load.status4xx).toBe(load.requests);
    // 3 of ~33,800 ZIPs are poisoned: a 4xx share far above that would mean wrong answers.
    expect(load.status4xx / load.requests).toBeLessThan(0.002);
  });

  it('a random sample of ZCTAs gets its nearest station\'s synthetic values; the poisoned ZIPs a 422 naming it', async () => {
    const random = seededRandom(5);
    const sample = Array.from({ length: SAMPLE }, () => zctas[Math.floor(random() * zctas.length)]!);
    expect(await wrongAnswers(server.url, [...sample, ...poisonedZips], raw)).toEqual([]);
  });
});
