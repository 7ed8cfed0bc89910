/**
 * Stage "zctas": every ZIP Code Tabulation Area's internal point from the Census Gazetteer.
 * Later stages (mapping, the city index) read ctx.get('zctas').
 */
import { readGazetteer } from '../census/gazetteer.ts';
import { ZCTA_COLUMNS, zctaPoints } from '../census/zcta.ts';
import type { Stage } from '../context.ts';
import { GAZETTEERS, gazetteerPath } from '../inputs/layout.ts';

export const zctaStage: Stage = {
  name: 'zctas',
  async run(ctx) {
    const path = await gazetteerPath(ctx.rawDir, GAZETTEERS.zcta);
    ctx.recordInput(path);
    const zctas = zctaPoints(await readGazetteer(ctx.rawPath(path), { name: path, columns: ZCTA_COLUMNS }));
    ctx.set('zctas', zctas);
    ctx.addReport('ZIP Code Tabulation Areas', [`${zctas.length} ZCTAs read from ${path}, each with its internal point`]);
  },
};
