/**
 * The upstream lock (pipeline/upstream.lock.json): every upstream file with its URL, size,
 * SHA-256 and the ETag / Last-Modified upstream sent (and, for a by-station archive, a digest per
 * station), or the 404 upstream answered for a file it does not publish (so its later appearance
 * is drift, not a silent change of the build).
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { MemberDigests } from './memberDigests.ts';

export type LockEntry =
  | {
      path: string;
      url: string;
      status: 200;
      bytes: number;
      sha256: string;
      etag: string | null;
      lastModified: string | null;
      /** A by-station archive's station files, each as a short digest (memberDigests.ts). */
      members?: MemberDigests;
    }
  | { path: string; url: string; status: 404 };

export interface UpstreamLock {
  about: string;
  /** The UPSTREAM_URL_PREFIX the files came from, or null for NCEI and Census themselves. */
  testUpstream: string | null;
  files: LockEntry[];
}

export const LOCK_ABOUT =
  'Upstream files of a download build: `npm run build` verifies each against this lock; `npm run data:lock` rewrites it and reports the drift.';

/** The lock at path, or null when there is none yet. */
export async function readLock(path: string): Promise<UpstreamLock | null> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw new Error(`cannot read the upstream lock ${path}`, { cause: error });
  }
  try {
    return JSON.parse(text) as UpstreamLock;
  } catch (error) {
    throw new Error(`the upstream lock ${path} is not JSON: restore it from git, or delete it and run npm run data:lock`, { cause: error });
  }
}

export async function writeLock(path: string, lock: UpstreamLock): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, `${JSON.stringify(lock, null, 2)}\n`);
}

/**
 * Same content: both 404, or both the same bytes (size and SHA-256; the headers may change alone).
 * @example sameContent({ status: 404, … }, { status: 404, … }) // true
 */
export function sameContent(a: LockEntry, b: LockEntry): boolean {
  if (a.status === 404 || b.status === 404) return a.status === b.status;
  return a.bytes === b.bytes && a.sha256 === b.sha256;
}

/** @example describeEntry({ status: 404, … }) // 'HTTP 404 (not published)' */
export function describeEntry(entry: LockEntry | undefined): string {
  if (!entry) return 'not in the lock';
  return entry.status === 404 ? 'HTTP 404 (not published)' : `${entry.bytes} bytes, sha256 ${entry.sha256}`;
}
