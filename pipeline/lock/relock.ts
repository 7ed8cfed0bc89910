/**
 * `npm run data:lock`: asks upstream about every file, writes the lock, and writes the drift
 * report against the previous lock (station by station where the previous copy was cached).
 */
import { rm, writeFile, mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { DownloadOptions, RemoteFile } from '../inputs/download.ts';
import { changedPaths, driftReport } from './driftReport.ts';
import { lockedDownload } from './lockedDownload.ts';
import { diffMembers } from './memberDigests.ts';
import { diffStations, type StationDiff } from './stationDiff.ts';
import { hasStations, stationTexts } from './stationTexts.ts';

export interface RelockOptions {
  files: readonly RemoteFile[];
  cacheDir: string;
  lockPath: string;
  /** Where the drift report is written. */
  reportPath: string;
  urlPrefix?: string;
  download?: DownloadOptions;
  log?: (line: string) => void;
}

/** The stations of a file's two versions compared; a version that cannot be read leaves the file compared by hash only. */
async function stationDiff(path: string, before: string | undefined, after: string | undefined): Promise<StationDiff | string> {
  const read = (file: string | undefined) => (file ? stationTexts(path, file) : null);
  try {
    const [a, b] = await Promise.all([read(before), read(after)]);
    return diffStations(a?.stations ?? new Map(), b?.stations ?? new Map(), (b ?? a)!.example);
  } catch (error) {
    return `not compared: ${error instanceof Error ? error.message : String(error)}`;
  }
}

export async function relock(options: RelockOptions): Promise<{ report: string; changed: string[] }> {
  const { lock, previous, previousCopies } = await lockedDownload({ ...options, mode: 'lock' });
  const changed = previous ? changedPaths(previous, lock) : [];
  const diffs = new Map<string, StationDiff | string>();
  try {
    for (const path of changed) {
      if (!hasStations(path)) continue;
      const now = lock.files.find((f) => f.path === path)!;
      const was = previous?.files.find((f) => f.path === path);
      const before = previousCopies.get(path);
      if (was?.status === 200 && !before) {
        const digests = now.status === 200 && was.members && now.members ? diffMembers(was.members, now.members) : null;
        diffs.set(path, digests ?? 'not compared: the previous version was not in the cache, nor its stations in the lock');
        continue;
      }
      diffs.set(path, await stationDiff(path, before, now.status === 200 ? join(options.cacheDir, path) : undefined));
    }
  } finally {
    await Promise.all([...previousCopies.values()].map((copy) => rm(copy, { force: true })));
  }
  const report = driftReport(previous, lock, diffs);
  await mkdir(dirname(options.reportPath), { recursive: true });
  await writeFile(options.reportPath, report);
  return { report, changed };
}
