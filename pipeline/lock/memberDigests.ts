/**
 * A small digest of every station file in an NCEI by-station archive, kept in the lock, so that
 * `data:lock` on a machine without the previous archive (a new CI runner, a cache GitHub evicted)
 * still names the stations added, removed and changed. Values are compared only when the previous
 * archive is cached (relock.ts). 12 hex characters of SHA-256 (48 bits): about 30 bytes a station
 * in the lock, and a changed station goes unnoticed with a chance of 1 in 2^48.
 */
import { createHash } from 'node:crypto';
import { visitArchive } from '../ncei/stationFiles.ts';
import type { StationDiff } from './stationDiff.ts';
import { hasStations } from './stationTexts.ts';

/** Station id → digest of its file, ids in order. */
export type MemberDigests = Record<string, string>;

/** Whether the lock keeps member digests for this file: the by-station archives. */
export function hasMembers(path: string): boolean {
  return hasStations(path) && path.endsWith('.tar.gz');
}

/**
 * @param path the file's path in the raw layout
 * @param file where it is on disk
 * @example await memberDigests('ncei/normals-monthly/…/archive/x.tar.gz', '.cache/raw/…') // { USW00094728: '0c3bacb5e1f2', … }
 */
export async function memberDigests(path: string, file: string): Promise<MemberDigests> {
  // Each file digested as it is read: the daily archive unpacks to 4.67 GB, too much to hold.
  const byId = new Map<string, string>();
  await visitArchive(file, path, ({ id, text }) => byId.set(id, createHash('sha256').update(text).digest('hex').slice(0, 12)));
  const digests: MemberDigests = {};
  for (const id of [...byId.keys()].sort()) digests[id] = byId.get(id)!;
  return digests;
}

/**
 * Stations added, removed and changed between two versions' digests; a changed station's
 * "example" is its id alone, since the values are not at hand.
 * @example diffMembers({ A: '1', B: '2' }, { A: '3', C: '4' }) // { added: ['C'], removed: ['B'], changed: [{ id: 'A', example: 'A' }], … }
 */
export function diffMembers(before: MemberDigests, after: MemberDigests): StationDiff {
  const ids = (m: MemberDigests) => Object.keys(m).sort();
  return {
    added: ids(after).filter((id) => !(id in before)),
    removed: ids(before).filter((id) => !(id in after)),
    changed: ids(after)
      .filter((id) => id in before && before[id] !== after[id])
      .map((id) => ({ id, example: id })),
    valuesNotCompared: 'the previous archive is not cached: stations compared by the digests in the lock, values not compared',
  };
}
