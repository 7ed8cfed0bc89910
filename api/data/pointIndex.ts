/**
 * What a place given by its coordinates needs from the serving form (serve/points.bin,
 * serve/outline.bin, the ZIP index): whether it lies inside the area the normals cover, and in
 * which state or territory; the ZCTA nearest it; and each edition's candidate station nearest it,
 * by the rule a ZIP's station is chosen by (lib/nearestPoint.ts). Each index is built once, on first use,
 * and a request awaits the outline and its edition's indexes, then looks up synchronously.
 */
import { distanceMi, reportedMi } from '../../lib/distance.ts';
import { nearestIndex } from '../../lib/nearestPoint.ts';
import { loadPolygonTest, type OutlinePolygon } from '../../lib/outline.ts';
import { outlinePlace, type OutlinePlace } from '../../lib/outlinePlace.ts';
import type { OutlineGrid } from '../../lib/outlineGrid.ts';
import type { Pack } from '../../lib/serving/pack.ts';
import { OUTLINE_COLUMNS, POINT_COLUMNS, SCALE, SERVING_FILES, ZIP_COLUMNS, unscale, type OutlineMeta, type PointsMeta } from '../../lib/serving/layout.ts';
import { memoise, memoiseEach, unavailable } from './dataErrors.ts';
import type { ServingForm } from './servingForm.ts';

/** A candidate nearest a point: its row in points.bin (the record columns' index) and the reported distance. */
export interface NearestRow {
  row: number;
  distanceMi: number;
}

/** What the point routes look up, once an edition's indexes are loaded: all of it synchronous. */
export interface PointIndex {
  nearestZcta(lat: number, lon: number): { zip: string; distanceMi: number };
  /** The edition's candidate nearest the point; undefined when the build has no candidates of it. */
  nearestStation(lat: number, lon: number): NearestRow | undefined;
  /** A record column of points.bin (POINT_COLUMNS.record of an edition, the profile or the change). */
  records(kind: string): Int32Array | undefined;
  /** The editions (slugs) whose candidates the build holds. */
  editions: readonly string[];
}

export interface PointIndexes {
  /** The outline's test: the state or territory a point is in, or is just outside of (within the tolerance), or null outside. */
  outline(): Promise<(lat: number, lon: number) => OutlinePlace | null>;
  /** An edition's indexes (by its slug), loaded together so a request awaits them once. */
  edition(slug: string): Promise<PointIndex>;
}

/** @example const points = pointIndexes(servingForm(store, log), log); (await points.outline())(40.78, -73.97) // { state: 'NY', inside: true } */
export function pointIndexes(form: ServingForm, log: (line: string) => void): PointIndexes {
  const part = 'point index';
  const points = () => form.pack<PointsMeta>(SERVING_FILES.points, part);
  const outline = memoise(async () => {
    const [pack, contains] = await Promise.all([form.pack<OutlineMeta>(SERVING_FILES.outline, part), loadPolygonTest()]);
    return outlinePlace(outlinePolygons(pack), contains, outlineGridOf(pack));
  });
  const zctas = memoise(async () => {
    const zips = await form.zips();
    const [codes, lats, lons] = [ZIP_COLUMNS.zip, ZIP_COLUMNS.lat, ZIP_COLUMNS.lon].map((c) => zips.column(c));
    if (!codes || !lats || !lons) throw unavailable(SERVING_FILES.zips, 'no ZIP points', part, log);
    const nearest = indexOf(lats, lons);
    return (lat: number, lon: number) => {
      const found = nearest(lat, lon);
      // No spread into a literal with more members: on Node 20 that makes a map a request once optimized (test/e2e/shapes.test.ts).
      return { zip: String(codes[found.row]).padStart(5, '0'), lat: found.lat, lon: found.lon };
    };
  });
  const stations = async (slug: string) => {
    const pack = await points();
    const [lats, lons] = [pack.column(POINT_COLUMNS.lat(slug)), pack.column(POINT_COLUMNS.lon(slug))];
    return lats && lons ? indexOf(lats, lons) : undefined;
  };
  const measured = (found: { lat: number; lon: number }, lat: number, lon: number) => reportedMi(distanceMi({ lat, lon }, found));
  const load = async (slug: string): Promise<PointIndex> => {
    const [zcta, pack, station] = await Promise.all([zctas(), points(), stations(slug)]);
    return {
      nearestZcta(lat, lon) {
        const found = zcta(lat, lon);
        return { zip: found.zip, distanceMi: measured(found, lat, lon) };
      },
      nearestStation(lat, lon) {
        const found = station?.(lat, lon);
        return found && { row: found.row, distanceMi: measured(found, lat, lon) };
      },
      records: (kind) => pack.column(POINT_COLUMNS.record(kind)),
      editions: pack.meta.editions,
    };
  };

  return {
    outline,
    edition: memoiseEach(load),
  };
}

/**
 * The row nearest a point, over a file's columns as they are: rows are in id order (ZIPs ascending,
 * stations by id), so the smallest row among ties is the smallest id, and no row is an object.
 */
function indexOf(lats: Int32Array, lons: Int32Array): (lat: number, lon: number) => { row: number; lat: number; lon: number } {
  const [lat, lon] = [(i: number) => unscale(lats[i]!, SCALE.latLon), (i: number) => unscale(lons[i]!, SCALE.latLon)];
  const nearest = nearestIndex({ count: lats.length, lat, lon });
  return (qLat, qLon) => {
    const row = nearest(qLat, qLon);
    return { row, lat: lat(row), lon: lon(row) };
  };
}

/** The outline's polygons from outline.bin (lib/serving/layout.ts OUTLINE_COLUMNS). */
export function outlinePolygons(pack: Pack<OutlineMeta>): OutlinePolygon[] {
  const [coords, ringEnds, polygonEnds, polygonState] = [OUTLINE_COLUMNS.coords, OUTLINE_COLUMNS.ringEnds, OUTLINE_COLUMNS.polygonEnds, OUTLINE_COLUMNS.polygonState].map((c) => pack.column(c));
  if (!coords || !ringEnds || !polygonEnds || !polygonState) throw new Error('outline.bin: missing columns');
  const rings = Array.from(ringEnds, (end, i) => {
    const start = i === 0 ? 0 : ringEnds[i - 1]!;
    return Array.from({ length: end - start }, (_, k) => [coords[(start + k) * 2]! / 1e6, coords[(start + k) * 2 + 1]! / 1e6] as [number, number]);
  });
  return Array.from(polygonEnds, (end, i) => ({ state: pack.meta.states[polygonState[i]!]!, rings: rings.slice(i === 0 ? 0 : polygonEnds[i - 1]!, end) }));
}

/** The grid the build laid over the outline, read in place (a byte a cell). */
export function outlineGridOf(pack: Pack<OutlineMeta>): OutlineGrid {
  const column = pack.column(OUTLINE_COLUMNS.grid);
  const { grid, states } = pack.meta;
  if (!column || !grid || column.byteLength < grid.cells) throw new Error('outline.bin: no grid');
  return { cell: grid.cell, extents: grid.extents, states, values: new Uint8Array(column.buffer, column.byteOffset, grid.cells) };
}
