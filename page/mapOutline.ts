/**
 * Build time: the map's outline (site/map-outline.json), drawn from the same Census outline the API
 * decides inside/outside with (us-atlas), as projected for the map by d3's Albers USA (Alaska and
 * Hawaii as insets; Puerto Rico and the island areas fall outside that projection). The page fetches
 * it from its own origin when it first draws a map, so the map needs no tile server and works offline.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { geoPath } from 'd3-geo';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';

/** The page's file, and the projection the outline is drawn in (us-atlas's own, for a 975×610 view). */
export const MAP_OUTLINE_FILE = 'map-outline.json';
export const MAP_VIEW = { width: 975, height: 610, scale: 1300 } as const;

export interface MapOutline {
  /** The nation's outline and the borders between states, as SVG path data in MAP_VIEW. */
  nation: string;
  borders: string;
}

/** @example mapOutline().nation.startsWith('M') // true */
export function mapOutline(): MapOutline {
  const file = createRequire(import.meta.url).resolve('us-atlas/states-albers-10m.json');
  const topology = JSON.parse(readFileSync(file, 'utf8')) as Topology<{ states: GeometryCollection; nation: GeometryCollection }>;
  const path = geoPath().digits(0);
  return {
    nation: path(feature(topology, topology.objects.nation)) ?? '',
    borders: path(mesh(topology, topology.objects.states, (a, b) => a !== b)) ?? '',
  };
}
