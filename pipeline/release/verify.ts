/**
 * `npm run dataset:verify -- <dir>`'s work: reads a release folder (hashes every file) and lists
 * what is wrong with it (problems.ts).
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Manifest } from '../../lib/dataTypes.ts';
import { fileChecksum } from '../inputs/checksum.ts';
import { RELEASE_NAMES } from './files.ts';
import { releaseProblems, type PresentFile } from './problems.ts';

export interface Verification {
  files: number;
  problems: string[];
}

/** @example await verifyRelease('dist/release') // { files: 10, problems: [] } */
export async function verifyRelease(dir: string): Promise<Verification> {
  const entries = await readdir(dir, { withFileTypes: true }).catch((error: unknown) => {
    throw new Error(`cannot read the release folder ${dir}`, { cause: error });
  });
  const files = new Map<string, PresentFile>();
  for (const entry of entries.filter((e) => e.isFile()).sort((a, b) => (a.name < b.name ? -1 : 1))) {
    files.set(entry.name, await fileChecksum(join(dir, entry.name)));
  }
  const sums = files.has(RELEASE_NAMES.sums) ? await readFile(join(dir, RELEASE_NAMES.sums), 'utf8') : null;
  let manifest: Manifest | null = null;
  let manifestError: string | undefined;
  if (files.has(RELEASE_NAMES.manifest)) {
    try {
      manifest = JSON.parse(await readFile(join(dir, RELEASE_NAMES.manifest), 'utf8')) as Manifest;
    } catch (error) {
      manifestError = `${RELEASE_NAMES.manifest} is not JSON: ${(error as Error).message}`;
    }
  }
  return { files: files.size, problems: releaseProblems({ sums, manifest, manifestError, files }) };
}
