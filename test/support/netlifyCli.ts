/**
 * netlify-cli, for the build-runner test (test/e2e/netlifyBuild.test.ts): not a dependency
 * (~445 MB), installed aside into the git-ignored .cache/netlify-cli, run on the Node 22 of
 * .cache/node22 (netlify-cli 27 needs Node >= 22.13). `npx tsx test/support/netlifyCli.ts`
 * installs it (.ci/run does) and prints its version.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { NODE22 } from './node22.ts';
import { repoRoot } from './serverProcess.ts';

const PREFIX = path.join(repoRoot, '.cache', 'netlify-cli');

/** The netlify binary once installed. */
export const NETLIFY = path.join(PREFIX, 'node_modules', '.bin', 'netlify');

/** PATH for netlify-cli and the build it runs: Node 22 and netlify first. */
export function netlifyPath(): string {
  return [path.dirname(NETLIFY), path.dirname(NODE22), process.env.PATH].join(path.delimiter);
}

/** The netlify binary; an error saying how to install it (and Node 22) when either is missing. */
export function netlifyCli(): string {
  for (const [file, install] of [[NODE22, 'node22.ts'], [NETLIFY, 'netlifyCli.ts']] as const) {
    if (!existsSync(file)) throw new Error(`${file} is not installed: run npx tsx test/support/${install}`);
  }
  return NETLIFY;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const env = { ...process.env, PATH: netlifyPath() };
  execFileSync('npm', ['install', '--prefix', PREFIX, '--no-save', '--no-package-lock', '--no-audit', '--no-fund', 'netlify-cli@27'], { stdio: 'inherit', env });
  console.log(execFileSync(netlifyCli(), ['--version'], { encoding: 'utf8', env }).trim());
}
