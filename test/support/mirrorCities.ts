/** The ZCTA and city stages alone, from the raw data mirror into a fresh folder, for the city-index tests. */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createAddressResolver, type AddressResolverService } from '../../api/address/resolver.ts';
import { fileDataStore } from '../../api/data/dataStore.ts';
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

/**
 * A resolver over a built city index whose geocoder is a closed port: "City, ST" never reaches
 * the geocoder, and a street address falls back as it does when the geocoder is down.
 */
export function indexOnlyResolver(dir: string): AddressResolverService {
  return createAddressResolver({ store: fileDataStore(dir), geocoderUrl: 'http://127.0.0.1:9/geocoder' });
}
