/**
 * Measures a checkout's Netlify Function as Netlify ships it (test/support/netlifyBundle.ts) over
 * any built data folder: zipped and unzipped size by part (the data by its top folder under site/data, so the
 * parts follow the dataset's layout), and, in fresh processes on Node 22 (the local Node if it is
 * not installed) with the working directory outside the artifact, the cold start (import of
 * Netlify's entry point + first answer) and warm calls through that entry point.
 * For bench/bundle.ts (the mirror build) and bench/fullscale.ts (the full-scale build).
 */
import { execFile } from 'node:child_process';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { functionProject } from '../test/support/functionProject.ts';
import { buildArtifact, type Artifact } from '../test/support/netlifyBundle.ts';
import { node22 } from '../test/support/node22.ts';
import { TSX } from '../test/support/serverProcess.ts';
import { PROBES, type ProbedFunction, type ProbeResult } from './coldStartProbe.ts';
import { median } from './quantile.ts';

export interface ArtifactPart {
  part: string;
  files: number;
  zippedBytes: number;
  unzippedBytes: number;
}

export interface ArtifactSize {
  zippedBytes: number;
  unzippedBytes: number;
  files: number;
  parts: ArtifactPart[];
}

/** What a file of the artifact is: Netlify's, our code and its modules, or data by its top folder. */
function partOf(file: string): string {
  if (file.startsWith('___netlify-')) return 'Netlify bootstrap';
  if (!file.startsWith('site/data/')) return 'function code';
  const folder = /^site\/data\/([^/]+)\//.exec(file)?.[1];
  return folder === undefined ? 'data: files at the top of site/data' : `data: ${folder}/`;
}

/** Each entry of a zip file as its central directory records it (zip-it-and-ship-it never needs ZIP64 here). */
function zipEntries(zip: Buffer): { name: string; zipped: number; unzipped: number }[] {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0) throw new Error('not a zip file');
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  if (count === 0xffff || at === 0xffffffff) throw new Error('a ZIP64 file: not read here');
  const entries = [];
  for (let i = 0; i < count; i++) {
    if (zip.readUInt32LE(at) !== 0x02014b50) throw new Error(`bad central directory entry at ${at}`);
    const nameLength = zip.readUInt16LE(at + 28);
    entries.push({ name: zip.toString('utf8', at + 46, at + 46 + nameLength), zipped: zip.readUInt32LE(at + 20), unzipped: zip.readUInt32LE(at + 24) });
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return entries.filter((e) => !e.name.endsWith('/'));
}

/** The artifact's size, whole and by part (largest first). */
async function artifactSize(artifact: Artifact): Promise<ArtifactSize> {
  const parts = new Map<string, ArtifactPart>();
  for (const e of zipEntries(await readFile(artifact.result.path))) {
    const part = partOf(e.name);
    const p = parts.get(part) ?? { part, files: 0, zippedBytes: 0, unzippedBytes: 0 };
    parts.set(part, { part, files: p.files + 1, zippedBytes: p.zippedBytes + e.zipped, unzippedBytes: p.unzippedBytes + e.unzipped });
  }
  const all = [...parts.values()].sort((a, b) => b.unzippedBytes - a.unzippedBytes);
  return {
    zippedBytes: (await stat(artifact.result.path)).size,
    unzippedBytes: all.reduce((n, p) => n + p.unzippedBytes, 0),
    files: artifact.files.length,
    parts: all,
  };
}

/**
 * One fresh Node 22 process running bench/coldStartProbe.ts on the unzipped artifact, with Node's
 * own type stripping (no loader in the process, as on Lambda); on a Node without it, through tsx.
 */
async function probeInChild(artifact: Artifact, calls: number, fn: ProbedFunction): Promise<ProbeResult> {
  const node = node22();
  const probe = [path.join(import.meta.dirname, 'coldStartProbe.ts'), artifact.dir, String(calls), fn];
  const args = node ? probe : ['--import', TSX, ...probe];
  const { stdout } = await promisify(execFile)(node ?? process.execPath, args, { cwd: path.dirname(artifact.dir), maxBuffer: 1 << 24 });
  const result = JSON.parse(stdout) as ProbeResult;
  if (result.status !== 200) throw new Error(`the artifact answered ${PROBES[fn].asked} with ${result.status}`);
  return result;
}

export interface ColdStart {
  node: string;
  runs: number;
  importMedianMs: number;
  /** From the end of the import to the first answer: loading the function's module, its data and indexes. */
  afterImportMedianMs: number;
  firstAnswerMedianMs: number;
}

export interface FunctionFigures extends ArtifactSize {
  coldStart: ColdStart;
  /** Warm answers to the probe request in one fresh process; null when none were asked. */
  warm: { calls: number; p50Ms: number; p99Ms: number } | null;
}


const coldStart = (colds: ProbeResult[]): ColdStart => ({
  node: colds[0]!.version,
  runs: colds.length,
  importMedianMs: median(colds.map((c) => c.importMs)),
  afterImportMedianMs: median(colds.map((c) => c.firstAnswerMs - c.importMs)),
  firstAnswerMedianMs: median(colds.map((c) => c.firstAnswerMs)),
});

/**
 * Functions of `checkout` bundled as Netlify does over `dataDir` (a project root made by
 * test/support/functionProject.ts) and measured: size by part, median cold start over `coldStarts`
 * fresh processes, taken in turn (one of each, then again) so a noisy machine weighs on all alike,
 * then `warmCalls` warm answers (0: none). `fns` are the probes asked (bench/coldStartProbe.ts),
 * each of one function, whose artifact is built once; the figures in their order.
 */
export async function measureFunctions(
  checkout: string,
  dataDir: string,
  options: { coldStarts: number; warmCalls: number; fns: ProbedFunction[] },
): Promise<FunctionFigures[]> {
  const project = await functionProject(checkout, dataDir);
  const built = new Map<string, Artifact>();
  const artifacts: Artifact[] = [];
  try {
    // One artifact a function, whichever of its probes ask it.
    for (const { fn } of options.fns.map((probe) => PROBES[probe])) built.set(fn, built.get(fn) ?? (await buildArtifact(project.root, fn)));
    for (const probe of options.fns) artifacts.push(built.get(PROBES[probe].fn)!);
    const colds = options.fns.map((): ProbeResult[] => []);
    for (let i = 0; i < options.coldStarts; i++) {
      for (const [k, fn] of options.fns.entries()) colds[k]!.push(await probeInChild(artifacts[k]!, 0, fn));
    }
    const figures: FunctionFigures[] = [];
    for (const [k, fn] of options.fns.entries()) {
      const warm = options.warmCalls > 0 ? (await probeInChild(artifacts[k]!, options.warmCalls, fn)).warm : null;
      figures.push({ ...(await artifactSize(artifacts[k]!)), coldStart: coldStart(colds[k]!), warm: warm && { calls: options.warmCalls, ...warm } });
    }
    return figures;
  } finally {
    for (const artifact of built.values()) await artifact.remove();
    await project.remove();
  }
}

/** One function of `checkout` (default the API's), measured as measureFunctions does. */
export async function measureFunction(
  checkout: string,
  dataDir: string,
  options: { coldStarts: number; warmCalls: number; fn?: ProbedFunction },
): Promise<FunctionFigures> {
  const [figures] = await measureFunctions(checkout, dataDir, { ...options, fns: [options.fn ?? 'typical-weather'] });
  return figures!;
}
