/**
 * The serving form of the real mirror build answers every ZCTA exactly as the shards it was derived
 * from: both editions' records, the climate profile and the change, as the same JSON text.
 */
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Manifest } from '../../lib/dataTypes.ts';
import { EDITION_REGISTRY } from '../../lib/editions.ts';
import { build } from '../../pipeline/build.ts';
import { servingEqualsShards, type Equality } from '../support/servingEquality.ts';
import { RAW_DIR } from './rawData.ts';

describe('the serving form of the mirror build', () => {
  let outDir: string;
  let result: Equality;

  beforeAll(async () => {
    outDir = join(await mkdtemp(join(tmpdir(), 'serving-')), 'data');
    await build({ rawDir: RAW_DIR, outDir });
    result = await servingEqualsShards(outDir);
  });

  it('answers every ZCTA of every edition, the profile and the change as the shards hold them', async () => {
    const manifest = JSON.parse(await readFile(join(outDir, 'manifest.json'), 'utf8')) as Manifest;
    expect(result.mismatches).toEqual([]);
    const expected = Object.fromEntries([...EDITION_REGISTRY.all.map((e) => [e.slug, manifest.zctas]), ['profile', manifest.zctas]]);
    expect(result.checked).toEqual(expected);
  });
});
