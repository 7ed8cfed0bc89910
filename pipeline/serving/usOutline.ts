/**
 * The outline of the states and territories for the serving form (lib/outline.ts): the Census
 * Bureau's cartographic boundaries (2017, 1:10,000,000, public domain) as the us-atlas package
 * ships them, keyed by USPS code, and their encoding as serve/outline.bin.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { laidGrid, outlineStates, type OutlinePolygon, type PolygonTest } from '../../lib/outline.ts';
import { writePack } from '../../lib/serving/pack.ts';
import { OUTLINE_COLUMNS, type OutlineMeta } from '../../lib/serving/layout.ts';
import { STATE_CODES } from '../../lib/states.ts';

export const OUTLINE_SOURCE = 'U.S. Census Bureau cartographic boundary files, 2017, 1:10,000,000 (us-atlas states-10m)';

/** State FIPS codes of the outline's features to USPS codes. */
const USPS_BY_FIPS: Record<string, string> = {
  '01': 'AL', '02': 'AK', '04': 'AZ', '05': 'AR', '06': 'CA', '08': 'CO', '09': 'CT', '10': 'DE', '11': 'DC', '12': 'FL',
  '13': 'GA', '15': 'HI', '16': 'ID', '17': 'IL', '18': 'IN', '19': 'IA', '20': 'KS', '21': 'KY', '22': 'LA', '23': 'ME',
  '24': 'MD', '25': 'MA', '26': 'MI', '27': 'MN', '28': 'MS', '29': 'MO', '30': 'MT', '31': 'NE', '32': 'NV', '33': 'NH',
  '34': 'NJ', '35': 'NM', '36': 'NY', '37': 'NC', '38': 'ND', '39': 'OH', '40': 'OK', '41': 'OR', '42': 'PA', '44': 'RI',
  '45': 'SC', '46': 'SD', '47': 'TN', '48': 'TX', '49': 'UT', '50': 'VT', '51': 'VA', '53': 'WA', '54': 'WV', '55': 'WI',
  '56': 'WY', '60': 'AS', '66': 'GU', '69': 'MP', '72': 'PR', '78': 'VI',
};

/** The us-atlas file (a topology of `states` and `nation`, longitude/latitude). */
export function usAtlasStates(): Topology<{ states: GeometryCollection<{ name: string }> }> {
  const path = createRequire(import.meta.url).resolve('us-atlas/states-10m.json');
  return JSON.parse(readFileSync(path, 'utf8'));
}

/** Every polygon of every state and territory, in the file's order; an unknown FIPS code is an error. */
export function usOutline(topology = usAtlasStates()): OutlinePolygon[] {
  const states = feature(topology, topology.objects.states);
  return states.features.flatMap((f) => {
    const state = USPS_BY_FIPS[String(f.id)];
    if (state === undefined || !(STATE_CODES as readonly string[]).includes(state)) throw new Error(`us-atlas: unknown state FIPS ${String(f.id)}`);
    const g = f.geometry;
    const polygons = g.type === 'Polygon' ? [g.coordinates] : g.type === 'MultiPolygon' ? g.coordinates : [];
    return polygons.map((rings) => ({ state, rings: rings.map((ring) => ring.map(([lon, lat]) => [round6(lon!), round6(lat!)] as [number, number])) }));
  });
}

const round6 = (x: number) => Math.round(x * 1e6) / 1e6;

/** serve/outline.bin (lib/serving/layout.ts OUTLINE_COLUMNS), with the grid laid over it now, once. */
export function outlineFile(polygons: readonly OutlinePolygon[], contains: PolygonTest): Uint8Array {
  const states = outlineStates(polygons);
  const rings = polygons.flatMap((p) => p.rings);
  const ends = (counts: number[]) => Int32Array.from(counts, (_, i) => counts.slice(0, i + 1).reduce((a, b) => a + b, 0));
  const { cell, extents, values } = laidGrid(polygons, contains);
  const cells = new Uint8Array(Math.ceil(values.length / 4) * 4);
  cells.set(values);
  const meta: OutlineMeta = { states, source: OUTLINE_SOURCE, grid: { cell, extents: [...extents], cells: values.length } };
  return writePack({
    meta,
    columns: {
      [OUTLINE_COLUMNS.coords]: Int32Array.from(rings.flat(2), (x) => Math.round(x * 1e6)),
      [OUTLINE_COLUMNS.ringEnds]: ends(rings.map((r) => r.length)),
      [OUTLINE_COLUMNS.polygonEnds]: ends(polygons.map((p) => p.rings.length)),
      [OUTLINE_COLUMNS.polygonState]: Int32Array.from(polygons, (p) => states.indexOf(p.state)),
      [OUTLINE_COLUMNS.grid]: new Int32Array(cells.buffer),
    },
    records: [],
  });
}
