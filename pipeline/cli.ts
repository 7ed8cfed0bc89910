/**
 * `npm run build:data`: builds site/data and prints each stage's time.
 * Options: --raw <dir> (default RAW_DATA_DIR, then ../shared/data, then download), --out <dir>;
 * for a download build --cache <dir> (default .cache/raw) and --lock <file> (default pipeline/upstream.lock.json).
 */
import { parseArgs } from 'node:util';
import { build } from './build.ts';
import { NoRawDataError } from './inputs/noRawData.ts';

const { values } = parseArgs({
  options: { raw: { type: 'string' }, out: { type: 'string' }, cache: { type: 'string' }, lock: { type: 'string' } },
});

try {
  const result = await build({ rawDir: values.raw, outDir: values.out, cacheDir: values.cache, lockPath: values.lock, log: (line) => console.log(line) });
  const c = result.counts;
  // CPU time beside wall time: on a shared machine it says what the build itself costs.
  const usage = process.resourceUsage();
  console.log(
    `built ${result.outDir} in ${(result.totalMs / 1000).toFixed(2)} s: ${c.zctas} ZCTAs mapped, ` +
      `${c.zipsWithNormals} with normals, ${c.zipsStationNotInBuild} whose station is not in this build ` +
      `(see build-report.txt); peak RSS ${(usage.maxRSS / 1024).toFixed(0)} MB; CPU ${((usage.userCPUTime + usage.systemCPUTime) / 1e6).toFixed(2)} s`,
  );
} catch (error) {
  const message = error instanceof Error ? error.message : String(error);
  console.error(error instanceof NoRawDataError ? `\n${message}` : `build:data failed; the previous output is untouched.\n${message}`);
  process.exitCode = 1;
}
