/**
 * A temporary project root for bundling a checkout's Netlify Function over any built data folder
 * (a full-scale build, or another checkout's): a copy of the checkout's sources (its functions, the
 * folders they import, netlify.toml, package.json), its node_modules and site/data = the data
 * folder. node_modules and the data are hard-linked trees, not symbolic links: zip-it-and-ship-it
 * ships a linked folder as the link itself, so the artifact would lack the files behind it.
 */
import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, readdir, realpath, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

/** `cp -al` (hard links: instant, no extra space), or a real copy where links cannot reach (another file system). */
async function linkTree(from: string, to: string): Promise<void> {
  const run = promisify(execFile);
  await run('cp', ['-al', from, to]).catch(async () => {
    await rm(to, { recursive: true, force: true });
    await run('cp', ['-a', from, to]);
  });
}

/** @example const project = await functionProject('/work/before', '/tmp/x/data'); await buildArtifact(project.root) */
export async function functionProject(checkout: string, dataDir: string): Promise<{ root: string; remove(): Promise<void> }> {
  const root = await mkdtemp(path.join(tmpdir(), 'function-project-'));
  const remove = () => rm(root, { recursive: true, force: true });
  try {
    for (const entry of await readdir(checkout)) {
      if (entry.startsWith('.') || entry === 'site' || entry === 'node_modules') continue;
      await cp(path.join(checkout, entry), path.join(root, entry), { recursive: true });
    }
    await linkTree(await realpath(path.join(checkout, 'node_modules')), path.join(root, 'node_modules'));
    await mkdir(path.join(root, 'site'));
    await linkTree(path.resolve(dataDir), path.join(root, 'site', 'data'));
    return { root, remove };
  } catch (error) {
    await remove();
    throw error;
  }
}
