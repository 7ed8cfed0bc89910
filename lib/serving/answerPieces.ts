/**
 * The pieces of the prerendered answer texts (lib/serving/answerText.ts) of each records file, made
 * by the answers' own builders from the records as the API decodes them, and a whole text file
 * made from a records file's bytes. Pure: bytes in, bytes out (the local server writes them:
 * server/derivedFiles.ts).
 */
import type { EditionRegistry } from '../editions.ts';
import type { ChangeRecord } from '../profile/changeTypes.ts';
import { changeMembers, profileMembers } from '../profile/response.ts';
import { profileWords } from '../profile/summary.ts';
import type { ProfileStation } from '../profile/types.ts';
import { nullNote } from '../weather/nullNote.ts';
import { stationWords } from '../weather/summary.ts';
import { yearSummary } from '../weather/yearSummary.ts';
import { escaped, membersJson, writeTextFile } from './answerText.ts';
import { SERVING_FILES, type RecordsMeta, type StationPart } from './layout.ts';
import { openPack } from './pack.ts';
import { decodeRecord } from './recordShapes.ts';

/** A records file whose records have answer texts, the texts' file, and a record's pieces (null: none). */
export interface TextKind {
  records: string;
  text: string;
  pieces: (record: never) => string[] | null;
}

/** Every records file with answer texts: each edition's, the climate profile's, the change's. */
export function answerTextKinds(editions: EditionRegistry): TextKind[] {
  return [
    ...editions.all.map((e) => ({ records: SERVING_FILES.edition(e.slug), text: SERVING_FILES.answerText(e.slug), pieces: editionPieces(e.label) })),
    { records: SERVING_FILES.profile, text: SERVING_FILES.profileText, pieces: profilePieces },
    { records: SERVING_FILES.change, text: SERVING_FILES.changeText, pieces: changePieces },
  ];
}

/**
 * Writes the text file of a records file's bytes (lib/serving/answerText.ts writeTextFile), `digest`
 * their SHA-256, a record at a time; throws when they are no records file.
 * @example answerTextFile(await readFile('site/data/serve/profile.bin'), profilePieces, digest, write)
 */
export function answerTextFile(records: Uint8Array, pieces: TextKind['pieces'], digest: Uint8Array, write: (bytes: Uint8Array, position: number) => void): void {
  const pack = openPack<RecordsMeta>(records);
  function* regions() {
    for (let i = 0; i < pack.recordCount; i++) yield pieces(decodeRecord<never>(pack.meta.shapes, pack.record(i)));
  }
  writeTextFile(regions(), pack.recordCount, digest, write);
}

/** An edition's station (lib/serving/answerText.ts PIECES), `label` its period as its summaries name it ("1991–2020"). */
export const editionPieces = (label: string) => (part: StationPart): string[] | null => {
  if (!('months' in part)) return null;
  const { site, months, notInFile } = part;
  // An array's JSON is its items' JSON between commas: each month is serialized once, for both.
  const normals = months.map((m) => JSON.stringify(m));
  const whole = `"months":[${normals.join(',')}],"yearSummary":${JSON.stringify(yearSummary(months))}${noteMember(nullNote(months, notInFile))}`;
  const notes = months.map((m) => noteMember(nullNote([m], notInFile)));
  return [JSON.stringify(site), whole, ...normals, ...months.map((m) => escaped(stationWords(m, site.name, label))), ...notes];
};

const noteMember = (note: string | undefined) => (note === undefined ? '' : `,"nullNote":${JSON.stringify(note)}`);

/** A climate profile's station (PROFILE_PIECES). */
export function profilePieces(station: ProfileStation): string[] | null {
  if (!('profile' in station)) return null;
  const { site, profile } = station;
  return [JSON.stringify(site), membersJson(profileMembers(profile)), escaped(profileWords(profile.freeze['32F'], profile.annual))];
}

/** A change since the change base (CHANGE_PIECES). */
export const changePieces = (change: ChangeRecord): string[] => [change.change?.station.id ?? '', membersJson(changeMembers(change))];
