/**
 * Reads every station file of an NCEI product under the raw folder (its access/ folder and its
 * archives), recording each file read as a build input.
 */
import type { BuildContext } from '../context.ts';
import { productSources } from '../inputs/layout.ts';
import { visitArchive, visitFolder, type StationFileVisitor } from '../ncei/stationFiles.ts';

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
    // A folder file's source is its path relative to the raw folder: the input to record.
    await visitFolder(ctx.rawPath(sources.folder), sources.folder, (file) => {
      ctx.recordInput(file.source);
      once(file);
    });
  }
  for (const archive of sources.archives) {
    ctx.recordInput(archive);
    await visitArchive(ctx.rawPath(archive), archive, once);
  }
}
