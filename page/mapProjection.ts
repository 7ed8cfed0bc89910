/**
 * The map's one projection, shared by the outline drawn at build time (page/mapOutline.ts) and the
 * points marked in the browser (page/usMap.ts): Albers USA with insets for Alaska, Hawaii, Puerto
 * Rico, the U.S. Virgin Islands, Guam, the Northern Mariana Islands and American Samoa
 * (d3-composite-projections), at its own 960×500 view. Imported by its file: the package's index
 * imports its modules without extensions, which Node cannot resolve (a bundler can).
 */
import geoAlbersUsaTerritories from 'd3-composite-projections/src/albersUsaTerritories.js';

export const MAP_VIEW = { width: 960, height: 500 } as const;

/** @example mapProjection()([-73.97, 40.78]) // [794.8, 175.2] */
export const mapProjection = () => geoAlbersUsaTerritories();
