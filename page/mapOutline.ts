/**
 * Build time: the map's outline (site/map-outline.json), drawn from the same Census outline the API
 * decides inside/outside with (us-atlas), in the map's projection (page/mapProjection.ts: every
 * state and territory, the far ones as insets). The page fetches it from its own origin when it
 * first draws a map, so the map needs no tile server and works offline.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { geoPath } from 'd3-geo';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { mapProjection } from './mapProjection.ts';

/** The page's file. */
export const MAP_OUTLINE_FILE = 'map-outline.json';

export interface MapOutline {
  /** The nation's outline and the borders between states, as SVG path data in the map's view. */
  nation: string;
  borders: string;
}

/** @example mapOutline().nation.startsWith('M') // true */
export function mapOutline(): MapOutline {
  const file = createRequire(import.meta.url).resolve('us-atlas/states-10m.json');
  const topology = JSON.parse(readFileSync(file, 'utf8')) as Topology<{ states: GeometryCollection; nation: GeometryCollection }>;
  const path = geoPath(mapProjection()).digits(0);
  return {
    nation: path(feature(topology, topology.objects.nation)) ?? '',
    borders: path(mesh(topology, topology.objects.states, (a, b) => a !== b)) ?? '',
  };
}
