/**
 * What is wrong with a downloaded release, from what is in its folder: every SHA256SUMS line must
 * match a file, every file must be listed, and every bulk download manifest.json lists must be
 * there with the manifest's size and SHA-256, and so must datapackage.json (whose checksum SHA256SUMS
 * holds). An empty list means the release is whole.
 */
import type { Manifest } from '../../lib/dataTypes.ts';
import { RELEASE_NAMES, releaseDownloads } from './files.ts';
import { parseSums } from './sums.ts';

export interface PresentFile {
  bytes: number;
  sha256: string;
}

export interface ReleaseFolder {
  /** SHA256SUMS's text, or null when it is not there. */
  sums: string | null;
  /** manifest.json parsed, or null when it is not there or unreadable (then manifestError says why). */
  manifest: Manifest | null;
  manifestError?: string;
  /** Every file in the folder by name (SHA256SUMS included). */
  files: ReadonlyMap<string, PresentFile>;
}

/** @example releaseProblems({ sums, manifest, files }) // ['missing: 1991-2020-zip-to-station.csv.gz'] */
export function releaseProblems(folder: ReleaseFolder): string[] {
  const problems = new Set<string>();
  for (const problem of sumsProblems(folder)) problems.add(problem);
  for (const problem of manifestProblems(folder)) problems.add(problem);
  return [...problems];
}

function sumsProblems({ sums, files }: ReleaseFolder): string[] {
  if (sums === null) return [`${RELEASE_NAMES.sums} is missing`];
  let listed;
  try {
    listed = parseSums(sums);
  } catch (error) {
    return [(error as Error).message];
  }
  const problems: string[] = [];
  for (const { name, sha256 } of listed) {
    const file = files.get(name);
    if (!file) problems.push(`missing: ${name}`);
    else if (file.sha256 !== sha256) problems.push(`checksum mismatch: ${name} (${RELEASE_NAMES.sums} says ${sha256}, the file is ${file.sha256})`);
  }
  const names = new Set(listed.map((l) => l.name));
  for (const name of files.keys()) {
    if (name !== RELEASE_NAMES.sums && !names.has(name)) problems.push(`not in ${RELEASE_NAMES.sums}: ${name}`);
  }
  return problems;
}

function manifestProblems({ manifest, manifestError, files }: ReleaseFolder): string[] {
  if (manifest === null) return [manifestError ?? `${RELEASE_NAMES.manifest} is missing`];
  const problems: string[] = files.has(RELEASE_NAMES.dataPackage) ? [] : [`${RELEASE_NAMES.dataPackage} is missing`];
  for (const download of releaseDownloads(manifest)) {
    const file = files.get(download.name);
    if (!file) problems.push(`missing: ${download.name}`);
    else if (file.bytes !== download.bytes || file.sha256 !== download.sha256) {
      problems.push(
        `differs from ${RELEASE_NAMES.manifest}: ${download.name} (expected ${download.bytes} bytes, sha256 ${download.sha256}; ` +
          `found ${file.bytes} bytes, sha256 ${file.sha256})`,
      );
    }
  }
  return problems;
}
