/**
 * The local server's prerendered answer texts (lib/serving/answerText.ts), derived from the data
 * folder's records files when it starts: a text file is written when it is missing or was made
 * from other records (its header holds their SHA-256), a record at a time, to a temporary name
 * first. They are not part of the dataset (the build and the Netlify Function have none), only a
 * faster way to send the same bytes (docs/design.md): anything that stops them is logged, and the
 * server answers from the records.
 * `tsx server/answerTextsCli.ts [dataDir]` writes them for a data folder.
 */
import { createHash } from 'node:crypto';
import { closeSync, openSync, readSync, renameSync, rmSync, writeSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { EDITION_REGISTRY, type EditionRegistry } from '../lib/editions.ts';
import { answerTextFile, answerTextKinds, type TextKind } from '../lib/serving/answerPieces.ts';
import { textHeader, TEXT_HEADER_BYTES } from '../lib/serving/answerText.ts';

/** Each text file of the data folder made current; never throws. @example await prepareAnswerTexts('site/data') */
export async function prepareAnswerTexts(dataDir: string, editions: EditionRegistry = EDITION_REGISTRY, log: (line: string) => void = console.log): Promise<void> {
  for (const kind of answerTextKinds(editions)) {
    try {
      await prepare(dataDir, kind, log);
    } catch (error) {
      log(`answer texts: ${kind.text} not written (${error instanceof Error ? error.message : String(error)}); its answers are made from the records`);
    }
  }
}

async function prepare(dataDir: string, kind: TextKind, log: (line: string) => void): Promise<void> {
  let records: Buffer;
  try {
    records = await readFile(path.join(dataDir, kind.records));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  const digest = createHash('sha256').update(records).digest();
  const target = path.join(dataDir, kind.text);
  if (digestOf(target)?.equals(digest)) return;
  const started = performance.now();
  const temp = `${target}.${process.pid}.tmp`;
  const fd = openSync(temp, 'w');
  try {
    try {
      answerTextFile(records, kind.pieces, digest, (bytes, at) => writeSync(fd, bytes, 0, bytes.length, at));
    } finally {
      closeSync(fd);
    }
    renameSync(temp, target);
  } catch (error) {
    rmSync(temp, { force: true });
    throw error;
  }
  log(`answer texts: wrote ${kind.text} in ${(performance.now() - started).toFixed(0)} ms`);
}

/** The records digest in a text file's header, or null when there is no such file or it is no text file. */
function digestOf(file: string): Buffer | null {
  let fd: number;
  try {
    fd = openSync(file, 'r');
  } catch {
    return null;
  }
  try {
    const header = new Uint8Array(TEXT_HEADER_BYTES);
    return Buffer.from(textHeader(header.subarray(0, readSync(fd, header, 0, TEXT_HEADER_BYTES, 0))).digest);
  } catch {
    return null;
  } finally {
    closeSync(fd);
  }
}
