/**
 * The mirror dataset built once per run (sharedMirror.ts, the global setup of vitest.config.ts's
 * `mirror-build` project), for that project's test files: read it, never write into it (the run
 * fails if a test did, sharedMirror.ts); a test that must change it works on a copy.
 */
import { cp, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import type { BuildResult } from '../../pipeline/build.ts';

/** build()'s result as stored beside the build (its outDir was the temporary folder it was made in). */
export type StoredBuildResult = Omit<BuildResult, 'outDir'>;

export interface MirrorBuild {
  /** The data folder (site/data's layout), shared by every file of the run. */
  dir: string;
  result: StoredBuildResult;
}

declare module 'vitest' {
  export interface ProvidedContext {
    mirrorBuild: MirrorBuild;
    /** A cut-down raw data folder in the mirror's layout (smallMirror.ts), for the test upstream. */
    smallMirror: string;
  }
}

/** @example const { dir, result } = mirrorBuild(); result.counts.zctas // 33791 */
export function mirrorBuild(): MirrorBuild {
  const built = inject('mirrorBuild');
  if (!built) throw new Error('No shared mirror build: this file must be in the mirror-build project of vitest.config.ts, whose global setup makes it');
  return built;
}

/** A copy of the shared build's data folder of the test's own, to write into. */
export async function copyOfMirrorBuild(): Promise<string> {
  const copy = join(await mkdtemp(join(tmpdir(), 'mirror-build-')), 'data');
  await cp(mirrorBuild().dir, copy, { recursive: true });
  return copy;
}

/** The small-upstream project's cut-down mirror (smallUpstream.ts): serve it, build from it, never write into it. */
export function smallMirror(): string {
  const dir = inject('smallMirror');
  if (!dir) throw new Error('No small mirror: this file must be in the small-upstream project of vitest.config.ts, whose global setup makes it');
  return dir;
}
