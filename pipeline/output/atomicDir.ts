/**
 * Atomic output: a build writes into a fresh folder beside the target and swaps it in by
 * rename only when everything succeeded, so a failed build leaves the previous output intact.
 *
 * The swap is two renames (target → old, work → target; Node has no RENAME_EXCHANGE), then the
 * old folder is deleted. Folder names start with `.build-tmp` (git-ignored); leftovers of a
 * build that died are removed by the next build, unless their process is still running.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

const PREFIX = '.build-tmp';

/**
 * Creates an empty work folder beside outDir and returns its path.
 * @example await createWorkDir('site/data') // 'site/.build-tmp-data-4242-1a2b3c'
 */
export async function createWorkDir(outDir: string): Promise<string> {
  const parent = dirname(outDir);
  await mkdir(parent, { recursive: true });
  await removeStale(parent, basename(outDir));
  const work = join(parent, `${PREFIX}-${basename(outDir)}-${process.pid}-${randomBytes(3).toString('hex')}`);
  await mkdir(work);
  return work;
}

/** Replaces outDir with workDir. */
export async function swapIn(workDir: string, outDir: string): Promise<void> {
  const old = join(dirname(outDir), `${PREFIX}-${basename(outDir)}-${process.pid}-old`);
  const hadOld = (await stat(outDir).catch(() => null)) !== null;
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

async function removeStale(parent: string, name: string): Promise<void> {
  const pattern = new RegExp(`^${PREFIX.replace('.', '\\.')}-${escape(name)}-(\\d+)-`);
  for (const entry of await readdir(parent)) {
    const pid = Number(pattern.exec(entry)?.[1]);
    if (pid && !isRunning(pid)) await rm(join(parent, entry), { recursive: true, force: true });
  }
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
