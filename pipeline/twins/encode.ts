/**
 * An edition's twins file of the serving form (lib/serving/layout.ts): the candidates' stored
 * values and station points as columns, and each one's site as a record. Pure: candidates in, bytes out.
 */
import { writePack } from '../../lib/serving/pack.ts';
import { encodeRecords } from '../../lib/serving/recordShapes.ts';
import { SCALE, TWIN_COLUMNS, type TwinsMeta } from '../../lib/serving/layout.ts';
import { VECTOR_LENGTH } from '../../lib/twins/climateVector.ts';
import type { Candidate } from './candidates.ts';

/** @example twinsFile(candidates).length // bytes of serve/twins-1991-2020.bin */
export function twinsFile(candidates: readonly Candidate[]): Uint8Array {
  const values = new Int32Array(candidates.length * VECTOR_LENGTH);
  candidates.forEach((c, i) => values.set(c.vector, i * VECTOR_LENGTH));
  const parts = encodeRecords(candidates.map((c) => c.site));
  if (parts.index.some((at, i) => at !== i)) throw new Error('two twin candidates have the same record');
  const point = (value: number, id: string) => {
    const stored = Math.round(value * SCALE.latLon);
    if (stored / SCALE.latLon !== value) throw new Error(`station ${id}: ${value} cannot be stored exactly as a multiple of 1/${SCALE.latLon}`);
    return stored;
  };
  const meta: TwinsMeta = { shapes: parts.shapes, ids: candidates.map((c) => c.site.station.id) };
  return writePack({
    meta,
    columns: {
      [TWIN_COLUMNS.values]: values,
      [TWIN_COLUMNS.lat]: Int32Array.from(candidates, (c) => point(c.site.station.lat, c.site.station.id)),
      [TWIN_COLUMNS.lon]: Int32Array.from(candidates, (c) => point(c.site.station.lon, c.site.station.id)),
    },
    records: parts.texts,
  });
}
