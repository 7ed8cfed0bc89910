/** The ZCTA and city stages alone, from the raw data mirror into a fresh folder, for the city-index tests. */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BuildContext } from '../../pipeline/context.ts';
import { citiesStage } from '../../pipeline/stages/cities.ts';
import { zctaStage } from '../../pipeline/stages/zctas.ts';
import { RAW_DIR } from '../pipeline/rawData.ts';

/** @example const { dir, report } = await buildMirrorCities() // dir/cities/<ST>.json */
export async function buildMirrorCities(): Promise<{ dir: string; report: string }> {
  const dir = await mkdtemp(join(tmpdir(), 'cities-'));
  const ctx = new BuildContext(RAW_DIR, dir, () => {});
  await zctaStage.run(ctx);
  await citiesStage.run(ctx);
  return { dir, report: ctx.report.flatMap((s) => [s.title, ...s.lines]).join('\n') };
}
