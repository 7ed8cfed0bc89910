/**
 * The API's contract, checked from the outside: the served /openapi.json → TypeScript types
 * (openapi-typescript) → a small typed client (openapi-fetch) compiled under --strict and run
 * against the real server → the document linted by Spectral and Redocly (recommended rules).
 * Any compile error, failed call or lint error fails it; lint warnings are listed only.
 *
 *   npm run contract                 # starts `npm start`'s server (site/data must be built)
 *   npm run contract -- --url URL    # against a server already running
 */
import { spawnSync } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startFakeGeocoder } from '../support/fakeGeocoder.ts';
import { repoRoot, startServerProcess, TSX } from '../support/serverProcess.ts';
import { compileClient } from './compile.ts';
import { redoclyFindings, spectralFindings, type Finding } from './lint.ts';
import { writeTypes } from './types.ts';

const clientDir = path.join(repoRoot, 'test', 'contract', 'client');
const outDir = path.join(repoRoot, 'test-output', 'contract');
const { values } = parseArgs({ options: { url: { type: 'string' } } });

const geocoder = values.url ? null : await startFakeGeocoder();
const server = geocoder ? await startServerProcess({ CENSUS_GEOCODER_URL: geocoder.url }) : null;
const baseUrl = values.url ?? server!.url;
const steps: [string, boolean][] = [];

try {
  const text = await (await fetch(`${baseUrl}/openapi.json`)).text();
  await mkdir(outDir, { recursive: true });
  await writeFile(path.join(outDir, 'openapi.json'), text);

  await writeTypes(JSON.parse(text), path.join(clientDir, 'schema.ts'));
  const compiled = compileClient(clientDir);
  console.log(`\n--- tsc --strict (test/contract/client)\n${compiled.output || 'no errors'}`);
  steps.push(['the typed client compiles under --strict', compiled.ok]);

  console.log('\n--- the typed client against the server');
  const ran = spawnSync(process.execPath, ['--import', TSX, path.join(clientDir, 'main.ts')], { env: { ...process.env, BASE_URL: baseUrl }, stdio: 'inherit' });
  steps.push(['every call answers as documented', ran.status === 0]);

  for (const [linter, findings] of [['Spectral (spectral:oas recommended)', await spectralFindings(text)], ['Redocly (recommended)', await redoclyFindings(text)]] as const) {
    const errors = findings.filter((f) => f.severity === 'error');
    console.log(`\n--- ${linter}: ${errors.length} error(s), ${findings.length - errors.length} warning(s)`);
    for (const f of findings) console.log(format(f));
    steps.push([`${linter}: 0 errors`, errors.length === 0]);
  }
} finally {
  await server?.stop();
  await geocoder?.close();
}

const failed = steps.filter(([, ok]) => !ok).length;
console.log(`\n--- contract\n${steps.map(([name, ok]) => `${ok ? 'ok  ' : 'FAIL'} ${name}`).join('\n')}`);
console.log(`contract: ${steps.length - failed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);

function format(f: Finding): string {
  return `${f.severity === 'error' ? 'error' : 'warn '} ${f.rule.padEnd(32)} ${f.where}  ${f.message}`;
}
