/**
 * Stage "hints": marks each default-edition ZIP without normals with the other editions that answer
 * it (`coveredBy`), so its 422 can say so with the exact request, read from the same shard: the API
 * never loads another edition's data to explain an error. Runs after the other editions' ZIPs and
 * before the default shards are written.
 */
import type { Stage } from '../context.ts';

export const coverageHintStage: Stage = {
  name: 'hints',
  run(ctx) {
    const others = ctx.find('editionRecords');
    if (!others) return;
    let hinted = 0;
    for (const [zip, record] of ctx.get('records')) {
      if (record.coverage !== 'station-not-in-build') continue;
      record.coveredBy = [...others].filter(([, byZip]) => byZip.get(zip)?.coverage === 'covered').map(([slug]) => slug);
      if (record.coveredBy.length > 0) hinted++;
    }
    ctx.addReport('Hints in the 422s', [
      `${hinted} ZIPs without normals in the default edition are answered by another (${[...others.keys()].join(', ')}); their 422 gives the request`,
    ]);
  },
};
