/**
 * A Netlify Function artifact's size, whole and by part: Netlify's bootstrap, our code and its
 * modules, and the data by its top folder under site/data, so the parts follow the dataset's layout.
 */
import { readFile, stat } from 'node:fs/promises';
import type { Artifact } from '../test/support/netlifyBundle.ts';

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
export async function artifactSize(artifact: Artifact): Promise<ArtifactSize> {
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
