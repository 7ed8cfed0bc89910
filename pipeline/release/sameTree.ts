/**
 * Whether two folders hold the same files with the same bytes, and if not, which differ: the
 * check behind "two builds are byte-identical".
 */
import { readdir } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { fileChecksum } from '../inputs/checksum.ts';

/** Every file under root (relative path, `/`-separated, sorted) with its SHA-256, but those in `skip`. */
export async function treeDigest(root: string, skip: ReadonlySet<string> = new Set()): Promise<Map<string, string>> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  const files = entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name)).sort();
  const digest = new Map<string, string>();
  for (const path of files) {
    const name = relative(root, path).split(sep).join('/');
    if (!skip.has(name)) digest.set(name, (await fileChecksum(path)).sha256);
  }
  return digest;
}

/**
 * @example treeDifferences(new Map([['a', '1']]), new Map([['a', '2']])) // ['a: different bytes']
 */
export function treeDifferences(first: ReadonlyMap<string, string>, second: ReadonlyMap<string, string>): string[] {
  const paths = [...new Set([...first.keys(), ...second.keys()])].sort();
  return paths.flatMap((path) => {
    const [a, b] = [first.get(path), second.get(path)];
    if (a === b) return [];
    if (a === undefined) return [`${path}: only in the second build`];
    if (b === undefined) return [`${path}: only in the first build`];
    return [`${path}: different bytes`];
  });
}
