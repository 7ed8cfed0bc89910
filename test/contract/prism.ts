/**
 * Stoplight Prism as a validating proxy in front of the server: every request of a set goes through
 * `prism proxy --errors` and straight to the server. A request Prism refuses as invalid must be one
 * the server refuses too (4xx), and every answer it passes must be free of violations. Prism is
 * installed on first use into the git-ignored .cache/prism (5.14: the last release for Node < 24);
 * `npx tsx test/contract/prism.ts` installs it (.ci/run does, beside the early steps).
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Agent, fetch } from 'undici';
import { freePort, repoRoot } from '../support/serverProcess.ts';

const PREFIX = path.join(repoRoot, '.cache', 'prism');
const PRISM = path.join(PREFIX, 'node_modules', '@stoplight', 'prism-cli', 'dist', 'index.js');
const VERSION = '5.14.2';

export interface PrismReport {
  requests: number;
  /** Requests Prism refused as invalid (the server refused them too). */
  refused: number;
  disagreements: { request: string; problem: string }[];
}

function install(): void {
  if (existsSync(PRISM)) return;
  execFileSync('npm', ['install', '--prefix', PREFIX, '--no-save', '--no-package-lock', '--no-audit', '--no-fund', `@stoplight/prism-cli@${VERSION}`], { stdio: 'inherit' });
}

/** Runs `requests` (path and query) through Prism in front of `upstream`, with the document `spec`. */
export async function prismProxy(upstream: string, spec: unknown, requests: readonly string[]): Promise<PrismReport> {
  install();
  const specFile = path.join(repoRoot, 'test-output', 'contract', 'prism-openapi.json');
  await writeFile(specFile, JSON.stringify(spec));
  const port = await freePort();
  const child = spawn(process.execPath, [PRISM, 'proxy', specFile, upstream, '--host', '127.0.0.1', '--port', String(port), '--errors'], { stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  child.stdout.on('data', (d) => (log += d));
  child.stderr.on('data', (d) => (log += d));
  const prism = `http://127.0.0.1:${port}`;
  try {
    await waitUntilListening(() => log, () => child.exitCode);
    const report: PrismReport = { requests: 0, refused: 0, disagreements: [] };
    // Its own connections, as fuzzApi.ts: none kept alive across the caller's blocking steps.
    const dispatcher = new Agent();
    for (const request of requests) {
      report.requests++;
      const [via, direct] = await Promise.all([fetch(prism + request, { dispatcher }), fetch(upstream + request, { dispatcher })]);
      const body = (await via.json().catch(() => ({}))) as { type?: string; validation?: { message: string }[] };
      await direct.arrayBuffer();
      const violations = via.headers.get('sl-violations');
      const disagree = (problem: string) => report.disagreements.push({ request, problem });
      if (body.type?.endsWith('#UNPROCESSABLE_ENTITY')) {
        report.refused++;
        if (direct.status < 400 || direct.status >= 500) disagree(`Prism refuses it (${body.validation?.map((v) => v.message).join('; ')}), the server answers ${direct.status}`);
      } else if (violations !== null || body.type?.endsWith('#VIOLATIONS')) {
        disagree(`the answer violates the document: ${(violations ?? JSON.stringify(body.validation)).slice(0, 300)}`);
      } else if (via.status !== direct.status) {
        disagree(`Prism answers ${via.status}, the server ${direct.status}`);
      }
    }
    await dispatcher.close();
    return report;
  } finally {
    child.kill();
  }
}

async function waitUntilListening(log: () => string, exitCode: () => number | null): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (exitCode() !== null) throw new Error(`prism exited with ${exitCode()}:\n${log()}`);
    if (/listening on/.test(log())) return;
    if (Date.now() > deadline) throw new Error(`prism did not start within 60 s:\n${log()}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) install();
