/**
 * Node 22, the runtime Netlify runs functions on, for the parity test: the npm registry's Node
 * binary package for this platform, installed into the git-ignored .cache/node22, never onto PATH
 * (a devDependency with a `node` bin would replace the local Node in every npm script).
 * `npx tsx test/support/node22.ts` installs it (.ci/run does) and prints its version.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { repoRoot } from './serverProcess.ts';

const PACKAGE = `node-${process.platform}-${process.arch}`;
const PREFIX = path.join(repoRoot, '.cache', 'node22');

/** Where the Node 22 binary is once installed. */
export const NODE22 = path.join(PREFIX, 'node_modules', PACKAGE, 'bin', 'node');

/**
 * The Node 22 binary, or null when it is not installed; in CI (CI=true) a missing one is an error,
 * so the parity test can never pass by skipping Netlify's runtime.
 */
export function node22(): string | null {
  if (existsSync(NODE22)) return NODE22;
  if (process.env.CI === 'true') throw new Error(`Node 22 is not installed at ${NODE22}: run npx tsx test/support/node22.ts`);
  return null;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  execFileSync('npm', ['install', '--prefix', PREFIX, '--no-save', '--no-package-lock', '--no-audit', '--no-fund', `${PACKAGE}@22`], { stdio: 'inherit' });
  console.log(`Node ${execFileSync(NODE22, ['--version'], { encoding: 'utf8' }).trim()} at ${NODE22}`);
}
