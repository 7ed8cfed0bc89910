/**
 * `npm run dataset:verify -- <dir>`'s work: reads a release folder (hashes every file, reads each
 * CSV's header and datapackage.json) and lists what is wrong with it (problems.ts, packageProblems.ts).
 */
import { createReadStream } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { createGunzip } from 'node:zlib';
import type { Manifest } from '../../lib/dataTypes.ts';
import { fileChecksum } from '../inputs/checksum.ts';
import { RELEASE_NAMES, releaseDownloads } from './files.ts';
import { packageProblems, type PackageResource } from './packageProblems.ts';
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
  const manifest = files.has(RELEASE_NAMES.manifest) ? await readJson<Manifest>(join(dir, RELEASE_NAMES.manifest), RELEASE_NAMES.manifest) : null;
  const problems = releaseProblems({ sums, manifest: manifest?.value ?? null, manifestError: manifest?.error, files });
  const pack = files.has(RELEASE_NAMES.dataPackage) ? await readJson<{ resources?: PackageResource[] }>(join(dir, RELEASE_NAMES.dataPackage), RELEASE_NAMES.dataPackage) : null;
  if (pack?.error) problems.push(pack.error);
  if (pack?.value && manifest?.value) {
    const headers = new Map<string, string | undefined>();
    for (const name of files.keys()) if (name.endsWith('.csv.gz')) headers.set(name, await firstLine(join(dir, name)));
    const downloads = releaseDownloads(manifest.value).map((d) => d.name);
    problems.push(...packageProblems({ resources: pack.value.resources ?? [], downloads, files, headers }));
  }
  return { files: files.size, problems };
}

async function readJson<T>(path: string, name: string): Promise<{ value: T | null; error?: string }> {
  try {
    return { value: JSON.parse(await readFile(path, 'utf8')) as T };
  } catch (error) {
    return { value: null, error: `${name} is not JSON: ${(error as Error).message}` };
  }
}

/** The first line of a gzip text file, or undefined when it cannot be read. */
async function firstLine(path: string): Promise<string | undefined> {
  const input = createReadStream(path).pipe(createGunzip());
  const lines = createInterface({ input, crlfDelay: Infinity });
  try {
    for await (const line of lines) return line;
    return undefined;
  } catch {
    return undefined;
  } finally {
    lines.close();
    input.destroy();
  }
}
