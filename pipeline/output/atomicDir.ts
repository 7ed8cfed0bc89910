/**
 * Atomic output: a build writes into a fresh folder beside the target and swaps it in by
 * rename only when everything succeeded, so a failed build leaves the previous output intact.
 *
 * The swap is two renames (target → old, work → target; Node has no RENAME_EXCHANGE), then the
 * old folder is deleted. Folder names start with `.build-tmp` (git-ignored); leftovers of a
 * build that died are removed by the next build, unless their process is still running. A build
 * that died between the two renames left no target, only its `-old` copy: the next build and the
 * server's starts rename that back first (restoreLastGood), and no `-old` is deleted while the
 * target is missing, so the last good dataset outlives any number of failed builds.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

const PREFIX = '.build-tmp';
/** Every finished dataset has it: pipeline/stages/manifest.ts writes it last. */
const COMPLETE_MARK = 'manifest.json';

/**
 * Creates an empty work folder beside outDir and returns its path, after restoring the last good
 * output if a build died mid-swap.
 * @example await createWorkDir('site/data') // 'site/.build-tmp-data-4242-1a2b3c'
 */
export async function createWorkDir(outDir: string, log: (line: string) => void = () => {}): Promise<string> {
  const parent = dirname(outDir);
  await mkdir(parent, { recursive: true });
  await restoreLastGood(outDir, log);
  await removeStale(parent, basename(outDir), await exists(outDir));
  const work = join(parent, `${PREFIX}-${basename(outDir)}-${process.pid}-${randomBytes(3).toString('hex')}`);
  await mkdir(work);
  return work;
}

/**
 * When outDir is missing and a dead build's complete `-old` copy lies beside it, renames the
 * newest such copy back to outDir, logs it and returns the copy's former path; otherwise null.
 * @example await restoreLastGood('site/data', console.log) // '/repo/site/.build-tmp-data-4242-old'
 */
export async function restoreLastGood(outDir: string, log: (line: string) => void = () => {}): Promise<string | null> {
  if (await exists(outDir)) return null;
  const parent = dirname(outDir);
  const pattern = new RegExp(`^${escape(PREFIX)}-${escape(basename(outDir))}-(\\d+)-old$`);
  const entries = await readdir(parent).catch(() => [] as string[]);
  const complete: { path: string; finished: number }[] = [];
  for (const entry of entries) {
    const pid = Number(pattern.exec(entry)?.[1]);
    // A running build mid-swap renames its own copy; taking it would race that build.
    if (!pid || isRunning(pid)) continue;
    const mark = await stat(join(parent, entry, COMPLETE_MARK)).catch(() => null);
    if (mark?.isFile()) complete.push({ path: join(parent, entry), finished: mark.mtimeMs });
  }
  const newest = complete.sort((a, b) => b.finished - a.finished)[0];
  if (!newest) return null;
  await rename(newest.path, outDir);
  log(`restored the last good dataset ${outDir} from ${basename(newest.path)} (a build died mid-swap)`);
  return newest.path;
}

/** Replaces outDir with workDir. */
export async function swapIn(workDir: string, outDir: string): Promise<void> {
  const old = join(dirname(outDir), `${PREFIX}-${basename(outDir)}-${process.pid}-old`);
  const hadOld = await exists(outDir);
  if (hadOld) await rename(outDir, old);
  try {
    await rename(workDir, outDir);
  } catch (error) {
    if (hadOld) await rename(old, outDir);
    throw error;
  }
  if (hadOld) await rm(old, { recursive: true, force: true });
}

/** Discards a work folder after a failed build. */
export async function discard(workDir: string): Promise<void> {
  await rm(workDir, { recursive: true, force: true });
}

/** Removes dead builds' folders; an `-old` copy only once the output it stood in for exists again. */
async function removeStale(parent: string, name: string, outExists: boolean): Promise<void> {
  const pattern = new RegExp(`^${escape(PREFIX)}-${escape(name)}-(\\d+)-(.*)$`);
  for (const entry of await readdir(parent)) {
    const match = pattern.exec(entry);
    const pid = Number(match?.[1]);
    if (!pid || isRunning(pid) || (match?.[2] === 'old' && !outExists)) continue;
    await rm(join(parent, entry), { recursive: true, force: true });
  }
}

async function exists(path: string): Promise<boolean> {
  return (await stat(path).catch(() => null)) !== null;
}

function isRunning(pid: number): boolean {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0); // signal 0: only asks whether the process exists
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
