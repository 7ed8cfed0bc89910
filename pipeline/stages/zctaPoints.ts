/**
 * Stage "zcta-points": site/data/zcta-points.json, every ZCTA's internal point, for the API to
 * answer a street address whose own ZIP is not a ZCTA (a unique ZIP such as the White House's
 * 20500) with the ZCTA nearest the geocoder's point.
 */
import { writeFile } from 'node:fs/promises';
import { encodeZctaPoints, ZCTA_POINTS_FILE } from '../../lib/zctaPoints.ts';
import type { Stage } from '../context.ts';

export const zctaPointsStage: Stage = {
  name: 'zcta-points',
  async run(ctx) {
    const zctas = ctx.get('zctas');
    const json = JSON.stringify(encodeZctaPoints(zctas));
    await writeFile(ctx.outPath(ZCTA_POINTS_FILE), json);
    ctx.addReport('ZCTA points (the ZCTA nearest a geocoded address whose ZIP is not a ZCTA)', [
      `${zctas.length} points in ${ZCTA_POINTS_FILE}, ${(Buffer.byteLength(json) / 1e6).toFixed(2)} MB`,
    ]);
  },
};
