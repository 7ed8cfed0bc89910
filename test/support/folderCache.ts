/**
 * A folder made once and kept under .cache/test-mirror/ (git-ignored) by the digest of what it is
 * made of (buildDigest.ts), for vitest's global setups: `<name>-<digest>/out/` is what the maker
 * wrote, `made.json` what it returned, `listing.json` every file's size and mtime. A later run with
 * the same digest reuses it, unless its files changed since (a test wrote into it): then it is made
 * again. It is made in a temporary folder renamed into place, so two runs at once never see half of
 * one; of each kind the three used last stay, if used within a day.
 */
import { mkdir, readdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { REPO_ROOT } from '../pipeline/rawData.ts';
import { filesUnder } from './buildDigest.ts';

const CACHE_ROOT = join(REPO_ROOT, '.cache', 'test-mirror');
const UNUSED_MS = 86_400_000;
const KEEP = 3;

export interface CachedFolder<T> {
  /** The folder the maker wrote: read it, never write into it. */
  dir: string;
  /** What the maker returned. */
  made: T;
  /** Paths added, removed or changed since it was made (empty when it is as made). */
  changes(): Promise<string[]>;
  /** Removes it, so no later run reuses it. */
  discard(): Promise<void>;
}

/** Every file's size and mtime: a write into the folder changes at least one. */
async function listing(dir: string): Promise<Record<string, string>> {
  const files = await filesUnder(dir);
  return Object.fromEntries(await Promise.all(files.map(async (f) => [f, await stat(join(dir, f)).then((s) => `${s.size} ${s.mtimeMs}`)] as const)));
}

function differences(was: Record<string, string>, now: Record<string, string>): string[] {
  return [...new Set([...Object.keys(was), ...Object.keys(now)])].filter((path) => was[path] !== now[path]).sort();
}

const entryOf = (name: string, digest: string) => join(CACHE_ROOT, `${name}-${digest.slice(0, 16)}`);

async function open<T>(entry: string, reused: boolean): Promise<CachedFolder<T> & { reused: boolean }> {
  const out = join(entry, 'out');
  const was = JSON.parse(await readFile(join(entry, 'listing.json'), 'utf8')) as Record<string, string>;
  return {
    dir: out,
    made: JSON.parse(await readFile(join(entry, 'made.json'), 'utf8')) as T,
    changes: async () => differences(was, await listing(out)),
    discard: () => rm(entry, { recursive: true, force: true }),
    reused,
  };
}

/** The entry made for this digest, as it was made, or null (one whose files changed is removed). */
export async function reusable<T>(name: string, digest: string, log: (line: string) => void): Promise<CachedFolder<T> | null> {
  const entry = entryOf(name, digest);
  if (!(await exists(join(entry, 'listing.json')))) return null;
  const cached = await open<T>(entry, true);
  const changed = await cached.changes();
  if (changed.length === 0) {
    await utimes(entry, new Date(), new Date());
    return cached;
  }
  log(`${entry}: ${changed.length} files changed since it was made (${changed.slice(0, 3).join(', ')}): made again`);
  await cached.discard();
  return null;
}

/**
 * The entry for this digest, reused or made.
 * @example const { dir, made } = await cachedFolder('build', digest, (out) => build({ rawDir, outDir: out }), console.log)
 */
export async function cachedFolder<T>(name: string, digest: string, make: (out: string) => Promise<T>, log: (line: string) => void): Promise<CachedFolder<T> & { reused: boolean }> {
  const cached = await reusable<T>(name, digest, log);
  if (cached) return { ...cached, reused: true };
  const entry = entryOf(name, digest);
  await mkdir(CACHE_ROOT, { recursive: true });
  const temp = join(CACHE_ROOT, `.tmp-${name}-${process.pid}-${Date.now()}`);
  try {
    const made = await make(join(temp, 'out'));
    await writeFile(join(temp, 'made.json'), `${JSON.stringify(made, null, 2)}\n`);
    await writeFile(join(temp, 'listing.json'), `${JSON.stringify(await listing(join(temp, 'out')))}\n`);
    // Another run that made the same entry first wins; ours is dropped.
    await rename(temp, entry).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOTEMPTY' && error.code !== 'EEXIST') throw error;
    });
  } finally {
    await rm(temp, { recursive: true, force: true });
  }
  await removeUnused();
  return open<T>(entry, false);
}

/** A global setup's teardown: the run fails, and the entry is dropped, when a test wrote into it. */
export function failIfWritten(cached: CachedFolder<unknown>, what: string): () => Promise<void> {
  return async () => {
    const changed = await cached.changes();
    if (changed.length === 0) return;
    await cached.discard();
    process.exitCode = 1; // vitest prints a teardown's error but exits 0 for it
    throw new Error(`A test wrote into ${what} ${cached.dir} (${changed.slice(0, 5).join(', ')}): write into a copy of it instead`);
  };
}

/** Of each kind, the KEEP entries used last and only those used within a day stay (a build is 200 MB). */
async function removeUnused(): Promise<void> {
  const entries = await Promise.all((await readdir(CACHE_ROOT)).map(async (name) => {
    const used = (await stat(join(CACHE_ROOT, name)).catch(() => null))?.mtimeMs ?? Date.now();
    return { name, used, kind: name.replace(/-[0-9a-f]{16}$/, '') };
  }));
  const kept = new Map<string, number>();
  for (const { name, used, kind } of entries.sort((a, b) => b.used - a.used)) {
    kept.set(kind, (kept.get(kind) ?? 0) + 1);
    if (kept.get(kind)! > KEEP || Date.now() - used > UNUSED_MS) await rm(join(CACHE_ROOT, name), { recursive: true, force: true });
  }
}

async function exists(path: string): Promise<boolean> {
  return stat(path).then(() => true, () => false);
}
