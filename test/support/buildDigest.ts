/**
 * What a build of a raw folder is made of, as one SHA-256, so a cached build is reused only when
 * nothing it came from changed: the content of every file under the raw folder (a superset of what
 * the build reads; content, not mtime, as a copy keeps mtimes), every source the build imports
 * (esbuild's metafile over pipeline/build.ts and the worker thread's entry, which is loaded by URL),
 * every other file under pipeline/ and lib/ (data read at run time), package-lock.json (the
 * dependencies) and the Node version (zlib makes the gzip bytes).
 */
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { build as esbuild } from 'esbuild';
import { REPO_ROOT } from '../pipeline/rawData.ts';

const ENTRIES = ['pipeline/build.ts', 'pipeline/offThread/worker.ts'];
const SOURCE_DIRS = ['pipeline', 'lib'];

/** Files under a folder, relative to it, sorted. */
export async function filesUnder(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => relative(root, join(e.parentPath, e.name))).sort();
}

/** The repository files a build runs: what esbuild finds it imports, and all of pipeline/ and lib/. */
async function buildSources(): Promise<string[]> {
  const { metafile } = await esbuild({
    entryPoints: ENTRIES.map((e) => join(REPO_ROOT, e)), absWorkingDir: REPO_ROOT, bundle: true, platform: 'node', format: 'esm',
    packages: 'external', write: false, metafile: true, outdir: 'unused', logLevel: 'silent',
  });
  const listed = await Promise.all(SOURCE_DIRS.map(async (dir) => (await filesUnder(join(REPO_ROOT, dir))).map((f) => join(dir, f))));
  return [...new Set([...Object.keys(metafile.inputs), ...listed.flat(), 'package-lock.json'])].sort();
}

/**
 * @param extra more files that shape what is cached (e.g. the module that makes it)
 * @example await buildDigest('/work/shared/data') // 'c0ffee…' (64 hex digits)
 */
export async function buildDigest(rawDir: string, extra: readonly string[] = []): Promise<string> {
  const hash = createHash('sha256').update(`node ${process.versions.node}\n`);
  const add = async (label: string, path: string) => hash.update(`${label}\0${createHash('sha256').update(await readFile(path)).digest('hex')}\n`);
  for (const file of await filesUnder(rawDir)) await add(`raw/${file}`, join(rawDir, file));
  for (const file of [...new Set([...(await buildSources()), ...extra])].sort()) await add(file, join(REPO_ROOT, file));
  return hash.digest('hex');
}
