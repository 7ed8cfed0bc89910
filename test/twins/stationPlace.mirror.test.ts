/**
 * Every station of the 1981–2010 catalog (the complete station inventory, territories included)
 * through the label rule with the places a mirror build names stations by, each label checked
 * against the raw gazetteers (placeOracle.ts).
 */
import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseInventory } from '../../pipeline/ncei/fixedWidth.ts';
import { stationPlace } from '../../pipeline/twins/stationPlace.ts';
import { mirrorPlaces } from '../support/mirrorPlaces.ts';
import { ISLAND_AREAS } from '../../lib/states.ts';
import { rawPath } from '../pipeline/rawData.ts';
import { placeOracle } from './placeOracle.ts';

const INVENTORY = 'ncei/normals/1981-2010/station-inventories/allstations.txt';

describe('the label rule over every catalog station', () => {
  let stations: { name: string; lat: number; lon: number }[];
  let placeOf: ReturnType<typeof stationPlace>;
  let check: Awaited<ReturnType<typeof placeOracle>>;

  beforeAll(async () => {
    placeOf = stationPlace(await mirrorPlaces());
    // Named as the build names them (pipeline/ncei/byVariableEdition.ts): "NAME, ST CC".
    stations = parseInventory(await readFile(rawPath(INVENTORY), 'utf8'), INVENTORY).map((s) => ({ ...s, name: `${s.name}, ${s.state} ${s.id.slice(0, 2)}` }));
    check = await placeOracle();
  }, 120_000);

  it('names every station by a place of its own state within the distance, its island area, or nothing', () => {
    const wrong = stations.map((s) => check(s, placeOf(s))).filter((problem) => problem !== null);
    expect(wrong).toEqual([]);
  });

  it('names every station of an island area by the area, or by the place of its own name', () => {
    const inAreas = stations.filter((s) => / (AS|GU|MP|VI|UM) [A-Z]{2}$/.test(s.name));
    expect(inAreas.length).toBeGreaterThan(0);
    for (const s of inAreas) {
      const state = / ([A-Z]{2}) [A-Z]{2}$/.exec(s.name)![1]!;
      const label = placeOf(s);
      if (label !== ISLAND_AREAS[state]) expect(label?.endsWith(`, ${state}`) && s.name.toUpperCase().startsWith(label.slice(0, 4).toUpperCase()), `${s.name}: ${label}`).toBe(true);
    }
    expect(inAreas.map(placeOf)).toContain('Saipan, MP');
  });
});
