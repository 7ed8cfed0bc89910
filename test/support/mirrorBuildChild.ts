/**
 * build() in a child process, for a global setup: vitest's main process loads TypeScript through a
 * module runner without import.meta.resolve, which the build's worker thread needs to find tsx; a
 * child also gives the build's memory back when it ends. Progress goes to the log, line by line.
 *
 * CLI (what the child runs): `node --import tsx test/support/mirrorBuildChild.ts <rawDir> <outDir>`
 * prints build()'s result as JSON on stdout, its progress on stderr.
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { REPO_ROOT } from '../pipeline/rawData.ts';
import type { StoredBuildResult } from './mirrorBuild.ts';

/** @example const { counts } = await buildInChild('/work/shared/data', '/tmp/out', console.log) */
export async function buildInChild(rawDir: string, outDir: string, log: (line: string) => void): Promise<StoredBuildResult> {
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), rawDir, outDir], { cwd: REPO_ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  const stdout: Buffer[] = [];
  child.stdout.on('data', (chunk: Buffer) => stdout.push(chunk));
  createInterface({ input: child.stderr }).on('line', log);
  const code = await new Promise<number | null>((resolve, reject) => child.once('error', reject).once('close', resolve));
  if (code !== 0) throw new Error(`The build of ${rawDir} into ${outDir} failed (exit code ${code}): its output is above`);
  return JSON.parse(Buffer.concat(stdout).toString('utf8')) as StoredBuildResult;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [rawDir, outDir] = process.argv.slice(2) as [string, string];
  // Imported here only: the global setup that spawns this file needs none of the pipeline.
  const { build } = await import('../../pipeline/build.ts');
  const { outDir: _made, ...result } = await build({ rawDir, outDir, log: (line) => process.stderr.write(`${line}\n`) });
  process.stdout.write(`${JSON.stringify(result)}\n`);
}
