/** The one file of d3-composite-projections the map imports (page/mapProjection.ts). */
declare module 'd3-composite-projections/src/albersUsaTerritories.js' {
  import type { GeoProjection } from 'd3-geo';
  export default function geoAlbersUsaTerritories(): GeoProjection;
}
