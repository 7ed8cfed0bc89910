/**
 * Downloads the upstream files through the lock. A build (`mode: 'build'`) uses a cached file
 * only when it matches the lock, downloads it again otherwise, and stops at a download that does
 * not match; with no lock yet it writes one. `data:lock` (`mode: 'lock'`) asks upstream about
 * every file (a verified cached file conditionally, so an unchanged one costs a 304), keeps the
 * previous copy of a changed file for the drift report, and writes the new lock.
 */
import { rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { fileChecksum } from '../inputs/checksum.ts';
import { downloadAll, type CacheDecision, type DownloadOptions, type Fetched, type RemoteFile } from '../inputs/download.ts';
import { fetchUrl } from '../inputs/upstream.ts';
import { LOCK_ABOUT, readLock, sameContent, writeLock, type LockEntry, type UpstreamLock } from './lockFile.ts';
import { hasMembers, memberDigests } from './memberDigests.ts';
import { UpstreamChangedError, upstreamChangedMessage } from './upstreamChanged.ts';

export interface LockedDownloadOptions {
  files: readonly RemoteFile[];
  cacheDir: string;
  lockPath: string;
  /** How messages name the lock (default lockPath), e.g. pipeline/upstream.lock.json. */
  lockName?: string;
  mode: 'build' | 'lock';
  /** UPSTREAM_URL_PREFIX: fetch from a stand-in (fetchUrl); the lock keeps upstream's URLs. */
  urlPrefix?: string;
  download?: DownloadOptions;
  log?: (line: string) => void;
}

export interface LockedDownload {
  lock: UpstreamLock;
  previous: UpstreamLock | null;
  /** True when this run wrote the lock file. */
  wroteLock: boolean;
  /** Lock mode: the previous cached copy of each changed file, for the drift report (the caller deletes them). */
  previousCopies: Map<string, string>;
}

/** The suffix of a changed file's previous copy, kept beside it until the drift report is written. */
export const PREVIOUS_SUFFIX = '.locked-before';

export async function lockedDownload(options: LockedDownloadOptions): Promise<LockedDownload> {
  const { files, cacheDir, lockPath, lockName = lockPath, mode, urlPrefix, log = () => {} } = options;
  const previous = await readLock(lockPath);
  const testUpstream = urlPrefix || null;
  if (previous && Boolean(previous.testUpstream) !== Boolean(testUpstream)) {
    throw new UpstreamChangedError(
      `${lockName} locks ${previous.testUpstream ? `a test upstream (${previous.testUpstream})` : 'NCEI and Census'}, but this build downloads from ` +
        `${testUpstream ?? 'NCEI and Census'}: unset or set UPSTREAM_URL_PREFIX to match, or lock this upstream with npm run data:lock.`,
    );
  }
  const expected = new Map(previous?.files.map((entry) => [entry.path, entry]));
  const received = new Map<string, LockEntry>();
  const previousCopies = new Map<string, string>();
  /** Cached files that matched the lock: only those are a previous version worth comparing with. */
  const verified = new Set<string>();
  const upstreamUrl = new Map(files.map((f) => [fetchUrl(f.url, urlPrefix), f.url]));

  const decide = async (file: RemoteFile, target: string): Promise<CacheDecision> => {
    const locked = expected.get(file.path);
    const cached = (await stat(target).catch(() => null))?.isFile() ? await fileChecksum(target) : null;
    if (!cached) return { use: 'network' };
    if (locked?.status === 200 && cached.bytes === locked.bytes && cached.sha256 === locked.sha256) {
      verified.add(file.path);
      if (mode === 'build') {
        received.set(file.path, locked);
        return { use: 'cache' };
      }
      return { use: 'network', headers: conditionalHeaders(locked) };
    }
    log(`cached ${file.path} (${cached.bytes} bytes) ${locked ? 'does not match the lock' : 'is not in the lock'}: downloading it again`);
    return { use: 'network' };
  };

  const settle = async (file: RemoteFile, fetched: Fetched, target: string): Promise<void> => {
    const locked = expected.get(file.path);
    const entry = fetched.status === 304 ? locked! : entryOf({ ...file, url: upstreamUrl.get(file.url)! }, fetched);
    received.set(file.path, entry);
    const same = locked !== undefined && sameContent(locked, entry);
    if (mode === 'build' && previous && !same) throw new UpstreamChangedError(upstreamChangedMessage(file.path, lockName, locked, entry));
    if (fetched.status === 404) await rm(target, { force: true }); // never build from a copy upstream no longer has
    if (fetched.status !== 200) return;
    if (mode === 'lock' && !same && verified.has(file.path)) {
      previousCopies.set(file.path, `${target}${PREVIOUS_SUFFIX}`);
      await rename(target, `${target}${PREVIOUS_SUFFIX}`);
    }
    await rename(fetched.part, target);
  };

  const prefixed = files.map((f) => ({ ...f, url: fetchUrl(f.url, urlPrefix) }));
  await downloadAll(prefixed, cacheDir, { ...options.download, decide, settle });
  const lock: UpstreamLock = { about: LOCK_ABOUT, testUpstream, files: files.map((f) => received.get(f.path)!) };
  const wroteLock = mode === 'lock' || !previous;
  if (wroteLock) {
    lock.files = await Promise.all(lock.files.map((entry) => withMembers(entry, cacheDir)));
    await writeLock(lockPath, lock);
  }
  return { lock, previous, wroteLock, previousCopies };
}

/** A by-station archive's entry with its member digests, from the cached file when the entry has none yet. */
async function withMembers(entry: LockEntry, cacheDir: string): Promise<LockEntry> {
  if (entry.status !== 200 || entry.members || !hasMembers(entry.path)) return entry;
  return { ...entry, members: await memberDigests(entry.path, join(cacheDir, entry.path)) };
}

/** Only a cached copy that matched the lock may be answered with 304. */
function conditionalHeaders(entry: Extract<LockEntry, { status: 200 }>): Record<string, string> {
  const headers: Record<string, string> = {};
  if (entry.etag) headers['if-none-match'] = entry.etag;
  if (entry.lastModified) headers['if-modified-since'] = entry.lastModified;
  return headers;
}

function entryOf(file: RemoteFile, fetched: Exclude<Fetched, { status: 304 }>): LockEntry {
  if (fetched.status === 404) return { path: file.path, url: file.url, status: 404 };
  const { bytes, sha256, etag, lastModified } = fetched;
  return { path: file.path, url: file.url, status: 200, bytes, sha256, etag, lastModified };
}
