/**
 * Which raw data folder a build reads: the one asked for, else RAW_DATA_DIR, else the mirror
 * beside the checkout (../shared/data), else a download cache filled from NCEI and Census (or
 * UPSTREAM_URL_PREFIX's stand-in), every file verified against the upstream lock.
 */
import { stat } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { lockedDownload } from '../lock/lockedDownload.ts';
import type { DownloadOptions, RemoteFile } from './download.ts';
import { DownloadError } from './downloadError.ts';
import { NoRawDataError, noRawDataMessage } from './noRawData.ts';
import { UPSTREAM_FILES } from './upstream.ts';

export interface RawDirChoice {
  dir: string;
  /** How it was chosen, for the build log. */
  origin: 'option' | 'RAW_DATA_DIR' | 'beside-checkout' | 'download';
  /** A download's lock: its path (relative to the checkout), whether this build wrote it, the files upstream answered 404 for. */
  lock?: { path: string; wrote: boolean; absent: string[] };
}

/** Where the upstream lock lives in a checkout. */
export const LOCK_PATH = 'pipeline/upstream.lock.json';

export interface RawDirOptions {
  rawDir?: string;
  repoRoot: string;
  /** Where downloads go (default `<repoRoot>/.cache/raw`). */
  cacheDir?: string;
  env?: Record<string, string | undefined>;
  files?: readonly RemoteFile[];
  download?: DownloadOptions;
  /** Default `<repoRoot>/pipeline/upstream.lock.json`. */
  lockPath?: string;
  log?: (line: string) => void;
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
  // A stand-in upstream is asked for on purpose: it wins over the mirror beside the checkout.
  const besideFound = !env.UPSTREAM_URL_PREFIX && (await stat(beside).catch(() => null))?.isDirectory();
  if (besideFound) return { dir: beside, origin: 'beside-checkout' };
  const cache = resolve(options.cacheDir ?? join(options.repoRoot, '.cache', 'raw'));
  const lockPath = resolve(options.lockPath ?? join(options.repoRoot, LOCK_PATH));
  const shownLock = relative(options.repoRoot, lockPath);
  try {
    const { lock, wroteLock } = await lockedDownload({
      files: options.files ?? UPSTREAM_FILES,
      cacheDir: cache,
      lockPath,
      lockName: shownLock.startsWith('..') ? lockPath : shownLock,
      mode: 'build',
      urlPrefix: env.UPSTREAM_URL_PREFIX,
      download: options.download,
      log: options.log,
    });
    if (wroteLock) options.log?.(`No upstream lock yet: wrote ${lockPath} from this download (${lock.files.length} files). Commit it: later builds verify every download against it.`);
    const absent = lock.files.filter((f) => f.status === 404).map((f) => f.path);
    return { dir: cache, origin: 'download', lock: { path: shownLock, wrote: wroteLock, absent } };
  } catch (error) {
    const besideStatus = env.UPSTREAM_URL_PREFIX ? 'not used (UPSTREAM_URL_PREFIX is set)' : 'not found';
    if (error instanceof DownloadError) throw new NoRawDataError(noRawDataMessage(beside, error, besideStatus), { cause: error });
    throw error;
  }
}
