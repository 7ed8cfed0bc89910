/**
 * Which raw data folder a build reads: the one asked for, else RAW_DATA_DIR, else the mirror
 * beside the checkout (../shared/data), else a download cache filled from NCEI and Census.
 */
import { stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { downloadAll, type DownloadOptions, type RemoteFile } from './download.ts';
import { DownloadError } from './downloadError.ts';
import { NoRawDataError, noRawDataMessage } from './noRawData.ts';
import { UPSTREAM_FILES } from './upstream.ts';

export interface RawDirChoice {
  dir: string;
  /** How it was chosen, for the build log. */
  origin: 'option' | 'RAW_DATA_DIR' | 'beside-checkout' | 'download';
}

export interface RawDirOptions {
  rawDir?: string;
  repoRoot: string;
  /** Where downloads go (default `<repoRoot>/.cache/raw`). */
  cacheDir?: string;
  env?: Record<string, string | undefined>;
  files?: readonly RemoteFile[];
  download?: DownloadOptions;
}

/**
 * Rejects with NoRawDataError (what was tried and what to do) when the download fails.
 * @example await resolveRawDir({ repoRoot: '/work/main' }) // { dir: '/work/shared/data', origin: 'beside-checkout' }
 */
export async function resolveRawDir(options: RawDirOptions): Promise<RawDirChoice> {
  const env = options.env ?? process.env;
  if (options.rawDir) return { dir: resolve(options.rawDir), origin: 'option' };
  if (env.RAW_DATA_DIR) return { dir: resolve(env.RAW_DATA_DIR), origin: 'RAW_DATA_DIR' };
  const beside = resolve(options.repoRoot, '..', 'shared', 'data');
  if ((await stat(beside).catch(() => null))?.isDirectory()) return { dir: beside, origin: 'beside-checkout' };
  const cache = resolve(options.cacheDir ?? join(options.repoRoot, '.cache', 'raw'));
  try {
    await downloadAll(options.files ?? UPSTREAM_FILES, cache, options.download);
  } catch (error) {
    if (error instanceof DownloadError) throw new NoRawDataError(noRawDataMessage(beside, error), { cause: error });
    throw error;
  }
  return { dir: cache, origin: 'download' };
}
