/**
 * The Netlify Function as Netlify ships it: `@netlify/zip-it-and-ship-it` (the bundler
 * `@netlify/build` runs) over the functions directory, with the `[functions]` settings of
 * netlify.toml translated as @netlify/build translates them, never repeated here. For the parity
 * test and the artifact benchmark.
 */
import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { zipFunctions, type Config, type FunctionResult } from '@netlify/zip-it-and-ship-it';
import { unzipSync } from 'fflate';
import { parse } from 'smol-toml';
import { repoRoot } from './serverProcess.ts';

interface NetlifyToml {
  build?: { environment?: { NODE_VERSION?: string } };
  functions?: Record<string, unknown>;
}

/**
 * netlify.toml's `[functions]` as zip-it-and-ship-it's per-pattern config, as @netlify/config and
 * @netlify/build do it: top-level keys (except `directory`) apply to every function ('*'),
 * tables are per-name patterns; snake_case becomes camelCase, `esbuild` becomes `esbuild_zisi`,
 * included files are relative to the repository, and the Node version is the build's.
 */
export function zisiConfig(toml: NetlifyToml, root: string): { directory: string; config: Config } {
  const { directory = 'netlify/functions', ...rest } = toml.functions ?? {};
  const patterns: Record<string, Record<string, unknown>> = { '*': {} };
  for (const [key, value] of Object.entries(rest)) {
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) patterns[key] = value as Record<string, unknown>;
    else patterns['*']![key] = value;
  }
  const nodeVersion = toml.build?.environment?.NODE_VERSION;
  const config = Object.fromEntries(
    Object.entries(patterns).map(([pattern, c]) => [
      pattern,
      {
        externalNodeModules: c.external_node_modules,
        includedFiles: c.included_files,
        includedFilesBasePath: root,
        ignoredNodeModules: c.ignored_node_modules,
        nodeBundler: c.node_bundler === 'esbuild' ? 'esbuild_zisi' : c.node_bundler,
        nodeVersion,
        schedule: c.schedule,
      },
    ]),
  ) as Config;
  return { directory: String(directory), config };
}

/** Bundles every function of the repository into `outDir` as Netlify does; one result per function. */
export async function bundleFunctions(outDir: string, root = repoRoot): Promise<FunctionResult[]> {
  const toml = parse(await readFile(path.join(root, 'netlify.toml'), 'utf8')) as NetlifyToml;
  const { directory, config } = zisiConfig(toml, root);
  return zipFunctions([path.join(root, directory)], outDir, {
    basePath: root,
    repositoryRoot: root,
    config,
    manifest: path.join(outDir, 'manifest.json'),
  });
}

/**
 * functions/mcp.mjs, the MCP function, made afresh from its sources by the build's own script
 * (`npm run build:mcp`), so a test or benchmark never bundles a stale one.
 */
export function buildMcpFunction(root = repoRoot): void {
  execFileSync('npm', ['run', '-s', 'build:mcp'], { cwd: root, stdio: 'inherit' });
}

/** Unzips an artifact into `dir`; returns the paths it holds. */
export async function unzipArtifact(zipPath: string, dir: string): Promise<string[]> {
  const files = unzipSync(await readFile(zipPath));
  for (const [name, bytes] of Object.entries(files)) {
    if (name.endsWith('/')) continue;
    await mkdir(path.dirname(path.join(dir, name)), { recursive: true });
    await writeFile(path.join(dir, name), bytes);
  }
  return Object.keys(files).filter((name) => !name.endsWith('/'));
}

export interface Artifact {
  /** zip-it-and-ship-it's result: routes, bundler, runtime, the zip's path and size. */
  result: FunctionResult;
  /** The unzipped artifact. */
  dir: string;
  /** Every file it holds, relative to its root. */
  files: string[];
  remove(): Promise<void>;
}

/**
 * A function of the project at `root` (default this checkout, with its site/data; default the API's,
 * typical-weather) bundled as Netlify does and unzipped into a temporary folder.
 */
export async function buildArtifact(root = repoRoot, name = 'typical-weather'): Promise<Artifact> {
  const tmp = await mkdtemp(path.join(tmpdir(), 'netlify-artifact-'));
  const results = await bundleFunctions(path.join(tmp, 'zip'), root);
  const result = results.find((r) => r.name === name);
  if (result === undefined) throw new Error(`no ${name} function among ${results.map((r) => r.name).join(', ')}`);
  const dir = path.join(tmp, 'function');
  const files = await unzipArtifact(result.path, dir);
  return { result, dir, files, remove: () => rm(tmp, { recursive: true, force: true }) };
}
