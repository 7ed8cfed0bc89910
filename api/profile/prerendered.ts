/**
 * A /climate-profile answer from its station's and its change's prerendered texts
 * (lib/serving/answerText.ts): the place's members made and serialized as always, the edition's
 * members serialized once, then the pieces the build wrote with the same builders. The same bytes
 * as JSON.stringify of the answer the records would make (test/support/servingEquality.ts holds
 * them equal for every ZIP), without decoding either record.
 */
import { placePhrase } from '../../lib/placeEcho.ts';
import { profileEditionMembers, profilePlace } from '../../lib/profile/response.ts';
import { profileSummaryLead } from '../../lib/profile/summary.ts';
import { CHANGE_PIECES, escaped, PROFILE_PIECES, pieceBytes } from '../../lib/serving/answerText.ts';
import type { AddressMatch } from '../../lib/types.ts';
import type { PrerenderedProfile } from '../data/profileDataset.ts';
import { followingMembers, joinBytes } from '../jsonParts.ts';
import { withMatch } from '../place.ts';

let editionJson: Uint8Array | undefined;

/** The answer's bytes (US units: a metric answer converts every number, and is made from the records). */
export function prerenderedProfile({ location, distanceMi, site, profile, change }: PrerenderedProfile, { address, match }: { address?: string; match?: AddressMatch }): Buffer {
  const head = JSON.stringify(withMatch(profilePlace(location, { distanceMi }, site, address === undefined ? {} : { address }), match));
  const lead = escaped(profileSummaryLead(placePhrase(location, address)));
  editionJson ??= followingMembers(profileEditionMembers());
  return joinBytes([
    head.slice(0, -1), editionJson, ',', pieceBytes(profile, PROFILE_PIECES.profile), ',', pieceBytes(change, CHANGE_PIECES.change),
    `,"summary":"${lead}`, pieceBytes(profile, PROFILE_PIECES.words), '"}',
  ]);
}
