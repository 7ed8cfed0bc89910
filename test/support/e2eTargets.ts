/**
 * What the HTTP end-to-end suite runs against: the local server as `npm start` runs it, or Netlify
 * on one port (the bundled function artifact behind the API paths, site/ for the rest) on Node 22
 * with the working directory outside the repository, as on Lambda.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import { buildArtifact, type Artifact } from './netlifyBundle.ts';
import { node22 } from './node22.ts';
import { startServerProcess, type ProcessOptions, type ServerProcess } from './serverProcess.ts';

export type StartTarget = (env?: Record<string, string>) => Promise<ServerProcess>;

export const npmStart: StartTarget = (env) => startServerProcess(env);

/** Starts the artifact server over `artifact` under `node`, in a fresh empty working directory. */
export function artifactTarget(artifact: Artifact, node: string, options: ProcessOptions = {}): StartTarget {
  return async (env = {}) => {
    const cwd = await mkdtemp(path.join(tmpdir(), 'lambda-cwd-'));
    const server = await startServerProcess({ ...env, ARTIFACT_DIR: artifact.dir }, { script: 'test/support/artifactServer.ts', node, cwd, ...options });
    return { ...server, stop: () => server.stop().finally(() => rm(cwd, { recursive: true, force: true })) };
  };
}

let shared: Promise<Artifact> | undefined;

/** The Netlify target: one artifact per test file, on Node 22 (the local Node if it is not installed, outside CI). */
export const netlify: StartTarget = async (env) => {
  shared ??= buildArtifact();
  return artifactTarget(await shared, node22() ?? process.execPath)(env);
};

afterAll(async () => (await shared)?.remove());
