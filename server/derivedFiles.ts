/**
 * The local server's derived files (lib/serving/derivedFiles.ts: the prerendered answer texts, the
 * daily normals unpacked), made from the data folder's serving form when it starts: a derived file
 * is written when it is missing or was made from other bytes (its head holds their SHA-256), a part
 * at a time, to a temporary name first. They are not part of the dataset, only a faster way to send
 * the same bytes (docs/design.md): anything that stops one is logged, and the server answers
 * without it. `tsx server/derivedFilesCli.ts [dataDir]` writes them for a data folder.
 */
import { createHash } from 'node:crypto';
import { closeSync, openSync, readSync, renameSync, rmSync, writeSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { EDITION_REGISTRY, type EditionRegistry } from '../lib/editions.ts';
import { derivedKinds, type DerivedKind } from '../lib/serving/derivedFiles.ts';
import { DERIVED_HEAD_BYTES } from '../lib/serving/derivedHead.ts';

/** Each derived file of the data folder made current; never throws. @example await prepareDerivedFiles('site/data') */
export async function prepareDerivedFiles(dataDir: string, editions: EditionRegistry = EDITION_REGISTRY, log: (line: string) => void = console.log): Promise<void> {
  for (const kind of derivedKinds(editions)) {
    try {
      await prepare(dataDir, kind, log);
    } catch (error) {
      log(`derived files: ${kind.target} not written (${error instanceof Error ? error.message : String(error)}); its answers are made without it`);
    }
  }
}

async function prepare(dataDir: string, kind: DerivedKind, log: (line: string) => void): Promise<void> {
  let source: Buffer;
  try {
    source = await readFile(path.join(dataDir, kind.source));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  const digest = createHash('sha256').update(source).digest();
  const target = path.join(dataDir, kind.target);
  if (digestOf(target, kind)?.equals(digest)) return;
  const started = performance.now();
  const temp = `${target}.${process.pid}.tmp`;
  const fd = openSync(temp, 'w');
  try {
    try {
      kind.derive(source, digest, (bytes, at) => writeSync(fd, bytes, 0, bytes.length, at));
    } finally {
      closeSync(fd);
    }
    renameSync(temp, target);
  } catch (error) {
    rmSync(temp, { force: true });
    throw error;
  }
  log(`derived files: wrote ${kind.target} in ${(performance.now() - started).toFixed(0)} ms`);
}

/** The source digest in a derived file's head, or null when there is no such file or it is not of its kind. */
function digestOf(file: string, kind: DerivedKind): Buffer | null {
  let fd: number;
  try {
    fd = openSync(file, 'r');
  } catch {
    return null;
  }
  try {
    const head = new Uint8Array(DERIVED_HEAD_BYTES);
    return Buffer.from(kind.digestOf(head.subarray(0, readSync(fd, head, 0, DERIVED_HEAD_BYTES, 0))));
  } catch {
    return null;
  } finally {
    closeSync(fd);
  }
}
