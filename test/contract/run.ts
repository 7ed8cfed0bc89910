/**
 * The API's contract, checked from the outside: the served /openapi.json → TypeScript types
 * (openapi-typescript) → a small typed client (openapi-fetch) compiled under --strict and run
 * against the real server → a property-based tester over every operation (fuzzApi.ts) → Stoplight
 * Prism as a validating proxy over a request set (prism.ts), and once over a planted wrong schema
 * to show it can fail → the document linted by Spectral and Redocly (recommended rules).
 * Any compile error, failed call, failed check, disagreement, lint error or lint warning about
 * examples, contact or licence fails it; other lint warnings are listed only.
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
import { EXAMPLE_REQUESTS } from '../../api/examples/requests.ts';
import { parameterExamples } from '../support/exampleAnswers.ts';
import { compileClient } from './compile.ts';
import { fuzzApi } from './fuzzApi.ts';
import { prismProxy } from './prism.ts';
import { redoclyFindings, spectralFindings, type Finding } from './lint.ts';
import { writeTypes } from './types.ts';

const clientDir = path.join(repoRoot, 'test', 'contract', 'client');
const outDir = path.join(repoRoot, 'test-output', 'contract');
const { values } = parseArgs({ options: { url: { type: 'string' }, seed: { type: 'string' } } });

/** Through Prism: the examples that need no fault, each parameter's example, and requests at the edges of the rules. */
const PRISM_REQUESTS = [
  ...EXAMPLE_REQUESTS.filter((r) => (r.setup ?? 'normal') === 'normal').map((r) => r.request),
  ...parameterExamples().map((r) => r.request),
  `/typical-weather?zip=10024&address=${'a'.repeat(101)}`,
  `/typical-weather?zip=10024&address=${'a'.repeat(100)}`,
  '/typical-weather?zip=%2010024-1234%20&date=02-29',
  '/typical-weather?zip=100241234&date=2023-02-29',
  '/typical-weather?zip=10024&date=07-04&month=13',
  '/climate-profile?zip=10024&address=SeaTac%2C%20WA&units=metric',
];

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

  const doc = JSON.parse(text);
  const fuzzed = await fuzzApi(baseUrl, doc, { seed: values.seed === undefined ? undefined : Number(values.seed) });
  console.log(`\n--- property-based: ${fuzzed.cases} generated requests over ${fuzzed.operations} operations (seed ${fuzzed.seed}), ${fuzzed.failures.length} failure(s)`);
  for (const f of fuzzed.failures.slice(0, 30)) console.log(`${f.request.slice(0, 160)}\n  ${f.problems.join('\n  ')}`);
  steps.push(['property-based: response schema, status code documented, content type, headers: 0 failures', fuzzed.failures.length === 0]);

  const prism = await prismProxy(baseUrl, doc, PRISM_REQUESTS);
  console.log(`\n--- Prism (validating proxy): ${prism.requests} requests, ${prism.refused} refused as invalid (the server too), ${prism.disagreements.length} disagreement(s)`);
  for (const d of prism.disagreements) console.log(`${d.request.slice(0, 160)}\n  ${d.problem}`);
  steps.push(['Prism in front of the server: 0 disagreements', prism.disagreements.length === 0]);
  // The same proxy over a document that wrongly requires a station field must object, or it proves nothing.
  const planted = JSON.parse(text);
  planted.components.schemas.Station.required.push('planted');
  const control = await prismProxy(baseUrl, planted, ['/typical-weather?zip=10024&month=jul']);
  steps.push(['Prism over a planted wrong schema objects', control.disagreements.length === 1]);

  for (const [linter, findings] of [['Spectral (spectral:oas recommended)', await spectralFindings(text)], ['Redocly (recommended)', await redoclyFindings(text)]] as const) {
    const errors = findings.filter((f) => f.severity === 'error');
    console.log(`\n--- ${linter}: ${errors.length} error(s), ${findings.length - errors.length} warning(s)`);
    for (const f of findings) console.log(format(f));
    steps.push([`${linter}: 0 errors`, errors.length === 0]);
    steps.push([`${linter}: nothing about examples, contact or licence`, !findings.some((f) => /example|contact|licen[cs]e/i.test(`${f.rule} ${f.message}`))]);
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
