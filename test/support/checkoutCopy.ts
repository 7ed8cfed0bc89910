/**
 * A copy of this checkout in a temp folder, as a fresh clone has it: no ../shared beside it, and
 * nothing built, downloaded, cached or locked. Dependencies are linked, not installed again.
 */
import { cp, mkdtemp, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { repoRoot } from './serverProcess.ts';

const SKIP = new Set(['node_modules', '.git', '.cache', '.netlify', path.join('site', 'data'), 'test-output', path.join('bench', 'results'),
  path.join('pipeline', 'upstream.lock.json')]);

/** Resolves with the temp folder (remove it when done) and the copy inside it. */
export async function copyCheckout(prefix: string): Promise<{ root: string; checkout: string }> {
  const root = await mkdtemp(path.join(tmpdir(), prefix));
  const checkout = path.join(root, 'typical-weather');
  await cp(repoRoot, checkout, { recursive: true, filter: (source) => !SKIP.has(path.relative(repoRoot, source)) });
  await symlink(path.join(repoRoot, 'node_modules'), path.join(checkout, 'node_modules'));
  return { root, checkout };
}
