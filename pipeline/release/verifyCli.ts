/**
 * `npm run dataset:verify -- <dir>`: checks a downloaded release (every SHA256SUMS line, every
 * file against manifest.json). Exit code 1 and one line per problem when it is not whole.
 */
import { parseArgs } from 'node:util';
import { verifyRelease } from './verify.ts';

const { positionals } = parseArgs({ allowPositionals: true });
const [dir] = positionals;
if (!dir || positionals.length > 1) {
  console.error('usage: npm run dataset:verify -- <release folder>');
  process.exit(2);
}

try {
  const { files, problems } = await verifyRelease(dir);
  if (problems.length === 0) {
    console.log(`${dir}: ${files} files, every checksum and every download as manifest.json lists it`);
  } else {
    console.error(`${dir} is not a whole release (${problems.length} problem${problems.length === 1 ? '' : 's'}):`);
    for (const problem of problems) console.error(`  ${problem}`);
    process.exitCode = 1;
  }
} catch (error) {
  console.error(`dataset:verify failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
