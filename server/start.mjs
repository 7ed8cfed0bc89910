/**
 * `npm start`: prepares in a child process (server/prepare.ts through tsx: builds what is missing,
 * derives the answer texts, bundles the server), then runs that bundle, server/bundle.mjs (the
 * production start's), in this process. So the server has no TypeScript loader: tsx's hooks run on
 * a thread of their own with a heap of their own, about 18 MB of resident memory (bench/choices.md).
 * npm runs `exec node` with the server's memory flags (package.json): one process under npm, which
 * forwards SIGTERM and SIGINT to it; sh (dash) without `exec` would die of them and leave the
 * server running. The child gets Node's default heap: a dataset build needs far more.
 */
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';

const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
const prepared = spawnSync(process.execPath, ['--import', tsx, fileURLToPath(new URL('prepare.ts', import.meta.url))], { stdio: 'inherit' });
if (prepared.status !== 0) process.exit(prepared.status ?? 1);
// By URL: the bundle is built output (git-ignored), typechecked as its source, server/production.ts.
await import(new URL('bundle.mjs', import.meta.url).href);
