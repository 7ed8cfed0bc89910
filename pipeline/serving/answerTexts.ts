/**
 * Prerendered answer texts (lib/serving/answerText.ts) for a records file: for each record the
 * answers show as it is, the pieces its answers share, made by the answers' own builders from the
 * same parts the records file encodes. Pure: parts in, file bytes out.
 */
import type { ChangeRecord } from '../../lib/profile/changeTypes.ts';
import { changeMembers, profileMembers } from '../../lib/profile/response.ts';
import { profileWords } from '../../lib/profile/summary.ts';
import type { ProfileStation } from '../../lib/profile/types.ts';
import { escaped, membersJson, writeTextFile } from '../../lib/serving/answerText.ts';
import type { StationPart } from '../../lib/serving/layout.ts';
import { stationWords } from '../../lib/weather/summary.ts';
import { yearSummary } from '../../lib/weather/yearSummary.ts';

/**
 * @param parts the parts in the order they were encoded, `index[i]` the record of `parts[i]`
 * @param records how many records the file has
 * @param piecesOf a part's pieces, or null when it has none
 */
export function answerTextFile<P>(parts: readonly P[], index: readonly number[], records: number, piecesOf: (part: P) => string[] | null): Uint8Array {
  const regions: (string[] | null)[] = new Array<string[] | null>(records).fill(null);
  const done = new Set<number>();
  parts.forEach((part, i) => {
    const at = index[i]!;
    if (!done.has(at)) regions[at] = piecesOf(part);
    done.add(at);
  });
  return writeTextFile(regions);
}

/** An edition's station (lib/serving/answerText.ts PIECES), `label` its period as its summaries name it ("1991–2020"). */
export const editionPieces = (label: string) => (part: StationPart): string[] | null => {
  if (!('months' in part)) return null;
  const { site, months } = part;
  // An array's JSON is its items' JSON between commas: each month is serialized once, for both.
  const normals = months.map((m) => JSON.stringify(m));
  const whole = `"months":[${normals.join(',')}],"yearSummary":${JSON.stringify(yearSummary(months))}`;
  return [JSON.stringify(site), whole, ...normals, ...months.map((m) => escaped(stationWords(m, site.name, label)))];
};

/** A climate profile's station (PROFILE_PIECES). */
export function profilePieces(station: ProfileStation): string[] | null {
  if (!('profile' in station)) return null;
  const { site, profile } = station;
  return [JSON.stringify(site), membersJson(profileMembers(profile)), escaped(profileWords(profile.freeze['32F'], profile.annual))];
}

/** A change since the change base (CHANGE_PIECES). */
export const changePieces = (change: ChangeRecord): string[] => [change.change?.station.id ?? '', membersJson(changeMembers(change))];
