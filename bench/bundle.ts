/**
 * The Netlify Function bundled as Netlify bundles it (`node_bundler = "esbuild"`: esbuild, bundle,
 * platform node, ESM for a "type": "module" package, Node built-ins external, not minified), and its
 * size as shipped (bytes and zipped bytes). Target: under 300 KB.
 * `tsx bench/bundle.ts`; `benchBundle()` returns the figures.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { REPO_ROOT } from '../pipeline/build.ts';

export interface BundleSize {
  entry: string;
  bytes: number;
  gzipBytes: number;
  /** The largest inputs, bytes in the bundle. */
  largest: { input: string; bytes: number }[];
}

export async function benchBundle(): Promise<BundleSize> {
  const out = await mkdtemp(path.join(tmpdir(), 'bundle-'));
  try {
    const entry = 'functions/typical-weather.ts';
    const result = await build({
      entryPoints: [path.join(REPO_ROOT, entry)],
      outfile: path.join(out, 'typical-weather.mjs'),
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node22',
      metafile: true,
      logLevel: 'silent',
      // CommonJS dependencies bundled into ESM still require() Node built-ins
      banner: { js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);" },
    });
    const bytes = await readFile(path.join(out, 'typical-weather.mjs'));
    const inputs = Object.values(result.metafile.outputs)[0]!.inputs;
    const largest = Object.entries(inputs)
      .map(([input, v]) => ({ input, bytes: v.bytesInOutput }))
      .sort((a, b) => b.bytes - a.bytes)
      .slice(0, 5);
    return { entry, bytes: bytes.length, gzipBytes: gzipSync(bytes).length, largest };
  } finally {
    await rm(out, { recursive: true, force: true });
  }
}

export function bundleTable(b: BundleSize): string {
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  return [
    `Function bundle \`${b.entry}\`: ${kb(b.bytes)} (${kb(b.gzipBytes)} gzipped); target < 300 KB.`,
    '',
    '| largest inputs | bytes in bundle |',
    '| --- | ---: |',
    ...b.largest.map((l) => `| ${l.input} | ${l.bytes} |`),
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(bundleTable(await benchBundle()));
}
