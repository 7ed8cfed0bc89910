/**
 * A build's point candidates read back from its serving form, for brute-force checks: each
 * edition's stations with their id and point, decoded record by record (the API never does this).
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { openPack } from '../../lib/serving/pack.ts';
import { decodeRecord } from '../../lib/serving/recordShapes.ts';
import { POINT_COLUMNS, SERVING_FILES, type PointsMeta, type RecordsMeta, type StationPart } from '../../lib/serving/layout.ts';

export interface Candidate {
  id: string;
  lat: number;
  lon: number;
  covered: boolean;
}

/** @example (await pointCandidates('site/data')).get('1991-2020')!.length // 7306 on the mirror */
export async function pointCandidates(dataDir: string): Promise<Map<string, Candidate[]>> {
  const points = openPack<PointsMeta>(await readFile(join(dataDir, SERVING_FILES.points)));
  const out = new Map<string, Candidate[]>();
  for (const slug of points.meta.editions) {
    const file = openPack<RecordsMeta>(await readFile(join(dataDir, SERVING_FILES.edition(slug))));
    const records = points.column(POINT_COLUMNS.record(slug))!;
    out.set(slug, Array.from(records, (at) => {
      const part = decodeRecord<StationPart>(file.meta.shapes, file.record(at));
      return { id: part.site.id, lat: part.site.lat, lon: part.site.lon, covered: 'months' in part };
    }));
  }
  return out;
}
