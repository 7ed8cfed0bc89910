/**
 * Synthetic raw data (the full-scale simulation of test/support/syntheticRaw.ts) is marked by a
 * file at the top of its raw folder. A build from it says SYNTHETIC in its manifest, report and
 * /health, and never writes into the repository's site/ folder, where real data is served from.
 */
import { stat } from 'node:fs/promises';
import { join, relative, isAbsolute } from 'node:path';

/** The marker file's name in a synthetic raw folder. */
export const SYNTHETIC_MARKER = 'SYNTHETIC.txt';

/** @example await isSyntheticRaw('/tmp/typical-weather-synthetic-x/raw') // true */
export async function isSyntheticRaw(rawDir: string): Promise<boolean> {
  return (await stat(join(rawDir, SYNTHETIC_MARKER)).catch(() => null))?.isFile() ?? false;
}

/**
 * Why a synthetic build may not write to outDir, or null when it may: anywhere but inside siteDir.
 * @example syntheticOutDirRefusal('/repo/site/data', '/repo/site') // 'refusing to write synthetic …'
 */
export function syntheticOutDirRefusal(outDir: string, siteDir: string): string | null {
  const inside = relative(siteDir, outDir);
  if (inside.startsWith('..') || isAbsolute(inside)) return null;
  return (
    `refusing to write a SYNTHETIC build into ${outDir}: the raw folder holds ${SYNTHETIC_MARKER}, and synthetic ` +
    `values must never be served as real normals from ${siteDir}. Pass an output folder outside it (--out).`
  );
}
