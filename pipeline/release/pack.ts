/**
 * `npm run dataset:pack -- <dir>`'s work: copies a build's bulk downloads (both editions), its
 * manifest and, for a locked download build, the upstream lock into an empty folder as plain
 * files, then writes datapackage.json, README.md and SHA256SUMS. Nothing in it depends on when or where it runs.
 */
import { copyFile, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DATA_PATH } from '../../lib/constants.ts';
import type { Manifest } from '../../lib/dataTypes.ts';
import { dataPackageText } from '../dictionary/dataPackage.ts';
import { fileChecksum } from '../inputs/checksum.ts';
import { RELEASE_NAMES, releaseDownloads } from './files.ts';
import { releaseIdentity, type LockContent, type ReleaseIdentity } from './identity.ts';
import { releaseReadme } from './readme.ts';
import { formatSums, type Checksum } from './sums.ts';

export interface PackOptions {
  /** The built data folder (site/data). */
  dataDir: string;
  /** The upstream lock; shipped only when it describes the build's inputs. */
  lockPath: string;
  outDir: string;
}

export interface Packed {
  identity: ReleaseIdentity;
  files: { name: string; bytes: number }[];
  bytes: number;
}

export async function packRelease({ dataDir, lockPath, outDir }: PackOptions): Promise<Packed> {
  const manifestPath = join(dataDir, RELEASE_NAMES.manifest);
  const manifest = JSON.parse(await readText(manifestPath, 'the build manifest (run npm run build first)')) as Manifest;
  if (manifest.synthetic) throw new Error(`${manifestPath} is a scale simulation's (synthetic values): not a dataset to release`);
  const lockText = await readText(lockPath, 'the upstream lock').catch((error: Error & { cause?: NodeJS.ErrnoException }) => {
    if (error.cause?.code === 'ENOENT') return null;
    throw error;
  });
  const lock = lockText === null ? null : (JSON.parse(lockText) as LockContent);
  const identity = releaseIdentity(manifest, lock);
  const shippedLock = identity.from === 'lock' ? lock : null;
  await emptyFolder(outDir);

  const sums: (Checksum & { bytes: number })[] = [];
  const add = async (name: string, expected?: { bytes: number; sha256: string }) => {
    const sum = await fileChecksum(join(outDir, name));
    if (expected && (sum.bytes !== expected.bytes || sum.sha256 !== expected.sha256)) {
      throw new Error(`${name} in ${dataDir} is not the file its manifest lists (${expected.bytes} bytes, sha256 ${expected.sha256}): rebuild`);
    }
    sums.push({ name, ...sum });
  };
  const downloads = releaseDownloads(manifest);
  for (const d of downloads) {
    await copyFile(join(dataDir, d.path.slice(DATA_PATH.length + 1)), join(outDir, d.name));
    await add(d.name, d);
  }
  await copyFile(manifestPath, join(outDir, RELEASE_NAMES.manifest));
  await add(RELEASE_NAMES.manifest);
  if (shippedLock) {
    await copyFile(lockPath, join(outDir, RELEASE_NAMES.lock));
    await add(RELEASE_NAMES.lock);
  }
  await writeFile(join(outDir, RELEASE_NAMES.dataPackage), dataPackageText(identity.name, downloads.map((d) => ({ ...d, path: d.name }))));
  await add(RELEASE_NAMES.dataPackage);
  await writeFile(join(outDir, RELEASE_NAMES.readme), releaseReadme({ identity, manifest, downloads, lock: shippedLock }));
  await add(RELEASE_NAMES.readme);
  await writeFile(join(outDir, RELEASE_NAMES.sums), formatSums(sums));

  const files = sums.map(({ name, bytes }) => ({ name, bytes }));
  files.push({ name: RELEASE_NAMES.sums, bytes: Buffer.byteLength(formatSums(sums)) });
  return { identity, files, bytes: files.reduce((total, f) => total + f.bytes, 0) };
}

async function readText(path: string, what: string): Promise<string> {
  try {
    return await readFile(path, 'utf8');
  } catch (error) {
    throw new Error(`cannot read ${what} at ${path}`, { cause: error });
  }
}

/** A release is only what pack writes: a folder left with other files would ship them. */
async function emptyFolder(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true });
  const left = await readdir(dir);
  if (left.length > 0) throw new Error(`${dir} is not empty (${left.slice(0, 3).join(', ')}${left.length > 3 ? ', …' : ''}): pack into a new folder`);
}
