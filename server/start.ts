/**
 * `npm start`: builds the dataset and the page first when they are missing, then serves site/ and
 * the API on one port. Environment: PORT (default 8888), HOST (default all interfaces),
 * RAW_DATA_DIR (for the build), DATA_DIR (default site/data), CENSUS_GEOCODER_URL.
 * `npm start` gives V8 a 160 MB old-space budget (package.json): without one V8 lets the heap
 * grow far past the live data under load before collecting (bench/figures.md).
 * It runs `exec node --import tsx`, one process under npm: npm forwards SIGTERM and SIGINT to its
 * script's shell, and sh (dash) without `exec` would die of them and leave the server running.
 * Either signal stops the server gracefully (server/shutdown.ts) and exits 0.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApi } from '../api/createApi.ts';
import { DEFAULT_PORT } from '../lib/constants.ts';
import { buildPage } from '../page/build.ts';
import { buildDocs, BUNDLE, DOCS_DIR } from '../tools/buildDocs.ts';
import { createApp } from './app.ts';
import { GRACE_MS, onStopSignals, shutdown } from './shutdown.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const siteDir = path.join(root, 'site');
const dataDir = path.resolve(process.env.DATA_DIR ?? path.join(siteDir, 'data'));
const port = Number(process.env.PORT ?? DEFAULT_PORT);
const host = process.env.HOST;

if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`PORT must be a port number, got ${JSON.stringify(process.env.PORT)}`);
  process.exit(1);
}

if (!existsSync(path.join(dataDir, 'manifest.json'))) {
  console.log(`No dataset in ${dataDir}: building it first (npm run build:data).`);
  // In a process of its own: a full build needs far more memory than the server's heap budget.
  const built = spawnSync(process.execPath, ['--import', 'tsx', path.join(root, 'pipeline', 'cli.ts'), '--out', dataDir], {
    cwd: root,
    stdio: 'inherit',
  });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
if (!existsSync(path.join(siteDir, 'app.js'))) {
  console.log('No page bundle: building it first (npm run build:page).');
  await buildPage();
}
if (!existsSync(path.join(DOCS_DIR, BUNDLE))) {
  console.log('No API reference bundle: copying it first (npm run build:docs).');
  await buildDocs();
}

const api = createApi({ dataDir, geocoderUrl: process.env.CENSUS_GEOCODER_URL });
const server = createApp({ siteDir, handler: api.handler });
server.listen(port, host, () => {
  const address = server.address();
  const actual = typeof address === 'object' && address ? address.port : port;
  console.log(`Typical Weather on http://${host ?? 'localhost'}:${actual}/ (data: ${dataDir})`);
});

onStopSignals((signal) => {
  console.log(`${signal}: finishing the requests in flight (at most ${GRACE_MS / 1000} s), then stopping.`);
  void shutdown(server, GRACE_MS)
    .then(({ drained, ms }) => console.log(drained ? `Stopped in ${ms} ms.` : `Stopped after ${ms} ms, cutting the requests still running.`))
    .then(() => api.close())
    .finally(() => process.exit(0));
});
