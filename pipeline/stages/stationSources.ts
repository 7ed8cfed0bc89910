/**
 * Reads every station file of an NCEI product under the raw folder (its access/ folder and its
 * archives), recording each as a build input.
 */
import type { BuildContext } from '../context.ts';
import { productSources } from '../inputs/layout.ts';
import { visitArchive, visitFolder, type StationFileVisitor } from '../ncei/stationFiles.ts';
import { readdir } from 'node:fs/promises';
import { stationIdOf } from '../ncei/stationFiles.ts';

/** Visits all station files of a product; fails on a station id seen twice, naming both sources. */
export async function visitProduct(ctx: BuildContext, product: string, visit: StationFileVisitor): Promise<void> {
  const sources = await productSources(ctx.rawDir, product);
  const seen = new Map<string, string>();
  const once: StationFileVisitor = (file) => {
    const earlier = seen.get(file.id);
    if (earlier) throw new Error(`Duplicate station id ${file.id}: in ${earlier} and ${file.source}`);
    seen.set(file.id, file.source);
    visit(file);
  };
  if (sources.folder) {
    for (const name of await readdir(ctx.rawPath(sources.folder))) {
      if (stationIdOf(name)) ctx.recordInput(`${sources.folder}/${name}`);
    }
    await visitFolder(ctx.rawPath(sources.folder), sources.folder, once);
  }
  for (const archive of sources.archives) {
    ctx.recordInput(archive);
    await visitArchive(ctx.rawPath(archive), archive, once);
  }
}
