/**
 * The files the local server derives beside the serving form when it starts (server/derivedFiles.ts),
 * each from one serving-form file whose SHA-256 its head holds, so a derived file made from other
 * bytes is made again and never read: each records file's prerendered answer texts
 * (lib/serving/answerPieces.ts) and the daily normals unpacked (lib/daily/unpackedDays.ts). They
 * only spare work, the same bytes sent faster: not part of the dataset, so the build, its
 * reproducibility check (pipeline/release/reproduceCli.ts), the bulk download and the Netlify
 * Function (netlify.toml) have none.
 */
import { unpackedDaysFile, unpackedHead } from '../daily/unpackedDays.ts';
import type { EditionRegistry } from '../editions.ts';
import { answerTextFile, answerTextKinds } from './answerPieces.ts';
import { textHeader } from './answerText.ts';
import { SERVING_FILES } from './layout.ts';
import { openPack } from './pack.ts';

export interface DerivedKind {
  /** The serving-form file it is made from, and its own path. */
  source: string;
  target: string;
  /** Writes the derived file of the source's bytes (`digest` their SHA-256), each part at its offset; throws when the source is not what it reads. */
  derive(source: Uint8Array, digest: Uint8Array, write: (bytes: Uint8Array, at: number) => void): void;
  /** The source digest in a derived file's head (lib/serving/derivedHead.ts); throws when it is not this kind's. */
  digestOf(head: Uint8Array): Uint8Array;
}

/** Every derived file, in the order they are made. */
export function derivedKinds(editions: EditionRegistry): DerivedKind[] {
  return [
    ...answerTextKinds(editions).map((kind) => ({
      source: kind.records,
      target: kind.text,
      derive: (source: Uint8Array, digest: Uint8Array, write: (bytes: Uint8Array, at: number) => void) => answerTextFile(source, kind.pieces, digest, write),
      digestOf: (head: Uint8Array) => textHeader(head).digest,
    })),
    {
      source: SERVING_FILES.daily,
      target: SERVING_FILES.dailyUnpacked,
      derive: (source, digest, write) => unpackedDaysFile(openPack(source), digest, write),
      digestOf: (head) => unpackedHead(head).digest,
    },
  ];
}
