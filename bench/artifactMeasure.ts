/**
 * Measures Netlify Functions as Netlify ships them (test/support/netlifyBundle.ts) over any built
 * data folder: size by part (bench/artifactSize.ts), and, in fresh processes on Node 22 (the local
 * Node if it is not installed) with the working directory outside the artifact, the cold start
 * (import of Netlify's entry point + first answer) and warm calls through that entry point.
 * Every cold start is taken in turn with the floor's: a function that does nothing (bench/floor/),
 * bundled and started the same way, so Netlify's bootstrap is measured beside what our code adds.
 * For bench/bundle.ts, bench/mcp.ts (the mirror build) and bench/fullscale.ts (full scale).
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { functionProject } from '../test/support/functionProject.ts';
import { buildArtifact, type Artifact } from '../test/support/netlifyBundle.ts';
import { node22 } from '../test/support/node22.ts';
import { TSX } from '../test/support/serverProcess.ts';
import { artifactSize, type ArtifactSize } from './artifactSize.ts';
import { PROBES, type ProbedFunction, type ProbeResult } from './coldStartProbe.ts';
import { inTurn } from './rounds.ts';

/** The floor's project: a function with no imports and no data, bundled by netlify.toml's rules as ours are. */
const FLOOR = path.join(import.meta.dirname, 'floor');

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

/** Cold starts, one a round, in the order taken; the floor's taken in the same rounds. */
export interface ColdStart {
  node: string;
  importMs: number[];
  firstAnswerMs: number[];
  floor: { importMs: number[]; firstAnswerMs: number[] };
}

/** From the end of the import to the first answer, by round: loading the function's module, its data and indexes, and answering. */
export const afterImport = (c: ColdStart) => c.firstAnswerMs.map((ms, i) => ms - c.importMs[i]!);

/** What our code adds to the floor's first answer, by round. */
export const overFloor = (c: ColdStart) => c.firstAnswerMs.map((ms, i) => ms - c.floor.firstAnswerMs[i]!);

export interface FunctionFigures extends ArtifactSize {
  coldStart: ColdStart;
  /** Warm answers to the probe request in one fresh process; null when none were asked. */
  warm: { calls: number; p50Ms: number; p99Ms: number } | null;
}

/** A function of a checkout, bundled over a data folder, asked by a probe (bench/coldStartProbe.ts). */
export interface Subject {
  checkout: string;
  dataDir: string;
  probe: ProbedFunction;
}

/**
 * Each subject bundled as Netlify does (a project root made by test/support/functionProject.ts per
 * checkout and data folder, one artifact per function of it) and measured: size by part, then
 * `coldStarts` rounds of one fresh process each, the floor first and then every subject in turn, so
 * a noisy machine weighs on all alike; then `warmCalls` warm answers (0: none). In the subjects' order.
 */
export async function measureFunctions(subjects: readonly Subject[], options: { coldStarts: number; warmCalls: number }): Promise<FunctionFigures[]> {
  const projects = new Map<string, Awaited<ReturnType<typeof functionProject>>>();
  const built = new Map<string, Artifact>();
  try {
    const artifactOf = async (root: string, fn: string) => {
      const key = `${root}\0${fn}`;
      if (!built.has(key)) built.set(key, await buildArtifact(root, fn));
      return built.get(key)!;
    };
    const artifacts: Artifact[] = [await artifactOf(FLOOR, PROBES.floor.fn)];
    for (const { checkout, dataDir, probe } of subjects) {
      const key = `${checkout}\0${dataDir}`;
      if (!projects.has(key)) projects.set(key, await functionProject(checkout, dataDir));
      artifacts.push(await artifactOf(projects.get(key)!.root, PROBES[probe].fn));
    }
    const probes: ProbedFunction[] = ['floor', ...subjects.map((s) => s.probe)];
    const [floor, ...colds] = await inTurn(probes.length, options.coldStarts, (k) => probeInChild(artifacts[k]!, 0, probes[k]!));
    const floorTimes = { importMs: floor!.map((c) => c.importMs), firstAnswerMs: floor!.map((c) => c.firstAnswerMs) };
    const figures: FunctionFigures[] = [];
    for (const [k, runs] of colds.entries()) {
      const artifact = artifacts[k + 1]!;
      const warm = options.warmCalls > 0 ? (await probeInChild(artifact, options.warmCalls, probes[k + 1]!)).warm : null;
      figures.push({
        ...(await artifactSize(artifact)),
        coldStart: { node: runs[0]!.version, importMs: runs.map((c) => c.importMs), firstAnswerMs: runs.map((c) => c.firstAnswerMs), floor: floorTimes },
        warm: warm && { calls: options.warmCalls, ...warm },
      });
    }
    return figures;
  } finally {
    for (const artifact of built.values()) await artifact.remove();
    for (const project of projects.values()) await project.remove();
  }
}

/** One function of `checkout` (default the API's), measured as measureFunctions does. */
export async function measureFunction(
  checkout: string,
  dataDir: string,
  options: { coldStarts: number; warmCalls: number; probe?: ProbedFunction },
): Promise<FunctionFigures> {
  const [figures] = await measureFunctions([{ checkout, dataDir, probe: options.probe ?? 'typical-weather' }], options);
  return figures!;
}
