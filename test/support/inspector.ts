/**
 * The MCP Inspector (`@modelcontextprotocol/inspector`, the protocol's own debugging client) for
 * the end-to-end test that lists and calls every tool with its CLI mode, as a developer checks a
 * server. Its current major needs Node ≥ 22.19, so it runs on the Node 22 of the parity tests
 * (test/support/node22.ts). Installed from npm into the git-ignored .cache/inspector with no install
 * scripts (its one, a postinstall for a source checkout, does nothing in node_modules); it
 * downloads nothing else. `npx tsx test/support/inspector.ts` installs it (.ci/run does).
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { repoRoot } from './serverProcess.ts';

/** The version tested: a new major changes the CLI's flags and output. */
const VERSION = '2.12.0';
const PREFIX = path.join(repoRoot, '.cache', 'inspector');

/** Its launcher, once installed. */
export const INSPECTOR = path.join(PREFIX, 'node_modules', '@modelcontextprotocol', 'inspector', 'clients', 'launcher', 'build', 'index.js');

/** The launcher, or null when it is not installed; in CI (CI=true) a missing one is an error, so the test never passes by skipping. */
export function inspector(): string | null {
  if (existsSync(INSPECTOR)) return INSPECTOR;
  if (process.env.CI === 'true') throw new Error(`the MCP Inspector is not installed at ${INSPECTOR}: run npx tsx test/support/inspector.ts`);
  return null;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const install = ['install', '--prefix', PREFIX, '--no-save', '--no-package-lock', '--no-audit', '--no-fund', '--ignore-scripts', '--engine-strict=false'];
  execFileSync('npm', [...install, `@modelcontextprotocol/inspector@${VERSION}`], { stdio: 'inherit' });
  console.log(`MCP Inspector ${VERSION} at ${INSPECTOR}`);
}
