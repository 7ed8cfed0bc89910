/** Compiles the typed client with tsc under its own strict tsconfig; the compiler's messages, or none. */
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');

export function compileClient(clientDir: string): { ok: boolean; output: string } {
  const result = spawnSync(process.execPath, [tsc, '-p', path.join(clientDir, 'tsconfig.json')], { encoding: 'utf8' });
  return { ok: result.status === 0, output: `${result.stdout}${result.stderr}`.trim() };
}
