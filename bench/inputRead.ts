/**
 * The floor under any build of a raw folder: `gunzip -c` reading every gzipped file of it (the
 * archives, daily included) and `cat` every other, to /dev/null. The full-scale bench takes it in
 * turn with the builds and reports build ÷ read round by round.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);
const READ_ALL = 'find -L "$1" -type f -name "*.gz" -exec gunzip -c {} + > /dev/null && find -L "$1" -type f ! -name "*.gz" -exec cat {} + > /dev/null';

/** Wall time (ms) to read every input of `rawDir` as gunzip and cat would. */
export async function readInputsMs(rawDir: string): Promise<number> {
  const t0 = performance.now();
  await run('sh', ['-c', READ_ALL, 'sh', rawDir], { maxBuffer: 1 << 20 });
  return performance.now() - t0;
}
